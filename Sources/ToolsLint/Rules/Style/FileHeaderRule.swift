// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// SwiftLint's `file_header` (opt-in): the comments before the first token must match
/// `required_string` / `required_pattern` and must not match `forbidden_string` / `forbidden_pattern`
/// (`SWIFTLINT_CURRENT_FILENAME` in a pattern stands for the file's name); with none of them, a
/// `Copyright` in the header is forbidden, as in SwiftLint.
///
/// The team convention is explicit: `required_copyright: true` requires the copyright line built from
/// the header template (the one the scaffolder and the mock generator write; `holder`, `template` and
/// `year` override the workspace's), and `--fix` then inserts a missing header or updates an outdated
/// copyright line.
struct FileHeaderRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "file_header",
        name: "File Header",
        description: "Header comments should be consistent with project patterns",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let notice = \"Copyright\"\n"),
            Example("let year = 2026 // Copyright\n"),
            Example("import Foundation\n/// Copyright notices live in LICENSE.\nstruct Notice {}\n"),
            Example("// Licensed under MIT\nlet a = 1\n", options: "required_string: Licensed under MIT"),
            Example("// Part of Notice.swift\nlet a = 1\n",
                    options: "required_pattern: Part of SWIFTLINT_CURRENT_FILENAME",
                    path: "Sources/App/Notice.swift"),
            Example("// Copyright © 2026 Acme. All rights reserved.\n\nimport Foundation\n",
                    options: "required_copyright: true\nholder: Acme"),
            Example("// Copyright © 2019-2026 Acme. All rights reserved.\nlet a = 1\n",
                    options: "required_copyright: true\nholder: Acme"),
            Example("// swift-tools-version: 6.2\n// Copyright © 2024 Acme. All rights reserved.\n",
                    options: "required_copyright: true\nholder: Acme"),
            Example("\u{FEFF}// Copyright © 2024 Acme. All rights reserved.\r\nlet a = 1\r\n",
                    options: "required_copyright: true\nholder: Acme"),
            Example("// Copyright © 2024 Anyone Ltd. All rights reserved.\n", options: "required_copyright: true"),
        ],
        triggeringExamples: [
            Example("// ↓Copyright Acme\nlet a = 1\n"),
            Example("// Notice.swift\n\n/* Shared code.\n   ↓Copyright 2020 */\nimport Foundation\n"),
            Example("↓// Licensed under GPL\n", options: "required_string: Licensed under MIT"),
            Example("// Licensed under MIT\n// ↓Created by Xcode\n",
                    options: "required_string: Licensed under MIT\nforbidden_string: Created by"),
            Example("↓// Part of Other.swift\nlet a = 1\n",
                    options: "required_pattern: Part of SWIFTLINT_CURRENT_FILENAME",
                    path: "Sources/App/Notice.swift"),
            Example("↓import Foundation\n", options: "required_copyright: true\nholder: Acme"),
            Example("↓// Copyright © 2026 Other. All rights reserved.\nimport Foundation\n",
                    options: "required_copyright: true\nholder: Acme"),
            Example("↓// Created by someone\nlet a = 1\n", options: "required_copyright: true\nholder: Acme"),
            Example("↓let a = 1\n", options: "required_copyright: true"),
            // Another holder's notice: reported, and `--fix` leaves it (no correction).
            Example("↓// Copyright (c) 2015 Alamofire Software Foundation\nlet a = 1\n",
                    options: "required_copyright: true\nholder: Acme"),
            Example("// Copyright © 2026 Acme. All rights reserved.\n// ↓Created by Xcode\n",
                    options: "required_copyright: true\nholder: Acme\nforbidden_pattern: Created by"),
        ],
        corrections: [
            Correction(Example("↓import Foundation\n", options: "required_copyright: true\nholder: Acme\nyear: 2026"),
                       "// Copyright © 2026 Acme. All rights reserved.\n\nimport Foundation\n"),
            Correction(Example("↓// Copyright 2019 ACME\nlet a = 1\n",
                               options: "required_copyright: true\nholder: Acme\nyear: 2026"),
                       "// Copyright © 2019-2026 Acme. All rights reserved.\nlet a = 1\n"),
            Correction(Example("// swift-tools-version: 6.2\n↓import PackageDescription\n",
                               options: "required_copyright: true\nholder: Acme\nyear: 2026"),
                       "// swift-tools-version: 6.2\n// Copyright © 2026 Acme. All rights reserved.\n"
                           + "import PackageDescription\n"),
            Correction(Example("↓// Created by someone\r\nlet a = 1\r\n",
                               options: "required_copyright: true\nholder: Acme\nyear: 2026"),
                       "// Copyright © 2026 Acme. All rights reserved.\r\n// Created by someone\r\nlet a = 1\r\n"),
        ]
    )

    /// The placeholder SwiftLint replaces with the file's name in the patterns.
    static let fileNamePlaceholder = "SWIFTLINT_CURRENT_FILENAME"

    var requiredString: String?
    var requiredPatternText: String?
    var forbiddenString: String?
    var forbiddenPatternText: String?
    var requiresCopyright = false
    var templateText: String?
    var holder: String?
    /// The year `--fix` writes (the current year; fixed in examples).
    var year = HeaderTemplate.currentYear

    /// What the header must contain (a regular expression); nil when nothing is required.
    private(set) var requiredPattern: String?
    private(set) var forbiddenPattern: String?
    /// The template `--fix` writes (`required_copyright`); nil when a custom pattern is required.
    private(set) var template: HeaderTemplate?
    private var requiredExpression: NSRegularExpression?
    private var forbiddenExpression: NSRegularExpression?

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("required_string", \.requiredString, "text the header must contain"),
            .key("required_pattern", \.requiredPatternText,
                 "a regular expression the header must match (SWIFTLINT_CURRENT_FILENAME: the file's name)"),
            .key("forbidden_string", \.forbiddenString, "text the header must not contain"),
            .key("forbidden_pattern", \.forbiddenPatternText, "a regular expression the header must not match"),
            .key("required_copyright", \.requiresCopyright,
                 "the header must hold the copyright line of the header template; --fix writes it"),
            .key("template", \.templateText, "the header template (default: the workspace's)"),
            .key("holder", \.holder, "the copyright holder (default: the workspace's)"),
            .key("year", \.year, "the year --fix writes (default: this year)"),
        ]
    }

    mutating func prepare(context: RuleContext) throws(ConfigurationError) {
        // `--fix` writes the holder into the one-line copyright comment: a line break would start code.
        if let holder, holder.contains(where: \.isNewline) {
            throw .invalidValue(nil, keyPath: "holder", problem: "the copyright holder \(holder.debugDescription) "
                + "has a line break", hint: "write it on one line ('|' and '>' blocks end with a line break)")
        }
        var copyright: HeaderTemplate?
        if requiresCopyright {
            let shape = templateText ?? context.header?.template ?? HeaderTemplate.defaultTemplate
            let known = holder ?? (context.acceptsAnyHolder ? nil : context.header?.holder)
            copyright = HeaderTemplate(template: shape, holder: known ?? "\u{1}")
            // Any holder passes; `--fix` writes the one generated files carry.
            let written = known ?? (context.acceptsAnyHolder ? context.header?.holder : nil)
            template = written.map { HeaderTemplate(template: shape, holder: $0) }
        }
        if let requiredPatternText {
            requiredPattern = requiredPatternText
            template = nil
        } else if let requiredString {
            requiredPattern = NSRegularExpression.escapedPattern(for: requiredString)
            template = nil
        } else if let copyright {
            // No holder is known: any holder passes, but a copyright line is still required.
            requiredPattern = copyright.pattern
                .replacingOccurrences(of: NSRegularExpression.escapedPattern(for: "\u{1}"), with: ".+")
        }
        if let forbiddenPatternText {
            forbiddenPattern = forbiddenPatternText
        } else if let forbiddenString {
            forbiddenPattern = NSRegularExpression.escapedPattern(for: forbiddenString)
        } else if requiredPattern == nil {
            forbiddenPattern = Self.defaultForbidden
        }
        requiredExpression = try requiredPattern.flatMap { pattern throws(ConfigurationError) in
            pattern.contains(Self.fileNamePlaceholder) ? nil : try Self.expression(pattern)
        }
        forbiddenExpression = try forbiddenPattern.flatMap { pattern throws(ConfigurationError) in
            pattern.contains(Self.fileNamePlaceholder) ? nil : try Self.expression(pattern)
        }
    }

    /// What SwiftLint forbids when no pattern is configured.
    private static let defaultForbidden = "\\bCopyright\\b"

    private static func expression(_ pattern: String) throws(ConfigurationError) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        } catch {
            // Located by the configuration at the rule's section.
            throw .invalidValue(nil, keyPath: "", problem: "invalid regular expression '\(pattern)'", hint: nil)
        }
    }

    /// The expression of `pattern` for `file`: the file's name in place of the placeholder.
    private func expression(_ pattern: String?, compiled: NSRegularExpression?, for file: LintFile)
        -> NSRegularExpression? {
        if let compiled { return compiled }
        guard let pattern else { return nil }
        let name = file.relativePath.split(separator: "/").last.map(String.init) ?? file.relativePath
        let replaced = pattern.replacingOccurrences(
            of: Self.fileNamePlaceholder, with: NSRegularExpression.escapedPattern(for: name)
        )
        return try? NSRegularExpression(pattern: replaced, options: [.anchorsMatchLines])
    }

    /// The leading comment block: its lines (1-based, inclusive) and text.
    fileprivate func header(of file: LintFile) -> (lines: ClosedRange<Int>, text: String)? {
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.atEnd { found in check(file, &found) }
    }

    private func check(_ file: LintFile, _ found: inout RuleFindings) {
        let end = Self.headerEnd(of: file.bytes)
        let start = file.hasByteOrderMark ? min(3, end) : 0
        let text = String(decoding: file.bytes[start..<end], as: UTF8.self)
        let range = NSRange(text.startIndex..., in: text)
        if let required = expression(requiredPattern, compiled: requiredExpression, for: file),
           required.firstMatch(in: text, range: range) == nil {
            var message = Self.description.description
            if let template { message += ": expected '\(template.rendered(year: year))'" }
            if let notice = foreignNotice(in: file) {
                // Another holder's notice is theirs to keep: reported, never rewritten into ours.
                message += "; line \(notice) holds another holder's notice, which --fix keeps "
                    + "(add the header by hand if the file is yours)"
                found.add(line: notice, column: 1, reason: message)
            } else {
                found.add(line: 1, column: 1, reason: message, fix: fix(file).map { [$0] } ?? [])
            }
        }
        if let forbidden = expression(forbiddenPattern, compiled: forbiddenExpression, for: file),
           let match = forbidden.firstMatch(in: text, range: range),
           let matchRange = Range(match.range, in: text) {
            found.add(atByte: start + text.utf8.distance(from: text.startIndex, to: matchRange.lowerBound))
        }
    }

    /// The byte offset of the first token: the header is every comment and blank before it.
    static func headerEnd(of bytes: [UInt8]) -> Int {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                // Block comments nest in Swift.
                var depth = 0
                repeat {
                    if bytes[index] == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                        depth += 1
                        index += 2
                    } else if bytes[index] == 0x2A, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
            } else {
                break
            }
        }
        return index
    }

    /// The edit that writes the template's header (replacing the whole text), for `required_copyright`.
    private func fix(_ file: LintFile) -> TextEdit? {
        corrected(file).map { TextEdit(0..<file.bytes.count, $0) }
    }
}

extension FileHeaderRule {
    /// The line of the header's copyright notice when it does not name the template's holder (a vendored
    /// file's "Copyright (c) 2015 Alamofire Software Foundation"); nil without a template or such a notice.
    fileprivate func foreignNotice(in file: LintFile) -> Int? {
        guard let template, let found = header(of: file) else { return nil }
        let line = found.lines.first { file.line($0).range(of: "copyright", options: .caseInsensitive) != nil }
        guard let line else { return nil }
        return file.line(line).range(of: template.holder, options: .caseInsensitive) == nil ? line : nil
    }

    /// The text with the template's header written (nil when the header is right, or holds another holder's
    /// notice).
    fileprivate func corrected(_ file: LintFile) -> String? {
        guard let template, let required = requiredExpression else { return nil }
        let found = header(of: file)
        let headerText = found?.text ?? ""
        let whole = NSRange(headerText.startIndex..., in: headerText)
        guard required.firstMatch(in: headerText, range: whole) == nil, foreignNotice(in: file) == nil else {
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
