// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The parts of an XcodeGen `project.yml` that `tools` reads: name, options, attributes, packages,
/// targets, schemes and `include`, plus the tool's own `tools:` section.
public struct ProjectSpec: Sendable {
    public struct Package: Sendable, Hashable {
        public var name: String
        /// A local package folder, relative to the spec file that names it, made absolute.
        public var path: URL?
        public var url: String?
    }

    public struct Dependency: Sendable, Hashable {
        public enum Kind: String, Sendable { case target, package, framework, sdk, carthage, bundle, other }
        public var kind: Kind
        public var name: String
    }

    public struct Target: Sendable, Hashable {
        public var name: String
        public var type: String
        public var platforms: [String]
        public var dependencies: [Dependency]
        public var sources: [String]
        public var position: SourcePosition
        public var file: String
    }

    public struct Scheme: Sendable, Hashable {
        public var name: String
        public var buildTargets: [String]
        public var testTargets: [String]
    }

    /// The spec file (`project.yml`).
    public var file: URL
    public var name: String
    public var options: [String: String]
    public var attributes: [String: String]
    public var packages: [Package]
    public var targets: [Target]
    public var schemes: [Scheme]
    /// The `tools:` section, raw, for each capability to read its own part of.
    public var toolsSection: ConfigNode?
    /// Every file read: the spec and the files it includes.
    public var files: [URL]
    /// Warnings: unknown keys and the like.
    public var warnings: [Diagnostic]

    /// The organisation name XcodeGen passes to Xcode's file headers.
    public var organizationName: String? { attributes["ORGANIZATIONNAME"] }
}
