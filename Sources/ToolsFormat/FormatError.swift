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
    /// The repository formats with SwiftFormat (`configuration`: the `.swiftformat` that says so, when one
    /// does) and no `swiftformat` binary was found.
    case lockwoodMissing(configuration: String?)
    /// `TOOLS_SWIFTFORMAT` names no executable.
    case lockwoodOverrideNotExecutable(String)

    public var location: FileLocation? {
        switch self {
        case .formatterFailed(let executable, _), .formatterTimedOut(let executable, _, _):
            FileLocation(file: executable)
        case .needsRepository(_, let path): FileLocation(file: path)
        case .lockwoodMissing(let configuration): configuration.map { FileLocation(file: $0) }
        case .formatterMissing, .overrideNotExecutable, .invalidTimeLimit, .lockwoodOverrideNotExecutable: nil
        }
    }

    public var message: String {
        switch self {
        case .formatterMissing: "swift-format not found: neither 'swift format' nor 'swift-format' is on PATH"
        case .formatterFailed(let executable, let detail): "\(Self.name(of: executable)) does not run: \(detail)"
        case .formatterTimedOut(let executable, let command, let seconds):
            "\(Self.name(of: executable)) did not finish within \(seconds) s and was stopped: \(command)"
        case .invalidTimeLimit(let value):
            "\(SwiftFormatTool.timeLimitVariable) is not a positive number of seconds: '\(value)'"
        case .overrideNotExecutable(let path): "TOOLS_SWIFT_FORMAT names no executable: \(path)"
        case .needsRepository(let option, _): "\(option) needs a git working tree, and this is none"
        case .lockwoodMissing: "SwiftFormat not found: no 'swiftformat' on PATH, in ~/.mint/bin, through "
            + "'mint which swiftformat', or in Tools/.build/release or Tools/.build/debug"
        case .lockwoodOverrideNotExecutable(let path):
            "\(SwiftFormatTool.lockwoodOverrideVariable) names no executable: \(path)"
        }
    }

    public var hint: String? {
        switch self {
        case .formatterMissing: Self.installHint
        case .formatterFailed(let executable, _)
            where Self.name(of: executable) == FormatterKind.lockwoodSwiftFormat.name:
            "check that '\(executable) --version' works, or name another binary in "
                + SwiftFormatTool.lockwoodOverrideVariable
        case .formatterFailed: "check that 'swift format --version' works, or name another binary in TOOLS_SWIFT_FORMAT"
        case .formatterTimedOut(let executable, _, _)
            where Self.name(of: executable) == FormatterKind.lockwoodSwiftFormat.name:
            "check that '\(executable) --version' works, or allow longer with "
                + "\(SwiftFormatTool.timeLimitVariable)=SECONDS"
        case .formatterTimedOut:
            "check that 'swift format --version' works, or allow longer with "
                + "\(SwiftFormatTool.timeLimitVariable)=SECONDS"
        case .invalidTimeLimit: "set it to a number of seconds, such as 300, or unset it for the default"
        case .overrideNotExecutable: "name the path of a swift-format binary, or unset it"
        case .needsRepository: "run it inside a git repository"
        case .lockwoodMissing: Self.lockwoodInstallHint
        case .lockwoodOverrideNotExecutable: "name the path of a swiftformat binary, or unset it"
        }
    }

    /// How to get SwiftFormat.
    public static let lockwoodInstallHint = "install it (brew install swiftformat, or mint install "
        + "nicklockwood/SwiftFormat), or build it as a product of the Tools/ package (swift build --package-path "
        + "Tools -c release --product swiftformat), or name a binary in \(SwiftFormatTool.lockwoodOverrideVariable); "
        + "or choose swift-format with tools.format: swift-format in project.yml"

    /// How messages name the formatter `executable` is: a binary named `swiftformat` is SwiftFormat.
    static func name(of executable: String) -> String {
        executable.split(separator: "/").last == "swiftformat"
            ? FormatterKind.lockwoodSwiftFormat.name : FormatterKind.swiftFormat.name
    }

    /// How to get swift-format, for this error and for the findings that stand in for it.
    public static let installHint = "install a Swift toolchain 6 or later, which ships 'swift format' (Xcode 16 "
        + "on macOS), or put a swift-format binary on PATH (brew install swift-format)"
}
