// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// How a new package's Swift files follow the packages beside it: the templates are written with 4-space
/// indents and a header, and a team whose packages indent by 2 and carry no header gets its own style, not
/// files every reviewer would reformat.
struct SiblingStyle: Equatable {
    /// The templates' own step.
    static let templateIndentation = 4

    var indentation = templateIndentation
    /// Whether the header is left out: the siblings have none and the team configured none.
    var dropsHeader = false

    /// The fewest Swift files (manifests included) the style is taken from.
    static let minimumFiles = 4

    /// The style measured from the siblings' manifests and sources; the templates' own when there are fewer
    /// than `minimumFiles` (default: the static one).
    static func of(
        _ siblings: [LocalPackage], headerConfigured: Bool, minimumFiles: Int = minimumFiles
    ) -> SiblingStyle {
        var files: [URL] = []
        for package in siblings where files.count < SwiftStyle.sampleFiles {
            files.append(package.directory.appendingPathComponent("Package.swift"))
            let sources = package.directory.appendingPathComponent("Sources")
            let found = DirectoryWalker.files(under: sources.path).filter { $0.hasSuffix(".swift") }
            files += found.prefix(20).map { sources.appendingPathComponent($0) }
        }
        // A package or two of one file each says too little about a team's habits.
        guard let measured = SwiftStyle.measure(files), measured.fileCount >= minimumFiles else {
            return SiblingStyle()
        }
        return SiblingStyle(
            indentation: measured.indentation ?? templateIndentation,
            dropsHeader: !measured.hasHeaders && !headerConfigured
        )
    }

    /// `text` with each leading group of 4 spaces made `indentation` spaces.
    func reindented(_ text: String) -> String {
        guard indentation != Self.templateIndentation else { return text }
        let step = Self.templateIndentation
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let spaces = line.prefix { $0 == " " }.count
            let width = spaces / step * indentation + spaces % step
            return String(repeating: " ", count: width) + String(line.dropFirst(spaces))
        }
        return lines.joined(separator: "\n")
    }

    /// `text` rendered with an empty header, without the blank lines the header left: at the top, or after
    /// a manifest's tools-version line (one blank line stays there).
    func withoutHeader(_ text: String) -> String {
        guard dropsHeader else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = lines.first?.hasPrefix("// swift-tools-version") == true ? 1 : 0
        while lines.count > start + 1, lines[start].isEmpty, lines[start + 1].isEmpty { lines.remove(at: start) }
        if start == 0, lines.count > 1, lines[0].isEmpty { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }
}
