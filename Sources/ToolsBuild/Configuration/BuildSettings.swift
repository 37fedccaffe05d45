// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The `tools.build` section of `project.yml`: what XcodeGen's targets and schemes do not say about
/// building them (workspace, destinations, configurations, variants, tested packages, custom commands).
public struct BuildSettings: Sendable {
    /// A scheme name pattern such as `{brand}OneApp{region}`, with its own overrides.
    public struct SchemePattern: Sendable, Hashable {
        public var pattern: String
        public var destinations: [String]?
        public var configurations: [String]?
        /// Whether the `test` action runs it; nil: when project.yml's scheme lists test targets.
        public var test: Bool?
    }

    /// One dimension of the variant matrix: `brand: [Toyota, Lexus]` or `region: {NA: "", AU: AU}`.
    public struct Variant: Sendable, Hashable {
        public var name: String
        public var values: [Value]
    }

    public struct Command: Sendable, Hashable {
        public var name: String
        public var arguments: [String]
        /// Relative to the workspace root.
        public var workingDirectory: String?
        public var actions: Set<BuildAction>
        /// Names of other jobs (packages, schemes, commands) that must finish first.
        public var dependsOn: [String]
        /// Folders or files (relative to the root) whose changes make it affected; empty: always.
        public var paths: [String]
        public var timeout: Duration?
        /// The `dependsOn` value as written, for errors about unknown names.
        public var dependsOnNode: ConfigNode?

        public static func == (lhs: Command, rhs: Command) -> Bool {
            lhs.name == rhs.name && lhs.arguments == rhs.arguments && lhs.workingDirectory == rhs.workingDirectory
                && lhs.actions == rhs.actions && lhs.dependsOn == rhs.dependsOn && lhs.paths == rhs.paths
                && lhs.timeout == rhs.timeout
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(arguments)
        }
    }

    /// `-workspace` for xcodebuild, relative to the root; nil: `-project <name>.xcodeproj`.
    public var workspace: String?
    public var project: String?
    /// Every scheme's destinations when `destinationsAreExplicit`; else only for schemes whose platform is
    /// unknown (a scheme of project.yml runs on its target's platforms).
    public var destinations: [String]
    /// Every scheme's configurations when `configurationsAreExplicit`; else only for schemes that are not
    /// in project.yml (a scheme of project.yml builds its run configuration and tests its test one).
    public var configurations: [String]
    public var destinationsAreExplicit = false
    public var configurationsAreExplicit = false
    public var sdk: String?
    public var xcodebuildArguments: [String]
    public var swiftArguments: [String]
    /// Folder for `-resultBundlePath`, relative to the root.
    /// The folder of xcodebuild result bundles, relative to the root; nil: `results/` in the state folder.
    public var resultBundles: String?
    public var variants: [Variant]
    /// nil: the schemes of project.yml.
    public var schemes: [SchemePattern]?
    /// Globs of scheme names left out after expansion.
    public var exclude: [String]
    /// Globs of the packages in the matrix; nil: every local package.
    public var packages: [String]?
    /// Globs of the packages whose tests run; nil: every package in the matrix.
    public var testPackages: [String]?
    public var commands: [Command]
    /// The default `--base` of `--affected`.
    public var base: String?
    /// How long a job may run before it is stopped (`tools.build.timeout`, a command's own `timeout`): every
    /// job is bounded, an `xcodebuild` that hangs on a simulator included.
    public var jobTimeout: Duration? = BuildSettings.defaultJobTimeout
    /// Three hours: longer than any build or test run of an app we have seen, half a hosted CI job's limit.
    public static let defaultJobTimeout = Duration.seconds(3 * 3600)
    /// `packageTools`: package name globs to `swift` or `xcodebuild`, overriding `HostSupport`'s rule; the
    /// first matching entry wins.
    public var packageTools: [(pattern: String, tool: PackageTool)] = []
    /// How to run XcodeGen for the `generate` job: `[xcodegen]`, or `[mint, run, xcodegen]`.
    public var xcodegen: [String] = ["xcodegen"]

    public static let defaultDestination = "generic/platform=iOS Simulator"

    public init() {
        destinations = [Self.defaultDestination]
        configurations = ["Debug"]
        xcodebuildArguments = []
        swiftArguments = []
        resultBundles = nil
        variants = []
        exclude = []
        commands = []
    }

