// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension FormatSession {
    /// Gives each job its blob id: a staged file's is known, a file on disk whose stamp is as recorded (and
    /// old enough to trust) has its recorded one and is not read, every other file is read and hashed, in
    /// parallel. `readAll`: read the content even when the stamp gives the id (formatting needs the bytes).
    /// Files that cannot be read keep no id (their reason is in `unreadable`).
    func identify(_ jobs: [FormatJob], cache: FormatCache, readAll: Bool = false) async -> [FormatJob] {
        let recorded = cache.stamps(of: jobs.filter { $0.isOnDisk && $0.blobID == nil }.map(\.input.path))
        return await Self.map(jobs) { job in
            var job = job
            if job.skipReason != nil { return job }
            if job.blobID != nil, job.content != nil || !readAll { return job }
            if let content = job.content {
                job.blobID = ContentHash.of(content)
                return job
            }
            let now = FileStamp.now()
            let stamp = FileStamp.of(path: job.input.path)
            job.stamp = stamp
            // Measured before anything reads it, swift-format included (it would read a 1.2 GB file whole).
            if let stamp, stamp.size > Int64(SwiftSourceLimits.maximumSize) {
                job.skipReason = BoundedRead.tooLargeMessage()
                return job
            }
            if !readAll, let stamp, let id = recorded[job.input.path]?.blobID(ifUnchanged: stamp) {
                job.blobID = id
                return job
            }
            let content: Data
            switch BoundedRead.read(job.input.path) {
            case .data(let read): content = read
            case .tooLarge:
                job.skipReason = BoundedRead.tooLargeMessage()
                return job
            case .unreadable: return job
            }
            let id = job.blobID ?? ContentHash.of(content)
            job.content = content
            job.blobID = id
            if let stamp, recorded[job.input.path]?.blobID(ifUnchanged: stamp) != id {
                job.freshStamp = StampedBlob(stamp: stamp, blobID: id, recordedAt: now)
            }
            return job
        }
    }

    /// `body` for each item, on every core when there are many. A few items (the hook's staged files) are done
    /// on the caller's thread: starting threads would cost more than the work, and on a loaded machine each
    /// new thread also waits to be scheduled.
    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], _ body: @escaping @Sendable (Item) -> Output
    ) async -> [Output] {
        items.count <= inlineLimit ? items.map(body) : await ParallelWork.map(items, body)
    }

    /// Up to this many items, `map` works on the caller's thread.
    static let inlineLimit = 32

    /// Records the stamps of the files read and hashed this run.
    func recordStamps(of jobs: [FormatJob], cache: FormatCache) {
        var stamps: [String: StampedBlob] = [:]
        for job in jobs {
            if let stamp = job.freshStamp { stamps[job.input.path] = stamp }
        }
        cache.record(stamps: stamps)
    }

    /// Whether a file on disk still has the stamp it had when it was looked at: its result may then be kept
    /// under the blob id read then (swift-format read the file again, by path).
    static func isUnchanged(_ job: FormatJob) -> Bool {
        guard job.isOnDisk else { return true }
        guard let stamp = job.stamp else { return false }
        return FileStamp.of(path: job.input.path) == stamp
    }
}
