// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The text transformations `line_length` applies before counting, matching SwiftLint's on Linux.
enum LineLengthText {
    /// John Gruber's liberal URL pattern, which SwiftLint uses where `NSDataDetector` is missing.
    private static let urlExpression: NSRegularExpression? = try? NSRegularExpression(
        pattern: "(?i)\\b((?:[a-z][\\w-]+:(?:/{1,3}|[a-z0-9%])|www\\d{0,3}[.]|[a-z0-9.\\-]+[.][a-z]{2,4}/)"
            + "(?:[^\\s()<>]+|\\(([^\\s()<>]+|(\\([^\\s()<>]+\\)))*\\))+(?:\\(([^\\s()<>]+|(\\([^\\s()<>]+\\)))*"
            + "\\)|[^\\s`!()\\[\\]{};:'\".,<>?«»“”‘’]))"
    )

    static func strippingURLs(_ text: String) -> String {
        guard let urlExpression else { return text }
        let range = NSRange(text.startIndex..., in: text)
        return urlExpression.stringByReplacingMatches(in: text, range: range, withTemplate: "")
    }

    /// `#colorLiteral(…)` and `#imageLiteral(…)` count as one character, as Xcode shows them as one.
    static func strippingLiterals(_ text: String, delimiter: String) -> String {
        let opening = delimiter + "("
        guard text.contains(opening) else { return text }
        var result = text
        while let start = result.range(of: opening),
              let end = result.range(of: ")", range: start.lowerBound..<result.endIndex) {
            result.replaceSubrange(start.lowerBound..<end.upperBound, with: "#")
        }
        return result
    }
}