    static let knownKeys: Set<String> = [
        "workspace", "project", "destinations", "configurations", "sdk", "xcodebuildArguments", "swiftArguments",
        "resultBundles", "variants", "schemes", "exclude", "packages", "testPackages", "commands", "base", "timeout",
        "packageTools", "xcodegen",
    ]
    static let knownPatternKeys: Set<String> = ["pattern", "destinations", "configurations", "test"]
    static let knownCommandKeys: Set<String> = ["run", "workingDirectory", "actions", "dependsOn", "paths", "timeout"]

    /// Reads `node` (the `build:` mapping); defaults when nil. Unknown keys become warnings. Every key is
    /// read before failing, so that all problems of the section show in one run.
    public static func read(_ node: ConfigNode?) throws(ConfigurationError) -> (BuildSettings, [Diagnostic]) {
        var settings = BuildSettings()
        guard let node, !node.isNull else { return (settings, []) }
        guard node.isMapping else { throw node.error("expected a mapping of build settings") }
        var warnings = node.unknownKeyWarnings(known: knownKeys)
        var problems = ConfigurationProblems()
        readIndependentKeys(node, into: &settings, problems: &problems)
        let variantsRead: Void? = problems.collect { () throws(ConfigurationError) in
            if let value = node["variants"] { settings.variants = try readVariants(value) }
        }
        // Scheme patterns name variants: checked only against variants that could be read.
        if variantsRead != nil, let value = node["schemes"] {
            problems.collect { () throws(ConfigurationError) in
                let sizes = Dictionary(settings.variants.map { ($0.name, $0.values.count) }) { _, last in last }
                settings.schemes = try readPatterns(value, variantSizes: sizes, warnings: &warnings)
            }
        }
        problems.collect { () throws(ConfigurationError) in
            if let value = node["commands"] { settings.commands = try readCommands(value, warnings: &warnings) }
        }
        try problems.finish()
        return (settings, warnings)
    }

    /// The keys of `build:` that depend on no other key.
    private static func readIndependentKeys(
        _ node: ConfigNode, into settings: inout BuildSettings, problems: inout ConfigurationProblems
    ) {
        problems.collect { () throws(ConfigurationError) in settings.workspace = try node["workspace"]?.string() }
        problems.collect { () throws(ConfigurationError) in settings.project = try node["project"]?.string() }
        problems.collect { () throws(ConfigurationError) in
            guard let value = node["destinations"] else { return }
            settings.destinations = try nonEmpty(value.strings(), value)
            settings.destinationsAreExplicit = true
        }
        problems.collect { () throws(ConfigurationError) in
            guard let value = node["configurations"] else { return }
            settings.configurations = try nonEmpty(value.strings(), value)
            settings.configurationsAreExplicit = true
        }
        problems.collect { () throws(ConfigurationError) in settings.sdk = try node["sdk"]?.string() }
        problems.collect { () throws(ConfigurationError) in
            settings.xcodebuildArguments = try node["xcodebuildArguments"]?.strings() ?? []
        }
        problems.collect { () throws(ConfigurationError) in
            settings.swiftArguments = try node["swiftArguments"]?.strings() ?? []
        }
        problems.collect { () throws(ConfigurationError) in
            settings.resultBundles = try node["resultBundles"]?.string() ?? settings.resultBundles
        }
        problems.collect { () throws(ConfigurationError) in settings.exclude = try node["exclude"]?.strings() ?? [] }
        problems.collect { () throws(ConfigurationError) in settings.packages = try packageList(node["packages"]) }
        problems.collect { () throws(ConfigurationError) in
            settings.testPackages = try packageList(node["testPackages"])
        }
        problems.collect { () throws(ConfigurationError) in settings.base = try node["base"]?.string() }
        readToolKeys(node, into: &settings, problems: &problems)
        problems.collect { () throws(ConfigurationError) in
            if let value = node["timeout"] { settings.jobTimeout = .seconds(try value.int()) }
        }
    }

    static func nonEmpty(_ values: [String], _ node: ConfigNode) throws(ConfigurationError) -> [String] {
        guard !values.isEmpty else { throw node.error("expected at least one value") }
        return values
    }

    /// `all` (every package), `none` (no package) or a list of names and globs.
    private static func packageList(_ node: ConfigNode?) throws(ConfigurationError) -> [String]? {
        guard let node else { return nil }
        if case .scalar = node.node {
            switch try node.string() {
            case "all": return nil
            case "none": return []
            default: break
            }
        }
        return try node.strings()
    }

