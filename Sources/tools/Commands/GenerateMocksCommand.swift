// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

struct GenerateMocksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "generate-mocks", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        global.makeConsole().error("'tools generate-mocks' is not built yet")
        throw ExitCode(2)
    }
}
