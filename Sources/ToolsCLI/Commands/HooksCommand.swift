// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore
import ToolsHooks

struct HooksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hooks",
        abstract: "Install, remove, inspect or run the git pre-commit hook.",
        discussion: """
        The hook goes where git runs hooks from (core.hooksPath, else .git/hooks, shared by worktrees). \
        A hook already there is kept as pre-commit.chained and runs after the checks; a per-developer \
        pre-commit.local in the same folder runs last. Bypass once with git commit --no-verify.
        """,
        subcommands: [Install.self, Uninstall.self, Status.self, Run.self]
    )

    struct Install: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Install the pre-commit hook (idempotent).")

        @OptionGroup var global: GlobalOptions

        @Option(help: "The tools binary the hook calls (default: this one).")
        var binary: String?

        @Option(
            name: .customLong("package-path"),
            help: "The tools package, to warn when its sources change after the build."
        )
        var packagePath: String?

        @Flag(help: ArgumentHelp(
            "Write the hook even into a hooks folder other repositories run (core.hooksPath from the global or "
                + "system git configuration) or one git tracks."
        ))
        var allowSharedHooks = false

        func run() async throws {
            try await global.run { context in
                let console = context.console
                let installer = HookInstaller(repository: try context.repository())
                guard let executable = binary.map(context.resolve) ?? runningExecutable() else {
                    throw CommandError.binaryUnknown
                }
                guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                    throw HooksError.binaryNotExecutable(path: executable.path)
                }
                // The package a `swift run` binary was built in, to warn when its sources change; a binary
                // given with --binary has none unless --package-path names it.
                let package = packagePath.map(context.resolve)
                    ?? (binary == nil ? SetupCommand.packageDirectory(ofBuiltBinary: executable) : nil)
                let result = try installer.install(
                    binary: executable.standardizedFileURL, packageDirectory: package,
                    allowSharedFolder: allowSharedHooks
                )
                if executable.path.contains("/debug/"), let command = installer.record()?.setupCommand {
                    console.info("note: the hook will call a debug build; '\(command)' installs a faster release build")
                }
                console.info(installer.summary(of: result))
                return .success
            }
        }
    }

    struct Uninstall: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove the hook and restore the one it chained.")

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await global.run { context in
                let console = context.console
                let installer = HookInstaller(repository: try context.repository())
                switch try installer.uninstall() {
                case .removed: console.info("removed \(installer.hookFile.path)")
                case .removedRestoringChained:
                    console.info("removed the tools hook and restored the previous \(installer.hookFile.path)")
                case .notInstalled: console.info("no tools hook in \(installer.hooksDirectory.path): nothing to do")
                }
                return .success
            }
        }
    }

    struct Status: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show whether the hook is installed and what it runs."
        )

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await global.run { context in
                let installer = HookInstaller(repository: try context.repository())
                context.console.output(installer.status().describe())
                return .success
            }
        }
    }

    struct Run: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a hook's checks now (the installed hook calls this).",
            discussion: "Checks the staged content of the staged Swift files, read from the git index."
        )

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The hook: pre-commit.")
        var hook: String

        @OptionGroup var reporting: ReporterOptions

        @Flag(help: "Do not read or write the lint cache.")
        var noCache = false

        func run() async throws {
            try await global.run { context in
                guard hook == HookInstaller.hook else {
                    throw CommandError.unknownHook(hook)
                }
                return try await PreCommitCommand(context: context, useCache: !noCache, reporting: reporting).run()
            }
        }
    }
}

/// The path of the running binary (resolved), to record in the hook and to compare with the record.
func runningExecutable() -> URL? {
    Bundle.main.executableURL?.resolvingSymlinksInPath()
}
