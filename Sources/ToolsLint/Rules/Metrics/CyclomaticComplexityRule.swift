// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Functions and initializers should not branch too much: each `if`, `guard`, loop, `catch` and switch
/// case adds one (a `fallthrough` takes one back). Same counting, option and reasons as SwiftLint's
/// `cyclomatic_complexity`.
public struct CyclomaticComplexityRule: Rule {
    public static let description = RuleDescription(
        identifier: "cyclomatic_complexity",
        name: "Cyclomatic Complexity",
        description: "Complexity of function bodies should be limited.",
        nonTriggeringExamples: [
            Example("func route() {\n    if ready {\n        while busy {}\n    }\n    guard open else { return }\n}\n",
                    options: "warning: 3"),
            Example(
                "func label(_ code: Int) -> String {\n    switch code {\n    case 0: fallthrough\n"
                    + "    case 1: return \"a\"\n"
                    + "    case 2: return \"b\"\n    default: return \"c\"\n    }\n}\n",
                options: "warning: 3"
            ),
            Example("func outer() {\n    if a {}; if b {}\n    func inner() {\n        if c {}; if d {}\n    }\n}\n",
                    options: "warning: 3"),
            Example(
                "func label(_ code: Int) -> String {\n    switch code {\n    case 1: return \"a\"\n"
                    + "    case 2: return \"b\"\n    case 3: return \"c\"\n    default: return \"d\"\n    }\n}\n",
                options: "warning: 3\nignores_case_statements: true"
            ),
            Example("var state: Int {\n    if a {}; if b {}; if c {}; if d {}\n    return 0\n}\n"
                + "", options: "warning: 3"),
        ],
        triggeringExamples: [
            Example(
                "↓func route() {\n    if a {\n        if b {}\n    } else if c {}\n    for item in items {\n"
                    + "        guard item.ok else { continue }\n    }\n}\n",
                options: "warning: 3"
            ),
            Example("class Store {\n    ↓init() {\n        do {} catch {}\n        while a {}\n"
                + "        repeat {} while b\n"
                    + "        if c {}\n    }\n}\n", options: "warning: 3"),
            Example("enum Route {\n    ↓static func make() {\n        if a {}; if b {}; if c {}; if d {}\n    }\n}\n",
                    options: "warning: 3"),
            Example("↓func work() {\n    run {\n        if a {}; if b {}; if c {}; if d {}\n    }\n}\n",
                    options: "warning: 3"),
            Example("↓func work() {\n    if a {}; if b {}; if c {}; if d {}\n}\n", options: "warning: 2\nerror: 3"),
            Example(
                "↓func label(_ code: Int) -> String {\n    switch code {\n    case 1: return \"a\"\n"
                    + "    case 2: return \"b\"\n    case 3: return \"c\"\n    default: return \"d\"\n    }\n}\n",
                options: "warning: 3"
            ),
        ]
    )

    public var levels = SeverityLevels(warning: 10, error: 20)
    public var ignoresCaseStatements = false

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        guard let options else { return }
        levels = try SeverityLevels(options, default: levels)
        guard options.isMapping else { return }
        try RuleOptions.rejectUnknownKeys(options, known: ["warning", "error", "ignores_case_statements"])
        ignoresCaseStatements = try PlainOptions.bool(options, "ignores_case_statements", default: false)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        // Every counted branch spells one of these words, so a file with fewer of them cannot exceed a limit.
        let words = ["if", "guard", "for", "while", "repeat", "catch", "case", "default"]
        let least = min(levels.warning, levels.error ?? .max)
        var most = 0
        // Counting stops as soon as there are more than the limit.
        for word in words where most <= least {
            let wanted = (least - most).addingReportingOverflow(1)
            most += file.offsets(of: word, atMost: wanted.overflow ? .max : wanted.partialValue).count
        }
        guard most > least else { return [] }
        let visitor = ComplexityFunctions(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        return visitor.functions.compactMap { function in
            let counter = BranchCounter(ignoresCases: ignoresCaseStatements)
            counter.walk(function.body)
            guard let exceeded = levels.exceeded(by: counter.complexity) else { return nil }
            // SwiftLint names the warning threshold even when the error one is exceeded.
            return violation(
                in: file, at: function.keyword.positionAfterSkippingLeadingTrivia, severity: exceeded.severity,
                reason: "Function should have complexity \(levels.warning) or less; "
                    + "currently complexity is \(counter.complexity)"
            )
        }
    }
}

/// Function and initializer bodies, with the token each finding is reported at.
private final class ComplexityFunctions: SyntaxVisitor {
    var functions: [(body: CodeBlockSyntax, keyword: TokenSyntax)] = []

    override func visitPost(_ node: FunctionDeclSyntax) {
        guard let body = node.body else { return }
        // SwiftLint reports at `static` / `class` when the function has one.
        let modifier = node.modifiers.first {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        functions.append((body, modifier?.name ?? node.funcKeyword))
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        if let body = node.body { functions.append((body, node.initKeyword)) }
    }
}

/// Counts the branches of one body, not those of functions declared inside it (they are measured alone).
private final class BranchCounter: SyntaxVisitor {
    let ignoresCases: Bool
    var complexity = 0

    init(ignoresCases: Bool) {
        self.ignoresCases = ignoresCases
        super.init(viewMode: .sourceAccurate)
    }

    override func visitPost(_ node: ForStmtSyntax) { complexity += 1 }
    override func visitPost(_ node: IfExprSyntax) { complexity += 1 }
    override func visitPost(_ node: GuardStmtSyntax) { complexity += 1 }
    override func visitPost(_ node: RepeatStmtSyntax) { complexity += 1 }
    override func visitPost(_ node: WhileStmtSyntax) { complexity += 1 }
    override func visitPost(_ node: CatchClauseSyntax) { complexity += 1 }

    override func visitPost(_ node: SwitchCaseSyntax) {
        if !ignoresCases { complexity += 1 }
    }

    override func visitPost(_ node: FallThroughStmtSyntax) {
        if !ignoresCases { complexity -= 1 }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
