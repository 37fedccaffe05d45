// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A struct initializer that does exactly what the synthesized memberwise or default initializer would.
struct UnneededSynthesizedInitializerRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "unneeded_synthesized_initializer",
        name: "Unneeded Synthesized Initializer",
        description: "Default or memberwise initializers that will be automatically synthesized do not need to be "
            + "manually defined.",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("struct Point {\n    let x: Int\n    private init(x: Int) {\n        self.x = x\n    }\n}\n"),
            Example("struct Point {\n    let x: Int\n    init(x: Int) {\n        self.x = x + 1\n    }\n}\n"),
            Example("struct Point {\n    let x: Int\n    init?(x: Int) {\n        self.x = x\n    }\n}\n"),
            Example("struct Point {\n    let x: Int\n    init(_ x: Int) {\n        self.x = x\n    }\n}\n"),
            Example("struct Point {\n    var x: Int = 0\n    init(x: Int = 1) {\n        self.x = x\n    }\n}\n"),
            Example("struct Point {\n    private var x: Int\n    init(x: Int) {\n        self.x = x\n    }\n}\n"),
            Example("struct Point {\n    var x: Int\n    var y: Int\n    init(y: Int, x: Int) {\n        self.x = x\n"
                    + "        self.y = y\n    }\n}\n"),
            Example("struct Point {\n    let x: Int\n    @inlinable init(x: Int) {\n        self.x = x\n    }\n}\n"),
            Example("struct Point {\n    init() {\n        print(\"side effect\")\n    }\n}\n"),
            Example("struct Point {\n    let x: Int\n    init(x: Int) {\n        self.x = x\n    }\n    init?() {\n"
                    + "        return nil\n    }\n}\n"),
            Example("extension Shape {\n    struct Point {\n        let x: Int\n        init(x: Int) {\n"
                    + "            self.x = x\n        }\n    }\n}\n"),
            Example("struct Point {\n    let x: Int\n    var y: Int { 0 }\n    init(x: Int) {\n        self.x = x\n"
                    + "    }\n}\n"),
            // A comment beside a type is part of the type's text SwiftLint compares.
            Example("struct Point {\n    let x: Int // the x\n    init(x: Int) {\n        self.x = x\n    }\n}\n"),
            Example("struct Point {\n    let x: Int /* c */\n    init(x: Int) {\n        self.x = x\n    }\n}\n"),
        ],
        triggeringExamples: [
            Example("struct Point {\n    let x: Int\n\n   ↓init(x: Int) {\n        self.x = x\n    }\n}\n"),
            Example("private struct Point {\n    var x: Int\n    var y: Int\n   ↓init(x: Int, y: Int) {\n"
                    + "        self.x = x\n        self.y = y\n    }\n}\n"),
            Example("struct Point {\n    fileprivate var x: Int\n   ↓fileprivate init(x: Int) {\n        self.x = x\n"
                    + "    }\n}\n"),
            Example("struct Point {\n    var x = 0\n   ↓init() {\n        // nothing\n    }\n   ↓init(x: Int = 0) {\n"
                    + "        self.x = x\n    }\n}\n"),
            Example("class Shape {\n    struct Point {\n        let x: Int\n       ↓init(x: Int) {\n"
                    + "            self.x = x\n"
                    + "        }\n    }\n}\n"),
            Example("struct Point {\n    #if DEBUG\n    let x: Int\n    ↓init(x: Int) {\n        self.x = x\n    }\n"
                    + "    #endif\n}\n"),
        ],
        corrections: [
            Correction(Example("struct Point {\n    let x: Int\n\n    ↓init(x: Int) {\n        self.x = x\n    }\n}\n"),
                       "struct Point {\n    let x: Int\n}\n"),
            // Only reported initializers go: the struct in the extension is not checked.
            Correction(Example("struct Point {\n    let x: Int\n    ↓init(x: Int) {\n        self.x = x\n    }\n}\n"
                               + "extension Point {\n    struct Size {\n        let w: Int\n"
                               + "        init(w: Int) {\n            self.w = w\n        }\n    }\n}\n"),
                       "struct Point {\n    let x: Int\n}\nextension Point {\n    struct Size {\n        let w: Int\n"
                           + "        init(w: Int) {\n            self.w = w\n        }\n    }\n}\n"),
        ]
    )

    /// Structs and classes only (structs nested in enums, extensions or functions are not checked, as in
    /// SwiftLint). `--fix` removes the reported initializers with their trivia. (SwiftLint's rewriter also
    /// removes those of structs it does not report, nested in extensions or functions, and misses an outer
    /// struct's after a nested one.)
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("init(") else { return }
        walk.visit(EnumDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(ExtensionDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(ActorDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(FunctionDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(InitializerDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(VariableDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(SubscriptDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(StructDeclSyntax.self) { node, found in
            for initializer in SynthesizedInitializers.unneeded(in: node) {
                let kind = initializer.signature.parameterClause.parameters.isEmpty ? "default" : "memberwise"
                found.add(
                    at: initializer,
                    reason: "This \(kind) initializer would be synthesized automatically - "
                        + "you do not need to define it",
                    fix: [TextEdit(from: initializer.position, to: initializer.endPosition)]
                )
            }
            return .visitChildren
        }
    }
}
