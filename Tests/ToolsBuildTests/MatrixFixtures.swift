// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import ToolsCore

@testable import ToolsBuild

/// Small real workspaces for the build matrix tests.
enum MatrixFixtures {
    /// Writes a tiny Swift package at `localPackages/<name>` with one library, and a test target
    /// unless `test` is nil.
    static func writePackage(
        in directory: TemporaryDirectory, name: String, dependencies: [String] = [],
        source: String? = nil, test: String? = nil
    ) throws {
        let packageDependencies = dependencies.map { ".package(path: \"../\($0)\")" }.joined(separator: ", ")
        let targetDependencies = dependencies.map { ".product(name: \"\($0)\", package: \"\($0)\")" }.joined(
            separator: ", ")
        let testTarget = test == nil ? "" : ".testTarget(name: \"\(name)Tests\", dependencies: [\"\(name)\"]),"
        try directory.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                dependencies: [\(packageDependencies)],
                targets: [
                    .target(name: "\(name)", dependencies: [\(targetDependencies)]),
                    \(testTarget)
                ]
            )

            """, to: "localPackages/\(name)/Package.swift")
        try directory.write(
            source ?? "public func \(name.lowercased())Value() -> Int { 1 }\n",
            to: "localPackages/\(name)/Sources/\(name)/\(name).swift")
        if let test {
            try directory.write(test, to: "localPackages/\(name)/Tests/\(name)Tests/\(name)Tests.swift")
        }
    }

    /// An XCTest file with the given test methods (name → body).
    static func xcTest(_ module: String, _ methods: [(String, String)]) -> String {
        var text = "import XCTest\n@testable import \(module)\n\nfinal class \(module)Tests: XCTestCase {\n"
        for (name, body) in methods { text += "    func \(name)() {\n        \(body)\n    }\n" }
        return text + "}\n"
    }

    /// An executable `xcodebuild` stand-in that records its arguments (one per line, then `--end--`) and
    /// working folder into `record`, and exits with `exitCode`.
    static func writeRecordingXcodebuild(in bin: URL, record: URL, exitCode: Int = 0) throws {
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            {
              echo "cwd=$(pwd)"
              for argument in "$@"; do printf '%s\\n' "$argument"; done
              echo "--end--"
            } >> '\(record.path)'
            echo "** BUILD SUCCEEDED ** (stand-in)"
            exit \(exitCode)

            """
        let url = bin.appendingPathComponent("xcodebuild")
        try Data(script.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// The recorded invocations: each one's working folder and arguments.
    static func recordedInvocations(_ record: URL) throws -> [(cwd: String, arguments: [String])] {
        let text = try String(contentsOf: record, encoding: .utf8)
        var invocations: [(cwd: String, arguments: [String])] = []
        var cwd = ""
        var arguments: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("cwd=") {
                cwd = String(line.dropFirst(4))
                arguments = []
            } else if line == "--end--" {
                invocations.append((cwd, arguments))
            } else if !line.isEmpty {
                arguments.append(line)
            }
        }
        return invocations
    }

    /// The project.yml of an 18-target multi-brand app (the README's example).
    static let multiBrandProject = """
        name: OneApp
        packages:
          ClimateFeature:
            path: localPackages/ClimateFeature
        targets:
          ToyotaOneApp:
            type: application
            platform: iOS
            sources: [App]
            dependencies:
              - package: ClimateFeature
        tools:
          build:
            workspace: OneApp.xcworkspace
            sdk: iphonesimulator
            destinations:
              - platform=iOS Simulator,name=iPhone 17 Pro
            configurations: [Debug]
            variants:
              brand: [Toyota, Lexus, Subaru]
              region:
                NA: ""
                AU: AU
            schemes:
              - "{brand}OneApp{region}"
              - "{brand}ShareToOneApp{region}"
              - "{brand}SiriIntent{region}"
              - pattern: "{brand}WatchApp"
                destinations: ["generic/platform=watchOS Simulator"]
                test: false
            exclude: ["Subaru*AU"]
            testPackages: all

        """

    /// What the presenter prints for `results` on standard output (the summary table), JUnit written where
    /// the results ask.
    static func presented(_ results: JobResults) throws -> String {
        let output = Locked(Data())
        let invocation = Invocation(
            writeOutput: { data in output.withLock { $0.append(data) } }, writeError: { _ in },
            currentDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), environment: ["NO_COLOR": "1"]
        )
        _ = try DiagnosticPresenter(console: Console(verbosity: .quiet, invocation: invocation)).present(results)
        return String(decoding: output.current, as: UTF8.self)
    }
}

extension Workspace {
    /// Where scheme jobs write result bundles by default (the state folder, never the working tree), as
    /// command lines show it.
    var resultsPath: String { relativePath(stateDirectory.appendingPathComponent("results")) }

    /// The default result bundle of job `id`, as command lines show it.
    func resultBundlePath(_ id: String) -> String { relativePath(resultBundle(id)) }

    /// The default result bundle of job `id`.
    func resultBundle(_ id: String) -> URL {
        stateDirectory.appendingPathComponent("results/\(MatrixPlanner.fileName(id)).xcresult")
    }

    /// The log of job `id`.
    func logFile(_ id: String) -> URL {
        stateDirectory.appendingPathComponent("logs/\(MatrixPlanner.fileName(id)).log")
    }
}