    private static func readVariants(_ node: ConfigNode) throws(ConfigurationError) -> [Variant] {
        try node.entries().map { (name, value) throws(ConfigurationError) -> Variant in
            let values: [Variant.Value]
            if value.isMapping {
                values = try value.entries().map { (label, text) throws(ConfigurationError) in
                    Variant.Value(label: label, text: text.isNull ? "" : try text.string())
                }
            } else {
                values = try value.strings().map { Variant.Value(label: $0, text: $0) }
            }
            guard !values.isEmpty else { throw value.error("a variant needs at least one value") }
            return Variant(name: name, values: values)
        }
    }

    /// Every `{name}` in a pattern must be a variant, so a typo is an error rather than a scheme nobody has;
    /// and the patterns may name at most `VariantExpansion.limit` schemes together (a few lines of variants
    /// multiply to millions).
    private static func readPatterns(
        _ node: ConfigNode, variantSizes: [String: Int], warnings: inout [Diagnostic]
    ) throws(ConfigurationError) -> [SchemePattern] {
        var names = 0
        return try node.elements().map { (element) throws(ConfigurationError) -> SchemePattern in
            let patternNode: ConfigNode
            if element.isMapping {
                warnings += element.unknownKeyWarnings(known: knownPatternKeys)
                guard let pattern = element["pattern"] else {
                    throw element.error("a scheme entry needs 'pattern'", hint: "write 'pattern: \"{brand}App\"'")
                }
                patternNode = pattern
            } else {
                patternNode = element
            }
            let pattern = try patternNode.string()
            for placeholder in VariantExpansion.placeholders(in: pattern) where variantSizes[placeholder] == nil {
                throw patternNode.error(
                    "'\(pattern)' uses {\(placeholder)}, which is not a variant",
                    hint: "add '\(placeholder):' under build.variants or fix the name"
                )
            }
            names = VariantExpansion.count(of: pattern, variantSizes: variantSizes, after: names)
            guard names <= VariantExpansion.limit else {
                throw patternNode.error(
                    "the scheme patterns expand to more than \(VariantExpansion.limit) scheme names with this one",
                    hint: "use fewer variants or values per pattern")
            }
            guard element.isMapping else { return SchemePattern(pattern: pattern) }
            return SchemePattern(
                pattern: pattern,
                destinations: try element["destinations"].map { value throws(ConfigurationError) in
                    try nonEmpty(value.strings(), value)
                },
                configurations: try element["configurations"].map { value throws(ConfigurationError) in
                    try nonEmpty(value.strings(), value)
                },
                test: try element["test"]?.bool()
            )
        }
    }

    private static func readCommands(
        _ node: ConfigNode, warnings: inout [Diagnostic]
    ) throws(ConfigurationError) -> [Command] {
        try node.entries().map { (name, value) throws(ConfigurationError) -> Command in
            guard value.isMapping else {
                throw value.error("expected a mapping with 'run: [executable, arguments…]'")
            }
            warnings += value.unknownKeyWarnings(known: knownCommandKeys)
            guard let run = value["run"] else {
                throw value.error("a command needs 'run'", hint: "write 'run: [executable, argument, …]'")
            }
            guard case .sequence = run.node else {
                throw run.error(
                    "expected a list: the executable then its arguments",
                    hint: "write 'run: [make, lint]', not a shell string")
            }
            let arguments = try run.strings()
            guard !arguments.isEmpty else { throw run.error("the command is empty") }
            var actions: Set<BuildAction> = [.build]
            if let node = value["actions"] {
                actions = []
                for element in try node.strings() {
                    guard let action = BuildAction(rawValue: element) else {
                        throw node.error("unknown action '\(element)'", hint: "use build or test")
                    }
                    actions.insert(action)
                }
            }
            return Command(
                name: name, arguments: arguments, workingDirectory: try value["workingDirectory"]?.string(),
                actions: actions, dependsOn: try value["dependsOn"]?.strings() ?? [],
                paths: try value["paths"]?.strings() ?? [],
                timeout: try value["timeout"].map { value throws(ConfigurationError) in .seconds(try value.int()) },
                dependsOnNode: value["dependsOn"]
            )
        }
    }
}

extension BuildSettings.Variant {
    public struct Value: Sendable, Hashable {
        public var label: String
        /// What replaces `{name}` in a pattern (`""` for a region without a suffix).
        public var text: String
    }
}
