// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The format SwiftLint's `mark` rule accepts for `// MARK:` comments, and its correction of the others.
enum MarkCommentFormat {
    /// `//` or `///`, spaces, a MARK-like word, spaces, an optional colon, spaces (group 1); then an optional
    /// hyphen and spaces (group 2). The alternatives are tried in this order, as SwiftLint tries them.
    private static let malformed: NSRegularExpression? = {
        let words = [#"MARK[^\s:]"#, "[Mm]ark", "MARK"].map { "(?:///? *\($0) *:? *)" }
        return try? NSRegularExpression(pattern: "^(" + words.joined(separator: "|") + ")(-? *)")
    }()

    /// Accepted spellings: `// MARK: - text`, `// MARK: -`, `// MARK: text`, `// MARK:`, and prose
    /// starting with the word Mark.
    private static let accepted: NSRegularExpression? = try? NSRegularExpression(pattern: [
        #"^// MARK: -+ \S.*$"#,
        #"^// MARK: -+ ?$"#,
        #"^// MARK: [^ -]+ ?(?:\S.*)?$"#,
        #"^// MARK:$"#,
        #"^///? +[Mm]ark[^:]"#,
    ].map { "(?:\($0))" }.joined(separator: "|"))

    /// The corrected comment when `comment` is a malformed MARK, nil when it is fine or no MARK at all.
    static func correction(of comment: String) -> String? {
        let range = NSRange(comment.startIndex..., in: comment)
        guard let malformed, let accepted,
              let match = malformed.firstMatch(in: comment, options: [.anchored], range: range),
              accepted.firstMatch(in: comment, range: range) == nil else { return nil }
        var corrected = comment as NSString
        let hyphen = match.range(at: 2)
        if hyphen.length > 0 { corrected = corrected.replacingCharacters(in: hyphen, with: "- ") as NSString }
        let head = match.range(at: 1)
        if head.length > 0 { corrected = corrected.replacingCharacters(in: head, with: "// MARK: ") as NSString }
        var result = corrected as String
        if !comment.hasSuffix(" "), result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
