// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore
import ToolsHooks
import ToolsLint
import ToolsMocks

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

        func run() async throws {
            let console = global.makeConsole()
            try await runReportingErrors(console) {
                let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                let installer = HookInstaller(repository: try GitRepository(discoveringFrom: current))
                let given = binary.map { URL(fileURLWithPath: $0, relativeTo: current) }
                guard let executable = given ?? runningExecutable() else {
                    throw ToolError(message: "cannot tell where this binary is", hint: "pass --binary PATH")
                }
                guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                    throw ToolError(
                        file: executable.path, message: "the --binary file is not an executable",
                        hint: "pass the path of a built tools binary"
                    )
                }
                let result = try installer.install(
                    binary: executable.standardizedFileURL,
                    packageDirectory: packagePath.map {
                        URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL
                    }
                )
                if executable.path.contains("/debug/") {
                    console.info(
                        "note: the hook will call a debug build; "
                            + "'swift run tools setup-project' installs a faster release build"
                    )
                }
                switch result {
                case .installed: console.info("installed \(installer.hookFile.path)")
                case .updated: console.info("updated \(installer.hookFile.path)")
                case .installedChaining:
                    console.info(
                        "installed \(installer.hookFile.path); the previous hook runs after it, "
                            + "from \(installer.chainedFile.lastPathComponent)"
                    )
                }
                return .success
            }
        }
    }

    struct Uninstall: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove the hook and restore the one it chained.")

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            let console = global.makeConsole()
            try await runReportingErrors(console) {
                let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                let installer = HookInstaller(repository: try GitRepository(discoveringFrom: current))
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
            let console = global.makeConsole()
            try await runReportingErrors(console) {
                let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                let installer = HookInstaller(repository: try GitRepository(discoveringFrom: current))
                console.output(installer.status().describe())
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

        @Flag(help: "Do not read or write the lint cache.")
        var noCache = false

        func run() async throws {
            let console = global.makeConsole()
            try await runReportingErrors(console) {
                guard hook == HookInstaller.hook else {
                    throw ToolError.configuration("unknown hook '\(hook)'", hint: "the only hook is pre-commit")
                }
                return try await PreCommitCommand(global: global, console: console, useCache: !noCache).run()
            }
        }
    }
}

/// The path of the running binary (resolved), to record in the hook and to compare with the record.
func runningExecutable() -> URL? {
    Bundle.main.executableURL?.resolvingSymlinksInPath()
}

/// `tools hooks run pre-commit`: reads the staged snapshot, runs lint (and the mocks check) on it.
private struct PreCommitCommand {
    let global: GlobalOptions
    let console: Console
    let useCache: Bool

    func run() async throws -> ExitStatus {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let repository = try GitRepository(discoveringFrom: current)
        warnIfBinaryIsBehind(HookInstaller(repository: repository))
        // git names the index of the commit in progress (a temporary one for `commit -a` or `commit <paths>`).
        let indexFile = ProcessInfo.processInfo.environment["GIT_INDEX_FILE"].flatMap {
            $0.isEmpty ? nil : URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL
        }
        let snapshot = try StagedSnapshot.read(from: repository, indexFile: indexFile)
        for skipped in snapshot.skipped {
            console.debug("\(skipped.path): not checked (\(skipped.reason))")
        }
        guard !snapshot.files.isEmpty else {
            console.debug("tools pre-commit: no staged Swift files")
            return .success
        }
        let workspace = try Workspace.discoverIfPresent(root: global.root, from: snapshot.root)
        let (settings, warnings) = try HookSettings.read(workspace?.settings.section?["hooks"])
        for warning in warnings {
            console.warning("\(warning.location): \(warning.message)")
        }
        let storeURL = useCache ? Store.defaultURL(workspaceRoot: workspace?.root ?? snapshot.root) : nil
        var checks: [any PreCommitCheck] = [
            StagedLintCheck(root: snapshot.root, header: workspace?.settings.header, storeURL: storeURL),
        ]
        if settings.checksMocks, let workspace,
           let mocks = StagedMocksCheck(snapshot: snapshot, workspace: workspace, storeURL: storeURL) {
            checks.append(mocks)
        }
        let outcome = try await PreCommitRunner(checks: checks, autoFix: settings.autoFix)
            .run(on: snapshot, repository: repository)
        let report = try Reporters.emit(
            outcome.diagnostics, to: [ReporterSpec(identifier: XcodeReporter.identifier)], colored: console.colored
        )
        console.output(report + outcome.summary())
        return outcome.exitStatus
    }

