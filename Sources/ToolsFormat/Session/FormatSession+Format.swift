// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension FormatSession {
    /// Formats every job in place: swift-format formats the bytes read (on standard input, named as the file),
    /// and the result replaces the file atomically, only while it still holds those bytes (an edit saved
    /// meanwhile is never overwritten). A blob found formatted already is remembered, so a warm run reads
    /// nothing and starts no process.
    func format(_ jobs: [FormatJob], runner: SwiftFormatRunner, cache: FormatCache) async throws -> Outcome {
        let identified = await identify(jobs, cache: cache)
        let fingerprints = Locked<[String: String]>([:])
        func key(_ job: FormatJob) -> String? {
            guard let blobID = job.blobID else { return nil }
            let offsets = offsets(of: job)
            let name = (job.configuration?.path ?? "") + "\n" + offsets.description
            let fingerprint = fingerprints.withLock { known in
                if let found = known[name] { return found }
                let made = FormatCache.fingerprint(
                    tool: runner.tool, configuration: job.configuration, kind: .format, offsets: offsets
                )
                known[name] = made
                return made
            }
            return FormatCache.key(blobID: blobID, fingerprint: fingerprint)
        }
        let cached = cache.results(for: identified.compactMap(key))
        var clean = 0
        var pending: [FormatJob] = []
        for job in identified {
            if let key = key(job), cached[key] == FormatCache.clean { clean += 1 } else { pending.append(job) }
        }
        // Formatting needs the bytes: files whose stamp gave the id are read now.
        pending = await identify(pending, cache: cache, readAll: true)
        // What was written before swift-format failed half-way is reported all the same: the hook restages it,
        // and `tools format` does not claim that nothing was written.
        let written = Locked<[String]>([])
        let results: [Formatted]
        do {
            results = try await SwiftFormatRunner.boundedMap(pending, width: runner.width) { job in
                let result = try await formatted(job, runner: runner)
                if case .rewritten = result { written.withLock { $0.append(job.input.displayPath) } }
                return result
            }
        } catch let error as FormatError {
            guard !written.current.isEmpty || options.toolProblems != nil else { throw error }
            let severity = options.toolProblems ?? .error
            return Outcome(
                findings: Findings(
                    diagnostics: [FormatFindings.unavailable(error, severity: severity)],
                    status: severity == .error ? .failure : .success
                ),
                rewritten: written.current.sorted(), fileCount: identified.count
            )
        }
        var diagnostics: [Diagnostic] = []
        var rewritten: [String] = []
        var cleanKeys: [String: Data] = [:]
        for (job, result) in zip(pending, results) {
            switch result {
            case .clean:
                clean += 1
                if let key = key(job), Self.isUnchanged(job) { cleanKeys[key] = FormatCache.clean }
            case .rewritten: rewritten.append(job.input.displayPath)
            case .problem(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        cache.record(results: cleanKeys)
        recordStamps(of: identified + pending, cache: cache)
        var summary = "Formatted \(rewritten.count) of \(Self.count(identified.count, "file"))"
        if !diagnostics.isEmpty { summary += " (\(diagnostics.count) not formatted)" }
        return Outcome(
            findings: findings(diagnostics, summary: summary + "."), rewritten: rewritten.sorted(),
            fileCount: identified.count
        )
    }

    private enum Formatted: Sendable {
        case clean
        case rewritten
        case problem(Diagnostic)
    }

    /// The UTF-8 ranges of the job's lines (none: the whole file).
    private func offsets(of job: FormatJob) -> [Range<Int>] {
        guard let lines = job.lines, let content = job.content else { return [] }
        return ChangedLines.offsets(of: lines, in: content)
    }

    private func formatted(_ job: FormatJob, runner: SwiftFormatRunner) async throws -> Formatted {
        let file = job.input.displayPath
        let name = runner.tool.kind.name
        if let reason = job.skipReason { return .problem(FormatFindings.skipped(file, reason, severity: .warning)) }
        guard let content = job.content else {
            return .problem(FormatFindings.skipped(file, "it cannot be read", severity: problemSeverity))
        }
        // A CRLF file goes to swift-format as LF and comes back as CRLF (see `LineBreaks`); SwiftFormat gets it
        // as it is (its `--linebreaks` decides).
        let crlf = runner.tool.kind == .swiftFormat && LineBreaks.isCRLF(content)
        let given = crlf ? LineBreaks.lf(content) : content
        let ranges = job.lines.map { ChangedLines.offsets(of: $0, in: given) } ?? []
        switch try await runner.format(path: job.input.path, content: given, offsets: ranges, lines: job.lines) {
        case .formatted(var output):
            if crlf { output = LineBreaks.crlf(output) }
            if output == content { return .clean }
            if let refusal = Self.refusal(of: output, formatting: content) {
                // swift-format exited 0 but what it printed cannot be the file (nothing, for a file with a NUL
                // byte): writing it would lose the file.
                let reason = "not written: \(name) \(refusal); the file is left as it was"
                return .problem(FormatFindings.skipped(file, reason, severity: problemSeverity))
            }
            var (written, expected) = (output, content)
            if let tree = job.input.workingTreeContent {
                // Staged LF, CRLF in the working tree (`core.autocrlf`): written as git would check it out.
                guard tree == LineBreaks.crlf(content) else {
                    let reason = "the working tree differs from what is staged (git's filters convert more than "
                        + "line breaks here)"
                    return .problem(FormatFindings.skipped(file, reason, severity: .warning))
                }
                (written, expected) = (LineBreaks.crlf(output), tree)
            }
            do {
                // Only over the bytes formatted: an edit saved meanwhile (or, for staged content, a working tree
                // that differs from what is staged) is never overwritten.
                try AtomicFile.write(written, to: URL(fileURLWithPath: job.input.path), expecting: .content(expected))
                return .rewritten
            } catch .changedSinceRead {
                let reason = job.isOnDisk ? "it changed while it was formatted; run the command again"
                    : "the working tree differs from what is staged"
                return .problem(FormatFindings.skipped(file, reason, severity: .warning))
            } catch {
                return .problem(FormatFindings.skipped(file, error.message, severity: .warning))
            }
        case .findings(let raw):
            return .problem(Self.unparsable(raw, file: file, formatter: name))
        case .unreadable(let reason):
            return .problem(FormatFindings.skipped(file, "\(name) cannot read it (\(reason))",
                                                   severity: problemSeverity))
        case .crashed(let how):
            return .problem(FormatFindings.skipped(file, "\(name) \(how)", severity: problemSeverity))
        case .configurationProblem(let reason):
            let path = job.configuration.map { shown($0.path) } ?? file
            return .problem(FormatFindings.configuration(path, reason, formatter: name))
        case .skipped(let reason):
            return .problem(FormatFindings.skipped(file, reason, severity: .warning))
        }
    }

    /// A file the formatter did not format because it cannot parse it (its findings: the parser's errors).
    private static func unparsable(_ raw: [RawFinding], file: String, formatter name: String) -> Diagnostic {
        let parserError = raw.first { $0.kind == .error }
        let position = parserError.map { " (\($0.line):\($0.column): \($0.message))" } ?? ""
        return FormatFindings.skipped(file, "\(name) cannot parse it" + position, severity: .warning)
    }

    /// Why `output` must not replace `input`, nil when it may: swift-format's output is written only when it
    /// is something (for something), UTF-8, and parses as Swift whenever the input did.
    static func refusal(of output: Data, formatting input: Data) -> String? {
        if output.isEmpty, !input.isEmpty { return "printed nothing for a file of \(input.count) bytes" }
        let verdict = SwiftSyntaxCheck.verdict(on: output)
        if verdict == .notUTF8 { return "printed output that is not UTF-8" }
        guard verdict != .clean, SwiftSyntaxCheck.verdict(on: input) == .clean else { return nil }
        if case .overLimits(let reason) = verdict { return "printed output over the parser's limits (\(reason))" }
        return "printed output that does not parse as Swift (the file does)"
    }
}
