// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// Overriding `observeValue(forKeyPath:of:change:context:)`: the block-based `observe(_:options:)` is safer.
public struct BlockBasedKVORule: Rule {
    public static let description = RuleDescription(
        identifier: "block_based_kvo",
        name: "Block Based KVO",
        description: "Prefer the new block based KVO API with keypaths when using Swift 3.2 or later",
        nonTriggeringExamples: [
            Example("let token = player.observe(\\.rate, options: [.new]) { player, change in\n   print(change)\n}\n"),
            Example("class Watcher: NSObject {\n  func observeValue(forKeyPath keyPath: String?) {}\n}\n"),
        ],
        triggeringExamples: [
            Example("class Watcher: NSObject {\n"
                    + "  override ↓func observeValue(forKeyPath keyPath: String?, of object: Any?,\n"
                    + "      change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {}\n}\n"),
            Example("class Watcher: NSObject {\n"
                    + "  override ↓func observeValue(forKeyPath keyPath: String?, of object: Any?,\n"
                    + "      change: Dictionary<NSKeyValueChangeKey, Any>?,\n"
                    + "      context: UnsafeMutableRawPointer?) {}\n}\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("observeValue") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        static let literalTypes = ["String?", "Any?", "[NSKeyValueChangeKey:Any]?", "UnsafeMutableRawPointer?"]
        static let genericTypes = [
            "String?", "Any?", "Dictionary<NSKeyValueChangeKey,Any>?", "UnsafeMutableRawPointer?",
        ]

        override func visitPost(_ node: FunctionDeclSyntax) {
            let parameters = node.signature.parameterClause.parameters
            guard node.modifiers.contains(keyword: .override), parameters.count == 4,
                  node.name.text == "observeValue",
                  parameters.map(\.firstName.text) == ["forKeyPath", "of", "change", "context"] else { return }
            let types = parameters.map { $0.type.trimmedDescription.replacingOccurrences(of: " ", with: "") }
            if types == Self.literalTypes || types == Self.genericTypes { add(node.funcKeyword) }
        }
    }
}
