// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Why `generate-mocks` cannot plan its run, one sentence per case; every case exits 2.
public enum MocksError: LocatedError, Equatable {
    /// Neither paths were given nor feature packages found under `folder`.
    case noFeaturePackages(folder: String)
    case noSuchPath(String)
    /// A file given alone lies outside every package, so it has no default mock file.
    case noDefaultOutput(file: String)
    /// A mock file the configuration places (through `..` or a linked folder) outside the workspace.
    case outputOutsideWorkspace(path: String)
    /// A mock file (`--output`, or placed by the layout) inside the git directory `gitDirectory`.
    case outputInGitDirectory(path: String, gitDirectory: String)
    /// `--sourcery-config` with paths or `--output`: the configuration names both.
    case sourceryConfigWithPaths
    /// `--import`/`--testable-import` `value` is not a module name (`problem` says why).
    case invalidModuleName(option: String, problem: String)

    public var location: FileLocation? {
        switch self {
        case .noFeaturePackages(let path), .noSuchPath(let path), .noDefaultOutput(let path),
             .outputOutsideWorkspace(let path), .outputInGitDirectory(let path, _):
            FileLocation(file: path)
        case .sourceryConfigWithPaths, .invalidModuleName: nil
        }
    }

    public var message: String {
        switch self {
        case .noFeaturePackages: "no feature packages found to mock"
        case .noSuchPath: "no such file or folder"
        case .noDefaultOutput:
            "this file is not inside a package of the workspace, so it has no default mock file"
        case .outputOutsideWorkspace: "this mock file would be written outside the workspace"
        case .invalidModuleName(let option, let problem): "\(option): \(problem)"
        case .outputInGitDirectory(_, let git):
            "this mock file would be written inside the git directory \(git), whose files only git writes"
        case .sourceryConfigWithPaths:
            "--sourcery-config takes the sources and the output from the configuration, not from the command line"
        }
    }

    public var hint: String? {
        switch self {
        case .noFeaturePackages:
            "pass the folders to scan (\(InvocationSpelling.command("generate-mocks Sources --output Mocks.swift"))), "
                + "or set tools.featuresPath in project.yml"
        case .noSuchPath: "pass existing Swift files or folders"
        case .noDefaultOutput: "pass --output FILE"
        case .outputOutsideWorkspace:
            "check tools.mocks.folder and the packages' Mocks folders for links that leave the workspace"
        case .sourceryConfigWithPaths: "pass no paths and no --output with --sourcery-config"
        case .outputInGitDirectory: "name a file in the working tree"
        case .invalidModuleName: ModuleName.hint
        }
    }
}
