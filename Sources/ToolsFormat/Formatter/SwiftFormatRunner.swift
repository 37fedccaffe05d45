// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Runs swift-format on many files, as many processes at a time as there are cores: `lint` of files on disk
/// in batches (one process per batch, the largest batches first), of given content one file per process on
/// standard input, and `format` one file per process on standard input (its standard output is the file).
///
/// A crash of swift-format on one file must not cost the others: a batch that crashes is split in halves and
/// run again until the file it crashes on stands alone, and only that file is reported.
struct SwiftFormatRunner: Sendable {
    let tool: SwiftFormatTool
    /// How many processes at a time.
    var width = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// A file to lint: its absolute path, its size (to balance batches) and, for content not on disk (staged),
    /// its bytes.
    struct LintRequest: Sendable {
        var path: String
        var size: Int
        var content: Data?
    }

    /// What swift-format made of one file.
    enum Outcome: Sendable, Equatable {
        /// `lint`: its findings (the parser's errors among them, for a file that does not parse).
        case findings([RawFinding])
        /// `format`: the formatted bytes.
        case formatted(Data)
        /// It could not read the file (not UTF-8, vanished): what it said.
        case unreadable(String)
        /// It could not read the `.swift-format` that applies: what it said.
        case configurationProblem(String)
        /// It crashed on this file: how, and the fatal error it printed.
        case crashed(String)
        /// Not given to swift-format (larger than the size limit): why.
        case skipped(String)
    }

    // MARK: Lint

    /// The outcome of each request, in order.
    func lint(_ requests: [LintRequest]) async throws -> [Outcome] {
        if tool.kind == .lockwoodSwiftFormat { return try await lockwoodLint(requests) }
        let units = batches(of: requests)
        let outcomes = try await Self.boundedMap(units, width: width) { unit in
            try await lintBatch(unit.map { requests[$0] }).enumerated().map { (unit[$0.offset], $0.element) }
        }
        var result = [Outcome](repeating: .findings([]), count: requests.count)
        for (index, outcome) in outcomes.joined() { result[index] = outcome }
        return result
    }

    /// Groups the requests into units: each one with content alone (it goes on standard input), those on
    /// disk in batches of about the same size, so that every core has work until the end. Largest first.
    private func batches(of requests: [LintRequest]) -> [[Int]] {
        var units: [[Int]] = []
        var onDisk: [Int] = []
        for (index, request) in requests.enumerated() {
            if request.content != nil { units.append([index]) } else { onDisk.append(index) }
        }
        let total = onDisk.reduce(0) { $0 + max(1, requests[$1].size) }
        // About eight batches per process, at most 64 files each: little to wait for at the end, and a
        // process start (a few milliseconds) per 64 files at most.
        let target = max(1, total / (width * 8))
        var batch: [Int] = []
        var bytes = 0
        for index in onDisk {
            batch.append(index)
            bytes += max(1, requests[index].size)
            if bytes >= target || batch.count == 64 {
                units.append(batch)
                (batch, bytes) = ([], 0)
            }
        }
        if !batch.isEmpty { units.append(batch) }
        func weight(_ unit: [Int]) -> Int { unit.reduce(0) { $0 + max(1, requests[$1].size) } }
        return units.map { ($0, weight($0)) }.sorted { $0.1 > $1.1 }.map(\.0)
    }

    /// One process for `requests` (several on disk, or one with content), halved on a crash.
    private func lintBatch(_ requests: [LintRequest]) async throws -> [Outcome] {
        var arguments = ["lint"]
        var input: Data?
        if requests.count == 1, let content = requests[0].content {
            arguments += ["--assume-filename", requests[0].path, "-"]
            input = content
        } else {
            arguments += requests.map(\.path)
        }
        let result = try await SwiftFormatProcess.run(tool, arguments: arguments, input: input)
        if case .signaled = result.termination {
            guard requests.count > 1 else { return [.crashed(Self.crashDescription(result))] }
            let half = requests.count / 2
            return try await lintBatch(Array(requests[..<half])) + lintBatch(Array(requests[half...]))
        }
        let output = SwiftFormatOutput(parsing: result.errorOutput)
        let outcomes = requests.map { request -> Outcome in
            if let reason = SwiftFormatOutput.reason(for: request.path, in: output.configurationProblems) {
                return .configurationProblem(reason)
            }
            if let reason = SwiftFormatOutput.reason(for: request.path, in: output.unreadable) {
                return .unreadable(reason)
            }
            return .findings(output.findings[request.path] ?? [])
        }
        try check(result, output, accountedFor: outcomes)
        return outcomes
    }

