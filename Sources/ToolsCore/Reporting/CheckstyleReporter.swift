// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Checkstyle XML, read by Jenkins' warnings plugin and many code-review bots: an element per file, in path
/// order, inside the document's root element.
public struct CheckstyleReporter: ConcatenatingReporter {
    public static let identifier = "checkstyle"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        opening + renderBody(diagnostics) + closing
    }

    public var opening: String { "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n" }
    public var closing: String { "</checkstyle>\n" }

    public func renderBody(_ diagnostics: [Diagnostic]) -> String {
        var xml = ""
        let byFile = Dictionary(grouping: diagnostics) { $0.file ?? "" }
        for file in byFile.keys.sorted() {
            xml += "  <file name=\"\(xmlEscaped(file))\">\n"
            for diagnostic in byFile[file] ?? [] {
                xml += "    <error line=\"\(diagnostic.line ?? 0)\" column=\"\(diagnostic.column ?? 0)\" "
                xml += "severity=\"\(diagnostic.severity.rawValue)\" message=\"\(xmlEscaped(diagnostic.message))\" "
                xml += "source=\"tools.rules.\(xmlEscaped(diagnostic.ruleID))\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml
    }
}
