// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
@testable import ToolsMocks

/// The model cache's byte form: every field comes back, equal models are equal bytes, damaged bytes are
/// refused, and a changed file is parsed again rather than served from the cache.
@Suite(.offThePool)
struct ModelBytesTests {
    /// Every field of every model type set, optionals both ways, every requirement and throws kind.
    private static let sample: FileModels = {
        let parameter = ParameterModel(label: "for", name: nil, type: "inout [Int]", isVariadic: true)
        let generic = GenericParameterModel(name: "T", constraint: "Codable & Sendable")
        let function = FunctionModel(
            name: "load", genericParameters: [generic, GenericParameterModel(name: "U", constraint: nil)],
            whereClause: "T: Hashable", parameters: [parameter],
            effects: Effects(isAsync: true, throwsKind: .typed("E")),
            returnType: "Result<T, E>", isStatic: true, isMutating: true, attributes: ["@discardableResult"],
            line: 7, condition: "os(iOS)"
        )
        let plain = FunctionModel(
            name: "reset", genericParameters: [], whereClause: nil, parameters: [], effects: Effects(),
            returnType: nil, isStatic: false, isMutating: false, attributes: [], line: 0, condition: nil
        )
        let property = PropertyModel(
            name: "name", type: "String", isSettable: true, getterEffects: Effects(throwsKind: .untyped),
            isStatic: true, attributes: ["nonisolated"], line: 9, condition: nil
        )
        let subscriptMember = SubscriptModel(
            genericParameters: [generic], whereClause: "T: Equatable", parameters: [parameter], returnType: "T?",
            isSettable: false, getterEffects: Effects(isAsync: true, throwsKind: .rethrows), isStatic: false,
            attributes: ["@available(*, deprecated)"], line: 11, condition: "DEBUG"
        )
        let initializer = InitializerModel(
            genericParameters: [], whereClause: nil, parameters: [parameter], effects: Effects(throwsKind: .untyped),
            failability: "?", attributes: ["@MainActor"], line: 13, condition: nil
        )
        let problem = ModelProblem(line: -1, column: 1 << 40, message: "ünïcode ✓ \u{0}")
        let model = ProtocolModel(
            name: "Service", file: "Sources/Service.swift", line: 3, column: 1, accessLevel: "public",
            inherited: ["Sendable", "Base"], attributes: ["@MainActor"], isAnnotated: true,
            associatedTypes: [
                AssociatedTypeModel(name: "Item", constraint: "Codable", whereClause: "Item: Hashable"),
                AssociatedTypeModel(name: "Key", constraint: nil, whereClause: nil),
            ],
            whereClause: "Self: AnyObject",
            requirements: [
                .function(function), .function(plain), .property(property), .subscriptMember(subscriptMember),
                .initializer(initializer),
            ],
            problems: [problem]
        )
        var models = FileModels(
            protocols: [model, ProtocolModel(
                name: "Empty", file: "", line: 0, column: 0, accessLevel: nil, inherited: [], attributes: [],
                isAnnotated: false, associatedTypes: [], whereClause: nil, requirements: [], problems: []
            )],
            typeAliases: [TypeAliasModel(name: "Handler", target: "() -> Void")],
            imports: ["import Foundation", "#if canImport(Darwin)\nimport Darwin\n#endif"],
            extensionMembers: ["Service": ["reset()", "load(for:)"], "Base": [], "Other": ["x"]],
            syntaxErrors: [problem]
        )
        models.annotatedExtensions = ["Service"]
        models.autoMockableExtensions = ["Base"]
        models.noncopyableTypes = ["Ticket"]
        models.skipped = ModelProblem(line: 2, column: 3, message: "skipped: too deep")
        return models
    }()

    @Test func everyFieldComesBack() {
        #expect(FileModels(encoded: Self.sample.encoded) == Self.sample)
        let empty = FileModels(protocols: [], syntaxErrors: [])
        #expect(FileModels(encoded: empty.encoded) == empty)
    }

