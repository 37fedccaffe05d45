// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Checkstyle XML, read by Jenkins' warnings plugin and many code-review bots.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
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
        return xml + "</checkstyle>\n"
    }
}
