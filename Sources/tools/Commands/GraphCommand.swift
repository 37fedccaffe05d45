// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

struct GraphCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "graph", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        global.makeConsole().error("'tools graph' is not built yet")
        throw ExitCode(2)
    }
}
