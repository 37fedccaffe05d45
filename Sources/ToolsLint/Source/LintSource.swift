// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A file to lint: where it is, how to name it, and optionally its content (the pre-commit hook passes
/// staged blobs from the git index, which may differ from the working tree).
public struct LintSource: Sendable, Hashable {
    /// The path shown in reports.
    public var displayPath: String
    /// The file on disk; its folder selects the nested configuration and its layer, and `--fix` writes it.
    /// Made from `path` when asked: a warm run of a large tree reads none of its files, and making a URL
    /// per file showed in its time.
    public var url: URL {
        get { URL(filePath: path, directoryHint: .notDirectory) }
        set { path = newValue.path }
    }
    /// The file's absolute path: what a run asks per file several times (configuration, stamps, cache keys).
    public private(set) var path: String
    /// The content to lint; nil reads `url`.
    public var content: Data?
    /// `ContentHash.of(content)` when already known (a staged file's blob id), saving the hashing.
    public var contentHash: String?
    /// Why the content was not read (a staged blob over the size limit): the file is reported skipped with
    /// this reason, as a file on disk over the limit is.
    public var skipReason: String?

    public init(displayPath: String, url: URL, content: Data? = nil, contentHash: String? = nil) {
        self.displayPath = displayPath
        path = url.standardizedFileURL.path
        self.content = content
        self.contentHash = contentHash
    }

    /// For a URL that is already standardized (found by walking folders): standardizing thousands of
    /// URLs is a visible part of a warm run.
    init(displayPath: String, standardizedURL: URL) {
        self.displayPath = displayPath
        path = standardizedURL.path
    }

    /// For a standardized absolute path of a file (found by walking folders).
    init(displayPath: String, standardizedPath: String) {
        self.displayPath = displayPath
        path = standardizedPath
    }

    /// The folder of the file, as a path.
    var directoryPath: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// What a lint run found.
public struct LintResult: Sendable {
    /// Violations after suppression comments and the baseline, sorted; without the files in `prerendered`.
    public var diagnostics: [Diagnostic]
    /// The files whose violations were handed back rendered, when `lint` was given a renderer.
    public var prerendered: PrerenderedReport?
    /// Files skipped or not fixed, with the reason (binary, not UTF-8, does not parse …).
    public var notes: [String]
    /// Notes about the configuration files (unknown keys, unimplemented SwiftLint rules).
    public var configurationWarnings: [Diagnostic]
    public var fileCount: Int
    /// Files whose results came from the cache.
    public var cachedFileCount: Int
    /// Paths of files that `--fix` rewrote.
    public var correctedFiles: [String]
    /// The text of each line that has a violation, by display path and line, for baselines.
    public var violatingLines: [String: [Int: String]] = [:]

    /// The trimmed text of the line a diagnostic points at ("" when unknown).
    public func lineContent(of diagnostic: Diagnostic) -> String {
        guard let file = diagnostic.file, let line = diagnostic.line else { return "" }
        return violatingLines[file]?[line] ?? ""
    }

    /// Every violation, rendered or not.
    public var violationCount: Int { diagnostics.count + (prerendered?.count ?? 0) }

    public var seriousCount: Int { diagnostics.count(of: .error) + (prerendered?.errorCount ?? 0) }

    /// SwiftLint's closing line: `Found 3 violations, 1 serious in 2 files.` (the files linted).
    public var summary: String {
        let count = violationCount
        let violations = count == 1 ? "violation" : "violations"
        let fileWord = fileCount == 1 ? "file" : "files"
        return "Found \(count) \(violations), \(seriousCount) serious in \(fileCount) \(fileWord)."
    }
}
