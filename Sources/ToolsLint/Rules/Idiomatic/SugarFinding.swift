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
/// generic types used as expressions (the rule registers those nodes).
extension SugarFinding {
    /// The desugared type `type` is, or the first one in its generic arguments.
    static func find(in type: TypeSyntax?, file: LintFile) -> SugarFinding? {
        guard let type else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { return find(in: optional.wrappedType, file: file) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if Kind(typeName: identifier.name.text) != nil {
                return find(
                    identifier, name: identifier.name.text, generics: identifier.genericArgumentClause, file: file
                )
            }
            return identifier.genericArgumentClause?.arguments
                .compactMap { find(in: $0.argument.as(TypeSyntax.self), file: file) }.first
        }
        if let member = type.as(MemberTypeSyntax.self),
           member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift",
           Kind(typeName: member.name.text) != nil {
            return find(member, name: member.name.text, generics: member.genericArgumentClause, file: file)
        }
        return nil
    }

    /// `node` written `name<…>` with `generics`, when `name` is a desugared standard type.
    static func find(
        _ node: some SyntaxProtocol, name: String?, generics: GenericArgumentClauseSyntax?, file: LintFile
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
            edits = [TextEdit(start..<open, "["),
                     TextEdit(lastEnd..<close, "]")]
        case .dictionary:
            guard let comma = first.trailingComma else { return nil }
            let commaStart = first.argument.endPositionBeforeTrailingTrivia.utf8Offset
            edits = [TextEdit(start..<open, "["),
                     TextEdit(commaStart..<comma.endPosition.utf8Offset, ": "),
                     TextEdit(lastEnd..<close, "]")]
        case .optional:
            let inner = file.text(from: generics.leftAngle.endPosition, to: last.endPositionBeforeTrailingTrivia)
            let wrap = inner.contains("any ") || inner.contains("some ")
            edits = [TextEdit(start..<open, wrap ? "(" : ""),
                     TextEdit(lastEnd..<close, wrap ? ")?" : "?")]
        }
        let firstInner = find(in: first.argument.as(TypeSyntax.self), file: file)
        let secondInner = generics.arguments.count > 1 ? find(in: last.argument.as(TypeSyntax.self), file: file) : nil
        return SugarFinding(
            position: node.positionAfterSkippingLeadingTrivia, kind: kind, edits: edits,
            children: [firstInner, secondInner].compactMap { $0 }
        )
    }
}
