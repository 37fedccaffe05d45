// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// SwiftFormat's runs: every file on standard input (`swiftformat stdin --stdinpath PATH`), one process per
/// file, as many at a time as there are cores. `--stdinpath` names the file, so SwiftFormat reads the
/// `.swiftformat` files (and `.swift-version`) of its folders and applies their `--exclude` (an excluded file
/// comes back unchanged), as it does for that file on disk. Its own cache is not used (`--cache ignore`):
/// results are kept in the tool's store by blob id, as swift-format's are.
///
/// SwiftFormat exits 0 (clean or formatted), 1 (`--lint` found something) or 70 (an error: the file does
/// not parse, a configuration it cannot read); anything else, or 70 with nothing said, means it did not run
/// as asked.
extension SwiftFormatRunner {
    /// At most this many `--linerange` runs for one file (one per range of changed lines); closer ranges are
    /// joined beyond it, so a file with many scattered changes costs a bounded number of processes.
    static let lockwoodRangeLimit = 16

    /// `swiftformat --lint` of each request, on standard input (a file on disk is read first).
    func lockwoodLint(_ requests: [LintRequest]) async throws -> [Outcome] {
        try await Self.boundedMap(requests, width: width) { request in
            var content = request.content
            if content == nil {
                switch BoundedRead.read(request.path) {
                case .data(let read): content = read
                case .tooLarge: return .skipped(BoundedRead.tooLargeMessage())
                case .unreadable: return .unreadable("it cannot be read")
                }
            }
            let arguments = Self.lockwoodArguments(path: request.path) + ["--lint"]
            let result = try await SwiftFormatProcess.run(tool, arguments: arguments, input: content ?? Data())
            return try lockwoodOutcome(result, path: request.path) { .findings(Self.lockwoodFindings($0)) }
        }
    }

    /// `swiftformat` of `content` as the file at `path`; only within `lines` when given, each range in its own
    /// run from the last to the first, so that what a run adds or removes never moves the lines still to do.
    func lockwoodFormat(path: String, content: Data, lines: [ClosedRange<Int>]?) async throws -> Outcome {
        let ranges = lines.map { Self.joined($0, limit: Self.lockwoodRangeLimit) } ?? []
        // No range: one run over the whole file.
        let runs: [ClosedRange<Int>?] = ranges.isEmpty ? [nil] : ranges.reversed().map { Optional($0) }
        var current = content
        for range in runs {
            var arguments = Self.lockwoodArguments(path: path)
            if let range { arguments += ["--linerange", "\(range.lowerBound),\(range.upperBound)"] }
            let result = try await SwiftFormatProcess.run(tool, arguments: arguments, input: current)
            let outcome = try lockwoodOutcome(result, path: path) { _ in .formatted(result.output) }
            guard case .formatted(let output) = outcome else { return outcome }
            current = output
        }
        return .formatted(current)
    }

    private static func lockwoodArguments(path: String) -> [String] {
        ["stdin", "--stdinpath", path, "--cache", "ignore"]
    }

    /// What a run means: `success` for an exit 0 or 1 (what SwiftFormat printed on standard error), the
    /// file's problem for an exit 70 that names one, else an error (it did not run as asked).
    private func lockwoodOutcome(
        _ result: SwiftFormatProcess.Result, path: String, success: (String) -> Outcome
    ) throws -> Outcome {
        let said = String(decoding: result.errorOutput, as: UTF8.self)
        switch result.termination {
        case .signaled: return .crashed(result.termination.phrase)
        case .exited(0), .exited(1): return success(said)
        case .exited(70):
            let errors = said.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("error: ") }
                .map { String($0.dropFirst("error: ".count)) }
            if let problem = errors.first {
                // A configuration it cannot read names it (`.swiftformat`) or the option; the rest are the
                // tokenizer's and parser's errors about the file.
                if problem.contains(FormatterKind.lockwoodSwiftFormat.configurationFileName)
                    || problem.localizedCaseInsensitiveContains("option") {
                    return .configurationProblem(problem)
                }
                let (line, column) = Self.position(in: problem)
                let finding = RawFinding(line: line, column: column, kind: .error, category: nil, message: problem)
                return .findings([finding])
            }
            fallthrough
        default:
            let first = said.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            throw FormatError.formatterFailed(
                executable: tool.executable, detail: result.termination.phrase + (first.isEmpty ? "" : ": \(first)")
            )
        }
    }

    /// `PATH:LINE:COL: error: (rule) message` (or `warning:`, with `--lenient`), one finding each; the other
    /// lines (progress, warnings about options) are not findings.
    static func lockwoodFindings(_ text: String) -> [RawFinding] {
        var findings: [RawFinding] = []
        for line in text.split(whereSeparator: \.isNewline) {
            guard let marker = [": error: (", ": warning: ("].compactMap({ line.range(of: $0) })
                .min(by: { $0.lowerBound < $1.lowerBound }) else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let number = Int(location[location.count - 2]),
                  let column = Int(location[location.count - 1]) else { continue }
            let rest = line[line.index(before: marker.upperBound)...]
            guard let close = rest.firstIndex(of: ")") else { continue }
            let rule = String(rest[rest.index(after: rest.startIndex)..<close])
            let message = rest[rest.index(after: close)...].drop { $0 == " " }
            findings.append(RawFinding(
                line: number, column: column, kind: .warning, category: rule, message: String(message)
            ))
        }
        return findings
    }

    /// `LINE:COL` as SwiftFormat writes a position in an error (`Unexpected token at 3:5`); 1:1 when none.
    static func position(in message: String) -> (Int, Int) {
        for word in message.split(separator: " ").reversed() {
            let parts = word.trimmingCharacters(in: CharacterSet(charactersIn: ".,")).split(separator: ":")
            if parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) { return (line, column) }
        }
        return (1, 1)
    }

    /// `ranges` sorted, at most `limit` of them: the two closest are joined until they fit.
    static func joined(_ ranges: [ClosedRange<Int>], limit: Int) -> [ClosedRange<Int>] {
        var sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        while sorted.count > max(1, limit) {
            var closest = 0
            for index in 1..<(sorted.count - 1)
                where sorted[index + 1].lowerBound - sorted[index].upperBound
                < sorted[closest + 1].lowerBound - sorted[closest].upperBound {
                closest = index
            }
            let upper = max(sorted[closest].upperBound, sorted[closest + 1].upperBound)
            sorted[closest] = sorted[closest].lowerBound...upper
            sorted.remove(at: closest + 1)
        }
        return sorted
    }
}