    /// A field added to a model type fails here until the byte form writes it (and the namespace is bumped).
    @Test func theByteFormKnowsEveryField() throws {
        let model = try #require(Self.sample.protocols.first)
        let fields: [(Any, Int)] = [
            (Self.sample, 9), (model, 12), (try #require(model.associatedTypes.first), 3),
            (try #require(model.problems.first), 3), (Effects(), 2),
            (GenericParameterModel(name: "", constraint: nil), 2),
            (ParameterModel(label: nil, name: nil, type: "", isVariadic: false), 4),
            (TypeAliasModel(name: "", target: ""), 2),
        ]
        for (value, count) in fields {
            #expect(Mirror(reflecting: value).children.count == count, "\(type(of: value))")
        }
        for requirement in model.requirements {
            let payload = try #require(Mirror(reflecting: requirement).children.first?.value)
            let expected = switch requirement {
            case .function: 11
            case .property: 8
            case .subscriptMember: 10
            case .initializer: 8
            }
            #expect(Mirror(reflecting: payload).children.count == expected, "\(type(of: payload))")
        }
    }

    @Test func equalModelsAreEqualBytesWhateverTheDictionaryOrder() {
        var reordered = Self.sample
        reordered.extensionMembers = [:]
        for key in ["Other", "Base", "Service"] {
            reordered.extensionMembers[key] = Self.sample.extensionMembers[key]
        }
        #expect(reordered.encoded == Self.sample.encoded)
        var changed = Self.sample
        changed.protocols[0].line += 1
        #expect(changed.encoded != Self.sample.encoded)
    }

    @Test func damagedBytesAreRefused() {
        let bytes = Self.sample.encoded
        // Every cut of the bytes, and the bytes with more after them, are not models.
        for length in 0..<bytes.count {
            #expect(FileModels(encoded: bytes.prefix(length)) == nil)
        }
        #expect(FileModels(encoded: bytes + [0]) == nil)
        // What the cache held before (JSON) is not taken for models either.
        let json = Data(#"{"protocols":[],"syntaxErrors":[]}"#.utf8)
        #expect(FileModels(encoded: json) == nil)
        // A count larger than the bytes left is refused before anything is reserved for it.
        #expect(FileModels(encoded: Data([0xFE, 0xFF, 0xFF, 0xFF, 0x0F])) == nil)
    }

    @Test func parsedModelsComeBack() {
        let source = """
            import Foundation
            /// @mockable
            public protocol Loader: Sendable where Self: AnyObject {
                associatedtype Item: Codable
                var items: [Item] { get async throws }
                static var shared: Self { get }
                subscript<K: Hashable>(key: K) -> Item? { get set }
                init?(name: String) throws
                #if DEBUG
                func load<T>(_ id: T, retries: Int...) async throws(LoadError) -> T where T: Decodable
                #endif
                mutating func reset() rethrows
            }
            extension Loader { func reset() {} }
            typealias Loading = Loader
            """
        let models = ProtocolParser.parse(source: source, file: "Loader.swift")
        #expect(models.protocols.first?.requirements.count == 6)
        #expect(FileModels(encoded: models.encoded) == models)
    }

    /// The cache is keyed by content: an edited file is parsed again, its mock follows the edit, and going
    /// back to the first text gives the first mock again.
    @Test func anEditedFileIsNeverServedFromTheCache() throws {
        let folder = try TemporaryDirectory()
        let store = try Store(url: folder.url.appendingPathComponent("store.sqlite"))
        var request = MockRequest(jobs: [MockJob(
            output: folder.url.appendingPathComponent("Mocks.swift"),
            sources: [folder.url.appendingPathComponent("Service.swift")]
        )])
        request.displayRoot = folder.url
        let first = "/// @mockable\nprotocol Service {\n    func load() -> Int\n}\n"
        // Same length as the first text: only the content tells them apart.
        let edited = "/// @mockable\nprotocol Service {\n    func save() -> Int\n}\n"
        var mocks: [String] = []
        for text in [first, edited, first] {
            try folder.write(text, to: "Service.swift")
            _ = try MockGenerator(store: store).run(request)
            mocks.append(try folder.read("Mocks.swift"))
        }
        #expect(mocks[0].contains("func load()") && !mocks[0].contains("func save()"))
        #expect(mocks[1].contains("func save()") && !mocks[1].contains("func load()"))
        #expect(mocks[2] == mocks[0])
    }
}
