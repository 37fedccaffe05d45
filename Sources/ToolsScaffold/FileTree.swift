// Copyright © 2026 Tools Authors. All rights reserved.

/// Relative paths drawn as a tree, as `tree` draws folders; a path ending in `/` is an empty folder.
struct FileTree {
    private final class Node {
        var children: [String: Node] = [:]
        var isDirectory = false
    }

    private let root = Node()

    init(paths: [String]) {
        for path in paths {
            var node = root
            let components = path.split(separator: "/").map(String.init)
            for (index, component) in components.enumerated() {
                let child = node.children[component] ?? Node()
                node.children[component] = child
                if index < components.count - 1 || path.hasSuffix("/") { child.isDirectory = true }
                node = child
            }
        }
    }

    func rendered() -> String {
        var text = ""
        render(root, prefix: "", into: &text)
        return text
    }

    private func render(_ node: Node, prefix: String, into text: inout String) {
        // Folders first, then files, each alphabetically: the order people expect from Xcode and `tree`.
        let names = node.children.keys.sorted { lhs, rhs in
            let left = node.children[lhs]?.isDirectory ?? false
            let right = node.children[rhs]?.isDirectory ?? false
            return left == right ? lhs < rhs : left
        }
        for (index, name) in names.enumerated() {
            guard let child = node.children[name] else { continue }
            let isLast = index == names.count - 1
            text += prefix + (isLast ? "└── " : "├── ") + name + (child.isDirectory ? "/" : "") + "\n"
            render(child, prefix: prefix + (isLast ? "    " : "│   "), into: &text)
        }
    }
}
