// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Bodies of types (and, when not excluded, extensions and protocols) should stay short; blank and
/// comment-only lines do not count. Same counting, option and reasons as SwiftLint's `type_body_length`.
struct TypeBodyLengthRule: Rule {
    static let description = RuleDescription(
        identifier: "type_body_length",
        name: "Type Body Length",
        description: "Type bodies should not span too many lines",
        nonTriggeringExamples: [
            Example("struct Point {\n    var x = 0\n    var y = 0\n}\n", options: "warning: 2"),
            Example("final class Store {\n    var items = 0\n\n    // Kept small on purpose.\n    var total = 0\n}\n",
                    options: "warning: 2"),
            Example("extension Point {\n    func a() {}\n    func b() {}\n    func c() {}\n}\n", options: "warning: 2"),
            Example("protocol Shape {\n    func a()\n    func b()\n    func c()\n}\n", options: "warning: 2"),
            Example("enum Mode {\n    case a\n    case b\n    case c\n}\n",
                    options: "warning: 2\nexcluded_types: [enum]"),
        ],
        triggeringExamples: [
            Example("↓actor Queue {\n    var a = 0\n    var b = 0\n    var c = 0\n}\n", options: "warning: 2"),
            Example("public final ↓class Store {\n    var a = 0\n    var b = 0\n    var c = 0\n}\n",
                    options: "warning: 2"),
            Example("↓enum Mode {\n    case a\n    case b\n    case c\n}\n", options: "warning: 2"),
            Example("↓struct Point {\n    var a = 0\n    var b = 0\n    var c = 0\n}\n", options: "[2, 2]"),
            Example("↓extension Point {\n    func a() {}\n    func b() {}\n    func c() {}\n}\n",
                    options: "warning: 2\nexcluded_types: []"),
            Example("↓protocol Shape {\n    func a()\n    func b()\n    func c()\n}\n",
                    options: "warning: 2\nexcluded_types: [extension]"),
        ]
    )

    var levels = SeverityLevels(warning: 250, error: 350)
    /// Kinds of declarations not measured.
    var excludedTypes: [TypeKind] = [.extension, .protocol]

    enum TypeKind: String, Sendable, OptionEnum {
        case actor, `class`, `enum`, `extension`, `protocol`, `struct`
    }

    static var options: [RuleOption<Self>] {
        [
            .levels(\.levels),
            .key("excluded_types", \.excludedTypes, "kinds of types not measured: actor, class, enum, extension, "
                + "protocol, struct"),
        ]
    }

    /// The member blocks it measures, reported at the keyword introducing each.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.lineCount > levels.smallest else { return }
        let check = BodyLengthCheck(levels: levels, file: file)
        func add(_ keyword: TokenSyntax, _ members: MemberBlockSyntax, _ found: inout RuleFindings) {
            guard let kind = TypeKind(rawValue: keyword.text), !excludedTypes.contains(kind) else { return }
            check.check(
                MeasuredBody(
                    open: members.leftBrace, close: members.rightBrace, keyword: keyword, name: keyword.text.capitalized
                ),
                into: &found
            )
        }
        walk.visitPost(ActorDeclSyntax.self) { node, found in add(node.actorKeyword, node.memberBlock, &found) }
        walk.visitPost(ClassDeclSyntax.self) { node, found in add(node.classKeyword, node.memberBlock, &found) }
        walk.visitPost(EnumDeclSyntax.self) { node, found in add(node.enumKeyword, node.memberBlock, &found) }
        walk.visitPost(ExtensionDeclSyntax.self) { node, found in add(node.extensionKeyword, node.memberBlock, &found) }
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in add(node.protocolKeyword, node.memberBlock, &found) }
        walk.visitPost(StructDeclSyntax.self) { node, found in add(node.structKeyword, node.memberBlock, &found) }
    }
}
