// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A list of regular expressions (ICU syntax, as SwiftLint's), compiled when read: an invalid pattern is a
/// located configuration error.
public struct RegexList: Sendable {
    public private(set) var patterns: [String] = []
    public private(set) var expressions: [NSRegularExpression] = []

    public init() {}

    public var isEmpty: Bool { patterns.isEmpty }

    /// Whether one of the expressions matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        let range = NSRange(text.startIndex..., in: text)
        return expressions.contains { $0.firstMatch(in: text, range: range) != nil }
    }
}

extension RegexList: OptionValue {
    public static func read(_ node: ConfigNode, current: RegexList) throws(ConfigurationError) -> RegexList {
        var list = RegexList()
        for pattern in try node.strings() {
            guard let expression = try? NSRegularExpression(pattern: pattern) else {
                throw node.error("invalid regular expression '\(pattern)'")
            }
            list.patterns.append(pattern)
            list.expressions.append(expression)
        }
        return list
    }

    public var yaml: OptionYAML { .list(patterns.map(OptionYAML.string)) }
}
