// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A public mock class in `Mocks/` needs a public initialiser: Swift's implicit one is internal, so
/// previews and tests in other modules could not create the mock.
struct MockPublicInitRule: Rule {
    static let description = RuleDescription(
        identifier: "mock_public_init",
        name: "Mock Public Init",
        description: "Public mock classes should have a public initialiser",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("public final class UserRepositoryMock: UserRepository {\n    public init() {}\n}\n",
                    path: "Sources/UserFeature/User/Mocks/UserRepositoryMock.swift"),
            Example("final class UserRepositoryMock {}\n",
                    path: "Sources/UserFeature/User/Mocks/UserRepositoryMock.swift"),
            Example("public final class UserRepositoryMock {}\n", path: "Sources/UserFeature/User/Domain/User.swift"),
            Example("open class BaseMock {\n    public init(name: String) {}\n}\n",
                    path: "Sources/UserFeature/User/Mocks/BaseMock.swift"),
        ],
        triggeringExamples: [
            Example("public final class ↓UserRepositoryMock: UserRepository {\n    init() {}\n}\n",
                    path: "Sources/UserFeature/User/Mocks/UserRepositoryMock.swift"),
            Example("public class ↓ClockMock {\n    var now = 0\n}\n",
                    path: "Sources/UserFeature/Mocks/ClockMock.swift"),
        ]
    )

    var paths: [PathGlob] = [PathGlob("**/Mocks/**")]

    static var options: [RuleOption<Self>] {
        [.severity, .key("included", \.paths, "globs (relative to the lint root) of the files checked")]
    }

    /// File-level public classes only.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard paths.contains(where: { $0.matches(file.relativePath) }), file.contains("class") else { return }
        walk.atEnd { found in
            for statement in file.tree.statements {
                guard let declaration = statement.item.as(ClassDeclSyntax.self),
                      declaration.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) else {
                    continue
                }
                let hasPublicInit = declaration.memberBlock.members.contains { member in
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return false }
                    return initializer.modifiers.contains { ["public", "open"].contains($0.name.text) }
                }
                guard !hasPublicInit else { continue }
                found.add(
                    at: declaration.name,
                    reason: "'\(declaration.name.text)' is public but has no public initialiser; add 'public init()'"
                )
            }
        }
    }
}
