// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The rules every generated Swift file must meet, checked before anything is written, so that an edited
/// template cannot produce a package that fails lint: the header at the top, no line over the limit, no
/// trailing whitespace.
enum OutputRules {
    static func check(
        _ file: FeaturePlan.File, header: String, maxLineLength: Int, templateName: String
    ) throws {
        guard file.path.hasSuffix(".swift") else { return }
        var lines = file.contents.components(separatedBy: "\n")
        func fail(_ message: String, line: Int? = nil, hint: String) -> ScaffoldError {
            ScaffoldError.outputRule(template: templateName, output: file.path, line: line, problem: message, fix: hint)
        }
        // A manifest must start with its tools version; the header follows it.
        let offset = lines.first?.hasPrefix("// swift-tools-version") == true ? 1 : 0
        let headerLines = header.components(separatedBy: "\n")
        guard Array(lines.dropFirst(offset).prefix(headerLines.count)) == headerLines else {
            throw fail("does not start with the file header", hint: "begin the template with {{ header }}")
        }
        if lines.last == "" { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            if line.count > maxLineLength {
                throw fail(
                    "has \(line.count) characters (limit \(maxLineLength))", line: index + 1,
                    hint: "wrap the template's line, or use a shorter name"
                )
            }
            if line.last == " " || line.last == "\t" {
                throw fail(
                    "ends with whitespace", line: index + 1, hint: "remove the trailing whitespace in the template"
                )
            }
        }
    }
}
