// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The steps of `MockGenerator.run` between loading and writing: what the files declare, which protocols
/// each job mocks, and the rendered mocks with their imports.
extension MockGenerator {
    /// What the loaded files declare, for every job of the run.
    struct CollectedModels {
        var modelsByPath: [String: [ProtocolModel]] = [:]
        var importsByFile: [String: [String]] = [:]
        var everything: [ProtocolModel] = []
        var aliases: [TypeAliasModel] = []
        var extensionMembers: [String: Set<String>] = [:]
        /// Types declared `~Copyable` in the loaded files.
        var noncopyableTypes: Set<String> = []
        var selection = MockSelection()
        /// The modules' folders, to know which module a protocol and an output file are in.
        var modules = ModuleFolders([])
        /// Each file's content key, by display path: what a rendered mock depends on.
        var fileKeys: [String: String] = [:]

        /// The type aliases and the noncopyable types, as rendered mocks depend on them.
        var aliasContext: String {
            aliases.map { "\($0.name)=\($0.target)" }.sorted().joined(separator: ";") + "\n~Copyable "
                + noncopyableTypes.sorted().joined(separator: ",")
        }
    }

    /// The protocols of the loaded files. Files that cannot be read, are beyond the input limits or do not
    /// parse are reported and left out (their protocols are not guessed); the run goes on.
    static func collect(
        _ loaded: ModelLoader.Loaded, files: RunFiles, outcome: inout MockOutcome
    ) -> CollectedModels {
        outcome.diagnostics += loaded.unreadable.map { index in
            Diagnostic(
                file: files.displays[index], line: nil, severity: .error, ruleID: "unreadable_file",
                message: "cannot read the file"
            )
        }
        var collected = CollectedModels()
        for (display, key) in zip(files.displays, loaded.keys) { if let key { collected.fileKeys[display] = key } }
        for index in files.urls.indices {
            guard let models = loaded.models[index] else { continue }
            let display = files.displays[index]
            if let skipped = models.skipped {
                outcome.diagnostics.append(Diagnostic(
                    file: display, line: skipped.line, column: skipped.column, severity: .warning,
                    ruleID: "skipped_file", message: skipped.message
                ))
                continue
            }
            collected.selection.annotated.formUnion(models.annotatedExtensions)
            collected.selection.conforming.formUnion(models.autoMockableExtensions)
            collected.aliases += models.typeAliases
            collected.noncopyableTypes.formUnion(models.noncopyableTypes)
            for (name, selectors) in models.extensionMembers {
                collected.extensionMembers[name, default: []].formUnion(selectors)
            }
            if let error = models.syntaxErrors.first {
                outcome.diagnostics.append(Diagnostic(
                    file: display, line: error.line, column: error.column, severity: .error,
                    ruleID: "syntax_error",
                    message: "\(error.message): the file does not parse, its protocols are not mocked"
                ))
                continue
            }
            collected.modelsByPath[files.paths[index]] = models.protocols
            if let file = models.protocols.first?.file { collected.importsByFile[file] = models.imports }
            collected.everything += models.protocols
        }
        return collected
    }
}

extension MockGenerator.CollectedModels {
    /// Completes the selection with what the request says (packages whose layer folders are mocked, the
    /// modules) and what all files declare (`AutoMockable` children).
    mutating func prepareSelection(
        for request: MockRequest, resolver: ProtocolResolver, root: URL?
    ) {
        // Folders as prefixes of display paths: the display root itself is the empty prefix.
        func folderPrefix(_ url: URL) -> String {
            let path = url.standardizedFileURL.path
            let isRoot = root.map { path == $0.path || path + "/" == $0.path } == true
            return isRoot ? "" : MockGenerator.displayPath(url, root: root) + "/"
        }
        selection.folderPackages = request.folderPackages.map(folderPrefix)
        selection.conforming.formUnion(everything.filter { $0.inherited.contains("AutoMockable") }.map(\.name))
        selection.resolver = resolver
        modules = ModuleFolders(request.modules.map { (folderPrefix($0.folder), $0.name) })
    }

