// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// How the user runs `tools` from where they are, so that every hint names a command that works there:
/// `swift run tools` in the tools package itself or in an app whose root `Package.swift` depends on it,
/// `swift run --package-path Tools tools` in an app whose `Tools/` package depends on it, `tools` for a
/// binary on the PATH (Mint, a release archive), else the binary's own path.
///
/// Worked out once per run (`ToolsCommand.run` binds it); capabilities spell their fixes with
/// `InvocationSpelling.command("generate-mocks")` and never write `tools …` themselves.
public struct InvocationSpelling: Sendable, Equatable {
    /// The words that start the tool, e.g. `swift run --package-path Tools tools`.
    public let tool: String

    public init(tool: String) {
        self.tool = tool
    }

    /// The tool with `arguments`: `swift run tools lint --fix`.
    public func command(_ arguments: String) -> String {
        arguments.isEmpty ? tool : tool + " " + arguments
    }

    /// The spelling for this run; nil outside a run (a library used on its own): then `tools`.
    @TaskLocal public static var bound: Deferred?

    public static var current: InvocationSpelling { bound?.value ?? InvocationSpelling(tool: "tools") }

    /// A spelling worked out on first use, once: most runs print no hint, and a hook run (a hot path) should
    /// not read manifests for one it does not print.
    public final class Deferred: @unchecked Sendable {
        private let lock = NSLock()
        private var made: InvocationSpelling?
        private let make: @Sendable () -> InvocationSpelling

        public init(_ make: @escaping @Sendable () -> InvocationSpelling) {
            self.make = make
        }

        public var value: InvocationSpelling {
            lock.lock()
            defer { lock.unlock() }
            if let made { return made }
            let spelling = make()
            made = spelling
            return spelling
        }
    }

    /// `InvocationSpelling.current.command(arguments)`.
    public static func command(_ arguments: String) -> String {
        current.command(arguments)
    }

    // MARK: Working it out

    /// How the tool was started, from what is known of this run.
    /// - Parameters:
    ///   - start: where the command looks for its workspace (`--root`, else the current folder).
    ///   - currentDirectory: where the user is; package paths are spelled relative to it.
    ///   - executable: the running binary (nil when unknown, as in tests that run commands in-process).
    ///   - environment: for `PATH`.
    public static func detect(
        start: URL, currentDirectory: URL, executable: URL?, environment: [String: String]
    ) -> InvocationSpelling {
        // The shell finds this very binary as `tools` (Mint, a release archive, a link into `.build`).
        if let executable, isToolBinary(executable), isOnPath(executable, environment: environment) {
            return InvocationSpelling(tool: "tools")
        }
        // `swift run` (or `swift build`) made the binary: that package runs it again from anywhere.
        if let executable, isToolBinary(executable), let package = packageDirectory(ofBuiltBinary: executable) {
            return swiftRun(package: package, from: currentDirectory)
        }
        // A copied binary (the hook's, in the git directory) or an unknown one: the repository's package.
        if let package = toolsPackage(from: start) {
            return swiftRun(package: package, from: currentDirectory)
        }
        if let executable, isToolBinary(executable) {
            let path = relativePath(of: real(executable), to: real(currentDirectory))
            return InvocationSpelling(tool: ShellQuoting.quote(path))
        }
        return InvocationSpelling(tool: "tools")
    }

    /// `swift run tools` from inside `package` (SwiftPM finds the manifest upward), else with
    /// `--package-path` relative to `directory` when it shares the folder tree, else absolute.
    public static func swiftRun(package: URL, from directory: URL) -> InvocationSpelling {
        // Real paths on both sides: on a Mac a temporary folder is `/var/…` or `/private/var/…` by who
        // names it, and a folder typed in another case is the same folder.
        let (package, directory) = (real(package), real(directory))
        if isInside(directory, package) { return InvocationSpelling(tool: "swift run tools") }
        let relative = relativePath(of: package, to: directory)
        return InvocationSpelling(tool: "swift run --package-path \(ShellQuoting.quote(relative)) tools")
    }

