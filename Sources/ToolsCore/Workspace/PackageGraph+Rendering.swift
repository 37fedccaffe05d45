// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

extension PackageGraph {
    public enum Format: String, Sendable, CaseIterable {
        case dot, mermaid, json, text
    }

    /// The graph for people (Graphviz, Mermaid, plain text) or programs (JSON); cycle edges are marked.
    public func rendered(as format: Format) -> String {
        let cycleEdges = Set(cycles().flatMap { cycle in
            cycle.flatMap { from in (edges[from] ?? []).filter(cycle.contains).map { "\(from)->\($0)" } }
        })
        let sortedEdges = nodes.flatMap { from in (edges[from] ?? []).sorted().map { (from, $0) } }
        switch format {
        case .dot:
            var text = "digraph packages {\n  rankdir=LR;\n  node [shape=box];\n"
            for node in nodes { text += "  \"\(node)\";\n" }
            for (from, to) in sortedEdges {
                let marked = cycleEdges.contains("\(from)->\(to)")
                text += "  \"\(from)\" -> \"\(to)\"\(marked ? " [color=red, label=\"cycle\"]" : "");\n"
            }
            return text + "}\n"
        case .mermaid:
            var text = "graph LR\n"
            for node in nodes { text += "  \(mermaidID(node))[\"\(node)\"]\n" }
            var cycleLinks: [Int] = []
            for (index, (from, to)) in sortedEdges.enumerated() {
                text += "  \(mermaidID(from)) --> \(mermaidID(to))\n"
                if cycleEdges.contains("\(from)->\(to)") { cycleLinks.append(index) }
            }
            if !cycleLinks.isEmpty {
                text += "  linkStyle \(cycleLinks.map(String.init).joined(separator: ",")) stroke:red\n"
            }
            return text
        case .json:
            let object: [String: Any] = [
                "packages": nodes.map { ["name": $0, "dependencies": (edges[$0] ?? []).sorted()] },
                "cycles": cycles(),
                "order": topologicalOrder(),
            ]
            let data = (try? JSONSerialization.data(
                withJSONObject: object,
                options: [.prettyPrinted, .sortedKeys]
            )) ?? Data()
            return String(decoding: data, as: UTF8.self) + "\n"
        case .text:
            var text = ""
            for node in nodes {
                let dependencies = (edges[node] ?? []).sorted()
                text += dependencies.isEmpty ? "\(node)\n" : "\(node) -> \(dependencies.joined(separator: ", "))\n"
            }
            for cycle in cycles() { text += "cycle: \(cycle.joined(separator: " -> "))\n" }
            return text
        }
    }

    private func mermaidID(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
