// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Turns options, `project.yml` settings and the workspace's packages into jobs.
public enum MockPlanner {
    public static func request(
        options: MockCommandOptions, workspace: Workspace?, currentDirectory: URL
    ) throws -> (request: MockRequest, warnings: [Diagnostic]) {
        try checkModuleNames(options)
        let (settings, settingsWarnings) = try MockSettings.read(workspace?.settings.section?["mocks"])
        if let (request, sourceryWarnings) = try sourceryRequest(
            options: options, settings: settings, workspace: workspace, currentDirectory: currentDirectory
        ) {
            return (request, settingsWarnings + sourceryWarnings)
        }
        let root = workspace?.root
        let failures = WalkFailures()
        // Read at the returns below, once every folder has been walked.
        var warnings: [Diagnostic] { settingsWarnings + failures.warnings(root: root ?? currentDirectory) }
        var request = baseRequest(
            options: options, settings: settings, workspace: workspace, currentDirectory: currentDirectory,
            failures: failures
        )
        let packages = workspace?.packages ?? []
        let singleOutput = try singleOutput(
            options: options, settings: settings, root: root, currentDirectory: currentDirectory
        )

        // The workspace's own outputs (not `--output`) are shared by every run: a run naming paths still
        // reads all their sources, so that it never drops a mock a run without paths makes; the paths say
        // which packages it writes and, with `--all`, whose protocols are all mocked (recorded in the files).
        request.recordsRequests = options.output == nil
        let named = try files(at: options.paths, currentDirectory: currentDirectory, failures: failures)
        if !options.paths.isEmpty, options.output == nil { request.wholesaleFiles = Set(named.map(\.path)) }
        let sources: [URL]
        if options.paths.isEmpty || (singleOutput != nil && options.output == nil) {
            let features = packages.filter(\.isFeature)
            guard !features.isEmpty || !options.paths.isEmpty else {
                throw MocksError.noFeaturePackages(
                    folder: workspace.map { $0.featuresDirectory.path } ?? currentDirectory.path)
            }
            if singleOutput == nil {
                request.jobs = features.flatMap { package in
                    defaultJobs(of: package, sources: sourceFiles(of: package, failures: failures), settings: settings)
                }
                try checkInsideWorkspace(request.jobs, root: root)
                return (request, warnings)
            }
            sources = union(features.flatMap { sourceFiles(of: $0, failures: failures) }, named)
        } else {
            sources = named
        }

        if let singleOutput {
            let outputPath = singleOutput.path
            request.jobs = [MockJob(output: singleOutput, sources: sources.filter { $0.path != outputPath })]
            request.writesEmptyFiles = true
            if options.output != nil { request.outputOrigin = .user }
        } else {
            request.jobs = try jobsByPackage(sources, workspace: workspace, settings: settings, failures: failures)
            try checkInsideWorkspace(request.jobs, root: root)
        }
        return (request, warnings)
    }

    /// The one output file of every mock: `--output`, else `tools.mocks.output`; nil: the default files.
    private static func singleOutput(
        options: MockCommandOptions, settings: MockSettings, root: URL?, currentDirectory: URL
    ) throws -> URL? {
        if let output = options.output {
            return try outsideGitDirectory(resolve(output, against: currentDirectory))
        }
        // A configured path stays inside the workspace; one named on the command line goes where it says.
        guard let output = settings.output, let root else { return nil }
        return try WorkspacePath.resolve(output, in: root, node: settings.outputNode)
    }

    /// `first`, then the files of `second` it lacks, in order.
    private static func union(_ first: [URL], _ second: [URL]) -> [URL] {
        var seen = Set(first.map(\.path))
        return first + second.filter { seen.insert($0.path).inserted }
    }

    /// Files the tool chooses are written (and stale ones removed) inside the workspace only, links followed.
    private static func checkInsideWorkspace(_ jobs: [MockJob], root: URL?) throws(MocksError) {
        guard let root else { return }
        for job in jobs where !WorkspacePath.contains(job.output, in: root) {
            throw MocksError.outputOutsideWorkspace(path: job.output.path)
        }
        for job in jobs { _ = try outsideGitDirectory(job.output) }
    }

    /// `--import` and `--testable-import` name modules: anything else would be written after `import ` as it is.
    private static func checkModuleNames(_ options: MockCommandOptions) throws(MocksError) {
        for (option, values, testable) in [
            ("--import", options.imports, false), ("--testable-import", options.testableImports, true),
        ] {
            for value in values {
                if let problem = ModuleName.problem(value, testable: testable) {
                    throw MocksError.invalidModuleName(option: option, problem: problem)
                }
            }
        }
    }

