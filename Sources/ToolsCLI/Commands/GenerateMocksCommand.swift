// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore
import ToolsMocks

struct GenerateMocksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-mocks",
        abstract: "Generate mocks (Sourcery AutoMockable names) for Swift protocols.",
        discussion: """
        Mocks protocols annotated '// sourcery: AutoMockable' or '/// @mockable', inheriting AutoMockable, or \
        declared in the Domain/ and Application/ folders of the feature packages (tools.mocks.paths); with \
        --all, every protocol. Without --output, each sub-feature's mocks go to its Mocks/ folder, one file per \
        mock (<Name>Mock.swift; tools.mocks.filePerMock: false for one file), and other protocols' mocks to \
        Sources/<Target>/Mocks/<Package>Mocks.swift. On success one line sums the run up.
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Files or folders to scan (default: the feature packages).")
    var paths: [String] = []

    @Flag(help: "Mock every protocol, annotated or not.")
    var all = false

    @Flag(help: "Mock public protocols only (for mocks compiled in another module).")
    var publicOnly = false

    @Option(help: "Write every mock to this one file.")
    var output: String?

    @Option(help: "Member names: selector (classic AutoMockable) or typed (Sourcery 2.2+ template).")
    var naming: NamingStyle?

    @Flag(help: "Name the mock of 'ClientProxyProtocol' 'ClientProxyMock'.")
    var dropProtocolSuffix = false

    @Flag(help: "Write nothing; list missing or stale mock files and exit 1 when there are any.")
    var check = false

    @Option(name: .customLong("import"), help: "A module to import in the mock files (repeatable).")
    var imports: [String] = []

    @Option(name: .customLong("testable-import"), help: "A module to @testable import (repeatable).")
    var testableImports: [String] = []

    @Option(help: ArgumentHelp(
        "Generate what a Sourcery configuration's AutoMockable template generates (its sources, output, imports).",
        valueName: "file"
    ))
    var sourceryConfig: String?

    @Flag(help: "Parse every file again instead of using the cached protocol models.")
    var noCache = false

    @OptionGroup var reporting: ReporterOptions

    func run() async throws {
        try await global.run { context in
            let workspace = try context.workspaceIfPresent()
            var options = MockCommandOptions()
            options.paths = paths
            options.selectsAll = all
            options.publicOnly = publicOnly
            options.output = output
            options.naming = naming
            options.dropsProtocolSuffix = dropProtocolSuffix
            options.checkOnly = check
            options.imports = imports
            options.testableImports = testableImports
            options.sourceryConfig = sourceryConfig
            let session = MockSession(
                options: options, workspace: workspace, currentDirectory: context.currentDirectory,
                store: context.store(for: workspace?.root, enabled: !noCache, suggestsNoCache: true),
                console: context.console
            )
            let choice = try reporting.choice()
            // Ctrl-C lets the run finish the file it is writing (each is replaced atomically), then stops.
            let findings = try await Interrupt.cancellingOnInterrupt { try session.run() }
            try context.presenter(choice).present(findings)
            return findings.status
        }
    }
}

extension NamingStyle: ExpressibleByArgument {}
