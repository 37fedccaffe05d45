// Copyright © 2026 Tools Authors. All rights reserved.

/// The "did you mean" of configuration messages: the known name nearest to a misspelt one, for every
/// unknown key of `project.yml` (the spec and its `tools:` section), `.swiftlint.yml`, rule options,
/// template and type names.
public enum KeySuggestion {
    /// The name in `known` nearest to `text`: one differing only in case, else one at most two edits away
    /// (one for names of up to four characters); the alphabetically first of equally near ones.
    public static func closest(to text: String, in known: some Collection<String>) -> String? {
        // A misspelling is short: comparing a huge value with every name would only cost time.
        guard !text.isEmpty, text.utf8.count <= 200 else { return nil }
        let lowered = text.lowercased()
        let candidates = known.sorted()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) { return match }
        let limit = text.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - text.count) <= limit {
            let score = distance(lowered, candidate.lowercased())
            if score <= limit, score < (best?.distance ?? Int.max) { best = (candidate, score) }
        }
        return best?.name
    }

    /// `"; did you mean 'x'?"` when a name is near, else empty: the end of an unknown-key message.
    public static func didYouMean(_ text: String, in known: some Collection<String>) -> String {
        closest(to: text, in: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance between `first` and `second`, in characters.
    static func distance(_ first: String, _ second: String) -> Int {
        let lhs = Array(first)
        let rhs = Array(second)
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        for (row, left) in lhs.enumerated() {
            var current = [row + 1]
            for (column, right) in rhs.enumerated() {
                let substitution = previous[column] + (left == right ? 0 : 1)
                current.append(min(previous[column + 1] + 1, current[column] + 1, substitution))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
