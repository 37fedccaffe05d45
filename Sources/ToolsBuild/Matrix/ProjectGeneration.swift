// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The `generate` job: teams commit the XcodeGen spec, not the `.xcodeproj`, so a fresh clone has no project
/// for xcodebuild. When the spec's project is missing, or the spec (or a file it includes) changed since it
/// was generated, `xcodegen generate --spec … --use-cache` runs first and every scheme job waits for it.
/// The hash of the inputs of the last generation that passed is kept in the store (namespace `xcodegen`,
/// keyed by the spec's path).
public struct ProjectGeneration: Sendable {
    public static let jobID = "generate"
    static let namespace = "xcodegen"

    public let workspace: Workspace
    public let settings: BuildSettings

    public init(workspace: Workspace, settings: BuildSettings) {
        self.workspace = workspace
        self.settings = settings
    }

    /// The project XcodeGen writes: `<name>.xcodeproj` beside the spec (or `tools.build.project`).
    public var projectURL: URL? {
        guard let project = workspace.project else { return nil }
        if let path = settings.project { return workspace.root.appendingPathComponent(path).standardizedFileURL }
        return workspace.projectFile.deletingLastPathComponent().appendingPathComponent("\(project.name).xcodeproj")
    }

    /// The file XcodeGen writes inside the project: `project.pbxproj`, or with XcodeGen 2.48's
    /// `options.projectFileFormat: xcproj` the JSON `project.xcproj`.
    var projectFileName: String {
        workspace.project?.options["projectFileFormat"] == "xcproj" ? "project.xcproj" : "project.pbxproj"
    }

    /// The hash of every file the spec reads and of the XcodeGen command.
    public func inputsHash() -> String {
        var data = Data(settings.xcodegen.joined(separator: "\u{0}").utf8)
        let files = (workspace.project?.files ?? [workspace.projectFile]).map(\.standardizedFileURL)
        for file in files.sorted(by: { $0.path < $1.path }) {
            data.append(Data("\u{0}\(file.path)\u{0}".utf8))
            data.append((try? Data(contentsOf: file)) ?? Data())
        }
        return ContentHash.of(data)
    }

    /// Why the project must be generated before the scheme jobs; nil when it is current.
    public func reason(store: Store?) -> String? {
        guard let projectURL else { return nil }
        let name = workspace.relativePath(projectURL)
        guard FileManager.default.fileExists(atPath: projectURL.appendingPathComponent(projectFileName).path)
        else { return "\(name) is missing" }  // `MatrixRunner.notRunReason` reads this ending
        let spec = workspace.relativePath(workspace.projectFile)
        if let recorded = try? store?.cachedValue(namespace: Self.namespace, key: workspace.projectFile.path) {
            return String(decoding: recorded, as: UTF8.self) == inputsHash()
                ? nil : "\(spec) (or a file it includes) changed since \(name) was generated"
        }
        // No record (a first run here): the project is stale when a spec file is newer than it.
        let generated = modificationDate(projectURL.appendingPathComponent("project.pbxproj"))
        let newer = (workspace.project?.files ?? [workspace.projectFile]).first { file in
            guard let date = modificationDate(file), let generated else { return false }
            return date > generated
        }
        return newer.map { "\(workspace.relativePath($0)) is newer than \(name)" }
    }

    /// The job, for a plan of `action` with scheme jobs.
    public func job(reason: String, action: BuildAction, logFile: URL, timeout: Duration?) -> Job {
        let spec = PathOperand.spelled(workspace.relativePath(workspace.projectFile))
        let command = settings.xcodegen
        let arguments = Array(command.dropFirst()) + ["generate", "--spec", spec, "--use-cache"]
        var job = Job(
            id: Self.jobID, name: Self.jobID, kind: .generate, action: action,
            process: ProcessSpec(
                executable: command[0], arguments: arguments, workingDirectory: workspace.root, timeout: timeout),
            dependencies: [], package: nil, labels: [:], resultBundle: nil, xunitFile: nil, logFile: logFile
        )
        job.why = reason
        return job
    }

    /// Remembers the inputs of a generation that passed.
    public func record(in store: Store) throws(CoreError) {
        try store.storeValues(namespace: Self.namespace, [workspace.projectFile.path: Data(inputsHash().utf8)])
    }

    private func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
