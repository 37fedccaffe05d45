// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsLint

/// A `#Preview` is built from the generated mocks, as the reference guides ask: what it uses is not a
/// dependency of the Presentation layer, while the same mock used by the view itself still is.
@Suite(.offThePool) struct LayeringPreviewTests {
    @Test func aPreviewMayUseTheMocksAndTheViewMayNot() async throws {
        let directory = try TemporaryDirectory()
        let base = "localPackages/UserFeature/Sources/UserFeature/Profile"
        try directory.write("only_rules: [layering]\n", to: ".swiftlint.yml")
        try directory.write("final class ProfileUseCasesMock {}\n", to: "\(base)/Mocks/ProfileUseCasesMock.swift")
        try directory.write("""
            struct ProfileView {
                let sample = 1
            }

            #Preview {
                let useCases = ProfileUseCasesMock()
                return ProfileView()
            }

            """, to: "\(base)/Presentation/ProfileView.swift")
        try directory.write("""
            struct ProfileScreen {
                let useCases = ProfileUseCasesMock()
            }

            """, to: "\(base)/Presentation/ProfileScreen.swift")
        let linter = try Linter(rootDirectory: directory.url, store: nil)
        let result = try await linter.lint(try linter.sources(for: [directory.url]))
        let flagged = result.diagnostics.map { URL(fileURLWithPath: $0.file ?? "").lastPathComponent }
        #expect(flagged == ["ProfileScreen.swift"], "\(result.diagnostics)")
    }
}
