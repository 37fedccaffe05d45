// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A public mock class in `Mocks/` needs a public initialiser: Swift's implicit one is internal, so
/// previews and tests in other modules could not create the mock.
public struct MockPublicInitRule: Rule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    public var paths: [PathGlob] = [PathGlob("**/Mocks/**")]

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity, otherKeys: ["included"])
        if let value = options?["included"] { paths = try value.strings().map(PathGlob.init) }
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard paths.contains(where: { $0.matches(file.relativePath) }), file.contains("class") else { return [] }
        var violations: [Violation] = []
        for statement in file.tree.statements {
            guard let declaration = statement.item.as(ClassDeclSyntax.self),
                  declaration.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) else { continue }
            let hasPublicInit = declaration.memberBlock.members.contains { member in
                guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return false }
                return initializer.modifiers.contains { ["public", "open"].contains($0.name.text) }
            }
            guard !hasPublicInit else { continue }
            let position = file.position(of: declaration.name.positionAfterSkippingLeadingTrivia)
            violations.append(Violation(
                ruleID: identifier, severity: severity, line: position.line, column: position.column,
                message: "'\(declaration.name.text)' is public but has no public initialiser; add 'public init()'"
            ))
        }
        return violations
    }
}
