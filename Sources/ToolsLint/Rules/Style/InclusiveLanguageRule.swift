// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// Declared names should not contain terms such as `master` or `whitelist` (any case, anywhere in the name)
/// unless they contain an allowed term such as `mastercard`. Same terms, options and reasons as SwiftLint's
/// `inclusive_language`.
struct InclusiveLanguageRule: Rule {
    static let description = RuleDescription(
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

    var overrideTerms = ["whitelist", "blacklist", "master", "slave"]
    var additionalTerms: [String] = []
    var overrideAllowedTerms = ["mastercard"]
    /// The terms reported, and those a name may contain anyway (lowercased).
    private(set) var terms: [String] = []
    private(set) var allowedTerms: [String] = []

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("override_terms", \.overrideTerms, "the terms reported (replacing the defaults)"),
            .key("additional_terms", \.additionalTerms, "terms reported besides those"),
            .key("override_allowed_terms", \.overrideAllowedTerms, "a name containing one of these is not reported"),
        ]
    }

    mutating func prepare(context: RuleContext) throws(ConfigurationError) {
        terms = (overrideTerms + additionalTerms).map { $0.lowercased() }
        allowedTerms = overrideAllowedTerms.map { $0.lowercased() }
    }

    /// The name tokens of every declaration (extensions excluded: they name a type declared elsewhere).
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard Self.mayContain(terms, in: file.bytes) else { return }
        func check(_ token: TokenSyntax, _ found: inout RuleFindings) {
            let name = token.text
            let lowercased = name.lowercased()
            guard let term = terms.first(where: { lowercased.contains($0) }),
                  !allowedTerms.contains(where: { lowercased.contains($0) }) else { return }
            found.add(
                at: token, reason: "Declaration \(name) contains the term \"\(term)\" which is not considered inclusive"
            )
        }
        walk.visitPost(IdentifierPatternSyntax.self) { node, found in check(node.identifier, &found) }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(EnumCaseElementSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(GenericParameterSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(TypeAliasDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(AssociatedTypeDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(ClassDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(StructDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(EnumDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(ActorDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in check(node.name, &found) }
        walk.visitPost(FunctionParameterSyntax.self) { node, found in
            check(node.firstName, &found)
            if let second = node.secondName { check(second, &found) }
        }
    }
}

extension InclusiveLanguageRule {
    /// Whether `bytes` may contain one of the lowercase `terms` in any case; a file that cannot is not parsed.
    static func mayContain(_ terms: [String], in bytes: [UInt8]) -> Bool {
        let patterns = terms.map { Array($0.utf8) }
        // A term with bytes beyond ASCII is not searched for byte by byte: the file is checked in full.
        guard patterns.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) else { return true }
        return bytes.withUnsafeBufferPointer { buffer in patterns.contains { occurs($0, in: buffer) } }
    }

    /// Whether the lowercase ASCII `pattern` occurs in `buffer` in any case: `memchr` to each place its first
    /// byte stands, in either case, then the rest compared (a loop over every byte of every file in Swift
    /// was most of the rule's time).
    private static func occurs(_ pattern: [UInt8], in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first, let base = buffer.baseAddress, buffer.count >= pattern.count else {
            return false
        }
        let last = buffer.count - pattern.count
        let upper = (0x61...0x7A).contains(first) ? first - 0x20 : first
        for anchor in upper == first ? [first] : [first, upper] {
            var position = 0
            while position <= last, let found = memchr(base + position, Int32(anchor), last - position + 1) {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if pattern.indices.dropFirst().allSatisfy({ lowercased(buffer[index + $0]) == pattern[$0] }) {
                    return true
                }
                position = index + 1
            }
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
