// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The parts of an XcodeGen `project.yml` that `tools` reads: name, options, attributes, configs, packages,
/// targets, schemes and `include`, plus the tool's own `tools:` section. Read with XcodeGen's semantics
/// (includes merged, templates applied, multi-platform targets split) by `ProjectSpecLoader`.
public struct ProjectSpec: Sendable {
    public struct Package: Sendable, Hashable {
        public var name: String
        /// A local package folder, relative to the spec file that names it, made absolute.
        public var path: URL?
        /// A remote package (`url:`, or `github: owner/repo`): never built as a local job.
        public var url: String?
    }

    /// A build configuration of `configs:` (`Production Debug: debug`); nil type for other values.
    public struct Config: Sendable, Hashable {
        public var name: String
        public var type: Kind?

        public init(name: String, type: Kind?) {
            self.name = name
            self.type = type
        }

        /// XcodeGen's configurations when `configs:` is absent.
        public static let defaults = [Config(name: "Debug", type: .debug), Config(name: "Release", type: .release)]
    }

    /// A test plan of a test action; the default one runs without `-testPlan`.
    public struct TestPlan: Sendable, Hashable {
        /// Relative to the root spec's folder.
        public var path: String
        public var isDefault: Bool

        public init(path: String, isDefault: Bool) {
            self.path = path
            self.isDefault = isDefault
        }

        /// The name xcodebuild's `-testPlan` takes: the file name without `.xctestplan`.
        public var name: String {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            return file.hasSuffix(".xctestplan") ? String(file.dropLast(".xctestplan".count)) : file
        }
    }

    /// A target's `scheme:` block, from which XcodeGen generates one scheme (or one per config variant).
    public struct TargetScheme: Sendable, Hashable {
        public var testTargets: [String] = []
        public var testPlans: [TestPlan] = []
        public var configVariants: [String] = []
        public var location: FileLocation
    }

    public struct Dependency: Sendable, Hashable {
        public var kind: Kind
        public var name: String
        /// Where the dependency is written; not part of its identity.
        public var location: FileLocation?

        public init(kind: Kind, name: String, location: FileLocation? = nil) {
            self.kind = kind
            self.name = name
            self.location = location
        }

        public static func == (lhs: Dependency, rhs: Dependency) -> Bool {
            lhs.kind == rhs.kind && lhs.name == rhs.name
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(name)
        }
    }

    public struct Target: Sendable, Hashable {
        public var name: String
        public var type: String
        public var platforms: [String]
        public var dependencies: [Dependency]
        /// Relative to the root spec's folder (XcodeGen makes included files' paths relative to it).
        public var sources: [String]
        /// Where the target's key is written (its file is the one that names it, through includes).
        public var location: FileLocation
        /// `supportedDestinations` (`iOS`, `tvOS`, `macOS`, `macCatalyst`, `visionOS`, `watchOS`).
        public var supportedDestinations: [String] = []
        public var scheme: TargetScheme?

        public var file: String { location.file }
    }

    public struct Scheme: Sendable, Hashable {
        public var name: String
        /// Sorted by name, as XcodeGen sorts them.
        public var buildTargets: [String]
        public var testTargets: [String]
        public var testPlans: [TestPlan] = []
        public var configurations = Configurations()
        /// `run.executable`, else the first build target built for running.
        public var runTarget: String?
        public var location: FileLocation?
    }

    /// The spec file (`project.yml`).
    public var file: URL
    public var name: String
    public var options: [String: String]
    public var attributes: [String: String]
    public var packages: [Package]
    /// Multi-platform targets appear once per platform (`Framework_iOS`, `Framework_tvOS`), as in Xcode.
    public var targets: [Target]
    /// `aggregateTargets:`, whose `scheme:` blocks also make schemes.
    public var aggregateTargets: [Target] = []
    /// The declared `schemes:` (a target's `scheme:` block is on the target).
    public var schemes: [Scheme]
    /// `configs:`, sorted by name as XcodeGen sorts them; Debug and Release when absent.
    public var configs: [Config] = Config.defaults
    /// The whole spec after includes, templates and multi-platform splitting, for `--dump-spec`.
    public var resolved: ConfigValue?
    /// The `tools:` section, raw, for each capability to read its own part of.
    public var toolsSection: ConfigNode?
    /// Every file read: the spec and the files it includes.
    public var files: [URL]
    /// Warnings: unknown keys and the like.
    public var warnings: [Diagnostic]

    /// The organisation name XcodeGen passes to Xcode's file headers.
    public var organizationName: String? { attributes["ORGANIZATIONNAME"] }
}

extension ProjectSpec.Config {
    public enum Kind: String, Sendable { case debug, release }
}

extension ProjectSpec.Dependency {
    public enum Kind: String, Sendable { case target, package, framework, sdk, carthage, bundle, other }
}

extension ProjectSpec.Scheme {
    /// The configuration of each scheme action; nil: XcodeGen's default for the action.
    public struct Configurations: Sendable, Hashable {
        public var run: String?
        public var test: String?
        public var profile: String?
        public var analyze: String?
        public var archive: String?
    }
}
