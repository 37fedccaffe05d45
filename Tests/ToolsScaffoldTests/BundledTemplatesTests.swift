// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold
import ToolsTemplates

/// The tool's own templates are compiled into the binary and written, as a folder, to the user's cache: a
/// binary copied alone (a release bundle, Homebrew, Mint) has them.
@Suite(.offThePool)
struct BundledTemplatesTests {
    static var templatesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
    }

    /// Every file of `Templates/` (but its Swift sources) is embedded, byte for byte, under its own path:
    /// a template added to the folder but not to Package.swift's list fails here.
    @Test func everyTemplateFileIsEmbedded() throws {
        var onDisk: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: Self.templatesFolder.path)
        while let relative = enumerator?.nextObject() as? String {
            let url = Self.templatesFolder.appendingPathComponent(relative)
            guard FileKind.of(url.path) == .regular, !relative.hasSuffix(".swift") else { continue }
            onDisk[relative] = try Data(contentsOf: url)
        }
        let embedded = Dictionary(TemplateFiles.all.map { ($0.path, Data($0.bytes)) }) { first, _ in first }
        #expect(embedded.count == TemplateFiles.all.count, "no path twice")
        #expect(Set(embedded.keys) == Set(onDisk.keys))
        for (path, data) in onDisk {
            #expect(embedded[path] == data, "\(path) differs from its embedded copy")
        }
    }

    /// Under `swift test` the templates are found, as the embedded files.
    @Test func theTestRunFindsTheBundledTemplates() throws {
        let folder = try #require(TemplateSet.bundledTemplatesFolder)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Feature/SubFeature").path))
        #expect(BundledTemplates.matches(folder))
    }

    /// The folder is written once and used again; one changed since (an edited file, an extra file) is
    /// written afresh, never used as it is.
    @Test func aChangedFolderIsWrittenAgain() throws {
        let cache = try TemporaryDirectory(prefix: "tools templates cache")
        let first = try #require(BundledTemplates.materialize(in: cache.url))
        #expect(first.lastPathComponent == BundledTemplates.folderName)
        #expect(first.lastPathComponent.hasPrefix(ToolsCore.version + "-"))
        #expect(BundledTemplates.materialize(in: cache.url) == first)

        let preset = first.appendingPathComponent("Init/project.yml")
        try Data("edited".utf8).write(to: preset)
        #expect(!BundledTemplates.matches(first))
        let second = try #require(BundledTemplates.materialize(in: cache.url))
        #expect(BundledTemplates.matches(second))
        #expect(try String(contentsOf: second.appendingPathComponent("Init/project.yml"), encoding: .utf8) != "edited")

        try Data("extra".utf8).write(to: second.appendingPathComponent("Feature/extra.stencil"))
        #expect(!BundledTemplates.matches(second))
        let third = try #require(BundledTemplates.materialize(in: cache.url))
        #expect(BundledTemplates.matches(third))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.url.path)
        #expect(leftovers == [BundledTemplates.folderName], "no staging folder left behind: \(leftovers)")
    }

    /// A link in the cache's place is never followed into: the files are written elsewhere.
    @Test func aLinkInThePlaceOfTheFolderIsNotUsed() throws {
        let cache = try TemporaryDirectory(prefix: "tools templates cache")
        let elsewhere = try TemporaryDirectory(prefix: "tools elsewhere")
        _ = try #require(BundledTemplates.materialize(in: elsewhere.url))
        let link = cache.url.appendingPathComponent(BundledTemplates.folderName)
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: elsewhere.url.appendingPathComponent(BundledTemplates.folderName)
        )
        let folder = try #require(BundledTemplates.materialize(in: cache.url))
        #expect(folder != link)
        #expect(BundledTemplates.matches(folder))
        #expect(FileKind.of(link.path) == .symbolicLink)
    }
}