    /// `output` unless it lies inside a git directory, where only git writes (`.git/HEAD`, `.git/config`).
    private static func outsideGitDirectory(_ output: URL) throws(MocksError) -> URL {
        if let git = WorkspacePath.gitDirectory(containing: output) {
            throw MocksError.outputInGitDirectory(path: output.path, gitDirectory: git.path)
        }
        return output
    }

    /// The request without its jobs: options and settings, and what the workspace's packages give (layer
    /// folders, modules, files to look protocols up in).
    static func baseRequest(
        options: MockCommandOptions, settings: MockSettings, workspace: Workspace?, currentDirectory: URL,
        failures: WalkFailures = WalkFailures()
    ) -> MockRequest {
        var request = MockRequest(jobs: [])
        request.selectsAll = options.selectsAll
        request.publicOnly = options.publicOnly
        request.folders = settings.folders
        request.style = MockStyle(
            naming: options.naming ?? settings.naming,
            dropsProtocolSuffix: options.dropsProtocolSuffix || settings.dropsProtocolSuffix
        )
        request.imports = settings.imports + options.imports
        request.testableImports = settings.testableImports + options.testableImports
        request.header = workspace?.writtenHeader
        request.checkOnly = options.checkOnly
        request.displayRoot = workspace?.root ?? currentDirectory
        // The scaffolder's limit is the team's: generated mocks follow it unless the mocks have their own.
        let scaffoldLimit = try? workspace?.settings.section?["scaffold"]?["maxLineLength"]?.int()
        request.maxLineLength = settings.maxLineLength ?? scaffoldLimit ?? MockRequest.defaultMaxLineLength

        let packages = workspace?.packages ?? []
        // Layer folders select protocols only inside feature packages: an `Application/` folder elsewhere
        // (an app target, a shared module) is not a layer of ours.
        request.folderPackages = packages.filter(\.isFeature).map(\.directory)
        request.modules = packages.flatMap { package in
            package.manifest.targets.filter { $0.kind != .plugin && $0.kind != .binary }.map { target in
                MockModule(name: target.name, folder: package.directory.appendingPathComponent(target.sourcePath))
            }
        }
        request.lookupFiles = packages.flatMap { sourceFiles(of: $0, failures: failures) }
        for path in settings.lookupPaths {
            let folder = resolve(path, against: workspace?.root ?? currentDirectory)
            request.lookupFiles += swiftFiles(under: folder, failures: failures)
        }
        return request
    }

    /// The Swift files at `paths` (files, or folders searched below).
    private static func files(at paths: [String], currentDirectory: URL, failures: WalkFailures) throws -> [URL] {
        var files: [URL] = []
        for path in paths {
            let url = resolve(path, against: currentDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw MocksError.noSuchPath(path)
            }
            files += isDirectory.boolValue ? swiftFiles(under: url, failures: failures) : [url]
        }
        return files
    }

    /// Paths without --output: each file's mocks go to its package's default files.
    private static func jobsByPackage(
        _ sources: [URL], workspace: Workspace?, settings: MockSettings, failures: WalkFailures
    ) throws -> [MockJob] {
        var byPackage: [String: (package: LocalPackage, files: [URL])] = [:]
        for file in sources {
            guard let package = workspace?.package(containing: file) else {
                throw MocksError.noDefaultOutput(file: file.path)
            }
            byPackage[package.directory.path, default: (package, [])].files.append(file)
        }
        return byPackage.keys.sorted().flatMap { key -> [MockJob] in
            guard let entry = byPackage[key] else { return [] }
            // Every source of the package, not only the named ones: the package's mock files hold them all.
            let all = union(sourceFiles(of: entry.package, failures: failures), entry.files)
            return defaultJobs(of: entry.package, sources: all, settings: settings)
        }
    }

