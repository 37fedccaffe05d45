// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Type names are alphanumeric, start in uppercase and are 3 to 40 characters long (private ones may start
/// with an underscore). Same checks, options and reasons as SwiftLint's `type_name`.
public struct TypeNameRule: Rule {
    public static let description = RuleDescription(
        identifier: "type_name",
        name: "Type Name",
        description: "Type name should only contain alphanumeric characters, start with an uppercase character "
            + "and span between 3 and 40 characters in length.\nPrivate types may start with an underscore.",
        nonTriggeringExamples: [
            Example("struct Invoice {}\n"),
            Example("private final class _Storage {}\n"),
            Example("enum Abcdefghijklmnopqrstuvwxyzabcdefghijklmn {}\n"),
            Example("typealias Handler = () -> Void\n"),
            Example("fileprivate typealias _Raw = Int\n"),
            Example("protocol Source {\n    associatedtype Item: Hashable\n}\n"),
            Example("struct Row_Previews: PreviewProvider {}\n"),
            Example("struct Box {\n    enum `Kind` { case small }\n}\n"),
            Example("protocol io {}\n", options: "validate_protocols: false"),
            Example("struct _Thing {}\n", options: "allowed_symbols: ['_']"),
            Example("struct ab {}\n", options: "excluded: ['ab']"),
            Example("struct Io {}\n", options: "min_length: 2"),
        ],
        triggeringExamples: [
            Example("struct ↓invoice {}\n"),
            Example("class ↓_Storage {}\n"),
            Example("private enum ↓Storage_ {}\n"),
            Example("private struct ↓`_` {}\n"),
            Example("actor ↓Io {}\n"),
            Example("struct ↓Abcdefghijklmnopqrstuvwxyzabcdefghijklmno {}\n"),
            Example("struct ↓Row_Previews {}\n"),
            Example("struct ↓Row_Previews_Previews: PreviewProvider {}\n"),
            Example("typealias ↓V = Int\n"),
            Example("private typealias ↓raw_value = Int\n"),
            Example("protocol Source {\n    associatedtype ↓It\n}\n"),
            Example("protocol ↓Io {}\n"),
            Example("func make() {\n    struct ↓local {}\n}\n"),
            Example("struct ↓Invoice {}\n", options: "max_length: {warning: 5, error: 6}"),
            Example("struct ↓invoice {}\n", options: "validates_start_with_lowercase: warning"),
        ]
    )

    var names = NameOptions(
        minLength: SeverityLevels(warning: 3, error: 0), maxLength: SeverityLevels(warning: 40, error: 1_000)
    )
    var validatesProtocols = true

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        try names.read(options, extraKeys: ["validate_protocols"])
        validatesProtocols = try PlainOptions.bool(options, "validate_protocols", default: true)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        let visitor = TypeNameVisitor(protocols: validatesProtocols)
        visitor.walk(file.tree)
        return visitor.found.compactMap { found in
            let name = Self.checkedName(found.name.text, isPrivate: found.isPrivate, isPreview: found.isPreview)
            guard !names.isExcluded(name), let result = names.typeNameViolation(name, kind: "Type name") else {
                return nil
            }
            return violation(
                in: file, at: found.name.positionAfterSkippingLeadingTrivia, severity: result.severity,
                reason: result.reason
            )
        }
    }

    private static func checkedName(_ raw: String, isPrivate: Bool, isPreview: Bool) -> String {
        var name = Substring(raw)
        if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = name.dropFirst().dropLast() }
        if isPrivate, name.first == "_" { name = name.dropFirst() }
        if isPreview, name.hasSuffix("_Previews") { name = name.dropLast("_Previews".count) }
        return String(name)
    }
}

/// A type's name token, with what changes the name `type_name` checks: a private type may start with `_`,
/// a SwiftUI preview provider ends in `_Previews`.
private struct DeclaredTypeName {
    var name: TokenSyntax
    var isPrivate: Bool
    var isPreview: Bool
}

/// Every type name `type_name` checks.
private final class TypeNameVisitor: SyntaxVisitor {
    let protocols: Bool
    var found: [DeclaredTypeName] = []

    init(protocols: Bool) {
        self.protocols = protocols
        super.init(viewMode: .sourceAccurate)
    }

    private func add(
        _ name: TokenSyntax, _ modifiers: DeclModifierListSyntax, _ inheritance: InheritanceClauseSyntax?
    ) {
        let isPreview = inheritance?.inheritedTypes.contains {
            $0.type.trimmedDescription == "PreviewProvider"
        } ?? false
        found.append(DeclaredTypeName(
            name: name, isPrivate: modifiers.containsPrivateOrFileprivate, isPreview: isPreview
        ))
    }

    override func visitPost(_ node: ClassDeclSyntax) { add(node.name, node.modifiers, node.inheritanceClause) }
    override func visitPost(_ node: StructDeclSyntax) { add(node.name, node.modifiers, node.inheritanceClause) }
    override func visitPost(_ node: EnumDeclSyntax) { add(node.name, node.modifiers, node.inheritanceClause) }
    override func visitPost(_ node: ActorDeclSyntax) { add(node.name, node.modifiers, node.inheritanceClause) }
    override func visitPost(_ node: TypeAliasDeclSyntax) { add(node.name, node.modifiers, nil) }

    override func visitPost(_ node: AssociatedTypeDeclSyntax) {
        add(node.name, node.modifiers, node.inheritanceClause)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) {
        if protocols { add(node.name, node.modifiers, node.inheritanceClause) }
    }
}
