// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Enums conforming to a protocol named in the configuration must declare the cases listed for it (cases
/// cannot be inherited, so a family of result enums shares them this way):
///
///     required_enum_case:
///       NetworkResponsable:
///         success: warning
///         notConnected: error
struct RequiredEnumCaseRule: Rule {
    static let description = RuleDescription(
        identifier: "required_enum_case",
        name: "Required Enum Case",
        description: "Enums conforming to a specified protocol must implement a specific case(s).",
        isOptIn: true,
        nonTriggeringExamples: [
            Example(
                "enum MyNetworkResponse: String, NetworkResponsable {\n    case success, error, notConnected\n}",
                options: "NetworkResponsable:\n  error: warning\n  notConnected: warning\n  success: warning"
            ),
            Example(
                "enum MyNetworkResponse: String, NetworkResponsable {\n"
                    + "    case success, error, notConnected(error: Error)\n}",
                options: "NetworkResponsable:\n  error: warning\n  notConnected: warning\n  success: warning"
            ),
            Example(
                "enum MyNetworkResponse: String, NetworkResponsable {\n    case success\n    case error\n"
                    + "    case notConnected\n}",
                options: "NetworkResponsable:\n  error: warning\n  notConnected: warning\n  success: warning"
            ),
            Example(
                "enum MyNetworkResponse: String, NetworkResponsable {\n    case success\n    case error\n"
                    + "    case notConnected(error: Error)\n}",
                options: "NetworkResponsable:\n  error: warning\n  notConnected: warning\n  success: warning"
            ),
            Example("enum Response: Other {\n    case loading\n}\n", options: "Failing:\n  failure: error"),
        ],
        triggeringExamples: [
            Example(
                "↓enum MyNetworkResponse: String, NetworkResponsable {\n    case success, error\n}\n",
                options: "NetworkResponsable:\n  error: warning\n  notConnected: warning\n  success: warning"
            ),
            Example(
                "↓enum MyNetworkResponse: String, NetworkResponsable {\n    case success, error\n}\n",
                options: "NetworkResponsable:\n  error: warning\n  notConnected: warning\n  success: warning"
            ),
            Example(
                "↓enum MyNetworkResponse: String, NetworkResponsable {\n    case success\n    case error\n}",
                options: "NetworkResponsable:\n  error: warning\n  notConnected: warning\n  success: warning"
            ),
            Example(
                "↓enum MyNetworkResponse: String, NetworkResponsable {\n    case success\n    case error\n}",
                options: "NetworkResponsable:\n  error: warning\n  notConnected: warning\n  success: warning"
            ),
            Example(
                "↓↓enum Response: Failing, Loading {\n    case loading\n}\n",
                options: "Failing:\n  failure: error\nLoading:\n  loading: warning\n  idle: warning"
            ),
        ]
    )

    /// The cases each protocol requires, with the severity of a missing one.
    var requiredCases: [String: [String: Severity]] = [:]

    static var options: [RuleOption<Self>] {
        [
            .custom(
                keys: [], "each protocol's name with the cases its enums must have: case name and warning or error",
                read: { node, settings throws(ConfigurationError) in
                    var protocols: [String: [String: Severity]] = [:]
                    for (name, cases) in try node.entries() {
                        guard cases.isMapping else {
                            throw cases.error("expected a mapping of case names to severities")
                        }
                        var required: [String: Severity] = [:]
                        for (caseName, severity) in try cases.entries() {
                            required[caseName] = try severity.string() == "error" ? .error : .warning
                        }
                        protocols[name] = required
                    }
                    settings.rule.requiredCases = protocols
                },
                values: { settings in
                    settings.rule.requiredCases.keys.sorted().map { name in
                        let cases = settings.rule.requiredCases[name] ?? [:]
                        let entries = cases.keys.sorted().map { OptionEntry($0, cases[$0, default: .warning].yaml) }
                        return OptionEntry(name, .mapping(entries))
                    }
                }
            ),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard !requiredCases.isEmpty, requiredCases.keys.contains(where: { file.contains($0) }) else { return }
        walk.visitPost(EnumDeclSyntax.self) { node, found in
            let inherited = Set(node.inheritanceClause?.inheritedTypes.compactMap {
                $0.type.as(IdentifierTypeSyntax.self)?.name.text
            } ?? [])
            let protocols = requiredCases.keys.filter(inherited.contains)
            guard !protocols.isEmpty else { return }
            var declared = Set<String>()
            for member in node.memberBlock.members {
                if let cases = member.decl.as(EnumCaseDeclSyntax.self) {
                    for element in cases.elements { declared.insert(element.name.text) }
                }
            }
            for name in protocols.sorted() {
                let cases = requiredCases[name] ?? [:]
                for caseName in cases.keys.sorted() where !declared.contains(caseName) {
                    found.add(at: node, reason: "Enums conforming to \"\(name)\" must have a \"\(caseName)\" case",
                              severity: cases[caseName])
                }
            }
        }
    }
}
