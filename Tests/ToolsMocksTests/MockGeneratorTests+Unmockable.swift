// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
@testable import ToolsMocks

/// What cannot be mocked, or not as written, is reported with where and why; the rest of the file is still
/// generated.
extension MockGeneratorTests {
    @Test func standardLibraryParentsAreExplainedAndAliasesFollowed() throws {
        let folder = try TemporaryDirectory()
        try folder.write("// sourcery: AutoMockable\nprotocol Payload: Codable {}", to: "Sources/Payload.swift")
        try folder.write("// sourcery: AutoMockable\n@objc protocol Legacy {}", to: "Sources/Legacy.swift")
        try folder.write("typealias Marker = Sendable & AnyObject", to: "Sources/Alias.swift")
        try folder.write("// sourcery: AutoMockable\nprotocol Marked: Marker { func f() }", to: "Sources/Marked.swift")
        let outcome = try MockGenerator(store: nil).run(request(folder))
        #expect(outcome.diagnostics.count == 2)
        #expect(outcome.diagnostics.contains { $0.message.contains("'Legacy' is an @objc protocol") })
        #expect(outcome.diagnostics.contains { $0.message.contains("'Codable', a standard library protocol") })
        #expect(try folder.read("Mocks/Mocks.swift").contains("final class MarkedMock: Marked, @unchecked Sendable"))
    }

    @Test func unmockableRequirementsAreReportedWithoutBreakingTheFile() throws {
        let folder = try TemporaryDirectory()
        try folder.write("""
        // sourcery: AutoMockable
        protocol Scalar {
            static func + (lhs: Self, rhs: Self) -> Self
        }
        """, to: "Sources/Scalar.swift")
        try folder.write(service, to: "Sources/Service.swift")
        let outcome = try MockGenerator(store: nil).run(request(folder))
        let error = try #require(outcome.diagnostics.first)
        #expect(error.message.hasPrefix("cannot mock 'Scalar.+("))
        #expect(error.message.hasSuffix("an operator requirement is not supported (write this mock by hand)"))
        #expect(error.file == "Sources/Scalar.swift" && error.line == 3 && outcome.exitStatus == .failure)
        let text = try folder.read("Mocks/Mocks.swift")
        #expect(text.contains("ServiceMock") && !text.contains("ScalarMock"))
        #expect(ProtocolParser.parse(source: text, file: "Mocks.swift").syntaxErrors.isEmpty)
    }

    @Test func anUnmockableRequirementWithADefaultImplementationIsLeftToIt() throws {
        let folder = try TemporaryDirectory()
        try folder.write("""
        // sourcery: AutoMockable
        protocol Scalar {
            static func + (lhs: Self, rhs: Self) -> Self
            func run()
        }

        extension Scalar {
            static func + (lhs: Self, rhs: Self) -> Self { lhs }
        }
        """, to: "Sources/Scalar.swift")
        let outcome = try MockGenerator(store: nil).run(request(folder))
        #expect(outcome.diagnostics.isEmpty)
        let text = try folder.read("Mocks/Mocks.swift")
        #expect(text.contains("// +(lhs:rhs:) is left to the protocol extension's implementation."))
        #expect(text.contains("func run()"))
    }

    @Test func staticsUsingAssociatedTypesAreReported() throws {
        let folder = try TemporaryDirectory()
        try folder.write("""
        // sourcery: AutoMockable
        protocol Record {
            associatedtype Columns
            static var columns: [Columns] { get }
        }
        """, to: "Sources/Record.swift")
        let outcome = try MockGenerator(store: nil).run(request(folder))
        let error = try #require(outcome.diagnostics.first)
        #expect(error.line == 4 && error.message.contains("a static requirement whose types use an associated type"))
    }
}
