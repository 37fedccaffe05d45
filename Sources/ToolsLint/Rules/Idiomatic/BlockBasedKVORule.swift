// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// Overriding `observeValue(forKeyPath:of:change:context:)`: the block-based `observe(_:options:)` is safer.
struct BlockBasedKVORule: Rule {
    static let description = RuleDescription(
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("observeValue") else { return }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            let parameters = node.signature.parameterClause.parameters
            guard node.modifiers.contains(keyword: .override), parameters.count == 4,
                  node.name.text == "observeValue",
                  parameters.map(\.firstName.text) == ["forKeyPath", "of", "change", "context"] else { return }
            let types = parameters.map { $0.type.trimmedDescription.replacingOccurrences(of: " ", with: "") }
            if types == Self.literalTypes || types == Self.genericTypes { found.add(at: node.funcKeyword) }
        }
    }

    static let literalTypes = ["String?", "Any?", "[NSKeyValueChangeKey:Any]?", "UnsafeMutableRawPointer?"]

    static let genericTypes = [
        "String?", "Any?", "Dictionary<NSKeyValueChangeKey,Any>?", "UnsafeMutableRawPointer?",
    ]
}
