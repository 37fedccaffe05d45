// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The swift-format that formats and checks: the toolchain's (`swift format`) when there is one, else a
/// `swift-format` on PATH, with its version (part of every cached result's key); or SwiftFormat
/// (`SwiftFormatTool+Lockwood.swift`), which a repository chooses with a `.swiftformat`.
public struct SwiftFormatTool: Sendable, Hashable {
    /// The binary started.
    public var executable: String
    /// What comes before swift-format's own arguments: `format` when it is run as `swift format` through a
    /// driver that does not sit beside its swift-format.
    public var leadingArguments: [String]
    /// `6.3.1`, `603.0.0`: what `--version` prints.
    public var version: String
    /// How people call it: `swift format` or `swift-format`.
    public var displayName: String
    /// How long one run may take before it is stopped (`TOOLS_SWIFT_FORMAT_TIMEOUT`).
    public var timeLimit: Duration
    /// Which formatter it is: its arguments and output differ.
    public var kind = FormatterKind.swiftFormat

    public init(
        executable: String, leadingArguments: [String] = [], version: String, displayName: String,
        timeLimit: Duration = defaultTimeLimit
    ) {
        self.executable = executable
        self.leadingArguments = leadingArguments
        self.version = version
        self.displayName = displayName
        self.timeLimit = timeLimit
    }

    /// The environment variable that sets the time limit of each swift-format run, in seconds.
    public static let timeLimitVariable = "TOOLS_SWIFT_FORMAT_TIMEOUT"
    /// Far above what one run takes (a batch of files, or one file of up to 8 MB on a loaded machine), and
    /// short enough that a swift-format that hangs is noticed.
    public static let defaultTimeLimit = Duration.seconds(120)

    /// The time limit `environment` sets, else the default.
    static func timeLimit(environment: [String: String]) throws(FormatError) -> Duration {
        guard let text = environment[timeLimitVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return defaultTimeLimit
        }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
            throw FormatError.invalidTimeLimit(text)
        }
        // A week at most: no run takes longer, and larger values would overflow the clock's arithmetic.
        return .milliseconds(max(1, Int64(min(seconds, 7 * 24 * 3600) * 1000)))
    }

    /// `120`, `0.5`: a limit as a person writes it, for messages.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        guard attoseconds != 0 else { return "\(seconds)" }
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return String(format: "%g", value)
    }

    /// The environment variable that names a swift-format binary to use instead (a path, or a name on PATH).
    public static let overrideVariable = "TOOLS_SWIFT_FORMAT"

    /// Finds swift-format as `swift format` finds it, else on PATH. `swift` is usually a link to the
    /// toolchain's driver, which runs the `swift-format` beside it: that binary is started directly, which
    /// saves starting the driver for every file. The version is read once per binary and kept in `store`
    /// under the binary's stamp, so a warm run starts no process to learn it.
    public static func locate(
        environment: [String: String] = Invocation.current.environment, store: Store?
    ) async throws(FormatError) -> SwiftFormatTool {
        let limit = try timeLimit(environment: environment)
        guard var candidate = try candidate(environment: environment) else { throw FormatError.formatterMissing }
        candidate.timeLimit = limit
        var tool = candidate
        tool.version = try await version(of: candidate, store: store)
        return tool
    }

    /// The binary to run, its version not yet known.
    private static func candidate(environment: [String: String]) throws(FormatError) -> SwiftFormatTool? {
        if let override = environment[overrideVariable], !override.isEmpty {
            guard let path = ProcessRunner.locate(override, environment: environment) else {
                throw FormatError.overrideNotExecutable(override)
            }
            return SwiftFormatTool(executable: path, version: "", displayName: "swift-format")
        }
        if let swift = ProcessRunner.locate("swift", environment: environment) {
            let driver = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
            let sibling = driver.deletingLastPathComponent().appendingPathComponent("swift-format").path
            if FileManager.default.isExecutableFile(atPath: sibling) {
                return SwiftFormatTool(executable: sibling, version: "", displayName: "swift format")
            }
        }
        if let path = ProcessRunner.locate("swift-format", environment: environment) {
            return SwiftFormatTool(executable: path, version: "", displayName: "swift-format")
        }
        // A driver that finds swift-format elsewhere (xcrun on macOS): asked through `swift format`.
        if let swift = ProcessRunner.locate("swift", environment: environment) {
            return SwiftFormatTool(executable: swift, leadingArguments: ["format"], version: "",
                                   displayName: "swift format")
        }
        return nil
    }

    /// The cache namespace of the versions, by binary; bump it when the value's encoding changes.
    static let versionNamespace = "format.tool.v1"

    static func version(of tool: SwiftFormatTool, store: Store?) async throws(FormatError) -> String {
        let key = ([tool.executable] + tool.leadingArguments).joined(separator: " ")
        let stamp = FileStamp.of(path: tool.executable).map(describe)
        if let store, let stamp, let data = try? store.cachedValue(namespace: versionNamespace, key: key) {
            let text = String(decoding: data, as: UTF8.self)
            if let space = text.lastIndex(of: " "), text[..<space] == stamp {
                return String(text[text.index(after: space)...])
            }
        }
        let result: SwiftFormatProcess.Result
        do {
            result = try await SwiftFormatProcess.run(
                tool, arguments: ["--version"], limit: tool.timeLimit
            )
        } catch let error as FormatError {
            throw error
        } catch {
            throw FormatError.formatterFailed(executable: tool.executable, detail: error.plainMessage)
        }
        let printed = String(decoding: result.output, as: UTF8.self)
        let version = printed.split(whereSeparator: \.isNewline).first.map {
            $0.trimmingCharacters(in: .whitespaces)
        } ?? ""
        guard result.termination == .exited(0), !version.isEmpty, !version.contains(" ") else {
            let said = String(decoding: result.output + result.errorOutput, as: UTF8.self)
                .split(whereSeparator: \.isNewline).first.map(String.init)
            throw FormatError.formatterFailed(
                executable: tool.executable,
                detail: "'--version' \(result.termination.phrase)" + (said.map { ": \($0)" } ?? "")
            )
        }
        if let store, let stamp {
            try? store.storeValues(namespace: versionNamespace, [key: Data("\(stamp) \(version)".utf8)])
        }
        return version
    }

    private static func describe(_ stamp: FileStamp) -> String {
        [stamp.size, stamp.modified, stamp.changed].map(String.init).joined(separator: ":")
            + ":\(stamp.inode):\(stamp.device)"
    }
}
