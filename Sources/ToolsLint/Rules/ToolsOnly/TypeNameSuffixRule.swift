// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Type names follow the team's vocabulary: state classes are `…StateNotifier`, never `…ViewModel`.
/// Option `suffixes`: forbidden suffix → the suffix to use instead.
public struct TypeNameSuffixRule: Rule {
    public static let description = RuleDescription(
        identifier: "type_name_suffix",
        name: "Type Name Suffix",
        description: "Type names should use the project's suffixes",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("final class ProfileStateNotifier {}\n"),
            Example("let viewModel = 1\n"),
            Example("struct ProfileController {}\n", options: "suffixes: {Manager: Service}"),
        ],
        triggeringExamples: [
            Example("final class ↓ProfileViewModel {}\n"),
            Example("struct Outer {\n    struct ↓InnerViewModel {}\n}\n"),
            Example("protocol ↓SessionManager {}\n", options: "suffixes: {Manager: Service}"),
        ]
    )

    public var severity: Severity
    public var suffixes: [String: String] = ["ViewModel": "StateNotifier"]

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity, otherKeys: ["suffixes"])
        if let value = options?["suffixes"] {
            suffixes = [:]
            for (forbidden, replacement) in try value.entries() { suffixes[forbidden] = try replacement.string() }
        }
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard suffixes.keys.contains(where: { file.contains($0) }) else { return [] }
        let visitor = TypeNameCollector(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        return visitor.names.compactMap { name in
            let match = suffixes.first { name.text.hasSuffix($0.key) }
            guard let (forbidden, replacement) = match else { return nil }
            let position = file.position(of: name.positionAfterSkippingLeadingTrivia)
            let suggestion = String(name.text.dropLast(forbidden.count)) + replacement
            return Violation(
                ruleID: identifier, severity: severity, line: position.line, column: position.column,
                message: "'\(name.text)' should end in '\(replacement)', not '\(forbidden)' (e.g. '\(suggestion)')"
            )
        }
    }
}

/// The names of every declared type.
final class TypeNameCollector: SyntaxVisitor {
    var names: [TokenSyntax] = []

    override func visitPost(_ node: ClassDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: StructDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: EnumDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: ProtocolDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: ActorDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: TypeAliasDeclSyntax) { names.append(node.name) }
}