    /// The hook keeps working with the old binary (no rebuild on a commit), but says it is behind.
    private func warnIfBinaryIsBehind(_ installer: HookInstaller) {
        guard let record = installer.record(), let running = runningExecutable(),
              URL(fileURLWithPath: record.binary).resolvingSymlinksInPath().path == running.path else { return }
        let changed = record.changedSources()
        guard !changed.isEmpty else { return }
        let names = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
        console.warning(
            "the tools sources changed since this binary was built (\(names)); checking with the old binary. "
                + "Rebuild it with: swift run tools setup-project"
        )
    }
}

/// `tools lint` on the staged content: staged bytes, staged line numbers, the cache keyed by blob id.
private struct StagedLintCheck: FixingPreCommitCheck {
    let name = "lint"
    let root: URL
    let header: HeaderTemplate?
    let storeURL: URL?

    func run(on snapshot: StagedSnapshot) async throws -> [Diagnostic] {
        let linter = try makeLinter()
        var sources: [LintSource] = []
        for file in snapshot.files where try !isExcluded(file, by: linter) {
            sources.append(LintSource(
                displayPath: file.path, url: file.url, content: file.data, contentHash: file.objectID
            ))
        }
        return try await linter.lint(sources).diagnostics
    }

    func fixCommand(for paths: [String]) -> String? {
        "tools lint --fix " + paths.map(ShellQuoting.quote).joined(separator: " ")
    }

    /// The files are fully staged, so fixing them on disk fixes exactly the staged content.
    func fix(_ files: [StagedFile]) async throws -> [String] {
        let linter = try makeLinter(cached: false)
        var sources: [LintSource] = []
        for file in files where try !isExcluded(file, by: linter) {
            sources.append(LintSource(displayPath: file.path, url: file.url))
        }
        return try await linter.lint(sources, fix: true).correctedFiles
    }

    private func makeLinter(cached: Bool = true) throws(ToolError) -> Linter {
        let store = try cached ? storeURL.map { url throws(ToolError) in try Store(url: url) } : nil
        return try Linter(rootDirectory: root, context: RuleContext(header: header), store: store)
    }

    /// The hook respects `excluded:` as `tools lint` does for the files it finds itself.
    private func isExcluded(_ file: StagedFile, by linter: Linter) throws(ToolError) -> Bool {
        let folder = file.url.deletingLastPathComponent()
        return try linter.resolver.configuration(forDirectory: folder).excludes(path: file.url.path)
    }
}

/// `generate-mocks --check` for the feature packages in which a staged file declares protocols.
///
/// The mock generator reads files from disk, so this compares the working tree's protocols with the
/// working tree's mock files: exact for fully staged files, approximate for partially staged ones.
private struct StagedMocksCheck: PreCommitCheck {
    let name = "mocks"
    let workspace: Workspace
    let packageDirectories: Set<String>
    let storeURL: URL?

    /// nil when no staged file of a feature package may declare a protocol.
    init?(snapshot: StagedSnapshot, workspace: Workspace, storeURL: URL?) {
        var directories: Set<String> = []
        for file in snapshot.files {
            guard let package = workspace.package(containing: file.url), package.isFeature,
                  ProtocolParser.mayDeclareProtocols(String(decoding: file.data, as: UTF8.self)) else { continue }
            directories.insert(package.directory.path)
        }
        guard !directories.isEmpty else { return nil }
        self.workspace = workspace
        packageDirectories = directories
        self.storeURL = storeURL
    }

    func run(on snapshot: StagedSnapshot) async throws -> [Diagnostic] {
        var options = MockCommandOptions()
        options.checkOnly = true
        var (request, _) = try MockPlanner.request(
            options: options, workspace: workspace, currentDirectory: snapshot.root
        )
        request.jobs = request.jobs.filter { job in
            packageDirectories.contains { job.output.path.hasPrefix($0 + "/") }
        }
        guard !request.jobs.isEmpty else { return [] }
        let store = try storeURL.map { url throws(ToolError) in try Store(url: url) }
        let outcome = try MockGenerator(store: store).run(request)
        var found = outcome.diagnostics.filter { $0.severity == .error }
        for (url, state) in outcome.files where state == .stale || state == .missing {
            found.append(Diagnostic(
                file: workspace.relativePath(url), line: nil, severity: .error, ruleID: "mocks_up_to_date",
                ruleName: "Mocks Up To Date",
                message: state == .missing
                    ? "the mock file is missing for the staged protocols"
                    : "the mocks do not match the protocols (staged protocol changes need new mocks)"
            ))
        }
        return found
    }

    func fixCommand(for paths: [String]) -> String? {
        "tools generate-mocks"
    }
}
