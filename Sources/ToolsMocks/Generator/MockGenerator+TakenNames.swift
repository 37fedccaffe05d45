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
        // Where each name is declared by hand: the module's input files that are not generated.
        var taken: [String: [Place]] = [:]
        for index in files.urls.indices {
            guard let module = modules.module(of: files.displays[index]), let names = namesByModule[module],
                  case .data(let data) = BoundedRead.read(files.paths[index]) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard !text.contains(marker) else { continue }
            for declaration in DeclaredTypes.declarations(in: text, named: names) {
                taken[module + "\n" + declaration.name, default: []]
                    .append(Place(file: files.displays[index], path: files.paths[index], declaration: declaration))
            }
        }
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

    /// A hand-written declaration: its file's display path and path, and where in it.
    private struct Place {
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
