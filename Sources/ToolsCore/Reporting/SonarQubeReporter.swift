// Copyright © 2026 Tools Authors. All rights reserved.

/// SwiftLint's `sonarqube` reporter: SonarQube's generic issue import format, errors `MAJOR` and warnings
/// `MINOR`, every issue a `CODE_SMELL`. Slashes are escaped (`Sources\/A.swift`) as SwiftLint's JSON
/// writer escapes them.
public struct SonarQubeReporter: Reporter {
    public static let identifier = "sonarqube"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let issues = diagnostics.inSwiftLintOrder.map { diagnostic -> PrettyJSON in
            .object([
                ("engineId", .string("SwiftLint")),
                ("primaryLocation", .object([
                    ("message", .string(diagnostic.message)),
                    ("filePath", .string(diagnostic.file)),
                    ("textRange", .object([("startLine", .integer(diagnostic.line ?? 1))])),
                ])),
                ("type", .string("CODE_SMELL")),
                ("severity", .string(diagnostic.severity == .error ? "MAJOR" : "MINOR")),
                ("ruleId", .string(diagnostic.ruleID)),
            ])
        }
        // Outside strings JSON has no slash, so every slash of the text is one of a string.
        return PrettyJSON.object([("issues", .array(issues))]).rendered().replacingOccurrences(of: "/", with: "\\/")
            + "\n"
    }
}
