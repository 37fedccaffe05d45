// Copyright © 2026 Tools Authors. All rights reserved.

import TestSupport
import Testing
@testable import ToolsMocks

@Suite(.offThePool)
struct MockNamingTests {
    private func requirements(_ body: String) -> [Requirement] {
        let models = ProtocolParser.parse(source: "protocol P {\n\(body)\n}", file: "P.swift")
        return models.protocols.first?.requirements ?? []
    }

    private func names(_ body: String, style: NamingStyle = .selector) -> [String?] {
        MockNaming.prefixes(for: requirements(body), protocolName: "CarService", style: style)
    }

    @Test func selectorNamesUseBaseNameAndLabels() {
        #expect(names("""
        func car(vin: String) async throws -> Car
        func cars(page: Int, size: Int) -> [Car]
        func value(for key: String) -> String?
        func run(_ block: @escaping () -> Void)
        init(name: String)
        subscript(index: Int) -> String { get }
        subscript(key key: String) -> Int { get }
        var name: String { get }
        """) == ["carVin", "carsPageSize", "valueFor", "run", "initName", "subscript", "subscriptKey", nil])
    }

    @Test func typedNamesFollowSourcerysBundledTemplate() {
        // Names checked against Sourcery 2.3.0's bundled AutoMockable template on the same input.
        #expect(names("""
        func car(vin: String) async throws -> Car
        func cars(page: Int, size: Int) -> [Car]
        func value(for key: String) -> String?
        func run(_ block: @escaping @Sendable (Int) -> Void)
        func ping()
        func fetch<T: Decodable>(_ type: T.Type) -> T
        func log(_ items: Any...)
        init(name: String)
        func update(_ items: [String: Int]?)
        func adjust(_ value: inout Int)
        func perform(_ work: () -> Void) -> Bool
        func store(_ value: any Codable)
        func describe(_ value: some CustomStringConvertible) -> String
        func optionalClosure(_ completion: (() -> Void)?)
        func load(url: URL, timeout: TimeInterval) async -> Data?
        func nested(_ map: [String: [Int]]) throws -> Set<String>
        """, style: .typed) == [
            "carVinStringCar", "carsPageIntSizeIntCar", "valueForKeyStringString",
            "runBlockSendableEscapingIntVoidVoid", "pingVoid", "fetchTDecodableTypeTTypeT", "logItemsAnyVoid",
            "initNameStringCarService", "updateItemsStringIntVoid", "adjustValueInoutIntVoid",
            "performWorkVoidBool", "storeValueAnyCodableVoid", "describeValueSomeCustomStringConvertibleString",
            "optionalClosureCompletionVoidVoid", "loadUrlURLTimeoutTimeIntervalData", "nestedMapStringIntSetString",
        ])
    }

    @Test func overloadsGetParameterTypesThenReturnType() {
        #expect(names("""
        func value(for key: String) -> String?
        func value(for key: Int) -> String?
        func value(for key: Int) -> Int
        func other()
        """) == ["valueForString", "valueForIntString", "valueForIntInt", "other"])
    }

    @Test func namesThatStillClashGetEffectsThenAPosition() {
        #expect(names("""
        func load() async
        func load()
        static func reset()
        func reset()
        """) == ["loadAsync", "load", "resetStatic", "reset"])
        let stable = names("func a(_ x: Int)\nfunc a(_ y: Int)")
        #expect(stable == ["aInt", "aInt2"])
    }

    @Test func effectfulPropertiesTakePartInClashes() {
        #expect(names("""
        var value: Int { get async }
        func value() -> Int
        var name: String { get }
        """) == ["value", "valueInt", nil])
    }

    @Test func classNameCanDropTheProtocolSuffix() {
        #expect(MockStyle().className(for: "ClientProxyProtocol") == "ClientProxyProtocolMock")
        #expect(MockStyle(dropsProtocolSuffix: true).className(for: "ClientProxyProtocol") == "ClientProxyMock")
        #expect(MockStyle(dropsProtocolSuffix: true).className(for: "Protocol") == "ProtocolMock")
    }

    @Test func typedStyleRendersTypedMemberNames() throws {
        let model = try #require(ProtocolParser.parse(
            source: "public protocol CarService { func car(vin: String) async throws -> Car }", file: "C.swift"
        ).protocols.first)
        let resolved = try ProtocolResolver(protocols: [model]).resolve(model)
        let text = try MockRenderer(style: MockStyle(naming: .typed)).render(resolved)
        #expect(text.contains("public var carVinStringCarCallsCount: Int = 0"))
        #expect(text.contains("public var carVinStringCarReceivedVin: String?\n"))
        #expect(text.contains("public var carVinStringCarReturnValue: Car!\n"))
        // An async stub closure of a mock of no actor runs where the member runs (`nonisolated(nonsending)`).
        let closure = "public var carVinStringCarClosure: (nonisolated(nonsending) (String) async throws -> Car)?\n"
        #expect(text.contains(closure))
        #expect(text.contains("public var carVinStringCarThrowableError: (any Error)?\n"))
    }
}
