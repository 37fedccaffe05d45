// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsLint
import ToolsCore

/// A feature package with a file in every layer, references in every direction, and clean references.
@Suite(.offThePool) struct LayeringTests {
    static let base = "localPackages/UserFeature/Sources/UserFeature/Profile"

    private func fixture() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let configuration = "only_rules: [layering]\nlayering:\n  modules:\n    NetworkKit: DataAccess\n"
        try directory.write(configuration, to: ".swiftlint.yml")
        let files = [
            "Domain/User.swift": """
            struct User { let name: String }
            protocol UserRepository { func user() async throws -> User }
            enum Loader { static func make() -> UserRepositoryImpl { UserRepositoryImpl() } }
            """,
            "Application/LoadUser.swift": """
            protocol LoadUserUseCase { func callAsFunction() async throws -> User }
            struct LoadUser: LoadUserUseCase {
                let repository: any UserRepository
                func callAsFunction() async throws -> User { try await repository.user() }
            }
            """,
            "DataAccess/UserRepositoryImpl.swift": """
            import NetworkKit
            struct UserRepositoryImpl: UserRepository {
                func user() async throws -> User { User(name: "") }
            }
            """,
            "Presentation/ProfileStateNotifier.swift": """
            import NetworkKit
            final class ProfileStateNotifier {
                let load: any LoadUserUseCase
                var user: User?
                let direct = UserRepositoryImpl()
                var cache: [String: UserRepositoryImpl] = [:]
                init(load: any LoadUserUseCase) { self.load = load }
            }
            extension UserRepositoryImpl: CustomStringConvertible { var description: String { "" } }
            """,
            "Mocks/UserRepositoryMock.swift": """
            final class UserRepositoryMock: UserRepository {
                let real = UserRepositoryImpl()
                func user() async throws -> User { User(name: "") }
            }
            """,
        ]
        for (path, code) in files { try directory.write(code + "\n", to: "\(Self.base)/\(path)") }
        try directory.write(
            "@testable import UserFeature\nlet any = UserRepositoryImpl()\n",
            to: "localPackages/UserFeature/Tests/UserFeatureTests/ProfileTests.swift"
        )
        return directory
    }

    @Test func flagsEveryForbiddenReferenceAndNothingElse() async throws {
        let directory = try fixture()
        let linter = try Linter(rootDirectory: directory.url, store: nil)
        let result = try await linter.lint(try linter.sources(for: [directory.url]))
        let found = result.diagnostics.map { diagnostic in
            let name = URL(fileURLWithPath: diagnostic.file ?? "").lastPathComponent
            return "\(name):\(diagnostic.line ?? 0):\(diagnostic.column ?? 0)"
        }
        #expect(found == [
            "User.swift:3:37",
            "ProfileStateNotifier.swift:1:1",
            "ProfileStateNotifier.swift:5:18",
            "ProfileStateNotifier.swift:6:25",
            "ProfileStateNotifier.swift:9:11",
        ], "\(result.diagnostics.map { "\($0.location) \($0.message)" })")
        let domain = try #require(result.diagnostics.first)
        #expect(domain.message == "Domain must not use DataAccess: 'UserRepositoryImpl' is declared in DataAccess "
            + "(\(Self.base)/DataAccess/UserRepositoryImpl.swift:2)")
        #expect(domain.severity == .error)
        #expect(result.diagnostics[1].message
            == "Presentation must not use DataAccess: module 'NetworkKit' belongs to DataAccess")
    }

    @Test func aCustomLayerMapChangesWhatIsAllowed() async throws {
        let directory = try fixture()
        try directory.write("""
        only_rules: [layering]
        layering:
          layers:
            Domain: []
            Application: [Domain]
            DataAccess: [Domain]
            Presentation: [Application, Domain, DataAccess]
            Mocks: ['*']
        """, to: ".swiftlint.yml")
        let linter = try Linter(rootDirectory: directory.url, store: nil)
        let result = try await linter.lint(try linter.sources(for: [directory.url]))
        #expect(result.diagnostics.map { URL(fileURLWithPath: $0.file ?? "").lastPathComponent } == ["User.swift"])
    }

    @Test func aLayerMapNamingAnUnknownLayerIsAWarningAndTheDefaultMapApplies() throws {
        let configuration = try LintConfiguration.parse(
            "opt_in_rules: [layering]\nlayering:\n  layers:\n    Domain: [Infrastructure]\n"
        )
        #expect(configuration.warnings.count == 1)
        #expect(configuration.warnings.first?.message.contains("'Infrastructure', which is not a layer") == true)
        let rule = try #require(configuration.rules.compactMap { $0 as? LayeringRule }.first)
        #expect(rule.map.allowed == LayerMap.standard.allowed)
    }

    @Test func layeringUsesCachedFactsOfUnchangedFiles() async throws {
        let directory = try fixture()
        let store = try Store(url: directory.url.appendingPathComponent(".cache/tools.sqlite"))
        let linter = try Linter(rootDirectory: directory.url, store: store)
        let sources = try linter.sources(for: [directory.url])
        let cold = try await linter.lint(sources)
        // Moving the implementation into Domain makes every reference to it clean, without re-parsing them.
        let old = directory.url.appendingPathComponent("\(Self.base)/DataAccess/UserRepositoryImpl.swift")
        try FileManager.default.removeItem(at: old)
        try directory.write("struct UserRepositoryImpl {}\n", to: "\(Self.base)/Domain/UserRepositoryImpl.swift")
        let moved = try await linter.lint(try linter.sources(for: [directory.url]))
        #expect(cold.diagnostics.count == 5)
        #expect(moved.cachedFileCount == sources.count - 1)
        #expect(moved.diagnostics.map(\.line) == [1])
    }
}

