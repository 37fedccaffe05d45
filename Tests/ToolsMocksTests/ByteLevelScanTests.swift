// Copyright © 2026 Tools Authors. All rights reserved.

import TestSupport
import Testing
import ToolsCore
@testable import ToolsMocks

/// The byte-level steps give the answers of the Character-level ones they replace, on ASCII and other text.
@Suite(.offThePool)
struct ByteLevelScanTests {
    @Test func byteSearchFindsEveryPlacement() {
        let search = ByteSearch("protocol ")
        var text = "x protocol protocol A"
        text.withUTF8 { bytes in
            #expect(search.firstOffset(in: bytes, from: 0) == 2)
            #expect(search.firstOffset(in: bytes, from: 3) == 11)
            #expect(search.firstOffset(in: bytes, from: 12) == nil)
        }
        #expect(ProtocolParser.contains("protocol ", in: "protocol "))
        #expect(!ProtocolParser.contains("protocol ", in: "protocol"))
        #expect(ProtocolParser.contains("@mockable", in: "/// é @mockable"))
        #expect(!ProtocolParser.contains("AutoMockable", in: ""))
    }

    @Test func aliasesAreFoundAtLineStartsOnly() {
        let source = "typealias A = Int\n  typealias B = Int\npublic typealias C = D<E>\nlet typealias F = G\n"
            + "internal typealias H = I // typealias J = K\ntypealias "
        let aliases = ProtocolParser.typeAliases(inSourceWithoutProtocols: source)
        #expect(aliases.map(\.name) == ["A", "C", "H"])
        #expect(aliases.map(\.target) == ["Int", "D<E>", "I // typealias J = K"])
    }

    @Test func scansCountCharactersNotBytes() {
        // `é` as one scalar and as `e` with a combining accent: one Character each, a letter each.
        for accented in ["caf\u{E9}", "cafe\u{301}"] {
            let code = "f(\(accented): Int, b: [\(accented)<Int>])"
            let group = SwiftScanner.firstGroup(in: code)
            #expect(group.map { String(code[$0.contents]) } == "\(accented): Int, b: [\(accented)<Int>]")
            #expect(SwiftScanner.splitTopLevel("\(accented)<A, B>, c", at: ",") == ["\(accented)<A, B>", " c"])
            #expect(SwiftScanner.genericGroup(in: "\(accented)<A, B>").map { String("\(accented)<A, B>"[$0.contents]) }
                == "A, B")
        }
        // A comma with a combining mark is not a comma.
        #expect(SwiftScanner.splitTopLevel("a,\u{301}b,c", at: ",") == ["a,\u{301}b", "c"])
        #expect(ASCIILines.lines(of: "a\r\nb\nc") == ["a\r\nb", "c"])
        #expect(ASCIILines.lines(of: "a\nb\n") == ["a", "b", ""])
        #expect(MockFileRenderer.declaredProperty(in: "    var caf\u{E9}: Int") == nil)
        #expect(MockFileRenderer.declaredProperty(in: "\u{A0}var name: Int") == "name")
        #expect(MockFileRenderer.declaredProperty(in: "    private var _count: Int = 0") == "count")
    }
}
