// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Every file starts with the copyright header built from the header template (the same template the
/// scaffolder and the mock generator write). Options: SwiftLint's `required_string`, `required_pattern`,
/// `forbidden_string`, `forbidden_pattern`, plus `template` and `holder` to override the workspace's.
/// `--fix` inserts a missing header and updates an outdated copyright line.
public struct FileHeaderRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "file_header",
        name: "File Header",
        description: "Header comments should be consistent with project patterns",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("// Copyright © 2026 Acme. All rights reserved.\n\nimport Foundation\n", options: "holder: Acme"),
            Example("// Copyright © 2019-2026 Acme. All rights reserved.\nlet a = 1\n", options: "holder: Acme"),
            Example("// swift-tools-version: 6.2\n// Copyright © 2024 Acme. All rights reserved.\n",
                    options: "holder: Acme"),
            Example("\u{FEFF}// Copyright © 2024 Acme. All rights reserved.\r\nlet a = 1\r\n", options: "holder: Acme"),
            Example("// Copyright © 2024 Anyone Ltd. All rights reserved.\n"),
            Example("// Licensed under MIT\nlet a = 1\n", options: "required_string: Licensed under MIT"),
        ],
        triggeringExamples: [
            Example("↓import Foundation\n", options: "holder: Acme"),
            Example("↓// Copyright © 2026 Other. All rights reserved.\nimport Foundation\n", options: "holder: Acme"),
            Example("↓// Created by someone\nlet a = 1\n", options: "holder: Acme"),
            Example("↓let a = 1\n"),
            Example("↓// Licensed under GPL\n", options: "required_string: Licensed under MIT"),
            Example("// Copyright © 2026 Acme. All rights reserved.\n// ↓Created by Xcode\n",
                    options: "holder: Acme\nforbidden_pattern: Created by"),
        ],
        corrections: [
            Correction(Example("↓import Foundation\n", options: "holder: Acme\nyear: 2026"),
                       "// Copyright © 2026 Acme. All rights reserved.\n\nimport Foundation\n"),
            Correction(Example("↓// Copyright © 2019 Old Name. All rights reserved.\nlet a = 1\n",
                               options: "holder: Acme\nyear: 2026"),
                       "// Copyright © 2019-2026 Acme. All rights reserved.\nlet a = 1\n"),
            Correction(Example("// swift-tools-version: 6.2\n↓import PackageDescription\n",
                               options: "holder: Acme\nyear: 2026"),
                       "// swift-tools-version: 6.2\n// Copyright © 2026 Acme. All rights reserved.\n"
                           + "import PackageDescription\n"),
            Correction(Example("↓// Created by someone\r\nlet a = 1\r\n", options: "holder: Acme\nyear: 2026"),
                       "// Copyright © 2026 Acme. All rights reserved.\r\n// Created by someone\r\nlet a = 1\r\n"),
        ]
    )

    public var severity: Severity
    /// What the header must contain; nil when only forbidden patterns are configured.
    public var required: NSRegularExpression?
    public var forbidden: NSRegularExpression?
    /// The template `--fix` writes; nil when the holder is unknown or a custom pattern is required.
    public var template: HeaderTemplate?
    /// The year `--fix` writes (the current year; fixed in examples).
    public var year: Int

    private static let optionKeys: Set<String> = [
        "severity", "required_string", "required_pattern", "forbidden_string", "forbidden_pattern",
        "template", "holder", "year",
    ]

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = Self.description.defaultSeverity
        year = HeaderTemplate.currentYear
        var header = context.header
        if let options {
            guard options.isMapping else { throw options.error("expected a mapping of file_header options") }
            try RuleOptions.rejectUnknownKeys(options, known: Self.optionKeys)
            if let value = options["severity"] { severity = try RuleOptions.severity(value) }
            if let value = options["year"] { year = try value.int() }
            let holder = try options["holder"]?.string()
            let text = try options["template"]?.string()
            if holder != nil || text != nil {
                header = HeaderTemplate(
                    template: text ?? header?.template ?? HeaderTemplate.defaultTemplate,
                    holder: holder ?? header?.holder ?? ""
                )
            }
        }
        template = header
        if let value = options?["required_pattern"] {
            required = try Self.expression(try value.string(), at: value)
            template = nil
        } else if let value = options?["required_string"] {
            required = try Self.expression(NSRegularExpression.escapedPattern(for: try value.string()), at: value)
            template = nil
        } else if let header {
            required = try Self.expression(header.pattern, at: options)
        } else {
            // No holder is known: any holder passes, but a copyright line is still required.
            let generic = HeaderTemplate(holder: "\u{1}").pattern
                .replacingOccurrences(of: NSRegularExpression.escapedPattern(for: "\u{1}"), with: ".+")
            required = try Self.expression(generic, at: options)
        }
        if let value = options?["forbidden_pattern"] {
            forbidden = try Self.expression(try value.string(), at: value)
        } else if let value = options?["forbidden_string"] {
            forbidden = try Self.expression(NSRegularExpression.escapedPattern(for: try value.string()), at: value)
        }
    }

    private static func expression(
        _ pattern: String, at node: ConfigNode?
    ) throws(ConfigurationError) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        } catch {
            let message = "invalid regular expression '\(pattern)' in file_header"
            throw node?.error(message) ?? .invalidValue(nil, keyPath: "", problem: message, hint: nil)
        }
    }

    public var requiresSyntaxTree: Bool { false }

    /// The leading comment block: its lines (1-based, inclusive) and text.
    private func header(of file: LintFile) -> (lines: ClosedRange<Int>, text: String)? {
        var last = 0
        var inBlock = false
        for index in stride(from: 1, through: file.lineCount, by: 1) {
            let content = file.line(index).trimmingCharacters(in: .whitespaces)
            if inBlock {
                last = index
                if content.contains("*/") { inBlock = false }
            } else if content.hasPrefix("//") {
                last = index
            } else if content.hasPrefix("/*") {
                last = index
                inBlock = !content.contains("*/")
            } else {
                break
            }
        }
        guard last > 0 else { return nil }
        return (1...last, (1...last).map(file.line).joined(separator: "\n"))
    }

    public func validate(_ file: LintFile) -> [Violation] {
        let found = header(of: file)
        let text = found?.text ?? ""
        let range = NSRange(text.startIndex..., in: text)
        var violations: [Violation] = []
        if let required, required.firstMatch(in: text, range: range) == nil {
            var message = Self.description.description
            if let template { message += ": expected '\(template.rendered(year: year))'" }
            violations.append(Violation(ruleID: identifier, severity: severity, line: 1, column: 1, message: message))
        }
        if let forbidden, let match = forbidden.firstMatch(in: text, range: range),
           let matchRange = Range(match.range, in: text) {
            let line = text[..<matchRange.lowerBound].filter { $0 == "\n" }.count + 1
            let lineStart = text[..<matchRange.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) }
                ?? text.startIndex
            let column = text[lineStart..<matchRange.lowerBound].count + 1
            violations.append(Violation(
                ruleID: identifier, severity: severity, line: line, column: column,
                message: Self.description.description + ": remove '\(text[matchRange])'"
            ))
        }
        return violations
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        guard let template, let required, !suppressedLines.contains(1) else { return nil }
        let found = header(of: file)
        let headerText = found?.text ?? ""
        let whole = NSRange(headerText.startIndex..., in: headerText)
        guard required.firstMatch(in: headerText, range: whole) == nil else {
            return nil
        }
        let lineBreak = file.contains("\r\n") ? "\r\n" : "\n"
        var lines = (1...max(file.lineCount, 1)).map { file.lineCount == 0 ? "" : file.line($0) }
        let endsWithBreak = file.bytes.last == 0x0A
        let copyrightLine = found.flatMap { header in
            header.lines.first { file.line($0).range(of: "copyright", options: .caseInsensitive) != nil }
        }
        if let copyrightLine {
            // Keep the first year the file was published; the range then runs to this year.
            let old = file.line(copyrightLine)
            let firstYear = old.range(of: "[0-9]{4}", options: .regularExpression).flatMap { Int(old[$0]) }
            let rendered = template.rendered(year: year)
            let updated: String
            if let firstYear, firstYear < year {
                updated = rendered.replacingOccurrences(of: String(year), with: "\(firstYear)-\(year)")
            } else {
                updated = rendered
            }
            let index = copyrightLine - 1
            lines.replaceSubrange(index...index, with: updated.components(separatedBy: "\n"))
        } else {
            // A `swift-tools-version` line must stay first; the header goes right after it.
            var insertion = 0
            if let first = lines.first, first.hasPrefix("// swift-tools-version") || first.hasPrefix("#!") {
                insertion = 1
            }
            var block = template.rendered(year: year).components(separatedBy: "\n")
            if found == nil, insertion == 0, file.lineCount > 0 { block.append("") }
            if file.lineCount == 0 { lines = [] }
            lines.insert(contentsOf: block, at: insertion)
        }
        var result = lines.joined(separator: lineBreak)
        if endsWithBreak || file.lineCount == 0 { result += lineBreak }
        if file.hasByteOrderMark, !result.hasPrefix("\u{FEFF}") { result = "\u{FEFF}" + result }
        return result
    }
}
