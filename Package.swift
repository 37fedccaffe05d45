// swift-tools-version: 6.2
// Copyright © 2026 Tools Authors. All rights reserved.
import PackageDescription

// Swift 6 language mode (the default for tools-version 6) gives complete strict concurrency checking.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let syntax: [Target.Dependency] = [
    .product(name: "SwiftSyntax", package: "swift-syntax"),
    .product(name: "SwiftParser", package: "swift-syntax"),
]

// Every file of Templates/ but its Swift sources (BundledTemplatesTests checks that none is missing).
let subFeatureSources = "Feature/SubFeature/Sources/{{ packageName }}/{{ subFeature }}/"
let templateFiles = [
    "Feature/Package/Package.swift.stencil",
    subFeatureSources + "Application/{{ subFeature }}Logic.swift.stencil",
    subFeatureSources + "Application/{{ subFeature }}UseCases.swift.stencil",
    subFeatureSources + "DataAccess/{{ subFeature }}APIClient.swift.stencil",
    subFeatureSources + "DataAccess/{{ subFeature }}APIRepo.swift.stencil",
    subFeatureSources + "Domain/Repos/{{ subFeature }}Repo.swift.stencil",
    subFeatureSources + "Domain/{{ subFeature }}.swift.stencil",
    subFeatureSources + "Domain/{{ subFeature }}Error.swift.stencil",
    subFeatureSources + "Mocks/.keep",
    subFeatureSources + "Presentation/{{ subFeature }}StateNotifier.swift.stencil",
    subFeatureSources + "Presentation/{{ subFeature }}View.swift.stencil",
    subFeatureSources + "{{ subFeature }}Factory.swift.stencil",
    "Feature/SubFeature/Tests/{{ testTargetName }}/{{ subFeature }}LogicTests.swift.stencil",
    "Init/project.yml",
    "Init/swift-format.json",
    "Init/swiftlint.yml",
]

let package = Package(
    name: "tools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tools", targets: ["tools"]),
        .library(name: "ToolsCore", targets: ["ToolsCore"]),
        .library(name: "ToolsCLI", targets: ["ToolsCLI"]),
        .library(name: "ToolsLint", targets: ["ToolsLint"]),
        .library(name: "ToolsMocks", targets: ["ToolsMocks"]),
        .library(name: "ToolsScaffold", targets: ["ToolsScaffold"]),
        .library(name: "ToolsHooks", targets: ["ToolsHooks"]),
        .library(name: "ToolsBuild", targets: ["ToolsBuild"]),
        .library(name: "ToolsFormat", targets: ["ToolsFormat"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/kylef/PathKit", from: "1.0.1"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    ],
    targets: [
        // libgit2 from the system (Debian `libgit2-dev`, Homebrew `libgit2`); Tools/setup installs it.
        .systemLibrary(
            name: "CGit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"]), .brew(["libgit2"])]
        ),
        // The shared core: workspace, configuration, git, store, processes, diagnostics, console.
        .target(
            name: "ToolsCore",
            dependencies: [
                "CGit2",
                .product(name: "Yams", package: "Yams"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ] + syntax,
            swiftSettings: strictSettings
        ),
        // One library per capability; each depends on the core only.
        .target(
            name: "ToolsLint",
            dependencies: ["ToolsCore", .product(name: "SwiftOperators", package: "swift-syntax")] + syntax,
            exclude: ["Rules/README.md"],
            swiftSettings: strictSettings
        ),
        .target(name: "ToolsMocks", dependencies: ["ToolsCore"] + syntax, swiftSettings: strictSettings),
        .target(
            name: "ToolsScaffold",
            dependencies: [
                "ToolsCore",
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "PathKit", package: "PathKit"),
                "ToolsTemplates",
            ],
            swiftSettings: strictSettings
        ),
        // The default template set at the top of the repository (where a workspace keeps its own), shipped
        // with the tool: used when a workspace has none of its own; and the files `tools init` offers.
        // Compiled into the binary (`embedInCode`, one rule per file: SwiftPM embeds files, not folders), so a
        // release binary needs no resource folder beside it; `TemplateFiles.all` maps each back to its path.
        .target(
            name: "ToolsTemplates",
            path: "Templates",
            sources: ["TemplateResources.swift", "TemplateFiles.swift"],
            resources: templateFiles.map { .embedInCode($0) },
            swiftSettings: strictSettings
        ),
        .target(name: "ToolsHooks", dependencies: ["ToolsCore"], swiftSettings: strictSettings),
        .target(name: "ToolsBuild", dependencies: ["ToolsCore"], swiftSettings: strictSettings),
        // swift-format runs with standard input and both output streams apart, through swift-subprocess.
        .target(
            name: "ToolsFormat",
            dependencies: ["ToolsCore", .product(name: "Subprocess", package: "swift-subprocess")],
            swiftSettings: strictSettings
        ),
        // The commands: argument parsing and wiring of the capabilities, tested in-process.
        .target(
            name: "ToolsCLI",
            dependencies: [
                "ToolsCore", "ToolsLint", "ToolsMocks", "ToolsScaffold", "ToolsHooks", "ToolsBuild", "ToolsFormat",
                "ToolsTemplates", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        // The executable: `@main` only.
        .executableTarget(name: "tools", dependencies: ["ToolsCLI"], swiftSettings: strictSettings),
        .target(name: "TestSupport", dependencies: ["ToolsCore"], path: "Tests/TestSupport"),
        .testTarget(name: "ToolsCoreTests", dependencies: ["ToolsCore", "TestSupport"]),
        .testTarget(name: "ToolsLintTests", dependencies: ["ToolsLint", "TestSupport"]),
        .testTarget(name: "ToolsMocksTests", dependencies: ["ToolsMocks", "TestSupport"]),
        .testTarget(name: "ToolsScaffoldTests", dependencies: ["ToolsScaffold", "TestSupport"]),
        .testTarget(name: "ToolsHooksTests", dependencies: ["ToolsHooks", "TestSupport"]),
        // Fixtures: committed Xcode projects (and their sources and packages) the planner reads, not test code.
        .testTarget(name: "ToolsBuildTests", dependencies: ["ToolsBuild", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ToolsFormatTests", dependencies: ["ToolsFormat", "TestSupport"]),
        // Hostile and mutated input through the Swift and YAML readers (a seeded, reproducible search).
        .testTarget(name: "ToolsFuzzTests", dependencies: ["ToolsLint", "ToolsMocks", "ToolsScaffold", "TestSupport"]),
        .testTarget(name: "ToolsCLITests", dependencies: ["ToolsCLI", "tools", "TestSupport"]),
    ]
)
