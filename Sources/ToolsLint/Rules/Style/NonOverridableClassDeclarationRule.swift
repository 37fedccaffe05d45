// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `class func` and `class var` in a final class, or private ones, cannot be overridden: `final class` (or
/// `static`, option `final_class_modifier`) says so, as SwiftLint's opt-in `non_overridable_class_declaration`.
struct NonOverridableClassDeclarationRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "non_overridable_class_declaration",
        name: "Class Declaration in Final Class",
        description: "Class methods and properties in final classes should themselves be final, just as if the "
            + "declarations\nare private. In both cases, they cannot be overridden. Using `final class` or `static` "
            + "makes this explicit.",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("final class C {\n    final class var b: Bool { true }\n    final class func f() {}\n}\n"),
            Example("class C {\n    final class var b: Bool { true }\n    final class func f() {}\n}\n"),
            Example("class C {\n    class var b: Bool { true }\n    class func f() {}\n}\n"),
            Example("final class C {\n    static var b: Bool { true }\n    static func f() {}\n}\n"),
            Example("final class C {\n    class D {\n        class var b: Bool { true }\n        class func f() {}\n"
                + "    }\n}\n"),
            Example("extension C {\n    fileprivate class func f() {}\n}\n"),
        ],
        triggeringExamples: [
            Example("final class C {\n    ↓class var b: Bool { true }\n    ↓class func f() {}\n}\n"),
            Example("class C {\n    final class D {\n        ↓class var b: Bool { true }\n        ↓class func f() {}\n"
                + "    }\n}\n"),
            Example("class C {\n    private ↓class var b: Bool { true }\n    private ↓class func f() {}\n}\n"),
            Example("extension C {\n    private ↓class func f() {}\n}\n"),
        ],
        corrections: [
            Correction(
                Example("final class C {\n    ↓class func f() {}\n}\n"), "final class C {\n"
                    + "    final class func f() {}\n}\n"
            ),
            Correction(
                Example("final class C {\n    ↓class var b: Bool { true }\n"
                    + "}\n", options: "final_class_modifier: static"),
                "final class C {\n    static var b: Bool { true }\n}\n"
            ),
            Correction(
                Example("class C {\n    private ↓class func f() {}\n}\n"), "class C {\n"
                    + "    private final class func f() {}\n}\n"
            ),
        ]
    )

    enum Modifier: String, Sendable, OptionEnum {
        case finalClass = "final class"
        case `static`
    }

    var finalClassModifier = Modifier.finalClass

    static var options: [RuleOption<Self>] {
        [.severity, .key("final_class_modifier", \.finalClassModifier, "what replaces `class`: final class or static")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("class") else { return }
        var finalClasses: [Bool] = []
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(ClassDeclSyntax.self) { node, _ in
            finalClasses.append(node.modifiers.contains(keyword: .final))
            return .visitChildren
        }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in finalClasses.removeLast() }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            check(node.modifiers, "methods", inFinalClass: finalClasses.last == true, &found)
        }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            check(node.modifiers, "properties", inFinalClass: finalClasses.last == true, &found)
        }
    }

    private func check(
        _ modifiers: DeclModifierListSyntax, _ kind: String, inFinalClass: Bool, _ found: inout RuleFindings
    ) {
        guard !modifiers.contains(keyword: .final),
              let classModifier = modifiers.first(where: { $0.name.text == "class" }),
              inFinalClass || modifiers.contains(keyword: .private) else { return }
        let reason = inFinalClass
            ? "Class \(kind) in final classes should themselves be final"
            : "Private class methods and properties should be declared final"
        let keyword = classModifier.name
        found.add(at: keyword, reason: reason, fix: [TextEdit(replacing: keyword, with: finalClassModifier.rawValue)])
    }
}
