// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Why a format run cannot start, one sentence per case. Problems met with single files during a run (a
/// crash of swift-format on one file, a file that does not parse) are findings, not errors: the run goes on.
public enum FormatError: LocatedError, Equatable {
    /// Neither `swift format` nor `swift-format` could be found.
    case formatterMissing
    /// swift-format was found but does not run as expected (`detail`: what it printed, or why).
    case formatterFailed(executable: String, detail: String)
    /// A run of swift-format did not end within its time limit (`command`: what ran; `seconds`: the limit).
    case formatterTimedOut(executable: String, command: String, seconds: String)
    /// `TOOLS_SWIFT_FORMAT_TIMEOUT` is not a positive number of seconds.
    case invalidTimeLimit(String)
    /// `TOOLS_SWIFT_FORMAT` names no executable.
    case overrideNotExecutable(String)
    /// `--lines changed` or `--staged` outside a git working tree.
    case needsRepository(option: String, path: String)

    public var location: FileLocation? {
        switch self {
        case .formatterFailed(let executable, _), .formatterTimedOut(let executable, _, _):
            FileLocation(file: executable)
        case .needsRepository(_, let path): FileLocation(file: path)
        case .formatterMissing, .overrideNotExecutable, .invalidTimeLimit: nil
        }
    }

    public var message: String {
        switch self {
        case .formatterMissing: "swift-format not found: neither 'swift format' nor 'swift-format' is on PATH"
        case .formatterFailed(_, let detail): "swift-format does not run: \(detail)"
        case .formatterTimedOut(_, let command, let seconds):
            "swift-format did not finish within \(seconds) s and was stopped: \(command)"
        case .invalidTimeLimit(let value):
            "\(SwiftFormatTool.timeLimitVariable) is not a positive number of seconds: '\(value)'"
        case .overrideNotExecutable(let path): "TOOLS_SWIFT_FORMAT names no executable: \(path)"
        case .needsRepository(let option, _): "\(option) needs a git working tree, and this is none"
        }
    }

    public var hint: String? {
        switch self {
        case .formatterMissing: Self.installHint
        case .formatterFailed: "check that 'swift format --version' works, or name another binary in TOOLS_SWIFT_FORMAT"
        case .formatterTimedOut:
            "check that 'swift format --version' works, or allow longer with "
                + "\(SwiftFormatTool.timeLimitVariable)=SECONDS"
        case .invalidTimeLimit: "set it to a number of seconds, such as 300, or unset it for the default"
        case .overrideNotExecutable: "name the path of a swift-format binary, or unset it"
        case .needsRepository: "run it inside a git repository"
        }
    }

    /// How to get swift-format, for this error and for the findings that stand in for it.
    public static let installHint = "install a Swift toolchain 6 or later, which ships 'swift format' (Xcode 16 "
        + "on macOS), or put a swift-format binary on PATH (brew install swift-format)"
}
