// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Which module a file (a display path) belongs to: the one whose source folder is the longest prefix.
struct ModuleFolders {
    let folders: [(prefix: String, name: String)]

    init(_ folders: [(String, String)]) {
        self.folders = folders.sorted { $0.0.count > $1.0.count }.map { (prefix: $0.0, name: $0.1) }
    }

    func module(of path: String) -> String? {
        folders.first { path.hasPrefix($0.prefix) }?.name
    }
}

/// The text of one generated file.
enum MockFileRenderer {
    static func render(
        mocks: [String], header: HeaderTemplate?, existing: String?, sourceImports: [String] = [],
        imports: [String], testableImports: [String]
    ) -> String {
        var parts: [String] = []
        if let header, !header.holder.isEmpty {
            parts.append(keptHeader(header, existing: existing))
        }
        parts.append(MockGenerator.marker)
        parts.append("// swiftlint:disable all")
        var importLines = ["import Foundation"]
        // The imports of the mocked protocols' files name the types their requirements use.
        let plain = Set(sourceImports.filter { !$0.hasPrefix("#if") })
        for line in plain.sorted() + Set(sourceImports).subtracting(plain).sorted()
        where !importLines.contains(line) {
            importLines.append(line)
        }
        for module in imports where module != "Foundation" && !importLines.contains("import \(module)") {
            importLines.append("import \(module)")
        }
        for module in testableImports where !importLines.contains("@testable import \(module)") {
            importLines.append("@testable import \(module)")
        }
        var text = parts.joined(separator: "\n") + "\n\n" + importLines.joined(separator: "\n") + "\n"
        for mock in mocks {
            text += "\n" + mock + "\n"
        }
        return text
    }

    /// The header of the existing file when it matches the template (its year stays), else a new one:
    /// a new year alone does not rewrite every mock file.
    private static func keptHeader(_ header: HeaderTemplate, existing: String?) -> String {
        let rendered = header.rendered(year: HeaderTemplate.currentYear)
        guard let existing else { return rendered }
        let count = rendered.split(separator: "\n", omittingEmptySubsequences: false).count
        let lines = existing.split(separator: "\n", omittingEmptySubsequences: false)
        let head = lines.prefix(count).joined(separator: "\n")
        return header.matches(start: head) ? head : rendered
    }
}
