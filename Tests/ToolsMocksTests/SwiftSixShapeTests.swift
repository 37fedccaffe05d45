// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsMocks

/// The shapes Swift 6 code needs (issue 38): results a stored value cannot give, ownership, isolation, and
/// the typed names Sourcery 2.3.0 gives them. `SwiftSixCorpusTests` compiles them; these read the text.
@Suite(.offThePool)
struct SwiftSixShapeTests {
    /// The mock of the one protocol in `source` (parsed, resolved with `noncopyableTypes`, rendered).
    private func mock(
        _ source: String, naming: NamingStyle = .selector, noncopyableTypes: Set<String> = []
    ) throws -> String {
        let models = ProtocolParser.parse(source: source, file: "P.swift")
        let model = try #require(models.protocols.last)
        let resolver = ProtocolResolver(protocols: models.protocols,
                                        noncopyableTypes: noncopyableTypes.union(models.noncopyableTypes))
        return try MockRenderer(style: MockStyle(naming: naming)).render(try resolver.resolve(model))
    }

    @Test func sendingAndNoncopyableResultsAnswerOnlyByTheClosure() throws {
        let text = try mock("""
        struct Ticket: ~Copyable { let seat: Int }
        protocol Office {
            func document() -> sending Document
            func issue() -> Ticket
        }
        """)
        #expect(text.contains("var documentClosure: (() -> sending Document)?"))
        #expect(text.contains("var issueClosure: (() -> Ticket)?"))
        #expect(!text.contains("documentReturnValue") && !text.contains("issueReturnValue"))
        #expect(text.contains("fatalError(\"OfficeMock.issue(): no value configured; set issueClosure\")"))
    }

    @Test func ownershipParametersAreCopiedOrHandedOn() throws {
        let text = try mock("""
        struct Ticket: ~Copyable { let seat: Int }
        protocol Sink {
            func log(_ message: consuming String)
            func redeem(_ ticket: consuming Ticket) -> Bool
            func inspect(_ ticket: borrowing Ticket)
            func store<V: ~Copyable>(_ value: consuming V)
        }
        """)
        // A copyable value is recorded and forwarded as a copy; a noncopyable one goes to the closure as it came.
        #expect(text.contains("let messageCopy = copy message"))
        #expect(text.contains("logReceivedMessage = messageCopy"))
        #expect(text.contains("var logClosure: ((String) -> Void)?"))
        #expect(text.contains("var redeemClosure: ((consuming Ticket) -> Bool)?"))
        #expect(text.contains("var inspectClosure: ((borrowing Ticket) -> Void)?"))
        for kept in ["redeemReceived", "inspectReceived", "storeReceived"] { #expect(!text.contains(kept)) }
        #expect(text.contains("var storeClosure: (() -> Void)?"))
    }

    @Test func isolationOfClassesMembersAndStubClosures() throws {
        let plain = try mock("protocol Loader { func load() async -> Int }")
        #expect(plain.contains("nonisolated final class LoaderMock: Loader {"))
        #expect(plain.contains("var loadClosure: (nonisolated(nonsending) () async -> Int)?"))

        let sendable = try mock("protocol Tracker: Sendable { func track(_ event: String) }")
        #expect(sendable.contains("nonisolated final class TrackerMock: Tracker, @unchecked Sendable {"))
        #expect(sendable.contains("var trackClosure: (@Sendable (String) -> Void)?"))

        let main = try mock("""
        @MainActor protocol Presenter {
            func perform(_ job: @escaping () async -> Void) async
            nonisolated func identifier() -> String
            @concurrent func refresh() async
        }
        """)
        #expect(main.contains("@MainActor\nfinal class PresenterMock: Presenter {"))
        #expect(main.contains("private nonisolated let mockLock = NSLock()"))
        #expect(main.contains("var performClosure: (@MainActor (@escaping () async -> Void) async -> Void)?"))
        // Callable from any thread: guarded state, a Sendable stub closure.
        #expect(main.contains("nonisolated var identifierCallsCount: Int {\n        get { mockLock.withLock {"))
        #expect(main.contains("nonisolated var identifierClosure: (@Sendable () -> String)? {"))
        #expect(main.contains("@concurrent nonisolated func refresh() async {"))
        #expect(main.contains("nonisolated var refreshCallsCount: Int {"))
        #expect(!main.contains("nonisolated(unsafe) var identifierCallsCount"))
    }

    @Test func identifiableIsMockedWhenTheProtocolDeclaresItsID() throws {
        let text = try mock("protocol Account: Identifiable { var id: UUID { get } }")
        #expect(text.contains("nonisolated final class AccountMock: Account {"))
        #expect(text.contains("nonisolated var id: UUID {"))
        let error = #expect(throws: ResolutionError.self) {
            try mock("protocol Named: Identifiable { var name: String { get } }")
        }
        let message = "cannot mock 'Named': it inherits 'Identifiable' without declaring 'id'"
        #expect(error?.message.contains(message) == true)
    }

    @Test func typedNamesFollowSourceryForModernSignatures() throws {
        let text = try mock("""
        struct Ticket: ~Copyable { let seat: Int }
        protocol Repository<Entity> {
            associatedtype Entity: Identifiable
            func all() async throws -> [Entity]
            func find(id: Entity.ID) async -> Entity?
            func redeem(_ ticket: consuming Ticket) -> Bool
            func make(titled title: String) -> sending Document
            func run(on actor: isolated any Actor)
            func log<each Value: Sendable>(_ name: String, _ values: repeat each Value)
            func store<Value: ~Copyable>(_ value: consuming Value)
            func record(_ message: @autoclosure @escaping () -> String)
            func schedule<E: Error>(_ work: @escaping () throws(E) -> Void)
        }
        """, naming: .typed)
        // Checked against Sourcery 2.3.0's AutoMockable template (but for the `~`, which Sourcery keeps).
        for name in [
            "allIdentifiableCallsCount", "findIdEntityIDIdentifiableReturnValue", "redeemTicketTicketBoolCallsCount",
            "makeTitledTitleStringDocumentClosure", "runOnActorAnyActorVoidReceivedActor",
            "logeachValueSendableNameStringValuesEachValueVoidReceivedArguments",
            "storeValueCopyableValueValueVoidCallsCount", "recordMessageAutoclosureEscapingStringVoidReceivedMessage",
            "scheduleEErrorWorkEscapingThrowsEVoidVoidReceivedWork",
        ] {
            #expect(text.contains("var \(name)"), "\(name)")
        }
        #expect(text.contains("func log<each Value: Sendable>(_ name: String, _ values: repeat each Value)"))
        #expect(text.contains("(name: name, values: (repeat each values))"))
    }
}
