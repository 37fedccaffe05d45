// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

struct SetupProjectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "setup-project", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        global.makeConsole().error("'tools setup-project' is not built yet")
        throw ExitCode(2)
    }
}
