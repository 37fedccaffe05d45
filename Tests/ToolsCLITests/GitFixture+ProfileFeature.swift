// Copyright © 2026 Tools Authors. All rights reserved.

import TestSupport

extension GitFixture {
    /// Writes a minimal `ProfileFeature` package under `localPackages/` with one protocol to mock: the
    /// smallest workspace in which `generate-mocks`, the hook's mocks check and their hints have work.
    func writeProfileFeature() throws {
        try write(
            "// swift-tools-version: 5.9\nimport PackageDescription\n"
                + "let package = Package(name: \"ProfileFeature\", targets: [.target(name: \"ProfileFeature\")])\n",
            to: "localPackages/ProfileFeature/Package.swift")
        try write("public protocol ProfileService {\n    func load() -> String\n}\n",
                  to: "localPackages/ProfileFeature/Sources/ProfileFeature/Domain/ProfileService.swift")
    }
}
