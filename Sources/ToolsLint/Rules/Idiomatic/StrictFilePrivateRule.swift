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
        let requirements = RequirementCollector()
        requirements.register(&walk)
        var candidates: [Candidate] = []
        walk.visitPost(DeclModifierSyntax.self) { node, found in
            guard node.name.tokenKind == .keyword(.fileprivate), let declaration = node.parent?.parent else { return }
            if let candidate = Self.candidate(node, of: declaration) {
                candidates.append(candidate)
            } else {
                found.add(at: node)
            }
        }
        walk.atEnd { found in
            for candidate in candidates {
                let required = candidate.adoptedTypes.reduce(into: Set<Requirement>()) {
                    $0.formUnion(requirements.byProtocol[$1] ?? [])
                }
                if !candidate.requirements.contains(where: required.contains) { found.add(at: candidate.position) }
            }
        }
    }

    /// A `fileprivate` function or property, which a protocol requirement may excuse; nil for other declarations.
    private static func candidate(_ modifier: DeclModifierSyntax, of declaration: Syntax) -> Candidate? {
        let requirements: [Requirement]
        if let function = declaration.as(FunctionDeclSyntax.self) {
            requirements = [.method(function.name.text)]
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            let setter = modifier.detail?.detail.tokenKind == .identifier("set")
            requirements = variable.bindings.flatMap(boundNames).map { setter ? .setter($0) : .getter($0) }
        } else {
            return nil
        }
        return Candidate(
            position: modifier.positionAfterSkippingLeadingTrivia, requirements: requirements,
            adoptedTypes: adoptedTypes(around: declaration)
        )
    }

    /// The requirements of the file's protocols, collected as SwiftLint collects them: only from declarations
    /// inside no other type, extension, function, initializer, subscript or variable, and a function or
    /// variable outside any protocol counts for the protocol declared last before it.
    private final class RequirementCollector {
        private(set) var byProtocol: [String: Set<Requirement>] = [:]
        private var protocolName = ""
        private var enclosingDeclarations = 0

        func register(_ walk: inout FileWalk) {
            walk.visit(ActorDeclSyntax.self) { _, _ in self.enter() }
            walk.visit(ClassDeclSyntax.self) { _, _ in self.enter() }
            walk.visit(EnumDeclSyntax.self) { _, _ in self.enter() }
            walk.visit(ExtensionDeclSyntax.self) { _, _ in self.enter() }
            walk.visit(StructDeclSyntax.self) { _, _ in self.enter() }
            walk.visit(InitializerDeclSyntax.self) { _, _ in self.enter() }
            walk.visit(SubscriptDeclSyntax.self) { _, _ in self.enter() }
            walk.visit(ProtocolDeclSyntax.self) { node, _ in
                if self.enclosingDeclarations == 0 { self.protocolName = node.name.text }
                return .visitChildren
            }
            walk.visit(FunctionDeclSyntax.self) { node, _ in
                if self.enclosingDeclarations == 0 { self.add(.method(node.name.text)) }
                return self.enter()
            }
            walk.visit(VariableDeclSyntax.self) { node, _ in
                if self.enclosingDeclarations == 0 { self.addAccessors(of: node) }
                return self.enter()
            }
            walk.visitPost(ActorDeclSyntax.self) { _, _ in self.leave() }
            walk.visitPost(ClassDeclSyntax.self) { _, _ in self.leave() }
            walk.visitPost(EnumDeclSyntax.self) { _, _ in self.leave() }
            walk.visitPost(ExtensionDeclSyntax.self) { _, _ in self.leave() }
            walk.visitPost(StructDeclSyntax.self) { _, _ in self.leave() }
            walk.visitPost(InitializerDeclSyntax.self) { _, _ in self.leave() }
            walk.visitPost(SubscriptDeclSyntax.self) { _, _ in self.leave() }
            walk.visitPost(FunctionDeclSyntax.self) { _, _ in self.leave() }
            walk.visitPost(VariableDeclSyntax.self) { _, _ in self.leave() }
        }

        private func enter() -> SyntaxVisitorContinueKind {
            enclosingDeclarations += 1
            return .visitChildren
        }

        private func leave() {
            enclosingDeclarations -= 1
        }

        private func add(_ requirement: Requirement) {
            byProtocol[protocolName, default: []].insert(requirement)
        }

        /// `var name: T { get set }` requires a getter and a setter.
        private func addAccessors(of variable: VariableDeclSyntax) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
                let kinds = Set(accessors.map(\.accessorSpecifier.tokenKind))
                if kinds.contains(.keyword(.get)) { add(.getter(name)) }
                if kinds.contains(.keyword(.set)) { add(.setter(name)) }
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
