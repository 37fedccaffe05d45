// Copyright © 2026 Tools Authors. All rights reserved.

/// The variables every template sees. `--list-templates` prints this list, so keep it in step.
struct TemplateContext {
    static let variables: [(name: String, meaning: String)] = [
        ("name", "the feature name without the suffix (Climate)"),
        ("packageName", "the package, library and module name (ClimateFeature)"),
        ("testTargetName", "the test target (ClimateFeatureTests)"),
        ("subFeature", "the sub-feature being rendered (in SubFeature/; the first one in Package/)"),
        ("subFeatures", "every sub-feature this run creates"),
        ("year", "the year in the header"),
        ("holder", "the copyright holder"),
        ("header", "the rendered file header"),
        ("toolsVersion", "the swift-tools-version (tools.scaffold.toolsVersion, default 5.9)"),
        ("platforms", "PackageDescription platform expressions, e.g. .iOS(.v17)"),
        ("dependencies", "local packages: each has name, package, product and path (../X)"),
        ("testFramework", "xctest or swift-testing; also the booleans usesXCTest and usesSwiftTesting"),
        ("stateNotifier", "observable-object or observable; also the boolean usesObservableObject"),
    ]

    static let filters: [(name: String, meaning: String)] = [
        ("lowerFirst", "lowercases the first letter (or leading acronym): ClimateSchedule → climateSchedule"),
        ("upperFirst", "uppercases the first letter"),
    ]

    struct Dependency {
        var name: String
        var package: String
        var product: String
        var path: String
    }

    var feature: FeatureName
    var subFeatures: [SubFeatureName]
    var year: Int
    var holder: String
    var header: String
    var configuration: ScaffoldConfiguration
    var dependencies: [Dependency]

    func values(subFeature: SubFeatureName?) -> [String: Any] {
        [
            "name": feature.base,
            "packageName": feature.packageName,
            "testTargetName": feature.packageName + "Tests",
            "subFeature": (subFeature ?? subFeatures.first)?.name ?? feature.base,
            "subFeatures": subFeatures.map(\.name),
            "year": year,
            "holder": holder,
            "header": header,
            "toolsVersion": configuration.toolsVersion,
            "platforms": configuration.platforms.map(\.manifestExpression),
            "dependencies": dependencies.map { dependency -> [String: String] in
                [
                    "name": dependency.name, "package": dependency.package, "product": dependency.product,
                    "path": dependency.path,
                ]
            },
            "testFramework": configuration.testFramework.rawValue,
            "usesSwiftTesting": configuration.testFramework == .swiftTesting,
            "usesXCTest": configuration.testFramework == .xctest,
            "stateNotifier": configuration.stateNotifier.rawValue,
            "usesObservableObject": configuration.stateNotifier == .observableObject,
        ]
    }
}
