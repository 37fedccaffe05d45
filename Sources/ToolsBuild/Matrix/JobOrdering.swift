// Copyright © 2026 Tools Authors. All rights reserved.

/// Orders jobs so that every job comes after its dependencies, keeping the given order otherwise.
enum JobOrdering {
    /// A dependency cycle (which SwiftPM itself rejects) is broken at the first job met, with a note, so
    /// that a run can never wait forever.
    static func sorted(_ jobs: [Job], notes: inout [String]) -> [Job] {
        let ids = Set(jobs.map(\.id))
        var remaining = jobs.map { job -> Job in
            var job = job
            job.dependencies = job.dependencies.filter(ids.contains)
            return job
        }
        var done: Set<String> = []
        var result: [Job] = []
        while !remaining.isEmpty {
            if let index = remaining.firstIndex(where: { $0.dependencies.allSatisfy(done.contains) }) {
                let job = remaining.remove(at: index)
                done.insert(job.id)
                result.append(job)
            } else {
                var job = remaining.removeFirst()
                let cut = job.dependencies.filter { !done.contains($0) }
                notes.append("dependency cycle: '\(job.id)' runs without waiting for \(cut.joined(separator: ", "))")
                job.dependencies = job.dependencies.filter(done.contains)
                done.insert(job.id)
                result.append(job)
            }
        }
        return result
    }

    /// Keeps only `selected` jobs (in plan order) and drops dependencies on jobs left out.
    static func restricted(_ jobs: [Job], to selected: Set<String>) -> [Job] {
        jobs.filter { selected.contains($0.id) }.map { job in
            var job = job
            job.dependencies = job.dependencies.filter(selected.contains)
            return job
        }
    }
}
