// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The protocols a generated file mocks only because a run asked for them (`generate-mocks --all`), one
/// line each below the marker.
///
/// The record travels with the file (committed, so a clean checkout has it): a later run without `--all`
/// (`--check`, the hook, the plain `generate-mocks` that `--check` recommends) reads it and mocks the same
/// protocols, so it neither reports the file stale nor removes it. A recorded protocol that is gone loses its
/// mock as any other; deleting the file (or the line) stops mocking it.
enum RequestRecord {
    static let prefix = "// Mocked on request (generate-mocks --all): "

    /// The line that records `protocolName`.
    static func line(for protocolName: String) -> String { prefix + protocolName }

    /// The protocol names recorded in each job's existing generated files, by the job's output path (jobs
    /// without a record are left out).
    static func read(_ jobs: [MockJob]) -> [String: Set<String>] {
        var records: [String: Set<String>] = [:]
        for job in jobs {
            let names = names(in: job)
            if !names.isEmpty { records[job.output.path] = names }
        }
        return records
    }

    /// The names recorded in the generated files of `job`: its output, or in the one-file-per-mock layout
    /// every generated file of its folder.
    private static func names(in job: MockJob) -> Set<String> {
        var files = [job.output]
        if job.splitsPerMock {
            let folder = job.output.deletingLastPathComponent()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
        }
        var found: Set<String> = []
        for file in files {
            // Only a regular file is read (a FIFO would block), and only ours counts.
            guard let data = AtomicFile.existingContent(of: file) else { continue }
            found.formUnion(names(in: String(decoding: data, as: UTF8.self)))
        }
        return found
    }

    /// The names recorded in `text` when it is a generated file: the record lies above the imports, so the
    /// scan stops there (the one output file of a large run is megabytes).
    static func names(in text: String) -> Set<String> {
        var found: Set<String> = []
        var isOurs = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line == MockGenerator.marker {
                isOurs = true
            } else if line.hasPrefix(prefix) {
                let name = line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { found.insert(name) }
            } else if line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                break
            }
        }
        return isOurs ? found : []
    }
}
