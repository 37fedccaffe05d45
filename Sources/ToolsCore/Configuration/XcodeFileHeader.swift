// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The file header an app already gives Xcode: `FILEHEADER` of an `IDETemplateMacros.plist` (in the
/// workspace's or project's `xcshareddata/`, or beside `project.yml` where XcodeGen apps keep it). Xcode
/// writes each of its lines after `//`; `___YEAR___`, `___ORGANIZATIONNAME___` and `___COPYRIGHT___`
/// become the header template's `{year}` and `{holder}`.
public enum XcodeFileHeader {
    /// The macros a header template can stand for (and the project's name for `___PROJECTNAME___`,
    /// `___PACKAGENAME___`, `___WORKSPACENAME___`): a header naming others (`___FILENAME___`, `___DATE___`,
    /// `___FULLUSERNAME___`) differs per file or per user and is not taken, so none is ever written raw.
    static let replacements = [
        ("___COPYRIGHT___", "Copyright © {year} {holder}. All rights reserved."),
        ("___YEAR___", "{year}"),
        ("___ORGANIZATIONNAME___", "{holder}"),
    ]

    /// The largest `IDETemplateMacros.plist` read (64 KB); Xcode's are a few hundred bytes.
    static let maximumBytes = 64 * 1024 - 1

    /// The header template of the first `IDETemplateMacros.plist` found under `root`, nil when there is
    /// none or its header cannot be a template.
    public static func template(in root: URL, projectName: String?) -> String? {
        for file in candidates(in: root) {
            // The size before the bytes: a huge file costs a `stat`, and no more than the limit is read.
            guard case .data(let data) = BoundedRead.read(file.path, limit: maximumBytes),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
                  let header = (plist as? [String: Any])?["FILEHEADER"] as? String
            else { continue }
            return template(fromFileHeader: header, projectName: projectName)
        }
        return nil
    }

    /// `FILEHEADER` as Xcode writes it (each line after `//`; Xcode's own value starts with a space or a
    /// line break) as a header template.
    static func template(fromFileHeader header: String, projectName: String?) -> String? {
        var text = header
        for (macro, replacement) in replacements {
            text = text.replacingOccurrences(of: macro, with: replacement)
        }
        if let projectName {
            for macro in ["___PROJECTNAME___", "___PACKAGENAME___", "___WORKSPACENAME___"] {
                text = text.replacingOccurrences(of: macro, with: projectName)
            }
        }
        // Any macro left is per file or per user: such a header cannot be checked by one template.
        guard !text.contains("___") else { return nil }
        var lines = text.components(separatedBy: "\n").map { "//" + $0 }
        // Xcode's leading line break gives an empty first comment line; it is kept, as Xcode writes it.
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces) == "//" { lines.removeLast() }
        let template = lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
        return template.trimmingCharacters(in: .whitespacesAndNewlines) == "//" ? nil : template
    }

    private static func candidates(in root: URL) -> [URL] {
        let name = "IDETemplateMacros.plist"
        var result = [root.appendingPathComponent(name)]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted() ?? []
        for entry in entries where entry.hasSuffix(".xcworkspace") || entry.hasSuffix(".xcodeproj") {
            result.append(root.appendingPathComponent(entry).appendingPathComponent("xcshareddata/\(name)"))
        }
        return result.filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
