// Copyright © 2026 Tools Authors. All rights reserved.

/// SwiftLint's `codeclimate` reporter (GitLab's Code Quality report): a JSON array of issues, each with a
/// fingerprint (SHA-256 of `file:line:column` and the rule id, as SwiftLint computes it, so that GitLab
/// matches issues across both tools' reports), errors `major` and warnings `minor`.
public struct CodeClimateReporter: Reporter {
    public static let identifier = "codeclimate"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let issues = diagnostics.inSwiftLintOrder.map { diagnostic -> PrettyJSON in
            let place = "\(diagnostic.file ?? "<nopath>"):\(diagnostic.line ?? 1):\(diagnostic.column ?? 1)"
            return .object([
                ("check_name", .string(diagnostic.ruleName)),
                ("description", .string(diagnostic.message)),
                ("engine_name", .string("SwiftLint")),
                ("fingerprint", .string(SHA256Digest.hex(place + diagnostic.ruleID))),
                ("location", .object([
                    ("path", .string(diagnostic.file)),
                    ("lines", .object([("begin", .integer(diagnostic.line)), ("end", .integer(diagnostic.line))])),
                ])),
                ("severity", .string(diagnostic.severity == .error ? "major" : "minor")),
                ("type", .string("issue")),
            ])
        }
        return PrettyJSON.array(issues).rendered() + "\n"
    }
}
