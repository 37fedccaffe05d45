// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A stand-in for Nick Lockwood's SwiftFormat (`swiftformat`), for tests on machines without it (CI's are):
/// a shell script named `swiftformat` that behaves like SwiftFormat's command line for what the tests need,
/// and records every call. It is not SwiftFormat: its one rule, `indent`, wants 4-space indents where a line
/// has exactly 2.
///
/// - `--version` prints `0.0.1`;
/// - `stdin --stdinpath PATH [--lint] [--linerange A,B]` reads the file from standard input; `--lint`
///   prints `PATH:LINE:1: error: (indent) …` on standard error for each such line and exits 1 when there is
///   one, else it prints the file with those lines (within the range) re-indented and exits 0;
/// - a file containing `PARSE_ERROR` gets `error: Unexpected token … at 2:3.` and exit 70, as SwiftFormat
///   answers a file it cannot tokenize; a path containing `Crash` kills it with SIGSEGV.
///
/// `realBinary` is a real SwiftFormat named by `TOOLS_TEST_SWIFTFORMAT`, for the tests that need one.
public final class LockwoodSwiftFormatStandIn: @unchecked Sendable {
    /// The environment variable naming a real `swiftformat` binary for the real-SwiftFormat tests.
    public static let realVariable = "TOOLS_TEST_SWIFTFORMAT"

    /// The real SwiftFormat `TOOLS_TEST_SWIFTFORMAT` names, when it is an executable.
    public static let realBinary: String? = {
        guard let path = ProcessInfo.processInfo.environment[realVariable], !path.isEmpty,
              FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return path
    }()

    public static var isRealAvailable: Bool { realBinary != nil }

    public let directory: TemporaryDirectory
    public let script: URL
    private let log: URL

    public init() throws {
        directory = try TemporaryDirectory(prefix: "tools swiftformat stand-in")
        log = directory.url.appendingPathComponent("calls.log")
        script = directory.url.appendingPathComponent("swiftformat")
        let text = """
            #!/bin/sh
            printf '%s\\n' "$*" >> '\(log.path)'
            path=""; range=""; lint=0; previous=""
            for argument in "$@"; do
              case "$previous" in --stdinpath) path="$argument" ;; --linerange) range="$argument" ;; esac
              [ "$argument" = "--version" ] && { echo 0.0.1; exit 0; }
              [ "$argument" = "--lint" ] && lint=1
              previous="$argument"
            done
            input=$(mktemp) || exit 71
            cat > "$input"
            case "$path" in *Crash*) rm -f "$input"; kill -SEGV $$ ;; esac
            if grep -q PARSE_ERROR "$input"; then
              cat "$input"; rm -f "$input"
              echo "error: Unexpected token PARSE_ERROR at 2:3." >&2
              exit 70
            fi
            first=1; last=1000000000
            if [ -n "$range" ]; then first=${range%,*}; last=${range#*,}; fi
            echo "Running SwiftFormat..." >&2
            if [ $lint = 1 ]; then
              message='Indent code in accordance with the scope level.'
              awk -v p="$path" -v m="$message" \\
                '/^  [^ ]/ { printf("%s:%d:1: error: (indent) %s\\n", p, NR, m); n++ } END { exit (n > 0 ? 1 : 0) }' \\
                "$input" >&2
              status=$?
            else
              awk -v f="$first" -v l="$last" 'NR >= f && NR <= l && /^  [^ ]/ { sub(/^  /, "    ") } { print }' "$input"
              status=0
            fi
            rm -f "$input"
            exit $status

            """
        try Data(text.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    }

    /// The environment that makes `tools` use the stand-in.
    public var environment: [String: String] { ["TOOLS_SWIFTFORMAT": script.path] }

    /// Every call so far, one line of arguments each.
    public var calls: [String] {
        guard let data = FileManager.default.contents(atPath: log.path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The calls that worked on Swift files (not `--version`).
    public var fileCalls: [String] { calls.filter { $0 != "--version" } }
}
