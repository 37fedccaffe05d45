// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension FeatureScaffolder {
    /// Writes the plan: everything is rendered into a hidden staging folder on the same file system, then
    /// renamed into place, then `completing` runs (the CLI generates the new mocks there), then `project.yml`
    /// is replaced atomically, last. An error or cancellation (Ctrl-C) at any point before the end removes what
    /// was staged or moved, and leaves `project.yml` untouched.
    public func apply(
        _ plan: FeaturePlan, completing: @escaping (ScaffoldOutcome) throws -> Void = { _ in }
    ) throws -> ScaffoldOutcome {
        var faults = FaultInjection()
        faults.completing = completing
        return try apply(plan, faults: faults)
    }

    /// Test hooks to fail at chosen points of `apply`.
    struct FaultInjection {
        /// Called after each staged file with the number written so far.
        var afterStagingFile: (Int) throws -> Void = { _ in }
        /// Called after the package is in place, just before `project.yml` is written.
        var beforeRegistration: () throws -> Void = {}
        /// The caller's last step before registration.
        var completing: (ScaffoldOutcome) throws -> Void = { _ in }
    }

    func apply(_ plan: FeaturePlan, faults: FaultInjection) throws -> ScaffoldOutcome {
        let manager = FileManager.default
        let destination = plan.packageDirectory
        let stagingParent = plan.isNewPackage ? destination.deletingLastPathComponent() : destination
        // First what killed runs left half done (their journals are temporaries too), then their temporaries.
        Self.removeAbandonedPackages(
            in: destination.deletingLastPathComponent(), registered: Self.registeredPackages(in: plan.projectFile)
        )
        TemporaryName.removeStale(in: stagingParent)
        let staging = TemporaryName.beside(stagingParent.appendingPathComponent(plan.feature.packageName),
                                           kind: "staging")
        // The features folder may not exist before the first feature; a failed run must not leave it behind.
        let createdParent = !manager.fileExists(atPath: stagingParent.path)
        var moved: [URL] = []
        var journalFile: URL?
        // A new package carries a marker until project.yml registers it: a run killed in between (SIGKILL)
        // leaves a package the next run recognises as abandoned and removes.
        let pending = plan.isNewPackage ? TemporaryName.beside(destination.appendingPathComponent("package"),
                                                               kind: "pending") : nil
        do {
            // A project.yml the tool may not replace (a link, a special file) stops the run before it writes.
            if let edit = plan.projectEdit, !edit.isEmpty, FileKind.of(plan.projectFile.path) != .regular {
                throw CoreError.refusedToReplace(
                    path: workspace.relativePath(plan.projectFile), kind: FileKind.of(plan.projectFile.path).phrase)
            }
            try stage(plan, into: staging, faults: faults)
            if let pending {
                try Data().write(to: staging.appendingPathComponent(pending.lastPathComponent))
            }
            try Task.checkCancellation()
            let items = itemsToMove(plan)
            if !plan.isNewPackage {
                // The additions to an existing package are listed before they move: a run killed before it
                // completes leaves a journal from which the next run removes them.
                let journal = TemporaryName.beside(destination.appendingPathComponent("additions"), kind: "journal")
                try AtomicFile.write(Data(items.joined(separator: "\n").utf8), to: journal)
                journalFile = journal
            }
            moved = try moveIntoPlace(items, of: plan, from: staging)
            try? manager.removeItem(at: staging)
            var outcome = ScaffoldOutcome(
                packageDirectory: destination,
                files: plan.files.map { destination.appendingPathComponent($0.path) },
                projectUpdated: false, subFeatureDirectories: plan.subFeatureDirectories
            )
            try faults.completing(outcome)
            try faults.beforeRegistration()
            try Task.checkCancellation()
            outcome.projectUpdated = try register(plan)
            if let pending { try? manager.removeItem(at: pending) }
            if let journalFile { try? manager.removeItem(at: journalFile) }
            return outcome
        } catch {
            Self.takeBack(staging: staging, moved: moved, isNewPackage: plan.isNewPackage, journal: journalFile,
                          createdFolder: createdParent ? stagingParent : nil)
            throw error
        }
    }

    /// Undoes a failed or cancelled `apply`: the staging folder, what was moved into place, the journal, and the
    /// features folder when this run created it and nothing else is in it.
    private static func takeBack(staging: URL, moved: [URL], isNewPackage: Bool, journal: URL?, createdFolder: URL?) {
        let manager = FileManager.default
        try? manager.removeItem(at: staging)
        // A new package goes as a whole (a kill midway leaves a temporary, never a package without its
        // marker); additions are journaled, and their journal goes last.
        for url in moved.reversed() {
            if isNewPackage { TemporaryName.discard(url) } else { try? manager.removeItem(at: url) }
        }
        if let journal { try? manager.removeItem(at: journal) }
        if let createdFolder, (try? manager.contentsOfDirectory(atPath: createdFolder.path))?.isEmpty == true {
            try? manager.removeItem(at: createdFolder)
        }
    }

    /// Packages in `folder` still marked pending by a process that has ended (scaffolded, never registered)
    /// are removed; additions to a package journaled by such a process are taken back. A pending package
    /// that `project.yml` registers was complete: its run ended between registering it and removing the
    /// marker, so only the marker goes.
    static func removeAbandonedPackages(in folder: URL, registered: Set<String>) {
        // A package discarded by a run killed before it finished lies here under a temporary name.
        TemporaryName.removeStale(in: folder)
        for entry in DirectoryWalker.entries(of: folder.path) where entry.isDirectory && !entry.name.hasPrefix(".") {
            let package = folder.appendingPathComponent(entry.name)
            let entries = DirectoryWalker.entries(of: package.path)
            let markers = entries.filter { $0.name.hasSuffix(".pending") }
            if let marker = markers.first, TemporaryName.isAbandoned(marker.name) {
                if registered.contains(entry.name) {
                    try? FileManager.default.removeItem(at: package.appendingPathComponent(marker.name))
                } else {
                    TemporaryName.discard(package)
                }
                continue
            }
            for journal in entries where journal.name.hasSuffix(".journal") && TemporaryName.isAbandoned(journal.name) {
                takeBackAdditions(listedIn: package.appendingPathComponent(journal.name), in: package)
            }
        }
    }

    /// The names under `packages:` in `project.yml` as it is now (none when it does not load).
    private static func registeredPackages(in projectFile: URL) -> Set<String> {
        guard let data = AtomicFile.existingContent(of: projectFile),
              let root = try? YAMLLoader.read(text: String(decoding: data, as: UTF8.self), file: projectFile.path,
                                              duplicateKeys: .lastWins).root,
              let entries = try? ConfigNode(value: root)["packages"]?.entries() else { return [] }
        return Set(entries.map(\.key))
    }

    /// Removes the items a killed run listed before moving them into `package`, then the journal.
    private static func takeBackAdditions(listedIn journal: URL, in package: URL) {
        let listed = (try? String(contentsOf: journal, encoding: .utf8)) ?? ""
        for item in listed.split(separator: "\n").map(String.init) {
            // Only paths inside the package, as this tool writes them.
            let parts = item.split(separator: "/")
            guard !item.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
                continue
            }
            try? FileManager.default.removeItem(at: package.appendingPathComponent(item))
        }
        try? FileManager.default.removeItem(at: journal)
    }

    private func stage(_ plan: FeaturePlan, into staging: URL, faults: FaultInjection) throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for directory in plan.directories {
                try manager.createDirectory(
                    at: staging.appendingPathComponent(directory), withIntermediateDirectories: true
                )
            }
        } catch {
            throw ScaffoldError.folderUncreatable(
                path: workspace.relativePath(staging), reason: error.localizedDescription,
                parent: workspace.relativePath(staging.deletingLastPathComponent())
            )
        }
        for (index, file) in plan.files.enumerated() {
            try Task.checkCancellation()
            let url = staging.appendingPathComponent(file.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            } catch {
                throw ScaffoldError.writeFailed(path: workspace.relativePath(url), reason: error.localizedDescription)
            }
            try faults.afterStagingFile(index + 1)
        }
    }

    /// What moves into place: the whole staged package (`""`), or for an existing package the shallowest new
    /// paths, so that one rename moves a whole new sub-feature folder.
    private func itemsToMove(_ plan: FeaturePlan) -> [String] {
        guard !plan.isNewPackage else { return [""] }
        let all = plan.files.map(\.path) + plan.directories
        return Array(Set(all.map { firstMissingPrefix(of: $0, in: plan.packageDirectory) })).sorted()
    }

    /// Renames the staged `items` into place and returns what was moved. `rename` never replaces a folder
    /// that has appeared meanwhile.
    private func moveIntoPlace(_ items: [String], of plan: FeaturePlan, from staging: URL) throws -> [URL] {
        var moved: [URL] = []
        do {
            for item in items {
                let source = item.isEmpty ? staging : staging.appendingPathComponent(item)
                let target = item.isEmpty ? plan.packageDirectory : plan.packageDirectory.appendingPathComponent(item)
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true
                )
                if FileManager.default.fileExists(atPath: target.path) || rename(source.path, target.path) != 0 {
                    throw ScaffoldError.moveFailed(path: workspace.relativePath(target))
                }
                moved.append(target)
            }
        } catch {
            for url in moved.reversed() { try? FileManager.default.removeItem(at: url) }
            throw error
        }
        return moved
    }

    private func firstMissingPrefix(of path: String, in directory: URL) -> String {
        var prefix: [Substring] = []
        for component in path.split(separator: "/") {
            prefix.append(component)
            let candidate = prefix.joined(separator: "/")
            let url = directory.appendingPathComponent(candidate)
            if !FileManager.default.fileExists(atPath: url.path) { return candidate }
        }
        return path
    }

    private func register(_ plan: FeaturePlan) throws -> Bool {
        guard let edit = plan.projectEdit, !edit.isEmpty else { return false }
        let changed = ScaffoldError.projectChanged(path: workspace.relativePath(plan.projectFile))
        guard let current = AtomicFile.existingContent(of: plan.projectFile),
              String(decoding: current, as: UTF8.self) == edit.original else { throw changed }
        do {
            try AtomicFile.write(Data(edit.edited.utf8), to: plan.projectFile, expecting: .content(current))
        } catch .changedSinceRead {
            throw changed
        }
        return true
    }
}
