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
}
