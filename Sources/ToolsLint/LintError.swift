// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Why `tools lint` cannot run, one sentence per case; problems inside `.swiftlint.yml` are
/// `ConfigurationError`s. Every case exits 2: nothing was linted.
public enum LintError: LocatedError, Equatable {
    case configurationMissing(path: String)
    case configurationUnreadable(path: String)
    case noSuchPath(String)
    case stagedNeedsWorkTree
    case fixWithStaged
    case stagedWithPaths
    case baselineUnreadable(path: String)
    case baselineMalformed(path: String)
    case baselineUnencodable(path: String, detail: String)

    public var location: FileLocation? {
        switch self {
        case .configurationMissing(let path), .configurationUnreadable(let path), .noSuchPath(let path),
             .baselineUnreadable(let path), .baselineMalformed(let path), .baselineUnencodable(let path, _):
            FileLocation(file: path)
        case .stagedNeedsWorkTree, .fixWithStaged, .stagedWithPaths:
            nil
        }
    }

    public var message: String {
        switch self {
        case .configurationMissing: "the configuration file does not exist"
        case .configurationUnreadable: "cannot read the configuration"
        case .noSuchPath: "no such file or folder"
        case .stagedNeedsWorkTree: "--staged needs a working tree"
        case .fixWithStaged: "--fix cannot be combined with --staged"
        case .stagedWithPaths: "--staged lints every staged Swift file; it takes no paths"
        case .baselineUnreadable: "cannot read the baseline"
        case .baselineMalformed: "the baseline is not a baseline file written by tools lint"
        case .baselineUnencodable(_, let detail): "cannot encode the baseline: \(detail)"
        }
    }

    public var hint: String? {
        switch self {
        case .configurationMissing: "check the --config path"
        case .configurationUnreadable: "check that the file exists and is UTF-8 text"
        case .noSuchPath: "check the path"
        case .stagedNeedsWorkTree: "run it in a checkout, not a bare repository"
        case .fixWithStaged: "fix the working tree with '\(InvocationSpelling.command("lint --fix"))', then stage again"
        case .stagedWithPaths, .baselineUnencodable: nil
        case .baselineUnreadable(let path):
            "create it with '\(InvocationSpelling.command("lint --write-baseline \(ShellQuoting.quote(path))"))'"
        case .baselineMalformed(let path):
            "write it again with '\(InvocationSpelling.command("lint --write-baseline \(ShellQuoting.quote(path))"))'"
        }
    }
}
