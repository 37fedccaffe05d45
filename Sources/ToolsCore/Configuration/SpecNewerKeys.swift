// Copyright © 2026 Tools Authors. All rights reserved.

/// The spec keys XcodeGen 2.46 to 2.48 added, validated as XcodeGen validates them: package `traits`
/// (2.46), `buildArchitectures` of a scheme's build and of a target's scheme and the Xcode 26.3 and 27.0
/// `projectFormat`s, whose unknown values XcodeGen refuses (2.47), and the experimental
/// `projectFileFormat` (2.48). The generate job hands the spec to XcodeGen as it is: these are checked here
/// so that a typo is reported before a run, at its place.
enum SpecNewerKeys {
    /// `options.projectFormat`: XcodeGen 2.45's formats and 2.47's `xcode26_3` and `xcode27_0`.
    static let projectFormats = [
        "xcode14_0", "xcode15_0", "xcode15_3", "xcode16_0", "xcode16_3", "xcode26_3", "xcode27_0",
    ]
    /// `options.projectFileFormat`: the classic `project.pbxproj`, or 2.48's JSON `project.xcproj`.
    static let projectFileFormats = ["pbxproj", "xcproj"]
    /// Xcode's "Build Architectures" scheme setting.
    static let buildArchitectures = ["matchRunDestination", "universal", "useTargetSettings"]

    static func validate(_ document: ConfigValue, into problems: inout ConfigurationProblems) {
        let options = document["options"]
        check(options?["projectFormat"], keyPath: "options.projectFormat", among: projectFormats, into: &problems)
        check(
            options?["projectFileFormat"], keyPath: "options.projectFileFormat", among: projectFileFormats,
            into: &problems)
        for entry in document["packages"]?.entries ?? [] {
            guard let traits = entry.value["traits"] else { continue }
            let keyPath = "packages.\(entry.key).traits"
            if !traits.isSequence || traits.elements.contains(where: { $0.scalar == nil }) {
                problems.record(
                    traits.error("expected a list of trait names", keyPath: keyPath, hint: "write 'traits: [Trait]'"))
            }
        }
        for entry in document["schemes"]?.entries ?? [] {
            check(
                entry.value["build"]?["buildArchitectures"], keyPath: "schemes.\(entry.key).build.buildArchitectures",
                among: buildArchitectures, into: &problems)
        }
        for entry in document["targets"]?.entries ?? [] {
            check(
                entry.value["scheme"]?["buildArchitectures"], keyPath: "targets.\(entry.key).scheme.buildArchitectures",
                among: buildArchitectures, into: &problems)
        }
    }

    /// `node`, when written, must be one of `values`.
    private static func check(
        _ node: ConfigValue?, keyPath: String, among values: [String], into problems: inout ConfigurationProblems
    ) {
        guard let node, !(node.scalar.map(values.contains) ?? false) else { return }
        let written = node.scalar.map { "'\($0)'" } ?? "this value"
        problems.record(
            node.error(
                "\(written) is not a value XcodeGen knows" + KeySuggestion.didYouMean(node.scalar ?? "", in: values),
                keyPath: keyPath, hint: "use one of " + values.joined(separator: ", ")))
    }
}
