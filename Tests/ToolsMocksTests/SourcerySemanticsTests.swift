// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsMocks

/// Names and selection as Sourcery's AutoMockable template has them, and hostile input.
@Suite(.offThePool)
struct SourcerySemanticsTests {
    private func function(_ source: String) throws -> FunctionModel {
        let model = try #require(ProtocolParser.parse(source: "protocol P {\n\(source)\n}", file: "P.swift")
            .protocols.first)
        guard case .function(let function)? = model.requirements.first else {
            Issue.record("no function in \(source)")
            throw CancellationError()
        }
        return function
    }

    @Test func typedNamesKeepTheReturnTypesPunctuationAsUnderscores() throws {
        let cases: [(String, String)] = [
            ("func s() -> () -> any Stub", "s____AnyStub"),
            ("func t() -> () -> (any Stub)?", "t____AnyStub"),
            ("func u() -> (Int, () -> (any Stub)?)", "u_IntAnyStub"),
            ("func r() -> (any Stub)?", "rAnyStub"),
            ("func w() -> [(any Stub)?]", "w_AnyStub"),
            ("func get() -> (() -> Void)?", "get_____Void"),
            ("func run(_ data: String) -> (([Int], [String]) -> Void)", "runDataString_IntStringVoid"),
            ("func f(_ x: (any Stub)?, y: Int!, z: some Stub)", "fXAnyStubYIntZSomeStubVoid"),
            ("func start(car: String,\n of model: String)", "startCarStringOfModelStringVoid"),
            ("static func make(_: String) -> String", "makeStringString"),
            ("func n(x: @escaping @Sendable (Int) -> Void)", "nXSendableEscapingIntVoidVoid"),
        ]
        for (source, expected) in cases {
            #expect(TypedNaming.function(try function(source)) == expected, "\(source)")
        }
        let value = AssociatedTypeModel(name: "Value", constraint: "Sequence", whereClause: nil)
        #expect(TypedNaming.function(try function("func value() -> Value"), associatedTypes: [value])
            == "valueSequence")
    }

    /// Names Sourcery 2.3.0's AutoMockable template gives (its binary run on these requirements): `Self` in a
    /// result is the protocol, a returned function type's attributes are not printed.
    @Test func typedNamesResolveSelfAndDropAReturnedFunctionsAttributes() throws {
        let cases: [(String, String)] = [
            ("static func makeDefault() -> Self", "makeDefaultQ"),
            ("func maybe() -> Self?", "maybeQ"),
            ("func many() -> [Self]", "manyQ"),
            ("func pair() -> (Self, Int)", "pair_QInt"),
            ("func res() -> Result<Self, Error>", "resResultQError"),
            ("func cl() -> (Self) -> Void", "cl_SelfVoid"),
            ("func handler(for name: String) -> @Sendable (Int) -> Void", "handlerForNameString_IntVoid"),
            ("func main() -> @MainActor () -> Void", "main____Void"),
            ("func both() -> @MainActor @Sendable () -> Void", "both____Void"),
            ("func sendOpt() -> @Sendable () -> Int?", "sendOpt____Int"),
            ("func opt() -> (@Sendable () -> Void)?", "opt__SendableVoid"),
            ("func attrInner(_ x: Int) -> [@Sendable () -> Void]", "attrInnerXInt_SendableVoid"),
            ("func selfish() -> SelfReference", "selfishSelfReference"),
        ]
        for (source, expected) in cases {
            #expect(TypedNaming.function(try function(source), protocolName: "Q") == expected, "\(source)")
        }
    }

    @Test func selectorNamesLowerTheFirstWordAsTheClassicTemplate() {
        #expect(SelectorNaming.prefix("f", labels: [nil, "y", "z"]) == "fyz")
        #expect(SelectorNaming.prefix("b", labels: ["x", "y", "z"]) == "bxyz")
        #expect(SelectorNaming.prefix("c", labels: ["someName"]) == "cSomeName")
        #expect(SelectorNaming.prefix("start", labels: ["car", "of"]) == "startCarOf")
        #expect(SelectorNaming.prefix("URLSession", labels: []) == "urlSession")
        #expect(SelectorNaming.prefix("load", labels: [nil]) == "load")
    }

    @Test func extensionsSelectAsSourceryReadsThem() throws {
        let folder = try TemporaryDirectory()
        try folder.write("""
        protocol ByComment { func a() }
        protocol ByDocComment { func b() }
        protocol ByBlock { func c() }
        protocol ByConformance { func d() }
        protocol Child: ByConformance { func e() }
        protocol NotSelected { func f() }
        // sourcery: AutoMockable
        protocol ByList { func g() }
        """, to: "Sources/Protocols.swift")
        try folder.write("""
        // sourcery: AutoMockable
        extension ByComment {}

        /// sourcery: skipEquality, AutoMockable
        extension ByDocComment {}

        /* sourcery: AutoMockable */
        extension ByBlock {}

        extension ByConformance: AutoMockable {}

        // sourcery: AutoMockableNot
        extension NotSelected {}
        """, to: "Sources/Protocols+Mocking.swift")
        var request = MockRequest(jobs: [MockJob(
            output: folder.url.appendingPathComponent("Mocks.swift"),
            sources: MockPlanner.swiftFiles(under: folder.url.appendingPathComponent("Sources"))
        )])
        request.displayRoot = folder.url
        let outcome = try MockGenerator(store: nil).run(request)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let text = try folder.read("Mocks.swift")
        for mock in ["ByCommentMock", "ByDocCommentMock", "ByBlockMock", "ByConformanceMock", "ChildMock",
                     "ByListMock"] {
            #expect(text.contains("final class \(mock):"), "\(mock)")
        }
        #expect(!text.contains("NotSelectedMock"))
    }

    @Test func mocksOutsideTheModuleImportIt() throws {
        let folder = try TemporaryDirectory()
        let inside = "private import Secret\ninternal import Shared\n"
            + "// sourcery: AutoMockable\nprotocol Inside { func a() }"
        try folder.write(inside, to: "Sources/Core/Inside.swift")
        try folder.write("/// @mockable\npublic protocol Open { func b() }", to: "Sources/Core/Open.swift")
        var request = MockRequest(jobs: [MockJob(
            output: folder.url.appendingPathComponent("Tests/CoreTests/Mocks.swift"),
            sources: MockPlanner.swiftFiles(under: folder.url.appendingPathComponent("Sources"))
        )])
        request.displayRoot = folder.url
        request.modules = [
            MockModule(name: "Core", folder: folder.url.appendingPathComponent("Sources/Core")),
            MockModule(name: "CoreTests", folder: folder.url.appendingPathComponent("Tests/CoreTests")),
        ]
        _ = try MockGenerator(store: nil).run(request)
        let text = try folder.read("Tests/CoreTests/Mocks.swift")
        #expect(text.contains("@testable import Core\n"), "an internal protocol needs @testable")
        #expect(text.contains("import Shared\n") && !text.contains("Secret"), "private imports stay private")

        request.jobs[0].output = folder.url.appendingPathComponent("Sources/Core/Mocks/Mocks.swift")
        _ = try MockGenerator(store: nil).run(request)
        #expect(!(try folder.read("Sources/Core/Mocks/Mocks.swift")).contains("import Core"))
    }

    /// Hostile input (sizes bounded so the test stays fast, each over one limit): a located warning, and the
    /// other files are still mocked.
    @Test func pathologicalInputIsSkippedWithAWarning() throws {
        let folder = try TemporaryDirectory()
        let inputs = [
            "Brackets": "let x = " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000),
            "Generics": "func f() -> " + String(repeating: "A<", count: 1_000) + "Int"
                + String(repeating: ">", count: 1_000),
            "Bangs": "let y = a" + String(repeating: "!", count: 30_000),
            "Unclosed": "let z = " + String(repeating: "[(", count: 10_000),
            "Interpolation": "let s = " + String(repeating: "\"\\(", count: 3_000),
            "Arrays": "let w = " + String(repeating: "[", count: 25) + String(repeating: "]", count: 25),
        ]
        for (name, text) in inputs {
            try folder.write("// sourcery: AutoMockable\nprotocol \(name) { func a() }\n" + text,
                             to: "Sources/\(name).swift")
        }
        // Deep trees within the limits are read: thirty thousand member accesses or calls in a row.
        try folder.write("// sourcery: AutoMockable\nprotocol Members { func a() }\nlet m = a"
                         + String(repeating: ".b", count: 30_000), to: "Sources/Members.swift")
        try folder.write("// sourcery: AutoMockable\nprotocol Calls { func a() }\nlet c = f"
                         + String(repeating: "()", count: 30_000), to: "Sources/Calls.swift")
        try folder.write("// sourcery: AutoMockable\nprotocol Fine { func a() }", to: "Sources/Fine.swift")
        var request = MockRequest(jobs: [MockJob(
            output: folder.url.appendingPathComponent("Mocks.swift"),
            sources: MockPlanner.swiftFiles(under: folder.url.appendingPathComponent("Sources"))
        )])
        request.displayRoot = folder.url
        // Judged by what was skipped, never by how long a busy machine took.
        let outcome = try MockGenerator(store: nil).run(request)
        let skipped = outcome.diagnostics.filter { $0.severity == .warning && $0.message.hasPrefix("skipped: ") }
        #expect(Set(skipped.map(\.file)) == Set(inputs.keys.map { "Sources/\($0).swift" }), "\(outcome.diagnostics)")
        #expect(skipped.allSatisfy { $0.line == 3 && ($0.column ?? 0) > 1 })
        let mocks = try folder.read("Mocks.swift")
        #expect(mocks.contains("final class FineMock: Fine"))
        #expect(mocks.contains("final class MembersMock: Members") && mocks.contains("final class CallsMock: Calls"))
    }
}
