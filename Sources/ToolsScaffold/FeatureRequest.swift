// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// What the user asked `tools create-feature` for, before validation.
public struct FeatureRequest: Sendable {
    /// `Climate` or `ClimateFeature`.
    public var name: String
    /// Further sub-features (`--sub-feature`); against an existing package, the ones to add.
    public var subFeatures: [String]
    /// Workspace packages the new package depends on (`--dependency`).
    public var dependencies: [String]
    /// `--templates DIR`: a templates folder, or a template set folder.
    public var templates: String?
    /// The year in the headers; fixed in tests and when re-rendering the example.
    public var year: Int

    public init(
        name: String, subFeatures: [String] = [], dependencies: [String] = [], templates: String? = nil,
        year: Int = HeaderTemplate.currentYear
    ) {
        self.name = name
        self.subFeatures = subFeatures
        self.dependencies = dependencies
        self.templates = templates
        self.year = year
    }
}
