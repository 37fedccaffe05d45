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

    func run() async throws {
        let console = global.makeConsole()
        try await runReportingErrors(console) {
            let directory = Invocation.current.currentDirectory
            let report = await Doctor.run(root: global.root, from: directory)
            console.output(report.rendered(colored: console.colored, verbosity: console.verbosity))
            return report.failed ? .usage : .success
        }
    }
}
