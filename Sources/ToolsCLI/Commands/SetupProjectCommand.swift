// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore
import ToolsHooks

struct SetupProjectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup-project",
        abstract: "Set the project up for a developer: check libraries, build the tool once, install the git hooks.",
        discussion: """
        Builds `swift build -c release --product tools`, copies the binary to tools/bin/tools in the git directory and \
        installs the pre-commit hook that calls it. Run it again after pulling changes to the tool. In an app \
        repository whose Tools/Package.swift depends on tools: swift run --package-path Tools tools setup-project
        """
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("package-path"), help: ArgumentHelp(
            "The package whose `swift build` gives the tools product (default: the package this binary was built "
                + "in, else the current folder)."
        ))
    var packagePath: String?

    @Option(help: "Use this tools binary instead of building one (it is used in place, not copied).")
    var binary: String?

    @Flag(help: "Do not build: use the binary already in .build/<configuration>.")
    var skipBuild = false

    @Option(name: [.customShort("c"), .long], help: "The build configuration: release (default) or debug.")
    var configuration: ProjectSetup.BuildConfiguration = .release

    @Flag(help: ArgumentHelp(
        "Write the hook even into a hooks folder other repositories run (core.hooksPath from the global or "
            + "system git configuration) or one git tracks."
    ))
    var allowSharedHooks = false

    func run() async throws {
        try await global.run { context in
            let options = ProjectSetup.Options(
                packageDirectory: packagePath.map(context.resolve), binary: binary.map(context.resolve),
                skipBuild: skipBuild, runningBinary: runningExecutable(),
                configuration: configuration, allowSharedHooks: allowSharedHooks
            )
            try await ProjectSetup(options: options, console: context.console).run(from: context.startDirectory)
            return .success
        }
    }
}

extension ProjectSetup.BuildConfiguration: ExpressibleByArgument {}
