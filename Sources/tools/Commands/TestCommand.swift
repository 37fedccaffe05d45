// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "test", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        global.makeConsole().error("'tools test' is not built yet")
        throw ExitCode(2)
    }
}
