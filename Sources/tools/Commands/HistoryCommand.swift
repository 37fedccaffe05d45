// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        global.makeConsole().error("'tools history' is not built yet")
        throw ExitCode(2)
    }
}
