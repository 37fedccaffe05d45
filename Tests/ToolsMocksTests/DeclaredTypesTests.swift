// Copyright © 2026 Tools Authors. All rights reserved.

import Testing
import TestSupport
@testable import ToolsMocks

/// The hand-written top-level types a generated mock's name would clash with, found without parsing.
@Suite(.offThePool)
struct DeclaredTypesTests {
    @Test func findsTopLevelDeclarationsWithTheirPlace() {
        let source = """
        import Foundation

        final class LocationMock {}
        public struct  CarMock: Equatable {}
        typealias AliasMock = Int
        actor ActorMock {}
        enum Fixtures {
            final class NestedMock {}
        }
        // class CommentedMock {}
        /* struct BlockMock {
           } */
        let text = "class StringMock {"
        extension ExtendedMock {}
        class OtherName {}
        """
        let names: Set = [
            "LocationMock", "CarMock", "AliasMock", "ActorMock", "NestedMock", "CommentedMock", "BlockMock",
            "StringMock", "ExtendedMock",
        ]
        let found = DeclaredTypes.declarations(in: source, named: names)
        #expect(found == [
            .init(name: "LocationMock", line: 3, column: 13),
            .init(name: "CarMock", line: 4, column: 16),
            .init(name: "AliasMock", line: 5, column: 11),
            .init(name: "ActorMock", line: 6, column: 7),
        ])
    }

    /// The names' common ending, searched for first in every file of the module: whole characters only.
    @Test func commonEndingOfMockNames() {
        #expect(MockGenerator.commonSuffix(of: ["CarRepositoryMock", "LocationMock"]) == "Mock")
        #expect(MockGenerator.commonSuffix(of: ["FakeCar", "StubCar", "Car"]) == "Car")
        #expect(MockGenerator.commonSuffix(of: ["Mocké", "Mockè"]) == "")
        #expect(MockGenerator.commonSuffix(of: ["One", "Two"]) == "")
        #expect(MockGenerator.commonSuffix(of: []) == "")
    }
}
