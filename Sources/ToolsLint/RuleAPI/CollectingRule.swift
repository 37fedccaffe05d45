// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A rule judged across files, as SwiftLint's `CollectingRule`: facts are collected from each file
/// (with the file's other results, so they are cached with them), then every file is validated with
/// the facts of all the files of its group. A change in one file re-parses that file only; the group
/// is judged again from cached facts.
protocol CollectingRule: Rule {
    /// What the rule keeps of one file.
    associatedtype FileFacts: Sendable
    /// What the rule derives from all the files of one group (a symbol table, say).
    associatedtype GroupSummary

    /// The facts of `file`; nil when the file has none the rule needs.
    func collect(_ file: LintFile) -> FileFacts?

    /// `facts` as cache lines (no line breaks inside a line) and back; nil when the lines do not decode.
    func encode(_ facts: FileFacts) -> [String]
    func decode(_ lines: [String]) -> FileFacts?

    /// The folder (relative to the lint root) whose files are judged together, e.g. a module.
    func group(ofPath path: String) -> String
    /// Whether judging the file at `path` needs the other files of its group, which the engine then
    /// reads too when they are not being linted (so linting one file judges it as a full run would).
    func needsGroup(forPath path: String) -> Bool
    /// Whether the violations of the file at `path` follow from its own facts alone, whatever the other files
    /// of its group hold: its findings are then a function of its content and configuration, and a warm run
    /// may keep them rendered (see `Linter.keepsPart`). False unless the rule says so.
    func judgesAlone(path: String) -> Bool

    func summarize(_ files: [(path: String, facts: FileFacts)]) -> GroupSummary
    /// The violations of the file at `path` given its group's summary, with the rule's configured severity.
    func validate(path: String, facts: FileFacts, summary: GroupSummary, severity: Severity) -> [Violation]
}

/// One file's collected facts, as the engine holds them: encoded, and whether its violations are
/// reported (context files only complete their group).
struct CollectedFile {
    var path: String
    var lines: [String]
    var reported: Bool
}

/// A collected file whose facts were decoded, while its group is gathered.
private struct DecodedFile<Facts> {
    var path: String
    var facts: Facts
    var reported: Bool
}

extension CollectingRule {
    func judgesAlone(path: String) -> Bool { false }

    func collectEncoded(_ file: LintFile) -> [String]? {
        collect(file).map(encode)
    }

    /// Validates the reported files among `files`, grouped by `group(ofPath:)`; violations by path.
    func validateCollected(_ files: [CollectedFile], severity: Severity) -> [String: [Violation]] {
        var groups: [String: [DecodedFile<FileFacts>]] = [:]
        for file in files {
            guard let facts = decode(file.lines) else { continue }
            groups[group(ofPath: file.path), default: []].append(
                DecodedFile(path: file.path, facts: facts, reported: file.reported))
        }
        var result: [String: [Violation]] = [:]
        for members in groups.values where members.contains(where: \.reported) {
            let summary = summarize(members.map { ($0.path, $0.facts) })
            for member in members where member.reported {
                result[member.path, default: []] += validate(
                    path: member.path, facts: member.facts, summary: summary, severity: severity
                )
            }
        }
        return result
    }
}
