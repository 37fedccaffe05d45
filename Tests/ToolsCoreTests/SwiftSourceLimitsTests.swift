// Copyright © 2026 Tools Authors. All rights reserved.

import TestSupport
import Testing
@testable import ToolsCore

/// The limits count only what the parser reads as code: text never gets a real file skipped, and nesting
/// hidden inside interpolations is still found.
@Suite("Swift source limits", .offThePool)
struct SwiftSourceLimitsTests {
    static let deepSquares = String(repeating: "[", count: 20)

    static func problem(_ source: String) -> SwiftSourceLimits.Problem? {
        SwiftSourceLimits.problem(in: Array(source.utf8))
    }

    @Test(arguments: [
        "let a = \"\(deepSquares)\"\n",
        "let a = #\"quote \" inside \(deepSquares)\"#\n",
        "let a = ##\"\"# \(deepSquares)\"##\n",
        "let a = \"\"\"\n  \" \"\" \(deepSquares)\n  \"\"\"\n",
        "let a = #\"\"\"\n  \"\"\" \\\"\(deepSquares)\n  \"\"\"#\n",
        "// \(deepSquares)\n",
        "/* outer /* inner */ still comment \(deepSquares) */\n",
        "let r = #/\(deepSquares)/#\n",
        "let r = #/\n  \(deepSquares)\n  /#\n",
        "let u = \"unterminated \(deepSquares)\nlet ok = 1\n",
        "let e = \"escaped \\\" quote \(deepSquares)\"\n",
    ])
    func bracketsInTextAreText(source: String) {
        #expect(Self.problem(source) == nil)
    }

    @Test func codeAfterTextIsCountedAgain() throws {
        // `#"""#` is a one-line raw string holding a quote (the parser's special case), not a multi-line one.
        let afterRaw = "let a = #\"\"\"#; let b = \(Self.deepSquares)\n"
        #expect(try #require(Self.problem(afterRaw)).message == "skipped: '[' nested deeper than 12 levels")
        let afterComment = "/* a */ let b = \(Self.deepSquares)\n"
        #expect(Self.problem(afterComment)?.column == 29)
        // An extended regex the line does not close is not one: the rest of the next line is code.
        let openRegex = "let r = #/ x\nlet b = \(Self.deepSquares)\n"
        #expect(Self.problem(openRegex)?.line == 2)
        // `#if` and `#selector` are code, not the start of a raw string.
        #expect(Self.problem("#if DEBUG\nlet b = \(Self.deepSquares)\n#endif\n")?.line == 2)
    }

    @Test func interpolationsAreCodeAndNestingLevels() throws {
        let inInterpolation = "let a = \"x \\(f(\(Self.deepSquares)))\"\n"
        #expect(Self.problem(inInterpolation)?.message == "skipped: '[' nested deeper than 12 levels")
        let rawInterpolation = "let a = #\"\\#(\(Self.deepSquares))\"#\n"
        #expect(Self.problem(rawInterpolation) != nil)
        // `\(` inside a raw string is text; only `\#(` interpolates.
        #expect(Self.problem("let a = #\"\\(\(Self.deepSquares))\"#\n") == nil)
        // Strings nested in interpolations nest the parser a level each time.
        let nested = "let s = " + String(repeating: "\"\\(", count: 200)
        #expect(Self.problem(nested)?.message == "skipped: nesting deeper than 96 brackets")
        // After an interpolation closes, the string goes on as text.
        #expect(Self.problem("let a = \"\\(b(c)) \(Self.deepSquares)\"\n") == nil)
    }

    @Test func otherLimitsCountCodeOnly() {
        #expect(Self.problem("let q = \"" + String(repeating: "?", count: 200) + "\"\n") == nil)
        #expect(Self.problem("let q = a" + String(repeating: "!", count: 200) + "\n")?.column == 106)
        #expect(Self.problem("// " + String(repeating: "<", count: 200) + "\n") == nil)
        #expect(Self.problem(String(repeating: "A<", count: 100))?.message
            == "skipped: generic arguments nested deeper than 96 levels")
    }
}
