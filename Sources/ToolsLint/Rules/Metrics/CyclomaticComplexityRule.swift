// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Functions and initializers should not branch too much: each `if`, `guard`, loop, `catch` and switch
/// case adds one (a `fallthrough` takes one back). Same counting, option and reasons as SwiftLint's
/// `cyclomatic_complexity`.
struct CyclomaticComplexityRule: Rule {
    static let description = RuleDescription(
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

    var levels = SeverityLevels(warning: 10, error: 20)
    var ignoresCaseStatements = false

    static var options: [RuleOption<Self>] {
        [
            .levels(\.levels),
            .key("ignores_case_statements", \.ignoresCaseStatements, "`case` labels do not count as branches"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        // Every counted branch spells one of these words, so a file with fewer of them cannot exceed a limit.
        let words = ["if", "guard", "for", "while", "repeat", "catch", "case", "default"]
        let least = levels.smallest
        var most = 0
        // Counting stops as soon as there are more than the limit.
        for word in words where most <= least {
            let wanted = (least - most).addingReportingOverflow(1)
            most += file.offsets(of: word, atMost: wanted.overflow ? .max : wanted.partialValue).count
        }
        guard most > least else { return }
        let counter = BranchCounter(rule: self)
        counter.register(&walk)
    }
}

/// Counts the branches of each function and initializer body as the walk goes: a body's count does not
/// include those of functions declared inside it (they are measured alone), nor anything in a signature.
private final class BranchCounter {
    private enum Frame {
        /// A declaration's signature: branches there count for nobody.
        case declaration
        /// A body being counted, reported at `keyword`.
        case body(keyword: TokenSyntax, complexity: Int)
    }

    let rule: CyclomaticComplexityRule
    private var frames: [Frame] = []

    init(rule: CyclomaticComplexityRule) {
        self.rule = rule
    }

    func register(_ walk: inout FileWalk) {
        walk.visit(FunctionDeclSyntax.self) { _, _ in self.enter() }
        walk.visitPost(FunctionDeclSyntax.self) { _, _ in self.frames.removeLast() }
        walk.visit(InitializerDeclSyntax.self) { _, _ in self.enter() }
        walk.visitPost(InitializerDeclSyntax.self) { _, _ in self.frames.removeLast() }
        walk.visit(CodeBlockSyntax.self) { node, _ in
            if let keyword = Self.keyword(ofBody: node) { self.frames.append(.body(keyword: keyword, complexity: 0)) }
            return .visitChildren
        }
        walk.visitPost(CodeBlockSyntax.self) { node, found in
            guard Self.keyword(ofBody: node) != nil, case .body(let keyword, let complexity) = self.frames.removeLast()
            else { return }
            self.report(keyword, complexity, &found)
        }
        walk.visitPost(ForStmtSyntax.self) { _, _ in self.count(1) }
        walk.visitPost(IfExprSyntax.self) { _, _ in self.count(1) }
        walk.visitPost(GuardStmtSyntax.self) { _, _ in self.count(1) }
        walk.visitPost(RepeatStmtSyntax.self) { _, _ in self.count(1) }
        walk.visitPost(WhileStmtSyntax.self) { _, _ in self.count(1) }
        walk.visitPost(CatchClauseSyntax.self) { _, _ in self.count(1) }
        if !rule.ignoresCaseStatements {
            walk.visitPost(SwitchCaseSyntax.self) { _, _ in self.count(1) }
            walk.visitPost(FallThroughStmtSyntax.self) { _, _ in self.count(-1) }
        }
    }

    private func enter() -> SyntaxVisitorContinueKind {
        frames.append(.declaration)
        return .visitChildren
    }

    private func count(_ branches: Int) {
        guard case .body(let keyword, let complexity) = frames.last else { return }
        frames[frames.count - 1] = .body(keyword: keyword, complexity: complexity + branches)
    }

    /// The keyword a body is reported at, when it is a function's or initializer's: SwiftLint reports at
    /// `static` / `class` when the function has one.
    private static func keyword(ofBody block: CodeBlockSyntax) -> TokenSyntax? {
        if let function = block.parent?.as(FunctionDeclSyntax.self), function.body?.id == block.id {
            let modifier = function.modifiers.first {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
            return modifier?.name ?? function.funcKeyword
        }
        if let initializer = block.parent?.as(InitializerDeclSyntax.self), initializer.body?.id == block.id {
            return initializer.initKeyword
        }
        return nil
    }

    private func report(_ keyword: TokenSyntax, _ complexity: Int, _ found: inout RuleFindings) {
        guard let exceeded = rule.levels.exceeded(by: complexity) else { return }
        // SwiftLint names the warning threshold even when the error one is exceeded.
        found.add(
            at: keyword,
            reason: "Function should have complexity \(rule.levels.warning) or less; "
                + "currently complexity is \(complexity)",
            severity: exceeded.severity
        )
    }
}
