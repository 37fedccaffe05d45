// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The `tools.mocks` section of `project.yml`; command-line options override it.
public struct MockSettings: Sendable, Hashable {
    public var naming = NamingStyle.selector
    public var dropsProtocolSuffix = false
    /// Folders whose protocols are all mocked, without annotations (any depth inside a package).
    public var folders = ["Domain", "Application"]
    /// The folder of a package's main target that receives `<Package>Mocks.swift`.
    public var mocksFolder = "Mocks"
    /// One file for every mock instead of one per package, relative to the workspace root.
    public var output: String?
    public var imports: [String] = []
    public var testableImports: [String] = []
    /// Folders (relative to the root) read only to find parent protocols, e.g. a shared core module.
    public var lookupPaths: [String] = []

    public init() {}

    static let knownKeys: Set<String> = [
        "naming", "dropProtocolSuffix", "paths", "folder", "output", "imports", "testableImports", "lookupPaths",
    ]

    /// Reads `node` (the `mocks:` mapping); unknown keys come back as warnings.
    public static func read(_ node: ConfigNode?) throws(ToolError) -> (MockSettings, [Diagnostic]) {
        var settings = MockSettings()
        guard let node, !node.isNull else { return (settings, []) }
        if let naming = node["naming"] {
            let text = try naming.string()
            guard let style = NamingStyle(rawValue: text) else {
                throw naming.error("unknown naming '\(text)'", hint: "use 'selector' or 'typed'")
            }
            settings.naming = style
        }
        if let value = node["dropProtocolSuffix"] { settings.dropsProtocolSuffix = try value.bool() }
        if let value = node["paths"] { settings.folders = try value.strings() }
        if let value = node["folder"] { settings.mocksFolder = try value.string() }
        if let value = node["output"] { settings.output = try value.string() }
        if let value = node["imports"] { settings.imports = try value.strings() }
        if let value = node["testableImports"] { settings.testableImports = try value.strings() }
        if let value = node["lookupPaths"] { settings.lookupPaths = try value.strings() }
        return (settings, node.unknownKeyWarnings(known: knownKeys))
    }
}
