// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        global.makeConsole().error("'tools lint' is not built yet")
        throw ExitCode(2)
    }
}
