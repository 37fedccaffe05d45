// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Bad command-line usage found by the commands themselves (argument parsing reports its own), one
/// sentence per case; every case exits 2.
enum CommandError: LocatedError, Equatable {
    case binaryUnknown
    case noFeatureName
    case unknownHook(String)
    case bareRepositoryInit
    /// `dependency` is a feature package and the layering rule forbids features depending on features.
    case featureDependsOnFeature(dependency: String, featuresPath: String)
    /// `tools rules ID` with an identifier no rule has.
    case unknownRule(String, suggestion: String?)
    /// `tools init`'s preset files (`Init/` of the tool's resource bundle) are missing or unreadable: `path`
    /// names the file, or the bundle when it is nowhere to be found.
    case presetsNotFound(path: String)

    var location: FileLocation? { nil }

    var message: String {
        switch self {
        case .binaryUnknown: "cannot tell where this binary is"
        case .noFeatureName: "no feature name given"
        case .unknownHook(let hook): "unknown hook '\(hook)'"
        case .bareRepositoryInit: "a bare repository has no working tree to set up"
        case .featureDependsOnFeature(let dependency, _):
            "'\(dependency)' is a feature package, and features must not depend on each other "
                + "(lint's layering rule would block the commit)"
        case .unknownRule(let id, _): "no rule '\(id)'"
        case .presetsNotFound(let path): "the presets of 'tools init' are missing: \(path)"
        }
    }

    var hint: String? {
        switch self {
        case .binaryUnknown: "pass --binary PATH"
        case .noFeatureName: "run '\(InvocationSpelling.command("create-feature Climate"))'"
        case .unknownHook: "the only hook is pre-commit"
        case .bareRepositoryInit: nil
        case .featureDependsOnFeature(_, let featuresPath):
            "move what they share into a package that is not a feature (create it under "
                + "\(featuresPath) without the Feature suffix), or allow it in .swiftlint.yml "
                + "with 'layering: {allow_feature_dependencies: true}'"
        case .unknownRule(_, let suggestion):
            (suggestion.map { "did you mean '\($0)'? " } ?? "") + "'\(InvocationSpelling.command("rules"))' lists them"
        case .presetsNotFound:
            "install the tool with its resource bundle, beside the binary or in ../share/tools"
        }
    }
}
