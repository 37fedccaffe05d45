// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore

struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the toolchain, libraries, workspace and configuration.",
        discussion: "Example: tools doctor --root ~/src/OneApp"
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var specOptions: SpecOptions

    func run() async throws {
        try await global.run(spec: specOptions) { context in
            // The workspace's warnings are checks of the report, not lines of their own.
            let report = await Doctor.run(
                workspace: { try context.workspace(warnings: .silent) },
                ruleContext: context.ruleContext(for:)
            )
            return context.presenter().present(report)
        }
    }
}
