// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Finds xcodebuild as a Mac does: on a Mac with only the Command Line Tools, `/usr/bin/xcodebuild` is a
/// shim that fails ("requires Xcode"), so a job is skipped with "needs Xcode" there, as on Linux, instead
/// of failing. `xcode-select -p` tells which developer folder is active and `xcrun --find xcodebuild`
/// where its xcodebuild is (both honour `DEVELOPER_DIR`).
public enum XcodeLocator {
    public enum Outcome: Sendable, Hashable {
        case found(String)
        /// Why there is no usable xcodebuild, beginning "needs Xcode".
        case missing(String)

        public var path: String? {
            if case .found(let path) = self { return path }
            return nil
        }

        public var reason: String? {
            if case .missing(let reason) = self { return reason }
            return nil
        }
    }

    private static let known = Locked<[String: Outcome]>([:])

    /// xcodebuild for `environment` (its PATH and DEVELOPER_DIR), probed once per process.
    public static func xcodebuild(environment: [String: String] = Invocation.current.environment) -> Outcome {
        let key = (environment["PATH"] ?? "") + "\u{0}" + (environment["DEVELOPER_DIR"] ?? "")
        if let outcome = known.withLock({ $0[key] }) { return outcome }
        let outcome = probe(environment: environment)
        known.withLock { $0[key] = outcome }
        return outcome
    }

    private static func probe(environment: [String: String]) -> Outcome {
        guard let onPath = ProcessRunner.locate("xcodebuild", environment: environment) else {
            return .missing("needs Xcode: xcodebuild not found on PATH (Xcode builds need macOS)")
        }
        if let select = ProcessRunner.locate("xcode-select", environment: environment),
            let folder = output(of: select, ["-p"], environment: environment),
            folder.contains("CommandLineTools") {
            return .missing(
                "needs Xcode: xcode-select points at the Command Line Tools (\(folder)); install Xcode and run "
                    + "'sudo xcode-select -s /Applications/Xcode.app'")
        }
        guard let xcrun = ProcessRunner.locate("xcrun", environment: environment) else { return .found(onPath) }
        guard let found = output(of: xcrun, ["--find", "xcodebuild"], environment: environment),
            FileManager.default.isExecutableFile(atPath: found)
        else {
            return .missing("needs Xcode: 'xcrun --find xcodebuild' finds none (only the Command Line Tools?)")
        }
        return .found(found)
    }

    /// The first line of the standard output of a short probe, nil when it fails.
    private static func output(of executable: String, _ arguments: [String], environment: [String: String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let line = String(decoding: data.prefix(4096), as: UTF8.self).split(separator: "\n").first
        return line.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
