// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Everything one run needs; the CLI fills it from arguments, `project.yml` and the workspace.
public struct MockRequest: Sendable {
    public var jobs: [MockJob]
    /// Files read only to find parent protocols.
    public var lookupFiles: [URL] = []
    /// Mock every protocol, annotated or not (of `wholesaleFiles` only, when set).
    public var selectsAll = false
    /// With `selectsAll`, the source files (paths) whose protocols are all mocked (`--all PATHS`); the jobs'
    /// other sources keep the default selection. nil: every source.
    public var wholesaleFiles: Set<String>?
    /// The jobs are the workspace's own outputs (no `--output`): a mock made only because it was asked for
    /// (`--all`) is recorded in its file (`RequestRecord`), and every later run mocks the recorded protocols
    /// too, so that `--check`, the hook and a plain run keep what `--all` made instead of removing it.
    public var recordsRequests = false
    /// Protocols in these folders are mocked without annotations…
    public var folders: [String] = []
    /// …when the folder lies inside one of these packages (the workspace's feature packages).
    public var folderPackages: [URL] = []
    /// The modules of the workspace by source folder: a mock file outside its protocols' module imports it.
    public var modules: [MockModule] = []
    /// Only public protocols: for mocks compiled in another module than the protocols.
    public var publicOnly = false
    public var style = MockStyle()
    public var imports: [String] = []
    public var testableImports: [String] = []
    public var header: HeaderTemplate?
    /// Write nothing; report missing and stale files.
    public var checkOnly = false
    /// Create the output file even when it holds no mock (for a single configured output).
    public var writesEmptyFiles = false
    /// The output was named on the command line (`--output`): written through a link or into a device,
    /// as a shell's `>` would (`AtomicFile.Origin`).
    public var outputOrigin = AtomicFile.Origin.tool
    /// Paths in messages are relative to this folder.
    public var displayRoot: URL?
    /// Longer generated lines are broken (`tools.mocks.maxLineLength`, else `tools.scaffold.maxLineLength`).
    public var maxLineLength = MockRequest.defaultMaxLineLength

    public static let defaultMaxLineLength = 120

    public init(jobs: [MockJob]) {
        self.jobs = jobs
    }
}
