// swift-tools-version: 6.0
// Copyright © 2026 Tools Authors. All rights reserved.
import PackageDescription

// What an app's package adds with one line to get `tools`: the prebuilt binary (an artifact bundle, no
// compiling) and two plugins that run it. The release (Tools/release --url) pins the binary target's url and
// checksum below (one line, so that the release rewrites it in place); ReleaseVersionTests checks that its
// version is ToolsCore.version. A test (PluginPackageTests) swaps that line for a local `path:` bundle.
let package = Package(
    name: "ToolsPlugins",
    products: [
        .plugin(name: "ToolsCommandPlugin", targets: ["ToolsCommandPlugin"]),
        .plugin(name: "ToolsLintPlugin", targets: ["ToolsLintPlugin"]),
    ],
    targets: [
        // One line on purpose: `Tools/release --url` rewrites the url and checksum in place.
        // swiftlint:disable:next line_length
        .binaryTarget(name: "ToolsBinary", url: "https://github.com/tools-authors/tools/releases/download/0.2.0/tools-0.2.0.artifactbundle.zip", checksum: "0000000000000000000000000000000000000000000000000000000000000000"),
        // `swift package tools <command> [arguments]`: lint, format, generate-mocks, create-feature, … on the
        // package. Writing commands need the package folder (`--allow-writing-to-package-directory`, or the
        // prompt); `lint` and `--check` runs write nothing there.
        .plugin(
            name: "ToolsCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "tools",
                    description: "Run tools (lint, format, generate-mocks, create-feature) on this package"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "format, generate-mocks and create-feature write the package's sources"
                    ),
                ]
            ),
            dependencies: ["ToolsBinary"],
            path: "Plugins/ToolsCommand"
        ),
        // Lints each Swift target during `swift build` and Xcode builds; findings are the build's warnings
        // and errors (`file:line:col: warning: …`).
        .plugin(
            name: "ToolsLintPlugin",
            capability: .buildTool(),
            dependencies: ["ToolsBinary"],
            path: "Plugins/ToolsLintBuildPlugin"
        ),
    ]
)
