// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `fileprivate` should be `private` (or wider): reported on every use, except a method or property that
/// implements a requirement of a protocol declared in the file and adopted by the enclosing type.
struct StrictFilePrivateRule: Rule {
    static let description = RuleDescription(
        identifier: "strict_fileprivate",
        name: "Strict Fileprivate",
        description: "`fileprivate` should be avoided",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("extension String {}\n"),
            Example("private extension String {}\n"),
            Example("public\n    extension String {\n        var i: Int { 1 }\n    }\n"),
            Example("    private enum E {\n        func f() {}\n    }\n"),
            Example("    public struct S {\n        internal let i: Int\n    }\n"),
            Example("    open class C {\n        private func f() {}\n    }\n"),
            Example("    internal actor A {}\n"),
            Example("struct S1: P {\n    fileprivate let i = 2, j = 1\n}\nstruct S2: P {\n"
                + "    fileprivate var (k, l) = (1, 3)\n}\nprotocol P {\n    var j: Int { get }\n"
                + "    var l: Int { get }\n}\n"),
            Example("class C: P<Int> {\n    fileprivate func f() {}\n}\nprotocol P<T> {\n    func f()\n}\n"),
            Example("extension T: P<Int> {\n    fileprivate func f() {}\n    fileprivate let i = 3\n"
                + "    public fileprivate(set) var l = 3\n}\nprotocol P<T> {\n    func f()\n"
                + "    var i: Int { get }\n    var l: Int { get set }\n}\n"),
        ],
        triggeringExamples: [
            Example("    ↓fileprivate class C {\n        ↓fileprivate func f() {}\n    }\n"),
            Example("    ↓fileprivate extension String {\n"
                + "        ↓fileprivate var isSomething: Bool { self == \"something\" }\n    }\n"),
            Example("    ↓fileprivate actor A {\n        ↓fileprivate let i = 1\n    }\n"),
            Example("    ↓fileprivate struct C {\n        ↓fileprivate(set) var myInt = 4\n    }\n"),
            Example("    struct Outter {\n        struct Inter {\n            ↓fileprivate struct Inner {}\n"
                + "        }\n    }\n"),
            Example("↓fileprivate func f() {}\n"),
            Example("struct T: P<Int> {\n    fileprivate func f() {}\n    ↓fileprivate func g() {}\n"
                + "    fileprivate let i = 2\n    public ↓fileprivate(set) var j: Int { 1 }\n"
                + "    ↓fileprivate let a = 3, b = 4\n    public ↓fileprivate(set) var k = 2\n}\n"
                + "protocol P<T> {\n    func f()\n    var i: Int { get }\n    var k: Int { get }\n}\n"
                + "protocol Q {\n    func g()\n    var j: Int { get }\n}\n"),
        ]
    )

    /// What a protocol declared in the file requires, by name.
    private enum Requirement: Hashable {
        case method(String)
        case getter(String)
        case setter(String)
    }

    /// A `fileprivate` method or property, judged once the file's protocols are known.
    private struct Candidate {
        var position: AbsolutePosition
        /// Any of these requirements, of the protocols the enclosing type adopts, excuses it.
        var requirements: [Requirement]
        var adoptedTypes: [String]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("fileprivate") else { return }
        var requirements: [String: Set<Requirement>] = [:]
        var candidates: [Candidate] = []
        // As SwiftLint collects requirements: only from declarations inside no other type, extension,
        // function, initializer, subscript or variable, and a function or variable outside any protocol
        // counts for the protocol declared last before it.
        var protocolName = ""
        var enclosingDeclarations = 0
        func enter() -> SyntaxVisitorContinueKind {
            enclosingDeclarations += 1
            return .visitChildren
        }
        walk.visit(ActorDeclSyntax.self) { _, _ in enter() }
        walk.visit(ClassDeclSyntax.self) { _, _ in enter() }
        walk.visit(EnumDeclSyntax.self) { _, _ in enter() }
        walk.visit(ExtensionDeclSyntax.self) { _, _ in enter() }
        walk.visit(StructDeclSyntax.self) { _, _ in enter() }
        walk.visit(InitializerDeclSyntax.self) { _, _ in enter() }
        walk.visit(SubscriptDeclSyntax.self) { _, _ in enter() }
        walk.visit(ProtocolDeclSyntax.self) { node, _ in
            if enclosingDeclarations == 0 { protocolName = node.name.text }
            return .visitChildren
        }
        walk.visit(FunctionDeclSyntax.self) { node, _ in
            if enclosingDeclarations == 0 { requirements[protocolName, default: []].insert(.method(node.name.text)) }
            return enter()
        }
        walk.visit(VariableDeclSyntax.self) { node, _ in
            if enclosingDeclarations == 0 {
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
                    if accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
                        requirements[protocolName, default: []].insert(.getter(name))
                    }
                    if accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }) {
                        requirements[protocolName, default: []].insert(.setter(name))
                    }
                }
            }
            return enter()
        }
        walk.visitPost(ActorDeclSyntax.self) { _, _ in enclosingDeclarations -= 1 }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in enclosingDeclarations -= 1 }
        walk.visitPost(EnumDeclSyntax.self) { _, _ in enclosingDeclarations -= 1 }
        walk.visitPost(ExtensionDeclSyntax.self) { _, _ in enclosingDeclarations -= 1 }
        walk.visitPost(StructDeclSyntax.self) { _, _ in enclosingDeclarations -= 1 }
        walk.visitPost(InitializerDeclSyntax.self) { _, _ in enclosingDeclarations -= 1 }
        walk.visitPost(SubscriptDeclSyntax.self) { _, _ in enclosingDeclarations -= 1 }
        walk.visitPost(FunctionDeclSyntax.self) { _, _ in enclosingDeclarations -= 1 }
        walk.visitPost(VariableDeclSyntax.self) { _, _ in enclosingDeclarations -= 1 }

        walk.visitPost(DeclModifierSyntax.self) { node, found in
            guard node.name.tokenKind == .keyword(.fileprivate), let declaration = node.parent?.parent else { return }
            if let function = declaration.as(FunctionDeclSyntax.self) {
                candidates.append(Candidate(
                    position: node.positionAfterSkippingLeadingTrivia, requirements: [.method(function.name.text)],
                    adoptedTypes: Self.adoptedTypes(around: declaration)
                ))
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                let setter = node.detail?.detail.tokenKind == .identifier("set")
                let names = variable.bindings.flatMap(Self.boundNames)
                candidates.append(Candidate(
                    position: node.positionAfterSkippingLeadingTrivia,
                    requirements: names.map { setter ? .setter($0) : .getter($0) },
                    adoptedTypes: Self.adoptedTypes(around: declaration)
                ))
            } else {
                found.add(at: node)
            }
        }
        walk.atEnd { found in
            for candidate in candidates {
                let required = candidate.adoptedTypes.reduce(into: Set<Requirement>()) {
                    $0.formUnion(requirements[$1] ?? [])
                }
                if !candidate.requirements.contains(where: required.contains) { found.add(at: candidate.position) }
            }
        }
    }

    /// `name` or the names of a tuple pattern `(a, b)`.
    private static func boundNames(_ binding: PatternBindingSyntax) -> [String] {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { return [name] }
        guard let tuple = binding.pattern.as(TuplePatternSyntax.self) else { return [] }
        return tuple.elements.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// The names in the inheritance clause of the nearest enclosing type or extension.
    private static func adoptedTypes(around declaration: Syntax) -> [String] {
        var current = declaration.parent
        while let node = current {
            if let group = node.asProtocol((any DeclGroupSyntax).self), !node.is(ProtocolDeclSyntax.self) {
                return group.inheritanceClause?.inheritedTypes.compactMap {
                    $0.type.as(IdentifierTypeSyntax.self)?.name.text
                } ?? []
            }
            current = node.parent
        }
        return []
    }
}
