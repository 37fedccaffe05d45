// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Turns diagnostics into one of the output formats CI systems and editors read.
public protocol Reporter: Sendable {
    /// The name used on the command line (`--reporter xcode`).
    static var identifier: String { get }
    /// - Parameter colored: whether the output may carry ANSI colour (text for a terminal).
    init(colored: Bool)
    func render(_ diagnostics: [Diagnostic]) -> String
}

/// A reporter and where its output goes: `xcode` (standard output) or `sarif:out.sarif` (a file).
public struct ReporterSpec: Sendable, Hashable {
    public var identifier: String
    public var outputPath: String?

    public init(identifier: String, outputPath: String? = nil) {
        self.identifier = identifier
        self.outputPath = outputPath
    }

    /// Parses `name` or `name:path`.
    public init(parsing text: String) throws(CoreError) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first, Reporters.identifiers.contains(name) else {
            throw CoreError.unknownReporter(text, known: Reporters.identifiers)
        }
        identifier = name
        outputPath = parts.count > 1 ? parts[1] : nil
    }
}

/// The registry of every reporter: a new reporter is one file plus one line here.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, GitHubActionsReporter.self, JUnitReporter.self,
        SARIFReporter.self, CheckstyleReporter.self, SummaryReporter.self,
        // SwiftLint's other reporters, under its names.
        CSVReporter.self, CodeClimateReporter.self, GitHubActionsLoggingReporter.self, GitLabReporter.self,
        HTMLReporter.self, MarkdownReporter.self, RelativePathReporter.self, SonarQubeReporter.self,
    ]

    public static let identifiers = all.map { $0.identifier }

    public static func reporter(for identifier: String, colored: Bool = false) -> (any Reporter)? {
        all.first { $0.identifier == identifier }.map { $0.init(colored: colored) }
    }

    /// Renders `diagnostics` with every spec: file outputs (relative to `folder`) are written atomically,
    /// the rest is returned for standard output in the order given.
    public static func emit(
        _ diagnostics: [Diagnostic], to specs: [ReporterSpec], colored: Bool,
        relativeTo folder: URL = Invocation.current.currentDirectory
    ) throws(CoreError) -> String {
        var standardOutput = ""
        let sorted = diagnostics.ascending
        // As a folder (a trailing slash): relative to a URL without one is relative to its parent.
        let base = URL(fileURLWithPath: folder.path, isDirectory: true)
        for spec in specs {
            guard let reporter = reporter(for: spec.identifier, colored: colored && spec.outputPath == nil) else {
                continue
            }
            let text = reporter.render(sorted)
            if let path = spec.outputPath {
                let url = URL(fileURLWithPath: path, relativeTo: base)
                try AtomicFile.write(Data(text.utf8), to: url, origin: .user)
            } else {
                standardOutput += text
            }
        }
        return standardOutput
    }
}

/// Escapes text for XML attributes and content, dropping the characters XML 1.0 forbids
/// (compiler and test output can carry ANSI escapes), so every JUnit, Checkstyle or SARIF consumer parses it.
public func xmlEscaped(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
        default:
            // XML 1.0's Char production excludes the C0 controls and the non-characters U+FFFE and U+FFFF.
            if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

extension Diagnostic {
    /// SwiftLint's reason line: `Line Length Violation: Line should be … (line_length)`.
    var violationText: String {
        var text = ""
        writeViolationText(to: &text)
        return text
    }

    /// Appends `violationText` to `text`, each name and the message through `escaping` (a reporter's).
    func writeViolationText(to text: inout String, escaping: (String) -> String = { $0 }) {
        text += escaping(ruleName)
        text += " Violation: "
        text += escaping(message)
        text += " ("
        text += escaping(ruleID)
        text += ")"
    }
}
