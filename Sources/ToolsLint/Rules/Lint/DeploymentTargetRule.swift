// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// `@available` and `#available` / `#unavailable` should not name versions the deployment target already
/// satisfies. Same platforms, options and reasons as SwiftLint's `deployment_target`.
struct DeploymentTargetRule: Rule {
    static let description = RuleDescription(
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

    /// The deployment target of each platform name as written in availability lists.
    var targets: [String: PlatformVersion] = [
        "iOS": PlatformVersion(7, 0), "iOSApplicationExtension": PlatformVersion(7, 0),
        "macOS": PlatformVersion(10, 9), "macOSApplicationExtension": PlatformVersion(10, 9),
        "OSX": PlatformVersion(10, 9), "OSXApplicationExtension": PlatformVersion(10, 9),
        "watchOS": PlatformVersion(1, 0), "watchOSApplicationExtension": PlatformVersion(1, 0),
        "tvOS": PlatformVersion(9, 0), "tvOSApplicationExtension": PlatformVersion(9, 0),
    ]

    private static let platforms = ["iOS", "macOS", "watchOS", "tvOS"]

    private static var platformKeys: [String] {
        platforms.flatMap { ["\($0)_deployment_target", "\($0)ApplicationExtension_deployment_target"] }
    }

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .custom(
                keys: platformKeys, "each platform's deployment target (an app extension's defaults to its platform's)",
                read: { node, settings throws(ConfigurationError) in
                    // A platform's target also applies to its app extensions unless they have their own.
                    for platform in platforms {
                        if let value = node["\(platform)_deployment_target"] {
                            let version = try version(value)
                            settings.rule.set(platform, version)
                            settings.rule.set("\(platform)ApplicationExtension", version)
                        }
                    }
                    for platform in platforms {
                        if let value = node["\(platform)ApplicationExtension_deployment_target"] {
                            settings.rule.set("\(platform)ApplicationExtension", try version(value))
                        }
                    }
                },
                values: { settings in
                    platformKeys.map { key in
                        let platform = String(key.dropLast("_deployment_target".count))
                        return OptionEntry(key, .plain(settings.rule.targets[platform]?.description ?? "~"))
                    }
                }
            ),
        ]
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

    /// Each platform version in `@available` attributes and `#available` / `#unavailable` conditions.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("available") else { return }
        walk.visitPost(AttributeSyntax.self) { node, found in
            guard node.attributeNameText == "available", case .availability(let arguments) = node.arguments else {
                return
            }
            check(arguments, at: node.positionAfterSkippingLeadingTrivia, kind: "attribute", &found)
        }
        walk.visitPost(AvailabilityConditionSyntax.self) { node, found in
            let negative = node.availabilityKeyword.tokenKind == .poundUnavailable
            check(node.availabilityArguments, at: node.availabilityKeyword.positionAfterSkippingLeadingTrivia,
                  kind: negative ? "negative condition" : "condition", &found)
        }
    }

    /// - Parameter kind: `attribute`, `condition` or `negative condition`, as the reason words it.
    private func check(
        _ arguments: AvailabilityArgumentListSyntax, at position: AbsolutePosition, kind: String,
        _ found: inout RuleFindings
    ) {
        for argument in arguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  let written = restriction.version?.trimmedDescription else { continue }
            let platform = restriction.platform.text
            guard let target = targets[platform], let version = PlatformVersion(written), version <= target else {
                continue
            }
            found.add(
                at: position,
                reason: "Availability \(kind) is using a version (\(written)) that is satisfied by the "
                    + "deployment target (\(target)) for platform \(platform)"
            )
        }
    }
}

/// A `major.minor.patch` version as availability lists write it.
struct PlatformVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int

    init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard let number = Int(part) else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}
