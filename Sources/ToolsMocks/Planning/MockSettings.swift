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
    /// Each sub-feature's mocks one per file (`Mocks/<Name>Mock.swift`), as the reference guides keep them;
    /// false gives one `Mocks/<SubFeature>Mocks.swift` per sub-feature.
    public var filePerMock = true
    /// One file for every mock instead of one per package, relative to the workspace root.
    public var output: String?
    /// Where `output` was written in `project.yml`, for the error when it leaves the workspace.
    public var outputNode: ConfigNode?
    public var imports: [String] = []
    public var testableImports: [String] = []
    /// The longest generated line; nil: `tools.scaffold.maxLineLength`, else 120.
    public var maxLineLength: Int?
    /// Folders (relative to the root) read only to find parent protocols, e.g. a shared core module.
    public var lookupPaths: [String] = []
    /// A Sourcery configuration (`.sourcery.yml`, relative to the root) to generate what its AutoMockable
    /// template generates, instead of the feature packages' mocks.
    public var sourceryConfig: String?
    /// Where `sourceryConfig` was written, for errors about the path.
    public var sourceryConfigNode: ConfigNode?

    public init() {}

    /// Whether the workspace's `tools.mocks` names a Sourcery configuration to follow.
    public static func followsSourcery(_ workspace: Workspace?) -> Bool {
        workspace?.settings.section?["mocks"]?["sourceryConfig"] != nil
    }

    static let knownKeys: Set<String> = [
        "naming", "dropProtocolSuffix", "paths", "folder", "filePerMock", "output", "maxLineLength", "imports",
        "testableImports", "lookupPaths", "sourceryConfig",
    ]

    /// Reads `node` (the `mocks:` mapping); unknown keys come back as warnings.
    public static func read(_ node: ConfigNode?) throws(ConfigurationError) -> (MockSettings, [Diagnostic]) {
        var settings = MockSettings()
        guard let node, !node.isNull else { return (settings, []) }
        // Every key is read before failing, so that all problems of the section show in one run.
        var problems = ConfigurationProblems()
        problems.collect { () throws(ConfigurationError) in
            guard let naming = node["naming"] else { return }
            let text = try naming.string()
            guard let style = NamingStyle(rawValue: text) else {
                throw naming.error("unknown naming '\(text)'", hint: "use 'selector' or 'typed'")
            }
            settings.naming = style
        }
        problems.collect { () throws(ConfigurationError) in
            if let value = node["dropProtocolSuffix"] { settings.dropsProtocolSuffix = try value.bool() }
        }
        problems.collect { () throws(ConfigurationError) in
            if let value = node["folder"] { settings.mocksFolder = try folder(value) }
        }
        problems.collect { () throws(ConfigurationError) in
            guard let value = node["maxLineLength"] else { return }
            let length = try value.int()
            guard length > 0 else { throw value.error("expected a positive number of columns") }
            settings.maxLineLength = length
        }
        problems.collect { () throws(ConfigurationError) in
            if let value = node["filePerMock"] { settings.filePerMock = try value.bool() }
        }
        problems.collect { () throws(ConfigurationError) in
            settings.outputNode = node["output"]
            settings.output = try settings.outputNode?.string()
        }
        problems.collect { () throws(ConfigurationError) in
            settings.sourceryConfigNode = node["sourceryConfig"]
            settings.sourceryConfig = try settings.sourceryConfigNode?.string()
        }
        let lists: [(String, WritableKeyPath<MockSettings, [String]>)] = [
            ("paths", \.folders), ("imports", \.imports), ("testableImports", \.testableImports),
            ("lookupPaths", \.lookupPaths),
        ]
        for (key, path) in lists {
            problems.collect { () throws(ConfigurationError) in
                if let value = node[key] { settings[keyPath: path] = try list(value, key: key) }
            }
        }
        try problems.finish()
        return (settings, node.unknownKeyWarnings(known: knownKeys))
    }

    /// The strings of a list key; the imports are written after `import `, so they are module names only,
    /// each checked at its place in the file.
    private static func list(_ value: ConfigNode, key: String) throws(ConfigurationError) -> [String] {
        switch key {
        case "imports": try ModuleName.list(value, testable: false)
        case "testableImports": try ModuleName.list(value, testable: true)
        default: try value.strings()
        }
    }

    /// A folder of each target, never a way out of it: the mocks written there and the stale ones removed from
    /// it must stay inside the package.
    private static func folder(_ value: ConfigNode) throws(ConfigurationError) -> String {
        let folder = try value.string()
        let parts = folder.split(separator: "/")
        guard !folder.hasPrefix("/"), !parts.isEmpty, !parts.contains("..") else {
            throw value.error("'\(folder)' is not a folder inside the target",
                              hint: "use a relative folder such as 'Mocks', without '..'")
        }
        return folder
    }
}
