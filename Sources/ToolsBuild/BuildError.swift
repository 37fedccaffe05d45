// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Why `tools build` cannot plan or run the matrix, one sentence per case. Every case exits 2: nothing was run.
public enum BuildError: LocatedError, Equatable {
    /// `--job`/`--only` `pattern` matches no job of `action`; `known` lists some job names.
    case noMatchingJob(action: String, pattern: String, known: [String])
    case shardOutOfRange(index: Int, count: Int)
    case shardMalformed(String)
    case affectedNeedsWorkTree(root: String)
    case unknownBase(String)
    case noAffectedBase
    /// A shallow clone (`shallowFile`: its `.git/shallow`) lacks the history `--affected` compares with:
    /// `problem` says what is missing.
    case shallowHistory(shallowFile: String, problem: String)
    case durationsUnreadable(path: String)
    case durationsMalformed(FileLocation, problem: String)
    /// A duration below 0 or above `maximum` seconds (`1e19`), at its place in the file.
    case durationOutOfRange(FileLocation, job: String, value: String, maximum: Int)
    /// A committed `project.pbxproj` or shared `.xcscheme` that cannot be read: `problem` says why.
    case xcodeProjectMalformed(FileLocation, problem: String)

    public var location: FileLocation? {
        switch self {
        case .affectedNeedsWorkTree(let path), .durationsUnreadable(let path), .shallowHistory(let path, _):
            FileLocation(file: path)
        case .durationsMalformed(let location, _), .durationOutOfRange(let location, _, _, _),
            .xcodeProjectMalformed(let location, _):
            location
        case .noMatchingJob, .shardOutOfRange, .shardMalformed, .unknownBase, .noAffectedBase:
            nil
        }
    }

    public var message: String {
        switch self {
        case .noMatchingJob(let action, let pattern, _): "no \(action) job matches '\(pattern)'"
        case .shardOutOfRange(let index, let count): "--shard \(index)/\(count) is out of range"
        case .shardMalformed(let text): "--shard '\(text)' is not K/N"
        case .affectedNeedsWorkTree: "--affected needs a working tree, not a bare repository"
        case .unknownBase(let base): "--base '\(base)' is not a commit, branch or tag of this repository"
        case .noAffectedBase:
            "--affected needs a base to compare with, and none of origin/main, main, master exists"
        case .shallowHistory(_, let problem): "this is a shallow clone: \(problem)"
        case .durationsUnreadable: "cannot read the durations file"
        case .durationsMalformed(_, let problem):
            "the durations file is not a JSON object of job ids to seconds: \(problem)"
        case .durationOutOfRange(_, let job, let value, let maximum):
            "the duration of '\(job)' is \(value) seconds, outside 0 to \(maximum)"
        case .xcodeProjectMalformed(_, let problem): "this Xcode project file cannot be planned: \(problem)"
        }
    }

    public var hint: String? {
        switch self {
        case .noMatchingJob(_, _, let known):
            known.isEmpty
                ? "the matrix is empty: see '\(InvocationSpelling.command("build --plan"))'"
                : "known names: " + known.prefix(8).joined(separator: ", ") + (known.count > 8 ? ", …" : "")
        case .shardOutOfRange: "use K/N with 1 ≤ K ≤ N"
        case .shardMalformed: "write e.g. --shard 2/4"
        case .affectedNeedsWorkTree: nil
        case .unknownBase: "pass an existing ref, e.g. --base origin/main, or fetch it first"
        case .noAffectedBase: "pass --base REF or set tools.build.base in project.yml"
        case .shallowHistory:
            "fetch the history first: 'git fetch --unshallow' (GitHub Actions: actions/checkout with fetch-depth: 0)"
        case .durationsUnreadable, .durationsMalformed:
            "create it with '\(InvocationSpelling.command("history --durations")) > FILE'"
        case .durationOutOfRange:
            "write the job's typical seconds, or make the file again with "
                + "'\(InvocationSpelling.command("history --durations")) > FILE'"
        case .xcodeProjectMalformed:
            "restore it from git, or open the project in Xcode and save it again"
        }
    }
}
