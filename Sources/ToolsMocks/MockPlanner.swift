// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What the user asked for on the command line; nil means "as configured".
public struct MockCommandOptions: Sendable {
    public var paths: [String] = []
    public var selectsAll = false
    public var publicOnly = false
    public var output: String?
    public var naming: NamingStyle?
    public var dropsProtocolSuffix = false
    public var checkOnly = false
    public var imports: [String] = []
    public var testableImports: [String] = []

    public init() {}
}

/// Turns options, `project.yml` settings and the workspace's packages into jobs.
public enum MockPlanner {
    public static func request(
        options: MockCommandOptions, workspace: Workspace?, currentDirectory: URL
    ) throws(ToolError) -> (request: MockRequest, warnings: [Diagnostic]) {
        let (settings, warnings) = try MockSettings.read(workspace?.settings.section?["mocks"])
        let root = workspace?.root
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
        request.header = workspace?.settings.header
        request.checkOnly = options.checkOnly
        request.displayRoot = root ?? currentDirectory

        let packages = workspace?.packages ?? []
        request.lookupFiles = packages.flatMap { sourceFiles(of: $0) }
        for path in settings.lookupPaths {
            request.lookupFiles += swiftFiles(under: resolve(path, against: root ?? currentDirectory))
        }
        let singleOutput: URL? = if let output = options.output {
            resolve(output, against: currentDirectory)
        } else if let output = settings.output, let root {
            root.appendingPathComponent(output).standardizedFileURL
        } else {
            nil
        }

        var sources: [URL]
        if options.paths.isEmpty {
            let features = packages.filter(\.isFeature)
            guard !features.isEmpty else {
                throw ToolError.configuration(
                    "no feature packages found to mock",
                    file: workspace.map { $0.featuresDirectory.path } ?? currentDirectory.path,
                    hint: "pass the folders to scan (tools generate-mocks Sources --output Mocks.swift), "
                        + "or set tools.featuresPath in project.yml"
                )
            }
            if singleOutput == nil {
                request.jobs = features.map { package in
                    MockJob(output: defaultOutput(of: package, settings: settings), sources: sourceFiles(of: package))
                }
                request.jobs = request.jobs.map { job in
                    MockJob(output: job.output, sources: job.sources.filter { $0.path != job.output.path })
                }
                return (request, warnings)
            }
            sources = features.flatMap { sourceFiles(of: $0) }
        } else {
            sources = []
            for path in options.paths {
                let url = resolve(path, against: currentDirectory)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                    throw ToolError.configuration("no such file or folder", file: path,
                                                  hint: "pass existing Swift files or folders")
                }
                sources += isDirectory.boolValue ? swiftFiles(under: url) : [url]
            }
        }

        if let singleOutput {
            request.jobs = [MockJob(output: singleOutput, sources: sources.filter { $0.path != singleOutput.path })]
            request.writesEmptyFiles = true
            return (request, warnings)
        }
        // Paths without --output: each file's mocks go to its package's default file.
        var byPackage: [String: (package: LocalPackage, files: [URL])] = [:]
        for file in sources {
            guard let package = workspace?.package(containing: file) else {
                throw ToolError.configuration(
                    "this file is not inside a package of the workspace, so it has no default mock file",
                    file: file.path, hint: "pass --output FILE"
                )
            }
            byPackage[package.directory.path, default: (package, [])].files.append(file)
        }
        request.jobs = byPackage.keys.sorted().compactMap { key in
            guard let entry = byPackage[key] else { return nil }
            let output = defaultOutput(of: entry.package, settings: settings)
            return MockJob(output: output, sources: entry.files.filter { $0.path != output.path })
        }
        return (request, warnings)
    }

    /// `path` as given when absolute, else inside `folder` (whether or not its URL ends with a slash).
    static func resolve(_ path: String, against folder: URL) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return folder.appendingPathComponent(path).standardizedFileURL
    }

    /// `<Package>/Sources/<MainTarget>/Mocks/<Package>Mocks.swift`: inside the module, so mocks of public
    /// protocols are usable from the package's previews and from every module that imports it.
    public static func defaultOutput(of package: LocalPackage, settings: MockSettings) -> URL {
        let regular = package.manifest.targets.filter { $0.kind == .regular }
        let main = regular.first { $0.name == package.name } ?? regular.first
        let folder = main.map { package.directory.appendingPathComponent($0.sourcePath) }
            ?? package.directory.appendingPathComponent("Sources/\(package.name)")
        let name = package.name.replacingOccurrences(of: " ", with: "")
        return folder.appendingPathComponent(settings.mocksFolder).appendingPathComponent("\(name)Mocks.swift")
    }

    static func sourceFiles(of package: LocalPackage) -> [URL] {
        package.manifest.targets
            .filter { $0.kind == .regular || $0.kind == .executable }
            .flatMap { swiftFiles(under: package.directory.appendingPathComponent($0.sourcePath)) }
    }

    /// Swift files below `folder`, sorted, skipping hidden folders and build products.
    public static func swiftFiles(under folder: URL) -> [URL] {
        var files: [String] = []
        collectSwiftFiles(in: folder.standardizedFileURL.path, into: &files)
        return files.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// A `readdir` walk: the entry types come with the listing, where `FileManager` asks for each one.
    private static func collectSwiftFiles(in folder: String, into files: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") || name == "Packages" || name == "DerivedData" { continue }
            let path = folder + "/" + name
            var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            var isFile = Int32(entry.pointee.d_type) == Int32(DT_REG)
            if !isDirectory && !isFile {
                // Links and file systems that do not report types: ask. Linked folders are not followed,
                // so a link cycle cannot loop.
                var flag: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &flag) else { continue }
                let isLink = Int32(entry.pointee.d_type) == Int32(DT_LNK)
                isDirectory = flag.boolValue && !isLink
                isFile = !flag.boolValue
            }
            if isDirectory {
                collectSwiftFiles(in: path, into: &files)
            } else if isFile && name.hasSuffix(".swift") {
                files.append(path)
            }
        }
    }
}
