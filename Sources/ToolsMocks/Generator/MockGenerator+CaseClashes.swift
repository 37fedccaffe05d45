// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Output files whose paths differ only in case: one file on a case-insensitive file system (APFS's and
/// HFS+'s default, so every Mac), where the second write would replace the first mock without a word.
/// Found on every system, so that a clash shows on Linux CI before it bites a colleague's Mac.
extension MockGenerator {
    static let caseClashRuleID = "mock_name_case_clash"

    /// Writes every planned job, unless two of their files would be one on a case-insensitive file system:
    /// then nothing is written, the clashes are the outcome's errors, and the answer is false.
    func emitUnlessNamesClash(
        _ planned: [(job: MockJob, mocks: [RenderedMock])], request: MockRequest, root: URL?,
        outcome: inout MockOutcome
    ) throws -> Bool {
        let clashes = Self.caseClashes(planned, root: root)
        guard clashes.isEmpty else {
            outcome.diagnostics = (outcome.diagnostics + clashes).sorted()
            return false
        }
        for (job, mocks) in planned {
            try emit(mocks, for: job, request: request, outcome: &outcome)
        }
        return true
    }

    /// One error per file that would land on an earlier one, at the protocol that causes it.
    static func caseClashes(_ planned: [(job: MockJob, mocks: [RenderedMock])], root: URL?) -> [Diagnostic] {
        struct Claim {
            var path: String
            var name: String
        }
        var claims: [String: Claim] = [:]
        var clashes: [Diagnostic] = []
        func claim(_ url: URL, name: String, at mock: RenderedMock?) {
            let path = url.standardizedFileURL.path
            let key = path.lowercased()
            guard let earlier = claims[key] else {
                claims[key] = Claim(path: path, name: name)
                return
            }
            guard earlier.path != path else { return }
            let file = displayPath(url, root: root)
            clashes.append(Diagnostic(
                file: mock?.file ?? file, line: mock?.line, column: mock?.column, severity: .error,
                ruleID: caseClashRuleID, ruleName: "Mock Name Case Clash",
                message: "'\(name)' and '\(earlier.name)' differ only in case: on a case-insensitive file system "
                    + "(macOS) both are the file \(file), one overwriting the other; nothing was written. Rename "
                    + "one of them"
            ))
        }
        for (job, mocks) in planned {
            if job.splitsPerMock {
                let folder = job.output.deletingLastPathComponent()
                for mock in mocks {
                    claim(folder.appendingPathComponent(mock.name + ".swift"), name: mock.name, at: mock)
                }
            } else {
                claim(job.output, name: job.output.lastPathComponent, at: nil)
            }
        }
        return clashes
    }
}
