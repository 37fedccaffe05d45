// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsFormat
import ToolsHooks

extension Doctor {
    /// swift-format as `tools format` and the hook find it, and its version. Missing, it is a warning where
    /// the workspace formats (a `.swift-format` at its root, or `tools.hooks.format` check or fix), a note
    /// elsewhere.
    static func formatterCheck(_ workspace: Workspace?) async -> Check {
        let root = workspace?.root ?? Invocation.current.currentDirectory
        let setting = (try? FormatterKind.read(workspace?.settings.section?["format"])) ?? nil
        if FormatterKind.choose(setting: setting, from: root) == .lockwoodSwiftFormat {
            return await lockwoodCheck(root: root)
        }
        do {
            let tool = try await SwiftFormatTool.locate(store: nil)
            return Check(name: "swift-format", status: .passed, detail: "\(tool.version) (\(tool.displayName): "
                + "\(tool.executable))")
        } catch {
            let settings = try? HookSettings.read(workspace?.settings.section?["hooks"]).0
            let configured = workspace.map {
                FileManager.default.fileExists(
                    atPath: $0.root.appendingPathComponent(SwiftFormatConfiguration.fileName).path
                )
            } ?? false
            let formats = settings?.format == .check || settings?.format == .fix
                || (configured && settings?.format != .off)
            let detail = error.message + (error.hint.map { " (\($0))" } ?? "")
            return Check(name: "swift-format", status: formats ? .warning : .info, detail: detail)
        }
    }

    /// SwiftFormat, where the repository formats with it (a `.swiftformat`, or `tools.format`): missing, a
    /// warning, as `tools format` then fails.
    private static func lockwoodCheck(root: URL) async -> Check {
        let name = FormatterKind.lockwoodSwiftFormat.name
        do {
            let tool = try await SwiftFormatTool.locateLockwood(root: root, configuration: nil, store: nil)
            return Check(name: name, status: .passed, detail: "\(tool.version) (\(tool.executable))")
        } catch {
            return Check(name: name, status: .warning, detail: error.message + (error.hint.map { " (\($0))" } ?? ""))
        }
    }
}
