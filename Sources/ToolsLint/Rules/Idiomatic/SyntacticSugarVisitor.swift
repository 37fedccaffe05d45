// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// A desugared standard type found by `syntactic_sugar`, with those nested in its generic arguments.
struct SugarFinding {
    enum Kind: String {
        case optional = "Optional"
        case array = "Array"
        case dictionary = "Dictionary"

        init?(typeName: String) {
            self.init(rawValue: typeName.hasPrefix("Swift.") ? String(typeName.dropFirst(6)) : typeName)
        }

        var reason: String {
            switch self {
            case .optional: "Shorthand syntactic sugar should be used, i.e. Int? instead of Optional<Int>"
            case .array: "Shorthand syntactic sugar should be used, i.e. [Int] instead of Array<Int>"
            case .dictionary:
                "Shorthand syntactic sugar should be used, i.e. [String: Int] instead of Dictionary<String, Int>"
            }
        }
    }

    var position: AbsolutePosition
    var kind: Kind
    var edits: [TextEdit]
    var children: [SugarFinding]

    var flattened: [SugarFinding] { [self] + children.flatMap(\.flattened) }
}

/// Finds `Array<…>`, `Dictionary<…>` and `Optional<…>` in the places SwiftLint's `syntactic_sugar` looks:
/// type annotations, parameters, return types, type aliases, `inout` types, same-type requirements and
/// generic types used as expressions.
final class SyntacticSugarVisitor: SyntaxVisitor {
    let file: LintFile
    var found: [SugarFinding] = []

    init(file: LintFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visitPost(_ node: TypeAnnotationSyntax) { record(finding(in: node.type)) }
    override func visitPost(_ node: FunctionParameterSyntax) { record(finding(in: node.type)) }
    override func visitPost(_ node: ReturnClauseSyntax) { record(finding(in: node.type)) }
    override func visitPost(_ node: TypeInitializerClauseSyntax) { record(finding(in: node.value)) }
    override func visitPost(_ node: AttributedTypeSyntax) { record(finding(in: node.baseType)) }
    override func visitPost(_ node: TypeExprSyntax) { record(finding(in: node.type)) }

    override func visitPost(_ node: SameTypeRequirementSyntax) {
        record(finding(in: node.leftType.as(TypeSyntax.self)))
        record(finding(in: node.rightType.as(TypeSyntax.self)))
    }

    override func visitPost(_ node: GenericSpecializationExprSyntax) {
        // `Optional<T>.self`, `Array<T>.Index` and the like name the type itself.
        if let member = node.parent?.as(MemberAccessExprSyntax.self),
           let last = member.lastToken(viewMode: .sourceAccurate)?.tokenKind,
           [.keyword(.self), .identifier("Type"), .identifier("none"), .identifier("Index")].contains(last) {
            return
        }
        if Kind(typeName: node.expression.trimmedDescription) != nil {
            let name = node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? node.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            record(finding(node, name: name, generics: node.genericArgumentClause))
            return
        }
        let arguments = node.genericArgumentClause.arguments
        record(arguments.lazy.compactMap { self.finding(in: $0.argument.as(TypeSyntax.self)) }.first)
    }

    private typealias Kind = SugarFinding.Kind

    private func record(_ finding: SugarFinding?) {
        if let finding { found.append(finding) }
    }

    private func finding(in type: TypeSyntax?) -> SugarFinding? {
        guard let type else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { return finding(in: optional.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if Kind(typeName: identifier.name.text) != nil {
                return finding(identifier, name: identifier.name.text, generics: identifier.genericArgumentClause)
            }
            return identifier.genericArgumentClause?.arguments
                .compactMap { finding(in: $0.argument.as(TypeSyntax.self)) }.first
        }
        if let member = type.as(MemberTypeSyntax.self),
           member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift",
           Kind(typeName: member.name.text) != nil {
            return finding(member, name: member.name.text, generics: member.genericArgumentClause)
        }
        return nil
    }

    private func finding(
        _ node: some SyntaxProtocol, name: String?, generics: GenericArgumentClauseSyntax?
    ) -> SugarFinding? {
        guard let generics, let first = generics.arguments.first, let last = generics.arguments.last,
              let name, let kind = Kind(typeName: name) else { return nil }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let open = generics.leftAngle.endPosition.utf8Offset
        let lastEnd = last.endPositionBeforeTrailingTrivia.utf8Offset
        let close = generics.rightAngle.endPositionBeforeTrailingTrivia.utf8Offset
        var edits: [TextEdit] = []
        switch kind {
        case .array:
            edits = [TextEdit(violationOffset: start, range: start..<open, replacement: "["),
                     TextEdit(violationOffset: start, range: lastEnd..<close, replacement: "]")]
        case .dictionary:
            guard let comma = first.trailingComma else { return nil }
            let commaStart = first.argument.endPositionBeforeTrailingTrivia.utf8Offset
            edits = [TextEdit(violationOffset: start, range: start..<open, replacement: "["),
                     TextEdit(violationOffset: start, range: commaStart..<comma.endPosition.utf8Offset,
                              replacement: ": "),
                     TextEdit(violationOffset: start, range: lastEnd..<close, replacement: "]")]
        case .optional:
            let inner = file.text(from: generics.leftAngle.endPosition, to: last.endPositionBeforeTrailingTrivia)
            let wrap = inner.contains("any ") || inner.contains("some ")
            edits = [TextEdit(violationOffset: start, range: start..<open, replacement: wrap ? "(" : ""),
                     TextEdit(violationOffset: start, range: lastEnd..<close, replacement: wrap ? ")?" : "?")]
        }
        let firstInner = finding(in: first.argument.as(TypeSyntax.self))
        let secondInner = generics.arguments.count > 1 ? finding(in: last.argument.as(TypeSyntax.self)) : nil
        return SugarFinding(
            position: node.positionAfterSkippingLeadingTrivia, kind: kind, edits: edits,
            children: [firstInner, secondInner].compactMap { $0 }
        )
    }
}
