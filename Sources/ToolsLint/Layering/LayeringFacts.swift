// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// What the layering check needs from one file, collected in one walk of its tree and cached with the
/// file's results: the types it declares, the type names it references, and its imports.
public struct LayeringFacts: Sendable, Hashable, Codable {
    public struct Declaration: Sendable, Hashable, Codable {
        public var name: String
        public var line: Int
    }

    public struct Reference: Sendable, Hashable, Codable {
        public var name: String
        public var line: Int
        public var column: Int
    }

    public var declarations: [Declaration] = []
    public var references: [Reference] = []
    public var imports: [ImportReference] = []

    public init() {}

    /// - Parameter referencesNeeded: false when the file lies in no layer: it is then judged by its
    ///   imports only, and its type references (most of the collecting) are left out.
    public init(file: LintFile, referencesNeeded: Bool = true) {
        let collector = LayeringFactCollector(file: file, referencesNeeded: referencesNeeded)
        if collector.mayDeclareTypes { collector.walk(file.tree) }
        declarations = collector.declarations
        references = collector.references
        imports = file.imports()
    }
}

/// Walks a tree for declared and referenced type names. References are type annotations, generic
/// arguments, inheritance and conformance clauses, extended types, and capitalised names in
/// expressions (initialiser calls, static member access).
private final class LayeringFactCollector: SyntaxVisitor {
    let file: LintFile
    var declarations: [LayeringFacts.Declaration] = []
    var references: [LayeringFacts.Reference] = []
    private var seen = Set<String>()
    private let referencesNeeded: Bool
    /// Where the words that begin a type declaration stand in the file, ascending; nil when references are
    /// collected too (the whole tree is walked). Collecting declarations alone, the walk skips a body
    /// (a function's, a closure's, an accessor's: most of a file) that holds none of the words, as it
    /// declares no type: a file in no layer cost a second walk of its whole tree before.
    private let keywordOffsets: [Int]?

    init(file: LintFile, referencesNeeded: Bool) {
        self.file = file
        self.referencesNeeded = referencesNeeded
        keywordOffsets = referencesNeeded ? nil : Self.declarationKeywords.flatMap { file.offsets(of: $0) }.sorted()
        super.init(viewMode: .sourceAccurate)
    }

    private static let declarationKeywords = ["class", "struct", "enum", "protocol", "actor", "typealias"]

    /// Whether walking the tree can find anything (a file with no declaration word declares no type).
    var mayDeclareTypes: Bool { keywordOffsets.map { !$0.isEmpty } ?? true }

    /// Skips `body` when collecting declarations alone and none of their words stands inside it.
    private func visitBody(_ body: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        guard let words = keywordOffsets else { return .visitChildren }
        guard let first = words.first else { return .skipChildren }
        let end = body.endPosition.utf8Offset
        guard first < end else { return .skipChildren }
        let last = words[words.lastIndex(startingAtOrBefore: end - 1)]
        return last >= body.position.utf8Offset ? .visitChildren : .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { visitBody(node) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { visitBody(node) }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { visitBody(node) }

    private func declare(_ name: TokenSyntax) {
        let line = file.lineNumber(atByte: name.positionAfterSkippingLeadingTrivia.utf8Offset)
        declarations.append(.init(name: name.text, line: line))
    }

    private func reference(_ name: TokenSyntax) {
        guard referencesNeeded else { return }
        let text = name.text
        guard let first = text.unicodeScalars.first, first.properties.isUppercase else { return }
        let position = file.position(of: name.positionAfterSkippingLeadingTrivia)
        // One report per name and line is enough, however often it repeats there.
        guard seen.insert("\(text)#\(position.line)").inserted else { return }
        references.append(.init(name: text, line: position.line, column: position.column))
    }

    override func visitPost(_ node: ClassDeclSyntax) { declare(node.name) }
    override func visitPost(_ node: StructDeclSyntax) { declare(node.name) }
    override func visitPost(_ node: EnumDeclSyntax) { declare(node.name) }
    override func visitPost(_ node: ProtocolDeclSyntax) { declare(node.name) }
    override func visitPost(_ node: ActorDeclSyntax) { declare(node.name) }
    override func visitPost(_ node: TypeAliasDeclSyntax) { declare(node.name) }

    // Previews are built from the generated mocks (the reference guides ask for it); they are not the
    // layer's code, so what they use is no dependency of the layer.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visitPost(_ node: IdentifierTypeSyntax) { reference(node.name) }

    override func visitPost(_ node: DeclReferenceExprSyntax) {
        // `Foo(…)` and `Foo.shared`: a capitalised name in an expression is a type (or an enum case
        // of one, which starts with a lower-case letter by convention and is skipped).
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return }
        reference(node.baseName)
    }
}
