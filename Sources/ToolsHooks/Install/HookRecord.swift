// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What `tools hooks install` recorded: the binary the hook calls and the sources it was built from.
/// Kept in `<git common folder>/tools/hooks.json`: private to the clone, shared by its worktrees, and
/// never in the working tree.
public struct HookRecord: Codable, Sendable, Hashable {
    public var binary: String
    /// The folder of the tool's package (`Package.swift`, `Sources/`), nil when unknown.
    public var packageDirectory: String?
    public var sources: SourceFingerprint?
    public var installedAt: Date
    /// The command that rebuilds the binary, as it works from the top of the working tree (see
    /// `SetupCommand`); nil in records written before it was kept.
    public var setupCommand: String?

    public init(
        binary: String, packageDirectory: String?, sources: SourceFingerprint?, installedAt: Date = Date(),
        setupCommand: String? = nil
    ) {
        self.binary = binary
        self.packageDirectory = packageDirectory
        self.sources = sources
        self.installedAt = installedAt
        self.setupCommand = setupCommand
    }

    static func url(in stateDirectory: URL) -> URL {
        stateDirectory.appendingPathComponent("hooks.json")
    }

    static func load(from stateDirectory: URL) -> HookRecord? {
        guard let data = try? Data(contentsOf: url(in: stateDirectory)) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(HookRecord.self, from: data)
    }

    func save(to stateDirectory: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data: Data
        do {
            data = try encoder.encode(self)
        } catch {
            throw HooksError.recordUnencodable(detail: "\(error)")
        }
        try AtomicFile.write(data, to: Self.url(in: stateDirectory))
    }

    /// The tool's source files that changed since the binary was built; empty when unknown.
    public func changedSources() -> [String] {
        guard let packageDirectory, let sources else { return [] }
        return sources.changedFiles(packageDirectory: URL(fileURLWithPath: packageDirectory))
    }
}