extension LayeringTests {
    @Test func lintingOneFileStillSeesTheWholeModule() async throws {
        let directory = try fixture()
        let linter = try Linter(rootDirectory: directory.url, store: nil)
        let one = directory.url.appendingPathComponent("\(Self.base)/Presentation/ProfileStateNotifier.swift")
        let result = try await linter.lint(try linter.sources(for: [one]))
        #expect(result.fileCount == 1)
        #expect(result.diagnostics.map(\.line) == [1, 5, 6, 9])
    }
}

extension LayeringTests {
    /// Every pair of layers: a type declared in one, used from another; flagged exactly when the default
    /// map forbids the direction.
    @Test func everyDirectionOfTheDefaultMap() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("only_rules: [layering]\n", to: ".swiftlint.yml")
        let layers = ["Domain", "Application", "DataAccess", "Presentation", "Mocks"]
        for layer in layers {
            try directory.write("struct \(layer)Thing {}\n", to: "\(Self.base)/\(layer)/\(layer)Thing.swift")
            for other in layers where other != layer {
                try directory.write(
                    "func use() { _ = \(other)Thing() }\n", to: "\(Self.base)/\(layer)/Uses\(other).swift"
                )
            }
        }
        let linter = try Linter(rootDirectory: directory.url, store: nil)
        let result = try await linter.lint(try linter.sources(for: [directory.url]))
        let flagged = Set(result.diagnostics.map { URL(fileURLWithPath: $0.file ?? "").deletingPathExtension().path })
            .map { path in
                let parts = path.split(separator: "/")
                return "\(parts[parts.count - 2])→\(parts[parts.count - 1].dropFirst(4))"
            }
        let expected = [
            "Domain→Application", "Domain→DataAccess", "Domain→Presentation", "Domain→Mocks",
            "Application→DataAccess", "Application→Presentation", "Application→Mocks",
            "DataAccess→Application", "DataAccess→Presentation", "DataAccess→Mocks",
            "Presentation→DataAccess", "Presentation→Mocks",
        ]
        #expect(flagged.sorted() == expected.sorted())
    }
}
