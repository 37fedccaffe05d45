// Copyright © 2026 Tools Authors. All rights reserved.

/// The types declared in one module, with the layer of the file that declares each.
struct LayerSymbolTable {
    struct Entry {
        var layer: String?
        var path: String
        var line: Int
    }

    private var entries: [String: [Entry]] = [:]

    mutating func add(_ facts: LayeringFacts, layer: String?, path: String) {
        for declaration in facts.declarations {
            entries[declaration.name, default: []].append(Entry(layer: layer, path: path, line: declaration.line))
        }
    }

    func declarations(of name: String) -> [Entry] {
        entries[name] ?? []
    }
}
