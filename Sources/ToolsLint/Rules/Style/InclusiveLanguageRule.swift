// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Declared names should not contain terms such as `master` or `whitelist` (any case, anywhere in the name)
/// unless they contain an allowed term such as `mastercard`. Same terms, options and reasons as SwiftLint's
/// `inclusive_language`.
public struct InclusiveLanguageRule: Rule {
    public static let description = RuleDescription(
        identifier: "inclusive_language",
        name: "Inclusive Language",
        description: "Identifiers should use inclusive language that avoids discrimination against groups of "
            + "people based on race, gender, or socioeconomic status.",
        nonTriggeringExamples: [
            Example("let primary = \"main\"\n"),
            Example("enum DenyList { case spam }\n"),
            Example("func updateAllowList(with item: String) {}\n"),
            Example("enum CardBrand {\n    case amex\n    case mastercard\n}\n"),
            Example("func payWithMasterCard(_ card: Card) {}\n"),
            Example("extension Master {}\n"),
            Example("let label = \"master\" // master copy\n"),
            Example("let primary = 1\n", options: "override_terms: [primary]\noverride_allowed_terms: [primary]"),
        ],
        triggeringExamples: [
            Example("let ↓replicaSlave = 1\n"),
            Example("struct ↓Blacklist {}\n"),
            Example("func ↓addToWhitelist(item: String) {}\n"),
            Example("enum Access {\n    case ↓whitelisted\n    case ↓BLACKLISTED\n}\n"),
            Example("func copy(↓master ↓slave: Int, _ ↓masterCopy: Int) {}\n"),
            Example("struct Pool {\n    init(↓master: Node) {}\n    func run<↓Master>(_ job: Master) {}\n}\n"),
            Example("for ↓master in nodes {}\n"),
            Example("protocol ↓MasterSource {\n    associatedtype ↓SlaveItem\n}\n"),
            Example("typealias ↓MasterID = Int\n"),
            Example("let ↓primary = 1\n", options: "additional_terms: [Primary]"),
            Example("let ↓mastercard = 1\n", options: "override_allowed_terms: []"),
        ]
    )

    public var severity = Severity.warning
    public var terms = ["whitelist", "blacklist", "master", "slave"]
    public var allowedTerms = ["mastercard"]

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: .warning, otherKeys: ["additional_terms", "override_terms", "override_allowed_terms"]
        )
        guard let options, options.isMapping else { return }
        if let value = options["override_terms"] { terms = try value.strings().map { $0.lowercased() } }
        if let value = options["additional_terms"] { terms += try value.strings().map { $0.lowercased() } }
        if let value = options["override_allowed_terms"] { allowedTerms = try value.strings().map { $0.lowercased() } }
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard Self.mayContain(terms, in: file.bytes) else { return [] }
        let visitor = DeclaredNames(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        return visitor.names.compactMap { token in
            let name = token.text
            let lowercased = name.lowercased()
            guard let term = terms.first(where: { lowercased.contains($0) }),
                  !allowedTerms.contains(where: { lowercased.contains($0) }) else { return nil }
            return violation(
                in: file, at: token.positionAfterSkippingLeadingTrivia, severity: severity,
                reason: "Declaration \(name) contains the term \"\(term)\" which is not considered inclusive"
            )
        }
    }
}

extension InclusiveLanguageRule {
    /// Whether `bytes` may contain one of the lowercase `terms` in any case; a file that cannot is not parsed.
    static func mayContain(_ terms: [String], in bytes: [UInt8]) -> Bool {
        let patterns = terms.map { Array($0.utf8) }
        // A term with bytes beyond ASCII is not searched for byte by byte: the file is checked in full.
        guard patterns.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) else { return true }
        return patterns.contains { pattern in
            guard let first = pattern.first, bytes.count >= pattern.count else { return false }
            var index = 0
            while index <= bytes.count - pattern.count {
                if lowercased(bytes[index]) == first,
                   zip(bytes[index..<(index + pattern.count)], pattern).allSatisfy({ lowercased($0) == $1 }) {
                    return true
                }
                index += 1
            }
            return false
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}

/// The name tokens of every declaration (extensions excluded: they name a type declared elsewhere).
private final class DeclaredNames: SyntaxVisitor {
    var names: [TokenSyntax] = []

    override func visitPost(_ node: IdentifierPatternSyntax) { names.append(node.identifier) }
    override func visitPost(_ node: FunctionDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: EnumCaseElementSyntax) { names.append(node.name) }
    override func visitPost(_ node: GenericParameterSyntax) { names.append(node.name) }
    override func visitPost(_ node: TypeAliasDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: AssociatedTypeDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: ClassDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: StructDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: EnumDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: ActorDeclSyntax) { names.append(node.name) }
    override func visitPost(_ node: ProtocolDeclSyntax) { names.append(node.name) }

    override func visitPost(_ node: FunctionParameterSyntax) {
        names.append(node.firstName)
        if let second = node.secondName { names.append(second) }
    }
}
