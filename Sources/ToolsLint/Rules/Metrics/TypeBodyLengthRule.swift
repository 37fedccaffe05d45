// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Bodies of types (and, when not excluded, extensions and protocols) should stay short; blank and
/// comment-only lines do not count. Same counting, option and reasons as SwiftLint's `type_body_length`.
public struct TypeBodyLengthRule: Rule {
    public static let description = RuleDescription(
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

    public var levels = SeverityLevels(warning: 250, error: 350)
    /// Kinds of declarations not measured: `actor`, `class`, `enum`, `extension`, `protocol`, `struct`.
    public var excludedTypes: Set<String> = ["extension", "protocol"]

    private static let kinds: Set<String> = ["actor", "class", "enum", "extension", "protocol", "struct"]

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        guard let options else { return }
        levels = try SeverityLevels(options, default: levels)
        guard options.isMapping else { return }
        try RuleOptions.rejectUnknownKeys(options, known: ["warning", "error", "excluded_types"])
        if let value = options["excluded_types"] {
            let kinds = value.isNull ? [] : try value.strings()
            for kind in kinds where !Self.kinds.contains(kind) {
                throw value.error("unknown type kind '\(kind)'", hint: Self.kinds.sorted().joined(separator: ", "))
            }
            excludedTypes = Set(kinds)
        }
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.lineCount > min(levels.warning, levels.error ?? .max) else { return [] }
        let visitor = TypeBodies(excluded: excludedTypes)
        visitor.walk(file.tree)
        let check = BodyLengthCheck(levels: levels, file: file)
        return visitor.bodies.compactMap {
            check.check(
                MeasuredBody(
                    open: $0.members.leftBrace, close: $0.members.rightBrace, keyword: $0.keyword,
                    name: $0.keyword.text.capitalized
                ),
                ruleID: identifier
            )
        }
    }
}

/// The member blocks `type_body_length` measures, with the introducing keyword of each.
private final class TypeBodies: SyntaxVisitor {
    let excluded: Set<String>
    var bodies: [(members: MemberBlockSyntax, keyword: TokenSyntax)] = []

    init(excluded: Set<String>) {
        self.excluded = excluded
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ keyword: TokenSyntax, _ members: MemberBlockSyntax) {
        if !excluded.contains(keyword.text) { bodies.append((members, keyword)) }
    }

    override func visitPost(_ node: ActorDeclSyntax) { add(node.actorKeyword, node.memberBlock) }
    override func visitPost(_ node: ClassDeclSyntax) { add(node.classKeyword, node.memberBlock) }
    override func visitPost(_ node: EnumDeclSyntax) { add(node.enumKeyword, node.memberBlock) }
    override func visitPost(_ node: ExtensionDeclSyntax) { add(node.extensionKeyword, node.memberBlock) }
    override func visitPost(_ node: ProtocolDeclSyntax) { add(node.protocolKeyword, node.memberBlock) }
    override func visitPost(_ node: StructDeclSyntax) { add(node.structKeyword, node.memberBlock) }
}