    // MARK: Format

    /// Formats `content` as the file at `path` (whose `.swift-format` applies), only within `offsets` when
    /// given (UTF-8 byte ranges); SwiftFormat, which takes line ranges, only within `lines` when given.
    func format(
        path: String, content: Data, offsets: [Range<Int>] = [], lines: [ClosedRange<Int>]? = nil
    ) async throws -> Outcome {
        if tool.kind == .lockwoodSwiftFormat {
            return try await lockwoodFormat(path: path, content: content, lines: lines)
        }
        var arguments = ["format", "--assume-filename", path]
        for range in offsets { arguments += ["--offsets", "\(range.lowerBound):\(range.upperBound)"] }
        let result = try await SwiftFormatProcess.run(tool, arguments: arguments + ["-"], input: content)
        if case .signaled = result.termination { return .crashed(Self.crashDescription(result)) }
        if result.termination == .exited(0) { return .formatted(result.output) }
        let output = SwiftFormatOutput(parsing: result.errorOutput)
        let outcome: Outcome
        if let reason = SwiftFormatOutput.reason(for: path, in: output.configurationProblems) {
            outcome = .configurationProblem(reason)
        } else if let reason = SwiftFormatOutput.reason(for: path, in: output.unreadable) {
            outcome = .unreadable(reason)
        } else {
            outcome = .findings(output.findings[path] ?? [])
        }
        try check(result, output, accountedFor: [outcome])
        return outcome
    }

    // MARK: Helpers

    /// swift-format exits 1 when a file has errors (it does not parse, it cannot be read); any other status,
    /// or an exit 1 that no file accounts for, means it did not run as asked (an option this version lacks).
    private func check(
        _ result: SwiftFormatProcess.Result, _ output: SwiftFormatOutput, accountedFor outcomes: [Outcome]
    ) throws {
        let accounted = outcomes.contains { outcome in
            if case .findings(let findings) = outcome { return findings.contains { $0.kind == .error } }
            return true
        }
        switch result.termination {
        case .exited(0): return
        case .exited(1) where accounted: return
        default:
            let said = output.otherLines.first { !$0.isEmpty } ?? String(decoding: result.output, as: UTF8.self)
                .split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            throw FormatError.formatterFailed(
                executable: tool.executable, detail: result.termination.phrase + (said.isEmpty ? "" : ": \(said)")
            )
        }
    }

    /// `crashed (signal 4): SwiftFormat/PrettyPrint.swift:739: Fatal error: …` when it said why.
    private static func crashDescription(_ result: SwiftFormatProcess.Result) -> String {
        let text = String(decoding: result.errorOutput + result.output, as: UTF8.self)
        let fatal = text.split(whereSeparator: \.isNewline).first { $0.contains("Fatal error") }
        return result.termination.phrase + (fatal.map { ": " + $0.trimmingCharacters(in: .whitespaces) } ?? "")
    }

    /// `body` for each item, at most `width` at a time, results in the order of `items`.
    static func boundedMap<Item: Sendable, Output: Sendable>(
        _ items: [Item], width: Int, _ body: @escaping @Sendable (Item) async throws -> Output
    ) async throws -> [Output] {
        try await withThrowingTaskGroup(of: (Int, Output).self) { group in
            var results = [Output?](repeating: nil, count: items.count)
            var next = 0
            while next < min(width, items.count) {
                let index = next
                group.addTask { (index, try await body(items[index])) }
                next += 1
            }
            while let (index, output) = try await group.next() {
                results[index] = output
                if next < items.count {
                    let index = next
                    group.addTask { (index, try await body(items[index])) }
                    next += 1
                }
            }
            return results.compactMap { $0 }
        }
    }
}
