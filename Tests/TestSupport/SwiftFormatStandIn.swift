// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The real swift-format for tests that format for real, and a stand-in around it (a shell script named by
/// `TOOLS_SWIFT_FORMAT`) that records every call, crashes on files whose name contains `Crash`, and, when
/// formatting a file whose name contains `Typing`, appends a line to that file first, as a person typing
/// meanwhile would.
public final class SwiftFormatStandIn: @unchecked Sendable {
    /// The toolchain's swift-format (beside the `swift` driver), else one on PATH; nil when there is none.
    public static let realBinary: String? = {
        let environment = ProcessInfo.processInfo.environment
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/swift") {
            let driver = URL(fileURLWithPath: folder + "/swift").resolvingSymlinksInPath()
            let sibling = driver.deletingLastPathComponent().appendingPathComponent("swift-format").path
            if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        }
        return folders.map { $0 + "/swift-format" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    public static var isAvailable: Bool { realBinary != nil }

    public let directory: TemporaryDirectory
    public let script: URL
    private let log: URL

    public init() throws {
        directory = try TemporaryDirectory(prefix: "tools swift-format stand-in")
        log = directory.url.appendingPathComponent("calls.log")
        script = directory.url.appendingPathComponent("swift-format")
        let real = Self.realBinary ?? "/nonexistent/swift-format"
        let text = """
            #!/bin/sh
            printf '%s\\n' "$*" >> '\(log.path)'
            file=""
            previous=""
            for argument in "$@"; do
              if [ "$previous" = "--assume-filename" ]; then file="$argument"; fi
              previous="$argument"
            done
            case "$*" in *Crash*) kill -SEGV $$ ;; esac
            case "$1:$file" in format:*Typing*) printf '// typed meanwhile\\n' >> "$file" ;; esac
            exec '\(real)' "$@"

            """
        try Data(text.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    }

    /// The environment that makes `tools` use the stand-in.
    public var environment: [String: String] { ["TOOLS_SWIFT_FORMAT": script.path] }

    /// Every call so far, one line of arguments each.
    public var calls: [String] {
        guard let data = FileManager.default.contents(atPath: log.path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The calls that worked on Swift files (not `--version`).
    public var fileCalls: [String] { calls.filter { $0.hasPrefix("lint") || $0.hasPrefix("format") } }

    public func clearCalls() {
        try? FileManager.default.removeItem(at: log)
    }
}
