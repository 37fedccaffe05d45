// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Property requirements in protocols list `get` before `set`.
public struct ProtocolPropertyAccessorsOrderRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "protocol_property_accessors_order",
        name: "Protocol Property Accessors Order",
        description: "When declaring properties in protocols, the order of accessors should be `get set`",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("protocol Named {\n var name: String { get set }\n}\n"),
            Example("protocol Named {\n var name: String { get }\n}\n"),
            Example("protocol Named {\n var name: String { set }\n}\n"),
        ],
        triggeringExamples: [
            Example("protocol Named {\n var name: String { ↓set get }\n}\n"),
            Example("protocol Named {\n static var shared: Self { ↓set get }\n}\n"),
        ],
        corrections: [
            Correction(Example("protocol Named {\n var name: String { ↓set get }\n}\n"),
                       "protocol Named {\n var name: String { get set }\n}\n"),
            // Each accessor keeps its own trivia, as SwiftLint swaps the nodes.
            Correction(Example("protocol Named {\n var name: String {  ↓set   get  }\n}\n"),
                       "protocol Named {\n var name: String {  get  set   }\n}\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("protocol") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    /// Swaps the two accessors.
    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(Fixer(), suppressedLines: suppressedLines)
    }

    private final class Fixer: FixCollector {
        override func visitPost(_ node: AccessorBlockSyntax) {
            guard let accessors = Visitor.misordered(node), let first = accessors.first, let last = accessors.last
            else { return }
            fix(accessors.positionAfterSkippingLeadingTrivia,
                TextEdit(from: first.position, to: last.endPosition, with: last.description + first.description))
        }
    }

    /// Only protocol requirements are looked at; other declarations are skipped, as SwiftLint skips them.
    private final class Visitor: HitCollector {
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visitPost(_ node: AccessorBlockSyntax) {
            if let accessors = Self.misordered(node) { add(accessors) }
        }

        /// `{ set get }` without bodies.
        static func misordered(_ node: AccessorBlockSyntax) -> AccessorDeclListSyntax? {
            guard case .accessors(let accessors) = node.accessors, accessors.count == 2,
                  accessors.allSatisfy({ $0.body == nil }),
                  accessors.first?.accessorSpecifier.tokenKind == .keyword(.set) else { return nil }
            return accessors
        }
    }
}
