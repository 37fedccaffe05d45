// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A generated mock must not take the name of a type the team wrote by hand in the module it is written to
/// (a `class LocationManagerMock` beside the protocol, or in the mocks folder): two declarations of one name
/// do not compile, and one in another file of the module would shadow the other. Such a mock is reported and
/// left out; the hand-written type is never touched.
extension MockGenerator {
    /// `planned` without the mocks whose class name a hand-written file of the output's module declares, each
    /// reported at that declaration with the protocol that would give it; the outcome counts the others.
    static func withoutTakenNames(
        _ planned: [(job: MockJob, mocks: [RenderedMock])], files: RunFiles, modules: ModuleFolders, root: URL?,
        outcome: inout MockOutcome
    ) -> [(job: MockJob, mocks: [RenderedMock])] {
        let kept = withoutTaken(planned, files: files, modules: modules, root: root, outcome: &outcome)
        outcome.mockCount = kept.reduce(0) { $0 + $1.mocks.count }
        return kept
    }

    private static func withoutTaken(
        _ planned: [(job: MockJob, mocks: [RenderedMock])], files: RunFiles, modules: ModuleFolders, root: URL?,
        outcome: inout MockOutcome
    ) -> [(job: MockJob, mocks: [RenderedMock])] {
        // The module of each job's output, and the mock names written to each module.
        let outputModules = planned.map { modules.module(of: displayPath($0.job.output, root: root)) }
        var namesByModule: [String: Set<String>] = [:]
        for (entry, module) in zip(planned, outputModules) where !entry.mocks.isEmpty {
            if let module { namesByModule[module, default: []].formUnion(entry.mocks.map(\.name)) }
        }
        guard !namesByModule.isEmpty else { return planned }
        let taken = handWrittenPlaces(files: files, modules: modules, names: namesByModule)
        guard !taken.isEmpty else { return planned }
        return zip(planned, outputModules).map { entry, module in
            guard let module else { return entry }
            let folder = entry.job.output.deletingLastPathComponent().path + "/"
            let mocks = entry.mocks.filter { mock in
                // A hand-written file of the mock's own name in a one-file-per-mock folder is reported where
                // it would be replaced (`mock_file_taken`).
                let places = (taken[module + "\n" + mock.name] ?? []).filter {
                    !(entry.job.splitsPerMock && $0.path == folder + mock.name + ".swift")
                }
                for place in places {
                    outcome.diagnostics.append(takenNameError(
                        mock, place: place.file, place.declaration, output: displayPath(entry.job.output, root: root)
                    ))
                }
                return places.isEmpty
            }
            return (entry.job, mocks)
        }
    }

    /// Where each name of `namesByModule` is declared by hand (by `module + "\n" + name`): in the module's
    /// input files that are not generated. A file without the names' common ending (`Mock`) declares none of
    /// them, so most files cost one byte search; the others are scanned in parallel.
    private static func handWrittenPlaces(
        files: RunFiles, modules: ModuleFolders, names namesByModule: [String: Set<String>]
    ) -> [String: [Place]] {
        let endings = namesByModule.mapValues { ByteSearch(commonSuffix(of: $0)) }
        let markerSearch = ByteSearch(marker)
        let candidates = files.urls.indices.compactMap { index in
            modules.module(of: files.displays[index]).flatMap { namesByModule[$0] == nil ? nil : (index, $0) }
        }
        let found = Locked([String: [Place]]())
        ParallelWork.forEach(count: candidates.count) { position in
            let (index, module) = candidates[position]
            guard let names = namesByModule[module], let ending = endings[module],
                  case .data(let data) = BoundedRead.read(files.paths[index]) else { return }
            let mayDeclare = data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                return ending.firstOffset(in: bytes) != nil && markerSearch.firstOffset(in: bytes) == nil
            }
            guard mayDeclare else { return }
            let places = DeclaredTypes.declarations(in: String(decoding: data, as: UTF8.self), named: names).map {
                Place(file: files.displays[index], path: files.paths[index], declaration: $0)
            }
            guard !places.isEmpty else { return }
            found.withLock { found in
                for place in places { found[module + "\n" + place.declaration.name, default: []].append(place) }
            }
        }
        return found.current
    }

    /// The longest ending all `names` share (`Mock` for the default naming; empty when they share none).
    static func commonSuffix(of names: Set<String>) -> String {
        guard var suffix = names.first.map({ Array($0.utf8) }) else { return "" }
        for name in names {
            let bytes = Array(name.utf8)
            var count = 0
            let most = min(suffix.count, bytes.count)
            while count < most, suffix[suffix.count - 1 - count] == bytes[bytes.count - 1 - count] { count += 1 }
            suffix = Array(suffix.suffix(count))
        }
        // Whole UTF-8 characters only: a suffix cut inside one would never be found.
        while let first = suffix.first, first & 0xC0 == 0x80 { suffix.removeFirst() }
        return String(decoding: suffix, as: UTF8.self)
    }

    /// A hand-written declaration: its file's display path and path, and where in it.
    struct Place {
        var file: String
        var path: String
        var declaration: DeclaredTypes.Declaration
    }

    private static func takenNameError(
        _ mock: RenderedMock, place: String, _ declaration: DeclaredTypes.Declaration, output: String
    ) -> Diagnostic {
        let source = mock.file.map { file in
            " (\(file)" + (mock.line.map { ":\($0)" } ?? "") + (mock.column.map { ":\($0)" } ?? "") + ")"
        } ?? ""
        return Diagnostic(
            file: place, line: declaration.line, column: declaration.column, severity: .error,
            ruleID: "mock_name_taken",
            message: "'\(mock.name)' is declared here, and it is the name of the generated mock of "
                + "'\(mock.protocolName)'\(source) in the same module: the mock is not written (\(output)); "
                + "rename or remove this type to use the generated mock, or stop mocking the protocol"
        )
    }
}
