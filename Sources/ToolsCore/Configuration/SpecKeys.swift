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
        "postActions", "management", "storeKitConfiguration",
    ]
    static let scheme: Set<String> = [
        "build", "run", "test", "profile", "analyze", "archive", "management", "templates", "templateAttributes",
    ]
    static let build: Set<String> = [
        "targets", "parallelizeBuild", "buildImplicitDependencies", "runPostActionsOnFailure", "preActions",
        "postActions",
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
        "minorVersion", "exactVersion", "minVersion", "maxVersion", "branch", "revision",
    ]

    /// One warning per key of `node` outside `known`, at the key, naming the closest known key if any.
    static func unknownKeyWarnings(_ node: SpecNode, known: Set<String>, keyPath: String) -> [Diagnostic] {
        node.entries.compactMap { entry -> Diagnostic? in
            guard !known.contains(entry.key), !entry.key.hasSuffix(":REPLACE") else { return nil }
            var message = (keyPath.isEmpty ? "" : "\(keyPath): ") + "unknown key '\(entry.key)' is ignored"
            if let suggestion = closest(to: entry.key, in: known) { message += "; did you mean '\(suggestion)'?" }
            let location = entry.keyLocation
            return Diagnostic(
                file: location.file, line: location.line, column: location.column, severity: .warning,
                ruleID: "configuration", ruleName: "Configuration", message: message)
        }
    }

    /// The known key nearest to `key` (case differences, or at most two edits, fewer for short keys).
    static func closest(to key: String, in known: Set<String>) -> String? {
        if let match = known.first(where: { $0.lowercased() == key.lowercased() }) { return match }
        let limit = key.count <= 4 ? 1 : 2
        let scored = known.map { ($0, distance(key.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit }
        return scored.min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
    }

    /// Levenshtein distance.
    static func distance(_ first: String, _ second: String) -> Int {
        let lhs = Array(first)
        let rhs = Array(second)
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        for (row, left) in lhs.enumerated() {
            var current = [row + 1]
            for (column, right) in rhs.enumerated() {
                let substitution = previous[column] + (left == right ? 0 : 1)
                current.append(min(previous[column + 1] + 1, current[column] + 1, substitution))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