    /// `path` as given when absolute, else inside `folder` (whether or not its URL ends with a slash).
    static func resolve(_ path: String, against folder: URL) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return folder.appendingPathComponent(path).standardizedFileURL
    }

    /// The layer folders of a feature: a file below one of them belongs to the sub-feature folder above it.
    static let layerFolders: Set<String> = ["Domain", "Application", "DataAccess", "Presentation"]

    /// One job per mocks folder: each sub-feature's protocols go to its own `Mocks/` folder, one file per mock
    /// (`Sources/ClimateFeature/Climate/Mocks/ClimateRepoMock.swift`) or with `filePerMock: false` one file
    /// (`…/Climate/Mocks/ClimateMocks.swift`); protocols outside any sub-feature go to the package's default file.
    static func defaultJobs(of package: LocalPackage, sources: [URL], settings: MockSettings) -> [MockJob] {
        var jobs: [String: MockJob] = [:]
        for file in sources {
            let subFeature = subFeatureOutput(of: file, in: package, settings: settings)
            let output = subFeature ?? defaultOutput(of: package, settings: settings)
            let splits = subFeature != nil && settings.filePerMock
            let empty = MockJob(output: output, sources: [], splitsPerMock: splits)
            jobs[output.path, default: empty].sources.append(file)
        }
        return jobs.keys.sorted().compactMap { key in
            guard var job = jobs[key] else { return nil }
            // The mocks folder holds only generated files in the split layout: never read them as sources.
            let mocksFolder = job.output.deletingLastPathComponent().path + "/"
            let (output, splits) = (job.output.path, job.splitsPerMock)
            job.sources.removeAll { $0.path == output || (splits && $0.path.hasPrefix(mocksFolder)) }
            return job
        }
    }

    /// `<sub-feature>/Mocks/<SubFeature>Mocks.swift` when `file` lies in a layer folder of a sub-feature
    /// folder inside a source target of `package`.
    static func subFeatureOutput(of file: URL, in package: LocalPackage, settings: MockSettings) -> URL? {
        let targets = package.manifest.targets.filter { $0.kind == .regular || $0.kind == .executable }
        for target in targets {
            let base = package.directory.appendingPathComponent(target.sourcePath).standardizedFileURL
            let prefix = base.path + "/"
            guard file.path.hasPrefix(prefix) else { continue }
            let components = file.path.dropFirst(prefix.count).split(separator: "/").map(String.init)
            guard let layer = components.dropLast().firstIndex(where: layerFolders.contains), layer >= 1 else {
                return nil
            }
            let subFeature = components[layer - 1]
            var folder = base
            for component in components[..<layer] { folder.appendPathComponent(component) }
            return folder.appendingPathComponent(settings.mocksFolder)
                .appendingPathComponent("\(subFeature.replacingOccurrences(of: " ", with: ""))Mocks.swift")
        }
        return nil
    }

    /// `<Package>/Sources/<MainTarget>/Mocks/<Package>Mocks.swift`: inside the module, so mocks of public
    /// protocols are usable from the package's previews and from every module that imports it.
    static func defaultOutput(of package: LocalPackage, settings: MockSettings) -> URL {
        let regular = package.manifest.targets.filter { $0.kind == .regular }
        let main = regular.first { $0.name == package.name } ?? regular.first
        let folder = main.map { package.directory.appendingPathComponent($0.sourcePath) }
            ?? package.directory.appendingPathComponent("Sources/\(package.name)")
        let name = package.name.replacingOccurrences(of: " ", with: "")
        return folder.appendingPathComponent(settings.mocksFolder).appendingPathComponent("\(name)Mocks.swift")
    }

    static func sourceFiles(of package: LocalPackage, failures: WalkFailures? = nil) -> [URL] {
        package.manifest.targets
            .filter { $0.kind == .regular || $0.kind == .executable }
            .flatMap { swiftFiles(under: package.directory.appendingPathComponent($0.sourcePath), failures: failures) }
    }

    /// Swift files below `folder`, sorted, skipping hidden entries and build products (`Packages`,
    /// `DerivedData`). Linked folders are not followed, so a link cycle cannot loop.
    static func swiftFiles(under folder: URL, failures: WalkFailures? = nil) -> [URL] {
        let root = folder.standardizedFileURL.path
        let skipped: Set<Substring> = ["Packages", "DerivedData"]
        @Sendable func isSkipped(_ path: String) -> Bool {
            // The last component (paths never end with a slash).
            let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
            return name.hasPrefix(".") || skipped.contains(name)
        }
        // Each top folder on its own thread: listing folders is a serial part of every run.
        let top = DirectoryWalker.entries(of: root)
        let folders = top.filter { $0.isDirectory && !isSkipped($0.name) }.map(\.name)
        let found = Locked([String]())
        ParallelWork.forEach(count: folders.count) { index in
            let files = DirectoryWalker.files(
                under: root + "/" + folders[index], descend: { !isSkipped($0) },
                unreadable: { path, failure in failures?.record(path, failure) }
            )
            found.withLock { $0 += files.map { folders[index] + "/" + $0 } }
        }
        let relative = (top.filter { !$0.isDirectory }.map(\.name) + found.current).sorted()
        return relative
            .filter { $0.hasSuffix(".swift") && !isSkipped($0) }
            // Known to be files: without `isDirectory`, each URL would `stat` its path to find out.
            .map { URL(fileURLWithPath: root + "/" + $0, isDirectory: false) }
    }
}
