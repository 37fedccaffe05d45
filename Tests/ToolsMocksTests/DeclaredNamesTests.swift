// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsMocks

/// The names a deferred file declares, found by searching for the keywords, are those a plain scan of every
/// byte finds.
@Suite(.offThePool)
struct DeclaredNamesTests {
    static let tricky = [
        "protocol A {}\ntypealias B = A\nextension C.D: A {}\n",
        "protocols Foo; xprotocol Bar; protocol\tTabbed; protocol", "extension protocol Foo", "typealias",
        "public protocol Ä {}\n@objc protocol _Under {}\nprotocol 9Digit {}\nextension Module.Type {}",
        "// protocol Commented\nlet s = \"typealias InString = Int\"\nextension", "",
    ]

    @Test(arguments: tricky)
    func namesAreThoseOfAPlainScan(_ source: String) {
        let names = DeclaredNames(scanning: source)
        let reference = Self.plainScan(source)
        #expect(names.declarations == reference.declarations && names.extensions == reference.extensions)
    }

    @Test func namesOfEveryFileOfThisRepositoryAreThoseOfAPlainScan() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let files = MockPlanner.swiftFiles(under: root.appendingPathComponent("Sources"))
            + MockPlanner.swiftFiles(under: root.appendingPathComponent("Tests"))
        #expect(files.count > 100)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let names = DeclaredNames(scanning: source)
            let reference = Self.plainScan(source)
            #expect(names.declarations == reference.declarations, "\(file.path)")
            #expect(names.extensions == reference.extensions, "\(file.path)")
        }
    }

    /// Every byte in turn: a keyword at a word start with a byte after it, then the name after blanks (the last
    /// part of a dotted name), going on after the name.
    static func plainScan(_ source: String) -> (declarations: Set<String>, extensions: Set<String>) {
        let bytes = Array(source.utf8)
        let keywords = [("protocol", false), ("typealias", false), ("extension", true)]
            .map { (Array($0.0.utf8), $0.1) }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte >= 0x80
        }
        var declarations: Set<String> = []
        var extensions: Set<String> = []
        var index = 0
        while index < bytes.count {
            let atWordStart = index == 0 || !isIdentifier(bytes[index - 1])
            guard atWordStart, let (keyword, isExtension) = keywords.first(where: { keyword in
                index + keyword.0.count < bytes.count && Array(bytes[index..<index + keyword.0.count]) == keyword.0
            }) else {
                index += 1
                continue
            }
            var cursor = index + keyword.count
            index = cursor
            guard bytes[cursor] == 0x20 || bytes[cursor] == 0x09 else { continue }
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            var nameStart = cursor
            while cursor < bytes.count, isIdentifier(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") {
                if bytes[cursor] == UInt8(ascii: ".") { nameStart = cursor + 1 }
                cursor += 1
            }
            index = cursor
            // `String(validating:as:)` is macOS 15 API: the core's strict decoding builds on macOS 14 too.
            guard cursor > nameStart, let name = StrictUTF8.string(bytes[nameStart..<cursor]) else {
                continue
            }
            if isExtension { extensions.insert(name) } else { declarations.insert(name) }
        }
        return (declarations, extensions)
    }
}
