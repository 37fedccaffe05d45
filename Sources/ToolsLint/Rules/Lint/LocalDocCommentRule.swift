// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A doc comment inside a function documents nothing that documentation tools show; a regular comment
/// says the same. As SwiftLint, each function body reports the first doc comment it holds (its braces'
/// trivia included, nested functions too).
struct LocalDocCommentRule: Rule {
    static let description = RuleDescription(
        identifier: "local_doc_comment",
        name: "Local Doc Comment",
        description: "Prefer regular comments over doc comments in local scopes",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("func foo() {\n  // Local scope documentation should use normal comments.\n  print(\"foo\")\n}"),
            Example("/// My great property\nvar myGreatProperty: String!\n"),
            Example("/// Look here for more info: https://github.com.\nvar myGreatProperty: String!\n"),
            Example("/// Look here for more info:\n/// https://github.com.\nvar myGreatProperty: String!\n"),
            Example("func f() {}\n/// Documents g.\nfunc g() {}\n"),
            Example("var x: Int {\n    /// getter\n    return 1\n}\n"),
        ],
        triggeringExamples: [
            Example("func foo() {\n  ↓/// Docstring inside a function declaration\n  print(\"foo\")\n}\n"),
            Example("func foo() {\n    ↓/** block doc */\n    let x = 1\n    /// second\n}\n"),
            Example("func foo() {\n    ↓/// inner\n    func bar() {\n        ↓/// first of bar\n    }\n}\n"),
            Example("func f() {} ↓/// trailing\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("///") || file.contains("/**") else { return }
        var bodies: [Range<Int>] = []
        walk.visitPost(FunctionDeclSyntax.self) { node, _ in
            if let body = node.body { bodies.append(body.position.utf8Offset..<body.endPosition.utf8Offset) }
        }
        walk.atEnd { found in
            guard !bodies.isEmpty else { return }
            let docComments = Self.docCommentRanges(in: file)
            for body in bodies {
                // The first doc comment overlapping the body (ranges are in file order, not overlapping).
                var low = 0
                var high = docComments.count
                while low < high {
                    let middle = (low + high) / 2
                    if docComments[middle].upperBound <= body.lowerBound { low = middle + 1 } else { high = middle }
                }
                if low < docComments.count, docComments[low].lowerBound < body.upperBound {
                    found.add(atByte: docComments[low].lowerBound)
                }
            }
        }
    }

    /// The doc comments among the file's comments (computed once per file for every rule), told apart by
    /// their bytes as the parser tells them: `///…`, and `/**…` unless it is `/**/`.
    private static func docCommentRanges(in file: LintFile) -> [Range<Int>] {
        let bytes = file.bytes
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        return file.commentRanges().filter { range in
            let start = range.lowerBound
            guard start + 2 < range.upperBound, bytes[start + 2] == bytes[start + 1] else { return false }
            if bytes[start + 1] == slash { return true }
            return bytes[start + 1] == star && start + 3 < range.upperBound && bytes[start + 3] != slash
        }
    }
}
