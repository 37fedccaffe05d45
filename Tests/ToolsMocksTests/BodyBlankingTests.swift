// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
@testable import ToolsMocks

/// Blanking bodies before parsing must never change what the parser reads: the models of every file are
/// the same both ways, and positions in the blanked text are those of the source.
@Suite(.offThePool)
struct BodyBlankingTests {
    static let tricky: [String] = [
        """
        import Foundation
        /// A struct whose body holds braces in strings and comments.
        struct Odd { let a = "}{"; let b = #"raw } "quote" {"#; /* } nested /* { */ */ let c = \"\"\"
            multi } line { \\(value.map { "\\($0)}" })
            \"\"\" }
        // sourcery: AutoMockable
        protocol Service: Sendable {
            var value: Int { get set }
            func load(_ id: String) async throws -> [String: Int]
        }
        extension Service {
            func load(_ id: String) async throws -> [String: Int] { ["}": 1] }
            var computed: Int { value + 1 }
        }
        """,
        """
        #if canImport(Combine)
        import Combine
        protocol Publishing { func publisher() -> Int }
        #else
        protocol Publishing { func fallback() }
        #endif
        func free() { let closure = { (x: Int) in x }; _ = closure(1) }
        let global: Int = { 3 }()
        typealias Both = Publishing & Sendable
        """,
        // Unbalanced on purpose: the scan gives up and the file is parsed as it is.
        "struct Broken { func f() {\nprotocol Lost { func g() }\n",
        "enum E { case a }\n/// @mockable\npublic protocol Last { subscript(index: Int) -> String { get } }\n",
    ]

    @Test(arguments: tricky)
    func blankingKeepsEveryModel(_ source: String) {
        let blanked = ProtocolParser.parse(source: source, file: "F.swift")
        let full = ProtocolParser.parseWhole(source: source, file: "F.swift")
        #expect(blanked == full)
    }

    @Test func blankedTextKeepsEveryPosition() throws {
        let source = "struct S {\n  func f() { print(\"é\") }\n}\nprotocol P { func g() }\n"
        let blanked = try #require(BodyBlanking.blanked(source))
        #expect(blanked.utf8.count == source.utf8.count)
        #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
        #expect(blanked.hasSuffix("protocol P { func g() }\n"))
        #expect(!blanked.contains("print"))
    }

    /// Every Swift file of this repository, real code of every shape: the same models both ways.
    @Test func blankingKeepsTheModelsOfThisRepository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let files = MockPlanner.swiftFiles(under: root.appendingPathComponent("Sources"))
            + MockPlanner.swiftFiles(under: root.appendingPathComponent("Tests"))
        #expect(files.count > 100)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let blanked = ProtocolParser.parse(source: source, file: file.lastPathComponent)
            let full = ProtocolParser.parseWhole(source: source, file: file.lastPathComponent)
            #expect(blanked == full, "\(file.path)")
        }
    }
}

extension BodyBlanking {
    /// The text with those bodies replaced by spaces, newlines kept: each position is the same line and column
    /// as in the source (what `compacted` replaced, and what `SourceLines` now maps back to).
    static func blanked(_ source: String) -> String? {
        var bytes = Array(source.utf8)
        guard let ranges = blankableRanges(in: bytes) else { return nil }
        guard !ranges.isEmpty else { return source }
        for range in ranges {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
