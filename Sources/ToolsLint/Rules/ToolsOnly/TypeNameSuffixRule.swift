// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Type names follow the team's vocabulary: state classes are `…StateNotifier`, never `…ViewModel`.
/// Option `suffixes`: forbidden suffix → the suffix to use instead.
struct TypeNameSuffixRule: Rule {
    static let description = RuleDescription(
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

    var suffixes: [String: String] = ["ViewModel": "StateNotifier"]

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .custom(
                keys: ["suffixes"], "forbidden type name suffixes, each with the one to use instead",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["suffixes"] else { return }
                    var suffixes: [String: String] = [:]
                    for (forbidden, replacement) in try value.entries() {
                        suffixes[forbidden] = try replacement.string()
                    }
                    settings.rule.suffixes = suffixes
                },
                values: { settings in
                    let suffixes = settings.rule.suffixes
                    return [OptionEntry("suffixes", .mapping(suffixes.keys.sorted().map {
                        OptionEntry($0, .string(suffixes[$0] ?? ""))
                    }))]
                }
            ),
        ]
    }

    /// The names of every declared type.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard suffixes.keys.contains(where: { file.contains($0) }) else { return }
        func check(_ name: TokenSyntax, _ found: inout RuleFindings) {
            let match = suffixes.first { name.text.hasSuffix($0.key) }
            guard let (forbidden, replacement) = match else { return }
            let suggestion = String(name.text.dropLast(forbidden.count)) + replacement
            found.add(
                at: name,
                reason: "'\(name.text)' should end in '\(replacement)', not '\(forbidden)' (e.g. '\(suggestion)')"
            )
        }
        walk.visitPost(ClassDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(StructDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(EnumDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(ActorDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(TypeAliasDeclSyntax.self) { node, found in check(node.name, &found) }
    }
}
