// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The keys XcodeGen's `Docs/ProjectSpec.md` documents, per kind of mapping. A key outside them is one
/// warning (with the closest known key when one is near), never an error: XcodeGen ignores it too.
enum SpecKeys {
    static let project: Set<String> = [
        "name", "include", "options", "attributes", "breakpoints", "configs", "configFiles", "settings",
        "settingGroups", "targets", "fileGroups", "schemes", "schemeTemplates", "targetTemplates", "packages",
        "localPackages", "projectReferences", "aggregateTargets", "tools",
    ]
    static let target: Set<String> = [
        "name", "type", "platform", "supportedDestinations", "deploymentTarget", "sources", "configFiles",
        "settings", "dependencies", "info", "entitlements", "templates", "templateAttributes",
        "transitivelyLinkDependencies", "directlyEmbedCarthageDependencies", "requiresObjCLinking",
        "onlyCopyFilesOnInstall", "buildToolPlugins", "preBuildScripts", "prebuildScripts", "postCompileScripts",
        "postBuildScripts", "postbuildScripts", "buildRules", "scheme", "legacy", "attributes",
        "putResourcesBeforeSourcesBuildPhase", "productName", "platformSuffix", "platformPrefix",
        "isMultiPlatformTarget", "buildPhase",
    ]
    static let aggregateTarget: Set<String> = [
        "targets", "configFiles", "settings", "buildToolPlugins", "buildScripts", "scheme", "attributes",
        "templates", "templateAttributes",
    ]
    static let targetScheme: Set<String> = [
        "configVariants", "testTargets", "gatherCoverageData", "coverageTargets", "disableMainThreadChecker",
        "stopOnEveryMainThreadCheckerIssue", "disableThreadPerformanceChecker", "buildImplicitDependencies",
        "language", "region", "commandLineArguments", "environmentVariables", "testPlans", "preActions",
        "postActions", "management", "storeKitConfiguration", "buildArchitectures",
    ]
    static let scheme: Set<String> = [
        "build", "run", "test", "profile", "analyze", "archive", "management", "templates", "templateAttributes",
    ]
    static let build: Set<String> = [
        "targets", "parallelizeBuild", "buildImplicitDependencies", "runPostActionsOnFailure", "preActions",
        "postActions", "buildArchitectures",
    ]
    /// The union of the run, test, profile, analyze and archive actions' keys.
    static let action: Set<String> = [
        "config", "commandLineArguments", "preActions", "postActions", "environmentVariables",
        "enableGPUFrameCaptureMode", "enableGPUValidationMode", "disableMainThreadChecker",
        "stopOnEveryMainThreadCheckerIssue", "disableThreadPerformanceChecker", "language", "region",
        "debugEnabled", "simulateLocation", "askForAppToLaunch", "launchAutomaticallySubstyle",
        "storeKitConfiguration", "macroExpansion", "enableAddressSanitizer", "enableASanStackUseAfterReturn",
        "enableThreadSanitizer", "enableUBSanitizer", "shouldUseLaunchSchemeArgsEnv", "executable",
        "customLLDBInit", "customWorkingDirectory", "gatherCoverageData", "coverageTargets", "targets",
        "captureScreenshotsAutomatically", "deleteScreenshotsWhenEachTestSucceeds", "testPlans",
        "preferredScreenCaptureFormat", "customArchiveName", "revealArchiveInOrganizer",
    ]
    static let package: Set<String> = [
        "url", "github", "path", "group", "excludeFromProject", "version", "from", "majorVersion",
        "minorVersion", "exactVersion", "minVersion", "maxVersion", "branch", "revision", "traits",
    ]

    /// One warning per key of `node` outside `known`, at the key, naming the closest known key if any.
    static func unknownKeyWarnings(_ node: ConfigValue, known: Set<String>, keyPath: String) -> [Diagnostic] {
        node.entries.compactMap { entry -> Diagnostic? in
            guard !known.contains(entry.key), !entry.key.hasSuffix(":REPLACE") else { return nil }
            let message = (keyPath.isEmpty ? "" : "\(keyPath): ") + "unknown key '\(entry.key)' is ignored"
                + KeySuggestion.didYouMean(entry.key, in: known)
            return Diagnostic(
                at: entry.keyLocation, severity: .warning, ruleID: "configuration", ruleName: "Configuration",
                message: message)
        }
    }
}
