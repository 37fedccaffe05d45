// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// `tools build --dump-spec`: the spec as XcodeGen resolves it (includes merged, templates applied,
/// multi-platform targets split, `${…}` expanded) as YAML, like `xcodegen dump`, with a `# file:line`
/// comment where a value comes from another file than its parent and on every top-level, target and
/// scheme key, to debug includes and templates.
public enum SpecDump {
    public static func yaml(_ spec: ProjectSpec) -> String {
        guard let resolved = spec.resolved else { return "" }
        var lines: [String] = ["# \(spec.name): resolved from \(spec.files.count) file(s)"]
        write(resolved, indent: 0, depth: 0, parentFile: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(
        _ node: ConfigValue, indent: Int, depth: Int, parentFile: String, into lines: inout [String]
    ) {
        let pad = String(repeating: " ", count: indent)
        switch node.kind {
        case .mapping(let entries):
            for entry in entries {
                let origin = entry.keyLocation
                let comment =
                    depth < 2 || origin.file != parentFile ? "  # \(origin.fileAndLine)" : ""
                let key = quoted(entry.key, isPlain: true)
                if let inline = inline(entry.value) {
                    lines.append("\(pad)\(key): \(inline)\(comment)")
                } else {
                    lines.append("\(pad)\(key):\(comment)")
                    let childIndent = entry.value.isSequence ? indent : indent + 2
                    write(entry.value, indent: childIndent, depth: depth + 1, parentFile: origin.file, into: &lines)
                }
            }
        case .sequence(let elements):
            for element in elements {
                if let inline = inline(element) {
                    lines.append("\(pad)- \(inline)")
                } else {
                    var nested: [String] = []
                    write(element, indent: indent + 2, depth: depth + 1, parentFile: parentFile, into: &nested)
                    if var first = nested.first {
                        // The element's first line takes the dash in place of its indentation.
                        let indentEnd = first.index(first.startIndex, offsetBy: indent + 2)
                        first.replaceSubrange(first.startIndex..<indentEnd, with: pad + "- ")
                        lines.append(first)
                        lines += nested.dropFirst()
                    }
                }
            }
        case .scalar(let text, let isPlain):
            lines.append(pad + quoted(text, isPlain: isPlain))
        }
    }

    /// A scalar or an empty collection, written on the key's line.
    private static func inline(_ node: ConfigValue) -> String? {
        switch node.kind {
        case .scalar(let text, let isPlain): quoted(text, isPlain: isPlain)
        case .mapping(let entries): entries.isEmpty ? "{}" : nil
        case .sequence(let elements): elements.isEmpty ? "[]" : nil
        }
    }

    /// The scalar as YAML: plain when it reads back the same, double-quoted otherwise.
    static func quoted(_ text: String, isPlain: Bool) -> String {
        let special = CharacterSet(charactersIn: ":#{}[],&*!|>'\"%@`\\\t\n")
        let readsAsOther = ["true", "false", "yes", "no", "on", "off", "null", "~"].contains(text.lowercased())
            || Double(text) != nil
        let needsQuotes = text.isEmpty || text.rangeOfCharacter(from: special) != nil || text.first == " "
            || text.last == " " || text.first == "-" || text.first == "?" || (!isPlain && readsAsOther)
        guard needsQuotes else { return text }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        return "\"\(escaped)\""
    }
}
