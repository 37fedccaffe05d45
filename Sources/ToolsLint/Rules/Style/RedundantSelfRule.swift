// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `self.` where the member is found without it, as SwiftLint 0.63's opt-in `redundant_self`: options
/// `only_in_closures` (only in closures, where Swift 5.3 and 5.8 made it optional) and
/// `keep_in_initializers`. In a class, a closure must be called at once or capture `self` explicitly; a name
/// declared locally (a parameter, a local variable, a binding) keeps its `self.`.
struct RedundantSelfRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "redundant_self",
        name: "Redundant Self",
        description: "Explicit use of 'self' is not required",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: RedundantSelfExamples.nonTriggering,
        triggeringExamples: RedundantSelfExamples.triggering,
        corrections: RedundantSelfExamples.corrections
    )

    var keepInInitializers = false
    var onlyInClosures = true

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("keep_in_initializers", \.keepInInitializers, "`self.` is not reported in initializers"),
            .key("only_in_closures", \.onlyInClosures, "`self.` is only reported in closures"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("self") else { return }
        let state = RedundantSelfState()
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        state.registerTypes(&walk)
        state.registerScopes(&walk)
        walk.visitPost(MemberAccessExprSyntax.self) { node, found in
            check(node, state, &found)
        }
    }

    private func check(_ node: MemberAccessExprSyntax, _ state: RedundantSelfState, _ found: inout RuleFindings) {
        if keepInInitializers, state.initializerDepth > 0 { return }
        if !state.closures.isEmpty, !state.isSelfRedundantInClosure { return }
        if onlyInClosures, state.closures.isEmpty { return }
        guard node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return }
        if state.types.last == .optionalExtension, state.declares("self") { return }
        let name = node.declName.baseName.text
        guard name != "init", !state.declares(name) else { return }
        let replacement = Self.lexerKeywords.contains(name) ? "`\(name)`" : name
        found.add(at: node, fix: [TextEdit(replacing: node, with: replacement)])
    }

    /// Keywords that need backticks as a name (`self.default` becomes `` `default` ``).
    private static let lexerKeywords: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
        "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private",
        "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
