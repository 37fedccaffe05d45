// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

struct HooksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hooks", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        global.makeConsole().error("'tools hooks' is not built yet")
        throw ExitCode(2)
    }
}
