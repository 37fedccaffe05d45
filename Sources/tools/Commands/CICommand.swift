// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

struct CICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ci", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        global.makeConsole().error("'tools ci' is not built yet")
        throw ExitCode(2)
    }
}
