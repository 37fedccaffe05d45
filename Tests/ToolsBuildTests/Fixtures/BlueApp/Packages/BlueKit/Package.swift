// swift-tools-version: 5.9
// Copyright © 2026 Tools Authors. All rights reserved.

import PackageDescription

let package = Package(
    name: "BlueKit",
    platforms: [.iOS(.v17), .macOS(.v14), .watchOS(.v10)],
    products: [.library(name: "BlueKit", targets: ["BlueKit"])],
    targets: [.target(name: "BlueKit")]
)