    /// The package that gives the `tools` product to the repository around `start`: at `start` or a folder
    /// above it (up to the git top level), its own `Package.swift` or its `Tools/Package.swift`, when that
    /// manifest declares the `tools` executable or depends on a package that does.
    public static func toolsPackage(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            for candidate in [folder, folder.appendingPathComponent("Tools")] where providesTools(candidate) {
                return candidate
            }
            let isTop = FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path)
            let parent = folder.deletingLastPathComponent()
            if isTop || parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
        }
    }

    /// The package a binary was built in: `<package>/.build/<triple>/<configuration>/tools` (what `swift run`
    /// and `swift build` leave) gives `<package>` when it holds a `Package.swift`; nil for a binary elsewhere
    /// (an installed copy, a release archive).
    public static func packageDirectory(ofBuiltBinary binary: URL) -> URL? {
        var folder = binary.resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if folder.lastPathComponent == ".build" {
                let package = folder.deletingLastPathComponent()
                let manifest = package.appendingPathComponent("Package.swift")
                return FileManager.default.fileExists(atPath: manifest.path) ? package : nil
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// `url` relative to `base`: `.` for `base` itself, `Tools`, `../../Tools` when they share a folder
    /// other than `/`, else the absolute path.
    public static func relativePath(of url: URL, to base: URL) -> String {
        let target = url.standardizedFileURL.pathComponents
        let from = base.standardizedFileURL.pathComponents
        let shared = zip(target, from).prefix { $0 == $1 }.count
        // Only `/` in common: an absolute path says more than a ladder of `..`.
        guard shared > 1 else { return url.standardizedFileURL.path }
        let parts = Array(repeating: "..", count: from.count - shared) + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    // MARK: Reading manifests

    /// Whether `package/Package.swift` declares the `tools` executable or depends on a package that does
    /// (a path dependency whose manifest declares it; a URL whose last part is `tools`, or whose checkout
    /// under `.build/checkouts/` declares it).
    static func providesTools(_ package: URL) -> Bool {
        guard let manifest = manifestText(package) else { return false }
        if declaresTools(manifest) { return true }
        for (kind, location) in dependencies(in: manifest) {
            if kind == "path" {
                let dependency = URL(fileURLWithPath: location, relativeTo: package).standardizedFileURL
                if manifestText(dependency).map(declaresTools) == true { return true }
                continue
            }
            var name = (location.split(separator: "/").last.map(String.init) ?? location)
            if name.lowercased().hasSuffix(".git") { name = String(name.dropLast(4)) }
            if name.lowercased() == "tools" { return true }
            let checkout = package.appendingPathComponent(".build/checkouts/\(name)")
            if manifestText(checkout).map(declaresTools) == true { return true }
        }
        return false
    }

    private static func manifestText(_ package: URL) -> String? {
        let file = package.appendingPathComponent("Package.swift")
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return String(bytes: data, encoding: .utf8)
    }

    private static func declaresTools(_ manifest: String) -> Bool {
        firstMatches(of: #"\.executable\s*\(\s*name\s*:\s*"tools""#, in: manifest).isEmpty == false
    }

    /// `(url|path, location)` of each `.package(…)` dependency.
    private static func dependencies(in manifest: String) -> [(String, String)] {
        let pattern = #"\.package\s*\(\s*(?:name\s*:\s*"[^"]*"\s*,\s*)?(url|path)\s*:\s*"([^"]+)""#
        return firstMatches(of: pattern, in: manifest)
    }

    private static func firstMatches(of pattern: String, in text: String) -> [(String, String)] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { match in
            func group(_ index: Int) -> String {
                guard index < match.numberOfRanges, let range = Range(match.range(at: index), in: text) else {
                    return ""
                }
                return String(text[range])
            }
            return (group(1), group(2))
        }
    }

    // MARK: Binaries

    /// The tool's own binary, not a test runner that runs commands in-process.
    private static func isToolBinary(_ executable: URL) -> Bool {
        executable.lastPathComponent == "tools"
    }

    /// Whether `tools` on the PATH (the first one, as the shell finds it) is this binary, after symlinks
    /// (Mint and Homebrew link it).
    private static func isOnPath(_ executable: URL, environment: [String: String]) -> Bool {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("tools")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.resolvingSymlinksInPath().path == executable.resolvingSymlinksInPath().path
            }
        }
        return false
    }

    private static func real(_ url: URL) -> URL {
        RealPath.of(url.standardizedFileURL.path).map { URL(fileURLWithPath: $0) } ?? url
    }

    private static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let path = url.standardizedFileURL.path
        let base = folder.standardizedFileURL.path
        return path == base || path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }
}
