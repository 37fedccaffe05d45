// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import ToolsCore

struct CreateFeatureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "create-feature", abstract: "Not built yet.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        global.makeConsole().error("'tools create-feature' is not built yet")
        throw ExitCode(2)
    }
}
