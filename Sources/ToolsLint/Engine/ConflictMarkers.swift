// Copyright © 2026 Tools Authors. All rights reserved.

/// Merge conflict markers left in a file (`<<<<<<< HEAD` … `>>>>>>> branch`): reported as errors at the
/// line of each conflict's first marker, so that a half-resolved merge cannot be committed with only an
/// unlocated "has syntax errors" note.
enum ConflictMarkers {
    static let ruleID = "conflict_marker"

    /// One error per conflict: at each line that starts with `<<<<<<<` (git's opening marker).
    static func violations(in file: LintFile) -> [Violation] {
        let bytes = file.bytes
        let opening = Array("<<<<<<<".utf8)
        guard bytes.count >= opening.count else { return [] }
        var found: [Violation] = []
        for (index, start) in file.lineStarts.enumerated() where bytes[start...].starts(with: opening) {
            // An eighth `<` would be an operator spelled at the start of a line, not git's marker.
            let next = start + opening.count
            guard next == bytes.count || bytes[next] != UInt8(ascii: "<") else { continue }
            found.append(Violation(
                ruleID: ruleID, severity: .error, line: index + 1, column: 1,
                message: "a merge conflict marker: resolve the conflict (keep one side) before committing"
            ))
        }
        return found
    }
}
