// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A swift-format that misbehaves, for tests (a shell script named by `TOOLS_SWIFT_FORMAT`): `--version`
/// answers (unless `version` says otherwise), and `format` and `lint` run the shell commands given, after
/// reading standard input when the file comes that way (`-`).
public final class FakeSwiftFormat: @unchecked Sendable {
    public let directory: TemporaryDirectory
    public let script: URL

    /// - Parameters:
    ///   - format: the shell commands of `swift-format format …` (its standard output is the file).
    ///   - lint: the shell commands of `swift-format lint …` (findings on standard error).
    ///   - version: the shell commands of `swift-format --version`.
    public init(format: String, lint: String = "exit 0", version: String = "echo 6.3.1") throws {
        directory = try TemporaryDirectory(prefix: "tools fake swift-format")
        script = directory.url.appendingPathComponent("swift-format")
        let text = """
            #!/bin/sh
            case "$1" in
              --version) \(version) ;;
              format) for last in "$@"; do :; done; [ "$last" = "-" ] && cat > /dev/null; \(format) ;;
              lint) for last in "$@"; do :; done; [ "$last" = "-" ] && cat > /dev/null; \(lint) ;;
              *) exit 64 ;;
            esac

            """
        try Data(text.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    }

    /// The environment that makes `tools` use it.
    public var environment: [String: String] { ["TOOLS_SWIFT_FORMAT": script.path] }
}
