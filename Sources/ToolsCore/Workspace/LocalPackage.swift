// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A Swift package inside the workspace: a feature package or one named in `project.yml`.
public struct LocalPackage: Sendable, Hashable {
    public var name: String
    public var directory: URL
    public var manifest: PackageManifest
    /// Inside the features folder (`localPackages/<Name>Feature`).
    public var isFeature: Bool

    /// The packages this one depends on through `.package(path:)`, as folders.
    public var localDependencyDirectories: [URL] {
        manifest.localDependencies.map { directory.appendingPathComponent($0).standardizedFileURL }
    }
}
