// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One file's way through a run: loaded (read and hashed), then linted unless the cache had it.
struct LintJob: Sendable {
    var source: LintSource
    var relativePath: String
    var configuration: LintConfiguration
    var bytes: [UInt8] = []
    var cacheKey: String?
    var readError: String?
    /// Read only for the facts a collecting rule needs of its group: not reported, not fixed, not counted.
    var isContext = false

    init(source: LintSource, relativePath: String, configuration: LintConfiguration) {
        self.source = source
        self.relativePath = relativePath
        self.configuration = configuration
    }

    /// Reads the content (unless given) and, when a cache is used, computes the cache key.
    func load(keyed: Bool) -> LintJob {
        var job = self
        let data: Data
        if let content = source.content {
            data = content
        } else {
            do {
                data = try Data(contentsOf: source.url)
            } catch {
                job.readError = "cannot be read (\(error.localizedDescription))"
                return job
            }
        }
        job.bytes = [UInt8](data)
        guard keyed else { return job }
        let hash = source.contentHash ?? ContentHash.of(data)
        job.cacheKey = ContentHash.of("\(hash)|\(configuration.fingerprint)|\(relativePath)")
        return job
    }

    struct Outcome: Sendable {
        var record: FileRecord
        var note: String?
        var corrected = false
        var cacheKey: String?
    }

    func lint(fix: Bool) -> Outcome {
        if let readError {
            let problem = SwiftSourceLimits.Problem(line: 1, column: 1, message: "skipped: " + readError)
            return Outcome(record: FileRecord(skipped: problem), note: nil)
        }
        var file = LintFile(displayPath: source.displayPath, relativePath: relativePath, bytes: bytes)
        file.absolutePath = source.url.path
        var note: String?
        var corrected = false
        var key = cacheKey
        if fix, source.content == nil, !isContext {
            // A fix run cleans what a killed fix run left in this folder, whether or not it writes here.
            TemporaryName.removeStale(in: source.url.deletingLastPathComponent())
            let keyed = key != nil
            let result = FileProcessor.corrected(file, configuration: configuration)
            note = result.refused
            if let text = result.text {
                do {
                    try AtomicFile.write(Data(text.utf8), to: source.url)
                    file = LintFile(displayPath: source.displayPath, relativePath: relativePath, text: text)
                    file.absolutePath = source.url.path
                    corrected = true
                    if keyed {
                        let hash = ContentHash.of(text)
                        key = ContentHash.of("\(hash)|\(configuration.fingerprint)|\(relativePath)")
                    }
                } catch {
                    note = "not fixed: \(error.plainMessage)"
                }
            }
        }
        let record = FileProcessor.record(for: file, configuration: configuration)
        return Outcome(record: record, note: note, corrected: corrected, cacheKey: key)
    }
}
