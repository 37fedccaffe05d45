// swift-tools-version: 5.9
// Copyright © 2026 Tools Authors. All rights reserved.

import PackageDescription

public let package = Package(
    name: "ClimateFeature",
    platforms: [
        .iOS(.v17),
        .macOS(.v14)
    ],
    products: [
        .library(name: "ClimateFeature", targets: ["ClimateFeature"])
    ],
    targets: [
        .target(name: "ClimateFeature"),
        .testTarget(
            name: "ClimateFeatureTests",
            dependencies: ["ClimateFeature"]
        )
    ]
)
