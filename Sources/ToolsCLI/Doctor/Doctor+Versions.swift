// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsHooks

extension Doctor {
    /// After an upgrade, the hook must run the version the repository pins (`.mise.toml`, `.tool-versions`,
    /// a `Mintfile`, `Package.resolved` of the root or `Tools/`): each pin is compared with the hook's binary
    /// (asked for its `--version`), else with this binary.
    static func versionChecks(_ workspace: Workspace?) async -> [Check] {
        guard let workspace, let repository = try? GitRepository(discoveringFrom: workspace.root) else { return [] }
        let root = repository.workingDirectory ?? workspace.root
        let installer = HookInstaller(repository: repository)
        var checks: [Check] = []
        var hookVersion: String?
        let record = installer.record()
        if let record, FileManager.default.isExecutableFile(atPath: record.binary) {
            hookVersion = await version(of: record.binary)
            checks.append(Check(
                name: "hook's tools", status: .info, detail: "\(hookVersion ?? "unknown version"): \(record.binary)",
                isDetail: true
            ))
        }
        let again = record?.setupCommand ?? InvocationSpelling.command("setup-project")
        for pin in PinnedVersion.find(in: root) {
            if let hookVersion, hookVersion != pin.version {
                checks.append(Check(
                    name: "version", status: .warning,
                    detail: "the hook runs tools \(hookVersion), \(pin.file) pins \(pin.version): "
                        + "install \(pin.version), then run '\(again)' again"
                ))
            } else if hookVersion == nil, pin.version != ToolsCore.version {
                checks.append(Check(
                    name: "version", status: .warning,
                    detail: "this is tools \(ToolsCore.version), \(pin.file) pins \(pin.version): "
                        + "run the pinned version"
                ))
            } else {
                checks.append(Check(name: "version", status: .passed, detail: "\(pin.version), as \(pin.file) pins"))
            }
        }
        return checks
    }

    /// The first line `binary --version` prints; nil when it does not answer within 30 s or fails.
    private static func version(of binary: String) async -> String? {
        let outcome = try? await ProcessRunner.run(ProcessSpec(
            executable: binary, arguments: ["--version"], timeout: .seconds(30)
        ))
        guard let outcome, outcome.succeeded else { return nil }
        return outcome.outputTail.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
