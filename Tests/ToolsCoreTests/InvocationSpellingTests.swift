// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// How the running binary decides the spelling: a `swift run` build, a copy on the PATH, a copy elsewhere.
@Suite(.offThePool)
struct InvocationSpellingTests {
    private func executable(_ path: String, in folder: TemporaryDirectory) throws -> URL {
        let url = try folder.write("#!/bin/sh\nexit 0\n", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    @Test func aSwiftRunBuildIsSpelledWithItsPackageRelativeToTheUser() throws {
        let folder = try TemporaryDirectory()
        try folder.write("// swift-tools-version: 6.0\n", to: "app/Tools/Package.swift")
        try folder.write("name: App\n", to: "app/project.yml")
        // Existing folders: spellings compare real paths (`/private/var/…` on a Mac).
        try folder.write("", to: "app/Packages/A/.keep")
        try folder.write("", to: "app/Tools/Sources/.keep")
        let binary = try executable("app/Tools/.build/x86_64-unknown-linux-gnu/debug/tools", in: folder)
        let app = folder.url.appendingPathComponent("app")
        func spelled(from directory: URL) -> String {
            InvocationSpelling.detect(start: directory, currentDirectory: directory, executable: binary,
                                      environment: ["PATH": "/usr/bin"]).tool
        }
        #expect(spelled(from: app) == "swift run --package-path Tools tools")
        #expect(spelled(from: app.appendingPathComponent("Packages/A")) == "swift run --package-path ../../Tools tools")
        #expect(spelled(from: app.appendingPathComponent("Tools/Sources")) == "swift run tools")
        #expect(InvocationSpelling.current.command("lint --fix") == "tools lint --fix")
        // Linked onto the PATH, the build is what `tools` runs: the shorter spelling works.
        let path = try folder.write("", to: "bin/.keep").deletingLastPathComponent()
        try FileManager.default.createSymbolicLink(at: path.appendingPathComponent("tools"), withDestinationURL: binary)
        let linked = InvocationSpelling.detect(start: app, currentDirectory: app, executable: binary,
                                               environment: ["PATH": path.path])
        #expect(linked.tool == "tools")
    }

    @Test func aCopyOnThePathIsTools() throws {
        let folder = try TemporaryDirectory()
        let binary = try executable("bin/tools", in: folder)
        let link = folder.url.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: link, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: link.appendingPathComponent("tools"), withDestinationURL: binary)
        let here = try folder.write("", to: "repo/.keep").deletingLastPathComponent()
        let spelling = InvocationSpelling.detect(
            start: here, currentDirectory: here, executable: binary,
            environment: ["PATH": "/nonexistent:\(link.path)"])
        #expect(spelling.tool == "tools")
        // Another `tools` first on the PATH: the user's `tools` is not this one.
        let other = try executable("other/tools", in: folder)
        let shadowed = InvocationSpelling.detect(
            start: here, currentDirectory: here, executable: binary,
            environment: ["PATH": "\(other.deletingLastPathComponent().path):\(link.path)"])
        #expect(shadowed.tool == "../bin/tools")
    }

    /// The hook's copy in the git directory: the repository's own package when it has one.
    @Test func aCopiedBinaryDefersToTheRepositorysPackage() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "app/.git/HEAD")
        try folder.write("// swift-tools-version: 6.0\n.package(url: \"git@github.com:acme/tools\", from: \"1.0.0\")\n",
                         to: "app/Tools/Package.swift")
        let binary = try executable("app/.git/tools/bin/tools", in: folder)
        let app = folder.url.appendingPathComponent("app")
        let spelling = InvocationSpelling.detect(
            start: app, currentDirectory: app, executable: binary, environment: [:])
        #expect(spelling.tool == "swift run --package-path Tools tools")
        try FileManager.default.removeItem(at: app.appendingPathComponent("Tools"))
        let bare = InvocationSpelling.detect(start: app, currentDirectory: app, executable: binary, environment: [:])
        #expect(bare.tool == ".git/tools/bin/tools")
    }

    @Test func relativePathsClimbOnlyInsideASharedFolder() {
        let base = URL(fileURLWithPath: "/src/app/Packages/A")
        #expect(InvocationSpelling.relativePath(of: URL(fileURLWithPath: "/src/app/Tools"), to: base) == "../../Tools")
        #expect(InvocationSpelling.relativePath(of: base, to: base) == ".")
        #expect(InvocationSpelling.relativePath(of: URL(fileURLWithPath: "/opt/tools"), to: base) == "/opt/tools")
    }
}
