// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Which formatter a run uses: the toolchain's swift-format (apple/swift-format, configured by `.swift-format`)
/// or Nick Lockwood's SwiftFormat (`swiftformat`, configured by `.swiftformat`). Spelled as the binaries are,
/// in `project.yml`'s `tools.format`.
public enum FormatterKind: String, Sendable, Hashable, CaseIterable {
    /// apple/swift-format, the toolchain's `swift format`.
    case swiftFormat = "swift-format"
    /// nicklockwood/SwiftFormat, the `swiftformat` binary.
    case lockwoodSwiftFormat = "swiftformat"

    /// The name of its configuration files.
    public var configurationFileName: String {
        switch self {
        case .swiftFormat: SwiftFormatConfiguration.fileName
        case .lockwoodSwiftFormat: ".swiftformat"
        }
    }

    /// How messages name it.
    public var name: String {
        switch self {
        case .swiftFormat: "swift-format"
        case .lockwoodSwiftFormat: "SwiftFormat"
        }
    }

    /// `tools.format` in `project.yml`: nil when absent.
    public static func read(_ node: ConfigNode?) throws(ConfigurationError) -> FormatterKind? {
        guard let node, !node.isNull else { return nil }
        let text = try node.string()
        if let kind = FormatterKind(rawValue: text) { return kind }
        throw node.error(
            "expected swift-format or swiftformat, found '\(text)'", hint: "for example: format: swiftformat"
        )
    }

    /// The formatter for a run from `folder`: `setting` when given, else the configuration file found in
    /// `folder` or the nearest folder above it that has one: `.swiftformat` alone chooses SwiftFormat, a
    /// `.swift-format` (alone or beside a `.swiftformat`) swift-format; neither anywhere: swift-format.
    public static func choose(setting: FormatterKind?, from folder: URL) -> FormatterKind {
        if let setting { return setting }
        var current = folder.standardizedFileURL
        // Bounded by the depth of the path: each step drops one component.
        while true {
            if isFile(current.appendingPathComponent(SwiftFormatConfiguration.fileName).path) { return .swiftFormat }
            if isFile(current.appendingPathComponent(lockwoodSwiftFormat.configurationFileName).path) {
                return .lockwoodSwiftFormat
            }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path || current.path == "/" { return .swiftFormat }
            current = parent
        }
    }

    /// A readable file (or a link to one), as the formatters read their configurations.
    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isReadableFile(atPath: path)
    }
}
