// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Layering is judged across a module: each file's declarations, type references and imports are
/// collected, the module's files make a symbol table, and each file's references are checked against it.
extension LayeringRule: CollectingRule {
    /// A file's type references count only where the file lies in a layer (`check`); the files of its
    /// group read only its declarations and imports.
    public func collect(_ file: LintFile) -> LayeringFacts? {
        LayeringFacts(file: file, referencesNeeded: map.place(of: file.relativePath).layer != nil)
    }

    /// Lines: `D name line`, `R name line column`, `I module line column` (tab-separated).
    public func encode(_ facts: LayeringFacts) -> [String] {
        facts.declarations.map { "D\t\($0.name)\t\($0.line)" }
            + facts.references.map { "R\t\($0.name)\t\($0.line)\t\($0.column)" }
            + facts.imports.map { "I\t\($0.module)\t\($0.line)\t\($0.column)" }
    }

    public func decode(_ lines: [String]) -> LayeringFacts? {
        var facts = LayeringFacts()
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("D", 3):
                guard let number = Int(fields[2]) else { return nil }
                facts.declarations.append(.init(name: fields[1], line: number))
            case ("R", 4):
                guard let number = Int(fields[2]), let column = Int(fields[3]) else { return nil }
                facts.references.append(.init(name: fields[1], line: number, column: column))
            case ("I", 4):
                guard let number = Int(fields[2]), let column = Int(fields[3]) else { return nil }
                facts.imports.append(ImportReference(module: fields[1], line: number, column: column))
            default:
                return nil
            }
        }
        return facts
    }

    public func group(ofPath path: String) -> String {
        map.place(of: path).moduleKey
    }

    /// Only a file inside a layer folder is judged by its references; a module whose linted files lie
    /// outside every layer needs no symbol table (plain modules, most of a hook's files).
    public func needsGroup(forPath path: String) -> Bool {
        let place = map.place(of: path)
        return place.layer != nil && !place.moduleKey.isEmpty
    }

    /// A file outside every layer folder is judged by its imports alone (see `check`): the symbol table
    /// only matters for a file in a layer.
    public func judgesAlone(path: String) -> Bool {
        map.place(of: path).layer == nil
    }

    func summarize(_ files: [(path: String, facts: LayeringFacts)]) -> LayerSymbolTable {
        var table = LayerSymbolTable()
        for file in files {
            table.add(file.facts, layer: map.place(of: file.path).layer, path: file.path)
        }
        return table
    }

    func validate(path: String, facts: LayeringFacts, summary: LayerSymbolTable, severity: Severity) -> [Violation] {
        check(path: path, facts: facts, table: summary, severity: severity)
    }
}
