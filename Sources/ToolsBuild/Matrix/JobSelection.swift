// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Which jobs of a plan to run: names and globs (`LexusOneApp`, `'Lexus*'`), and kinds (`--packages`,
/// `--schemes`, `--commands`; none of them means every kind).
public struct JobSelection: Sendable, Hashable {
    public var patterns: [String]
    public var kinds: Set<Job.Kind>

    public init(patterns: [String] = [], kinds: Set<Job.Kind> = []) {
        self.patterns = patterns
        self.kinds = kinds
    }

    /// The selected jobs of `plan`, in plan order. A name or glob that matches nothing is an error, so a
    /// typo never turns into an empty, green run.
    public func apply(to plan: BuildPlan) throws(BuildError) -> BuildPlan {
        let candidates = plan.jobs.filter { kinds.isEmpty || kinds.contains($0.kind) }
        var selected: Set<String> = []
        if patterns.isEmpty {
            selected = Set(candidates.map(\.id))
        }
        for pattern in patterns {
            // A build job shared by several schemes is selected by any of their names.
            let matching = candidates.filter { job in
                Glob.matches(pattern, job.name) || job.id == pattern
                    || job.sharedBy.contains { Glob.matches(pattern, $0) }
            }
            guard !matching.isEmpty else {
                let names = Set(candidates.flatMap { [$0.name] + $0.sharedBy }).sorted()
                throw BuildError.noMatchingJob(action: plan.action.rawValue, pattern: pattern, known: names)
            }
            selected.formUnion(matching.map(\.id))
        }
        var result = plan
        result.jobs = JobOrdering.restricted(plan.jobs, to: selected)
        return result
    }
}
