// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Type names are alphanumeric, start in uppercase and are 3 to 40 characters long (private ones may start
/// with an underscore). Same checks, options and reasons as SwiftLint's `type_name`.
struct TypeNameRule: Rule {
    static let description = RuleDescription(
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

    static var options: [RuleOption<Self>] {
        NameOptions.options(\.names) + [.key("validate_protocols", \.validatesProtocols, "protocol names are checked")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        func add(
            _ name: TokenSyntax, _ modifiers: DeclModifierListSyntax, _ inheritance: InheritanceClauseSyntax?,
            _ found: inout RuleFindings
        ) {
            let isPreview = inheritance?.inheritedTypes.contains {
                $0.type.trimmedDescription == "PreviewProvider"
            } ?? false
            let checked = Self.checkedName(
                name.text, isPrivate: modifiers.containsPrivateOrFileprivate, isPreview: isPreview
            )
            guard !names.isExcluded(checked), let result = names.typeNameViolation(checked, kind: "Type name") else {
                return
            }
            found.add(at: name, reason: result.reason, severity: result.severity)
        }
        walk.visitPost(ClassDeclSyntax.self) { node, found in
            add(node.name, node.modifiers, node.inheritanceClause, &found)
        }
        walk.visitPost(StructDeclSyntax.self) { node, found in
            add(node.name, node.modifiers, node.inheritanceClause, &found)
        }
        walk.visitPost(EnumDeclSyntax.self) { node, found in
            add(node.name, node.modifiers, node.inheritanceClause, &found)
        }
        walk.visitPost(ActorDeclSyntax.self) { node, found in
            add(node.name, node.modifiers, node.inheritanceClause, &found)
        }
        walk.visitPost(TypeAliasDeclSyntax.self) { node, found in add(node.name, node.modifiers, nil, &found) }
        walk.visitPost(AssociatedTypeDeclSyntax.self) { node, found in
            add(node.name, node.modifiers, node.inheritanceClause, &found)
        }
        if validatesProtocols {
            walk.visitPost(ProtocolDeclSyntax.self) { node, found in
                add(node.name, node.modifiers, node.inheritanceClause, &found)
            }
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
