// Copyright © 2026 Tools Authors. All rights reserved.

import TestSupport
import Testing
@testable import ToolsMocks

@Suite(.offThePool)
struct ProtocolParserTests {
    @Test func findsTheThreeAnnotations() {
        let source = """
        // sourcery: AutoMockable
        protocol A {}
        /// Some text.
        /// @mockable
        protocol B {}
        protocol C: AutoMockable {}
        protocol D {}
        // sourcery: other
        protocol E {}
        @preconcurrency
        /// @mockable
        public protocol F {}
        """
        let models = ProtocolParser.parse(source: source, file: "X.swift").protocols
        #expect(models.map(\.name) == ["A", "B", "C", "D", "E", "F"])
        #expect(models.map(\.isAnnotated) == [true, true, true, false, false, true])
    }

    @Test func readsRequirementsWithEffectsAndAccess() throws {
        let source = """
        @MainActor public protocol Service: Base, Sendable where Item: Hashable {
            associatedtype Item: Codable
            var value: Int { get async throws(MyError) }
            var name: String { get set }
            static func make() -> Self
            func map(_ f: (Int) throws -> Int) rethrows -> [Int]
            func load<T: Decodable>(_ type: T.Type) async throws -> T where T: Sendable
            subscript(metadataKey _: String) -> String? { get set }
            init?(raw: String)
        }
        """
        let model = try #require(ProtocolParser.parse(source: source, file: "S.swift").protocols.first)
        #expect(model.accessLevel == "public" && model.isPublic)
        #expect(model.attributes == ["@MainActor"])
        #expect(model.inherited == ["Base", "Sendable"])
        #expect(model.whereClause == "Item: Hashable")
        #expect(model.associatedTypes == [AssociatedTypeModel(name: "Item", constraint: "Codable", whereClause: nil)])
        #expect(model.requirements.count == 7)
        guard case .property(let value) = model.requirements[0], case .property(let name) = model.requirements[1],
              case .function(let make) = model.requirements[2], case .function(let map) = model.requirements[3],
              case .function(let load) = model.requirements[4],
              case .subscriptMember(let member) = model.requirements[5],
              case .initializer(let initializer) = model.requirements[6] else {
            Issue.record("unexpected requirement kinds: \(model.requirements)")
            return
        }
        #expect(value.getterEffects == Effects(isAsync: true, throwsKind: .typed("MyError")) && !value.isSettable)
        #expect(name.isSettable)
        #expect(make.isStatic && make.returnType == "Self")
        #expect(map.effects.throwsKind == .rethrows)
        #expect(load.genericParameters == [GenericParameterModel(name: "T", constraint: "Decodable")])
        #expect(load.whereClause == "T: Sendable" && load.effects == Effects(isAsync: true, throwsKind: .untyped))
        let expected = ParameterModel(label: "metadataKey", name: nil, type: "String", isVariadic: false)
        #expect(member.parameters == [expected])
        #expect(member.isSettable)
        #expect(initializer.failability == "?")
    }

    @Test func reportsTheFirstSyntaxErrorWithItsPosition() throws {
        let source = "protocol Broken {\n    func a(\n}\nprotocol Fine {}\n"
        let models = ProtocolParser.parse(source: source, file: "B.swift")
        let error = try #require(models.syntaxErrors.first)
        #expect(error.line == 3 || error.line == 2)
        #expect(models.syntaxErrors.count == 1)
    }

    @Test func byteSearchFindsTheWordAnywhere() {
        #expect(ProtocolParser.mayDeclareProtocols("protocol A {}"))
        #expect(ProtocolParser.mayDeclareProtocols("struct S {}\npublic protocol "))
        #expect(ProtocolParser.mayDeclareProtocols("ppprotocol protocol "))
        #expect(!ProtocolParser.mayDeclareProtocols("protocols and protocol\n"))
        #expect(!ProtocolParser.mayDeclareProtocols("protoco"))
        #expect(!ProtocolParser.mayDeclareProtocols(""))
    }

    @Test func conditionalMembersKeepTheirConditions() throws {
        let source = """
        protocol P {
            func a()
            #if DEBUG
            func b()
            #elseif os(Linux)
            func c()
            #if canImport(Foundation)
            var d: Int { get }
            #endif
            #else
            func e()
            #endif
        }
        """
        let model = try #require(ProtocolParser.parse(source: source, file: "P.swift").protocols.first)
        #expect(model.problems.isEmpty)
        #expect(model.requirements.map(\.condition) == [
            nil, "DEBUG", "!(DEBUG) && (os(Linux))", "(!(DEBUG) && (os(Linux))) && (canImport(Foundation))",
            "!(DEBUG) && !(os(Linux))",
        ])
    }

    @Test func unsupportedMembersBecomeProblems() throws {
        let source = """
        protocol P {
            #if DEBUG
            associatedtype Item
            #endif
        }
        """
        let model = try #require(ProtocolParser.parse(source: source, file: "P.swift").protocols.first)
        #expect(model.problems.first?.line == 3)
        #expect(model.problems.first?.message.contains("'#if'") == true)
    }
}
