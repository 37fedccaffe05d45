// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Set(arrayLiteral: 1, 2)` calls an initializer meant for the compiler; write the literal instead.
struct CompilerProtocolInitRule: Rule {
    static let description = RuleDescription(
        identifier: "compiler_protocol_init",
        name: "Compiler Protocol Init",
        description: "The initializers declared in compiler protocols such as `ExpressibleByArrayLiteral` "
            + "shouldn't be called directly.",
        nonTriggeringExamples: [
            Example("let set: Set<Int> = [1, 2]\n"),
            Example("let set = Set(array)\n"),
            Example("let text = Text(stringLiteral: \"x\")\n"),
        ],
        triggeringExamples: [
            Example("let set = ↓Set(arrayLiteral: 1, 2)\n"),
            Example("let set = ↓Set (arrayLiteral: 1, 2)\n"),
            Example("let set = ↓Set.init(arrayLiteral : 1, 2)\n"),
            Example("let text = ↓String(stringInterpolationSegment: 1)\n"),
            Example("let number = ↓NSNumber(booleanLiteral: true)\n"),
        ]
    )

    /// Each compiler protocol with the types SwiftLint knows adopt it and its initializer labels.
    static let protocols: [(name: String, types: Set<String>, labels: Set<String>)] = [
        ("ExpressibleByArrayLiteral", [
            "Array", "ArraySlice", "ContiguousArray", "IndexPath", "NSArray", "NSCountedSet", "NSMutableArray",
            "NSMutableOrderedSet", "NSMutableSet", "NSOrderedSet", "NSSet", "SBElementArray", "Set", "IndexSet",
        ], ["arrayLiteral"]),
        ("ExpressibleByNilLiteral", ["Optional"], ["nilLiteral"]),
        ("ExpressibleByBooleanLiteral", ["Bool", "NSDecimalNumber", "NSNumber", "ObjCBool"], ["booleanLiteral"]),
        ("ExpressibleByFloatLiteral", ["Decimal", "NSDecimalNumber", "NSNumber"], ["floatLiteral"]),
        ("ExpressibleByIntegerLiteral", ["Decimal", "Double", "Float", "Float80", "NSDecimalNumber", "NSNumber"],
         ["integerLiteral"]),
        ("ExpressibleByUnicodeScalarLiteral", ["StaticString", "String", "UnicodeScalar"], ["unicodeScalarLiteral"]),
        ("ExpressibleByExtendedGraphemeClusterLiteral", ["Character", "StaticString", "String"],
         ["extendedGraphemeClusterLiteral"]),
        ("ExpressibleByStringLiteral", [
            "CSLocalizedString", "NSMutableString", "NSString", "Selector", "StaticString", "String",
        ], ["stringLiteral"]),
        ("ExpressibleByStringInterpolation", ["String"], ["stringInterpolation", "stringInterpolationSegment"]),
        ("ExpressibleByDictionaryLiteral", ["Dictionary", "DictionaryLiteral", "NSDictionary", "NSMutableDictionary"],
         ["dictionaryLiteral"]),
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Literal") || file.contains("stringInterpolation") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.trailingClosure == nil else { return }
            let labels = node.arguments.compactMap(\.label)
            guard labels.count == 1, let label = labels.first?.text, let type = Self.typeName(of: node) else { return }
            for entry in CompilerProtocolInitRule.protocols
            where entry.types.contains(type) && entry.labels.contains(label) {
                found.add(at: node, reason: "Initializers declared in compiler protocol \(entry.name) "
                    + "shouldn't be called directly")
                return
            }
        }
    }

    /// `Type` for `Type(…)` and `Type.init(…)`; nil for any other callee.
    static func typeName(of call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              access.declName.baseName.text == "init",
              let base = access.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return base.baseName.text
    }
}
