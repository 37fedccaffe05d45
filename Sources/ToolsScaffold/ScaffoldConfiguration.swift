// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The `tools.scaffold:` section of `project.yml`; every key is optional.
///
/// ```yaml
/// tools:
///   scaffold:
///     toolsVersion: "5.9"
///     platforms: { iOS: "17" }
///     testFramework: xctest             # or swift-testing
///     stateNotifier: observable-object  # or observable
///     registerInTargets: [MyApp]        # targets whose dependencies get `- package: <Name>Feature`
///     maxLineLength: 120
/// ```
public struct ScaffoldConfiguration: Sendable, Equatable {
    public enum TestFramework: String, Sendable, CaseIterable {
        case swiftTesting = "swift-testing"
        case xctest
    }

    /// How the state notifier publishes its state: `ObservableObject` with `@Published` and a view that owns
    /// it with `@StateObject` (what the reference guides show), or the Observation framework's `@Observable`.
    public enum StateNotifierStyle: String, Sendable, CaseIterable {
        case observableObject = "observable-object"
        case observable
    }

    public struct Platform: Sendable, Equatable {
        /// The PackageDescription name: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`, `macCatalyst`.
        public var name: String
        public var version: String

        /// `.iOS(.v17)` for a whole version, `.iOS("17.2")` otherwise (PackageDescription accepts both).
        public var manifestExpression: String {
            if version.allSatisfy(\.isNumber) { return ".\(name)(.v\(version))" }
            return ".\(name)(\"\(version)\")"
        }
    }

    public var toolsVersion = "5.9"
    /// The users' packages target iOS 17 and are built with xcodebuild for the simulator; add macOS 14 for
    /// `swift build` on a Mac (SwiftUI's `.task` and Observation need it).
    public var platforms = [Platform(name: "iOS", version: "17")]
    public var testFramework = TestFramework.xctest
    public var stateNotifier = StateNotifierStyle.observableObject
    public var registerInTargets: [String] = []
    public var maxLineLength = 120

    static let knownKeys: Set<String> = [
        "toolsVersion", "platforms", "testFramework", "stateNotifier", "registerInTargets", "maxLineLength",
    ]
    static let knownPlatforms: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "driverKit"]

    public init() {}

    /// Reads `section` (the `tools.scaffold` node); defaults for what is absent. Unknown keys are returned
    /// as warnings, wrong values are errors at their position.
    public static func read(
        _ section: ConfigNode?
    ) throws(ConfigurationError) -> (ScaffoldConfiguration, [Diagnostic]) {
        var configuration = ScaffoldConfiguration()
        guard let section, !section.isNull else { return (configuration, []) }
        guard section.isMapping else { throw section.error("expected a mapping of scaffold settings") }
        // Every key is read before failing, so that all problems of the section show in one run.
        var problems = ConfigurationProblems()
        problems.collect { () throws(ConfigurationError) in
            if let version = try readToolsVersion(section) { configuration.toolsVersion = version }
        }
        problems.collect { () throws(ConfigurationError) in
            if let node = section["platforms"] { configuration.platforms = try readPlatforms(node) }
        }
        problems.collect { () throws(ConfigurationError) in
            if let framework: TestFramework = try readCase(section, "testFramework", "test framework") {
                configuration.testFramework = framework
            }
        }
        problems.collect { () throws(ConfigurationError) in
            if let style: StateNotifierStyle = try readCase(section, "stateNotifier", "state notifier style") {
                configuration.stateNotifier = style
            }
        }
        problems.collect { () throws(ConfigurationError) in
            if let node = section["registerInTargets"] { configuration.registerInTargets = try node.strings() }
        }
        problems.collect { () throws(ConfigurationError) in
            if let length = try readMaxLineLength(section) { configuration.maxLineLength = length }
        }
        try problems.finish()
        return (configuration, section.unknownKeyWarnings(known: knownKeys))
    }

    private static func readToolsVersion(_ section: ConfigNode) throws(ConfigurationError) -> String? {
        guard let node = section["toolsVersion"] else { return nil }
        let version = try node.string()
        guard version.range(of: #"^[0-9]+\.[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) != nil else {
            throw node.error("expected a Swift tools version such as \"5.9\"", hint: "quote it: \"5.9\"")
        }
        return version
    }

    /// The case of `Value` named at `key`, nil when the key is absent; an unknown name is an error (`unknown
    /// <noun> 'x'`) listing the cases.
    private static func readCase<Value: RawRepresentable & CaseIterable>(
        _ section: ConfigNode, _ key: String, _ noun: String
    ) throws(ConfigurationError) -> Value? where Value.RawValue == String {
        guard let node = section[key] else { return nil }
        let value = try node.string()
        guard let found = Value(rawValue: value) else {
            throw node.error(
                "unknown \(noun) '\(value)'",
                hint: "use one of: \(Value.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return found
    }

    private static func readMaxLineLength(_ section: ConfigNode) throws(ConfigurationError) -> Int? {
        guard let node = section["maxLineLength"] else { return nil }
        let value = try node.int()
        guard value > 0 else { throw node.error("expected a positive number of columns") }
        return value
    }

    /// The oldest versions the tool's templates build for (SwiftUI, `async`, `.task`).
    static let templateMinimums = ["iOS": 15, "macOS": 12, "tvOS": 15, "watchOS": 8, "macCatalyst": 15]

    /// The platforms of the spec's `options.deploymentTarget` (`iOS: "15.0"` gives `.iOS(.v15)`), for a
    /// package the app can link, each raised to what the templates need (the raised ones are returned, for
    /// a note); nil when it names none this can write.
    public static func platforms(
        fromDeploymentTarget node: ConfigNode?
    ) -> (platforms: [Platform], raised: [String])? {
        guard let node, node.isMapping, let entries = try? node.entries() else { return nil }
        var platforms: [Platform] = []
        var raised: [String] = []
        for (name, value) in entries where knownPlatforms.contains(name) {
            guard let version = try? value.string(),
                  version.range(of: #"^[0-9]+(\.[0-9]+)*$"#, options: .regularExpression) != nil else { continue }
            var written = version.hasSuffix(".0") ? String(version.dropLast(2)) : version
            let major = Int(version.prefix { $0.isNumber }) ?? 0
            if let minimum = templateMinimums[name], major < minimum {
                raised.append("\(name) \(version) → \(minimum)")
                written = String(minimum)
            }
            platforms.append(Platform(name: name, version: written))
        }
        return platforms.isEmpty ? nil : (platforms, raised)
    }

    private static func readPlatforms(_ node: ConfigNode) throws(ConfigurationError) -> [Platform] {
        var platforms: [Platform] = []
        for (name, value) in try node.entries() {
            guard knownPlatforms.contains(name) else {
                throw value.error(
                    "unknown platform '\(name)'",
                    hint: "use PackageDescription's names: \(knownPlatforms.sorted().joined(separator: ", "))"
                )
            }
            let version = try value.string()
            guard version.range(of: #"^[0-9]+(\.[0-9]+)*$"#, options: .regularExpression) != nil else {
                throw value.error("expected a version such as \"17\" or \"17.2\"")
            }
            // "17.0" is written `.v17`, as PackageDescription has no `.v17_0`.
            let trimmed = version.hasSuffix(".0") ? String(version.dropLast(2)) : version
            platforms.append(Platform(name: name, version: trimmed))
        }
        guard !platforms.isEmpty else { throw node.error("list at least one platform, e.g. { iOS: \"17\" }") }
        return platforms
    }
}
