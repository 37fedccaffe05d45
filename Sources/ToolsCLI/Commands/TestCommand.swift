// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsBuild
import ToolsCore

struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Test the matrix: swift test for each tested package, xcodebuild test for schemes with tests.",
        discussion: """
            Takes the options of 'tools build'. With --junit, each swift test job
            adds a JUnit test case per test (from SwiftPM's xUnit output).

            Examples:
              tools test                          every tested package and scheme
              tools test ClimateFeature           one package
              tools test --packages --affected    changed packages + dependents

            Exit codes: 0 all passed, 1 a job failed, 2 usage or configuration
            error, 130 interrupted.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var matrix: MatrixOptions

    func run() async throws {
        try await matrix.execute(action: .test, global: global)
    }
}
