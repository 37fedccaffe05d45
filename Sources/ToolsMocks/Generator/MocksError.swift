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
    /// `--sourcery-config` with paths or `--output`: the configuration names both.
    case sourceryConfigWithPaths

    public var location: FileLocation? {
        switch self {
        case .noFeaturePackages(let path), .noSuchPath(let path), .noDefaultOutput(let path),
             .outputOutsideWorkspace(let path):
            FileLocation(file: path)
        case .sourceryConfigWithPaths: nil
        }
    }

    public var message: String {
        switch self {
        case .noFeaturePackages: "no feature packages found to mock"
        case .noSuchPath: "no such file or folder"
        case .noDefaultOutput:
            "this file is not inside a package of the workspace, so it has no default mock file"
        case .outputOutsideWorkspace: "this mock file would be written outside the workspace"
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
        }
    }
}