    /// The protocols `job` mocks, by name: of two that would give the same mock class in one output file,
    /// the second is reported and left out.
    /// `recorded`: the protocols the job's files record as mocked on request; `onRequest` names the selected
    /// protocols that only the request or the record selects (recorded again in the file).
    func selectedModels(
        of job: MockJob, recorded: Set<String>, request: MockRequest, outcome: inout MockOutcome
    ) -> (models: [ProtocolModel], onRequest: Set<String>) {
        var selected: [ProtocolModel] = []
        var onRequest: Set<String> = []
        for source in job.sources {
            let wholesale = request.selectsAll && request.wholesaleFiles.map { $0.contains(source.path) } ?? true
            for model in modelsByPath[source.path] ?? [] {
                let requested = wholesale || recorded.contains(model.name)
                guard selection.selects(model, request, requested: requested) else { continue }
                if request.recordsRequests, requested, !selection.selects(model, request, requested: false) {
                    onRequest.insert(model.name)
                }
                selected.append(model)
            }
        }
        selected.sort { ($0.name, $0.file) < ($1.name, $1.file) }
        var unique: [ProtocolModel] = []
        var classNames: [String: ProtocolModel] = [:]
        for model in selected {
            let className = request.style.className(for: model.name)
            if let first = classNames[className] {
                outcome.diagnostics.append(Diagnostic(
                    file: model.file, line: model.line, column: model.column, severity: .warning,
                    ruleID: "duplicate_mock",
                    message: "'\(model.name)' is not mocked: \(first.file) already declares a protocol that gives "
                        + "the mock '\(className)' in the same output file"
                ))
                continue
            }
            classNames[className] = model
            unique.append(model)
        }
        return (unique, onRequest)
    }

    /// Each job with its selected protocols' mocks, rendered (spread over the cores, sorted order kept, and
    /// reused from the store for protocols whose files did not change); `records` by output path.
    func plannedMocks(
        for request: MockRequest, records: [String: Set<String>], resolver: ProtocolResolver,
        renderCache: RenderCache, outcome: inout MockOutcome
    ) throws -> [(job: MockJob, mocks: [MockGenerator.RenderedMock])] {
        let renderer = MockRenderer(style: request.style)
        let root = request.displayRoot?.standardizedFileURL
        var planned: [(job: MockJob, mocks: [MockGenerator.RenderedMock])] = []
        for job in request.jobs {
            let (models, onRequest) = selectedModels(
                of: job, recorded: records[job.output.path] ?? [], request: request, outcome: &outcome
            )
            let rendered = try renderCache.render(models, resolver: resolver, renderer: renderer, style: request.style)
            let outputModule = modules.module(of: MockGenerator.displayPath(job.output, root: root))
            let mocks = self.mocks(
                of: models, rendered: rendered, outputModule: outputModule, request: request, outcome: &outcome
            )
            planned.append((job, mocks.map { $0.markedOnRequest(onRequest.contains($0.protocolName)) }))
        }
        return planned
    }

    /// The mocks rendered for `models`, each with the imports it needs; protocols that cannot be mocked
    /// are reported.
    func mocks(
        of models: [ProtocolModel], rendered: [Result<RenderCache.Rendered, ResolutionError>],
        outputModule: String?, request: MockRequest, outcome: inout MockOutcome
    ) -> [MockGenerator.RenderedMock] {
        var mocks: [MockGenerator.RenderedMock] = []
        for (model, result) in zip(models, rendered) {
            switch result {
            case .success(let output):
                var mock = MockGenerator.RenderedMock(
                    name: request.style.className(for: model.name), text: output.text,
                    file: model.file, line: model.line, column: model.column
                )
                mock.protocolName = model.name
                if !output.unknownParents.isEmpty {
                    let note = MockGenerator.unknownParentsNote(model, output.unknownParents, request.style)
                    outcome.diagnostics.append(note)
                }
                for file in output.files.sorted() { mock.imports += importsByFile[file] ?? [] }
                if let module = modules.module(of: model.file), module != outputModule {
                    // Written outside the protocol's module: import it, `@testable` to see internal ones.
                    mock.imports.append((model.isPublic ? "" : "@testable ") + "import \(module)")
                }
                mocks.append(mock)
            case .failure(let error):
                outcome.diagnostics.append(Diagnostic(
                    file: model.file, line: error.line, column: error.column,
                    severity: error.isLimit ? .warning : .error,
                    ruleID: error.isLimit ? "skipped_protocol" : "unmockable_protocol", message: error.message
                ))
            }
        }
        return mocks
    }
}
