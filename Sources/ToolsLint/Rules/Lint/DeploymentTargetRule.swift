// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// `@available` and `#available` / `#unavailable` should not name versions the deployment target already
/// satisfies. Same platforms, options and reasons as SwiftLint's `deployment_target`.
public struct DeploymentTargetRule: Rule {
    public static let description = RuleDescription(
        identifier: "deployment_target",
        name: "Deployment Target",
        description: "Availability checks or attributes shouldn't be using older versions that are satisfied by "
            + "the deployment target.",
        nonTriggeringExamples: [
            Example("@available(iOS 13.0, *)\nfinal class Scanner {}\n"),
            Example("@available(macOSApplicationExtension 11, *)\nstruct Widget {}\n"),
            Example("@available(swift 5.9)\nfunc modern() {}\n"),
            Example("@available(iOS, introduced: 5.0)\nfunc legacy() {}\n"),
            Example(
                "func run() {\n    if #available(iOS 15, *) {}\n    guard #available(tvOS 16.1, *) else { return }\n}\n"
            ),
            Example("func run() {\n    if #unavailable(iOS 16) {}\n}\n"),
            Example("func run() {\n    if #available(iOS 16, *) {}\n}\n", options: "iOS_deployment_target: 15.4"),
        ],
        triggeringExamples: [
            Example("↓@available(iOS 5.1, *)\nfinal class Scanner {}\n"),
            Example("↓@available(iOSApplicationExtension 6, *)\nstruct Widget {}\n"),
            Example("↓@available(iOS 7, *)\nstruct Widget {}\n"),
            Example("↓@available(tvOS 12, iOS 6.1.2, *)\nstruct Widget {}\n"),
            Example("↓@available(OSX 10.8, *)\nstruct Widget {}\n"),
            Example("↓@available(watchOSApplicationExtension 0.5, *)\nstruct Widget {}\n"),
            Example(
                "func run() {\n    if ↓#available(macOS 10.9, *) {}\n"
                    + "    guard ↓#available(tvOS 8, *) else { return }\n}\n"
            ),
            Example("func run() {\n    if ↓#unavailable(iOS 6) {}\n}\n"),
            Example("func run() {\n    if ↓#available(iOS 15.4, *) {}\n}\n", options: "iOS_deployment_target: 15.4"),
            Example("↓@available(iOSApplicationExtension 14, *)\nstruct Widget {}\n",
                    options: "iOS_deployment_target: '15'"),
        ]
    )

    public var severity = Severity.warning
    /// The deployment target of each platform name as written in availability lists.
    public var targets: [String: PlatformVersion] = [
        "iOS": PlatformVersion(7, 0), "iOSApplicationExtension": PlatformVersion(7, 0),
        "macOS": PlatformVersion(10, 9), "macOSApplicationExtension": PlatformVersion(10, 9),
        "OSX": PlatformVersion(10, 9), "OSXApplicationExtension": PlatformVersion(10, 9),
        "watchOS": PlatformVersion(1, 0), "watchOSApplicationExtension": PlatformVersion(1, 0),
        "tvOS": PlatformVersion(9, 0), "tvOSApplicationExtension": PlatformVersion(9, 0),
    ]

    private static let platforms = ["iOS", "macOS", "watchOS", "tvOS"]

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        let keys = Self.platforms.flatMap { ["\($0)_deployment_target", "\($0)ApplicationExtension_deployment_target"] }
        severity = try RuleOptions.severity(options, default: .warning, otherKeys: Set(keys))
        guard let options, options.isMapping else { return }
        // A platform's target also applies to its app extensions unless they have their own.
        for platform in Self.platforms {
            if let value = options["\(platform)_deployment_target"] {
                let version = try Self.version(value)
                set(platform, version)
                set("\(platform)ApplicationExtension", version)
            }
        }
        for platform in Self.platforms {
            if let value = options["\(platform)ApplicationExtension_deployment_target"] {
                set("\(platform)ApplicationExtension", try Self.version(value))
            }
        }
    }

    private mutating func set(_ platform: String, _ version: PlatformVersion) {
        targets[platform] = version
        if platform.hasPrefix("macOS") { targets["OSX" + platform.dropFirst("macOS".count)] = version }
    }

    private static func version(_ node: ConfigNode) throws(ConfigurationError) -> PlatformVersion {
        guard let version = PlatformVersion(try node.string()) else {
            throw node.error("expected a version such as 15.0")
        }
        return version
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("available") else { return [] }
        let visitor = AvailabilityVersions(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        return visitor.found.compactMap { found in
            guard let target = targets[found.platform], let version = PlatformVersion(found.version),
                  version <= target else { return nil }
            return violation(
                in: file, at: found.position, severity: severity,
                reason: "Availability \(found.kind) is using a version (\(found.version)) that is satisfied by the "
                    + "deployment target (\(target)) for platform \(found.platform)"
            )
        }
    }
}

/// A `major.minor.patch` version as availability lists write it.
public struct PlatformVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard let number = Int(part) else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}

/// A platform version written in an availability attribute or condition.
private struct AvailabilityVersion {
    var position: AbsolutePosition
    /// `attribute`, `condition` or `negative condition`, as the reason words it.
    var kind: String
    var platform: String
    var version: String
}

/// Each platform version in `@available` attributes and `#available` / `#unavailable` conditions.
private final class AvailabilityVersions: SyntaxVisitor {
    var found: [AvailabilityVersion] = []

    private func add(_ arguments: AvailabilityArgumentListSyntax, at position: AbsolutePosition, kind: String) {
        for argument in arguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  let version = restriction.version else { continue }
            found.append(AvailabilityVersion(
                position: position, kind: kind, platform: restriction.platform.text,
                version: version.trimmedDescription
            ))
        }
    }

    override func visitPost(_ node: AttributeSyntax) {
        guard node.attributeNameText == "available", case .availability(let arguments) = node.arguments else { return }
        add(arguments, at: node.positionAfterSkippingLeadingTrivia, kind: "attribute")
    }

    override func visitPost(_ node: AvailabilityConditionSyntax) {
        let negative = node.availabilityKeyword.tokenKind == .poundUnavailable
        add(node.availabilityArguments, at: node.availabilityKeyword.positionAfterSkippingLeadingTrivia,
            kind: negative ? "negative condition" : "condition")
    }
}
