// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Why a format run cannot start, one sentence per case. Problems met with single files during a run (a
/// crash of swift-format on one file, a file that does not parse) are findings, not errors: the run goes on.
public enum FormatError: LocatedError, Equatable {
    /// Neither `swift format` nor `swift-format` could be found.
    case formatterMissing
    /// swift-format was found but does not run as expected (`detail`: what it printed, or why).
    case formatterFailed(executable: String, detail: String)
    /// `TOOLS_SWIFT_FORMAT` names no executable.
    case overrideNotExecutable(String)
    /// `--lines changed` or `--staged` outside a git working tree.
    case needsRepository(option: String, path: String)

    public var location: FileLocation? {
        switch self {
        case .formatterFailed(let executable, _): FileLocation(file: executable)
        case .needsRepository(_, let path): FileLocation(file: path)
        case .formatterMissing, .overrideNotExecutable: nil
        }
    }

    public var message: String {
        switch self {
        case .formatterMissing: "swift-format not found: neither 'swift format' nor 'swift-format' is on PATH"
        case .formatterFailed(_, let detail): "swift-format does not run: \(detail)"
        case .overrideNotExecutable(let path): "TOOLS_SWIFT_FORMAT names no executable: \(path)"
        case .needsRepository(let option, _): "\(option) needs a git working tree, and this is none"
        }
    }

    public var hint: String? {
        switch self {
        case .formatterMissing: Self.installHint
        case .formatterFailed: "check that 'swift format --version' works, or name another binary in TOOLS_SWIFT_FORMAT"
        case .overrideNotExecutable: "name the path of a swift-format binary, or unset it"
        case .needsRepository: "run it inside a git repository"
        }
    }

    /// How to get swift-format, for this error and for the findings that stand in for it.
    public static let installHint = "install a Swift toolchain 6 or later, which ships 'swift format' (Xcode 16 "
        + "on macOS), or put a swift-format binary on PATH (brew install swift-format)"
}
