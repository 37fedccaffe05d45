// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// How a code base's Swift files are written, measured from a sample of them: the indentation step, the
/// line length nearly every line keeps to, and whether files start with a header comment. What the tool
/// writes into the code base (a formatter configuration, a new package) follows it.
public struct SwiftStyle: Sendable, Equatable {
    /// The most common step between a line and a more indented next line (2, 3, 4 or 8 spaces); nil when
    /// the files indent with tabs or too little to tell.
    public var indentation: Int?
    /// The smallest of the usual limits (80, 100, 120, 140, 160, 200) that 99% of the lines keep to.
    public var lineLength: Int
    /// Whether most files start with a `//` or `/*` comment (after a manifest's tools-version line).
    public var hasHeaders: Bool
    /// The number of files measured.
    public var fileCount: Int

    /// At most this many files are read, none larger than `sampleBytes`.
    public static let sampleFiles = 400
    public static let sampleBytes = 256 * 1024
    static let usualLimits = [80, 100, 120, 140, 160, 200]

    /// The style of `files` (absolute paths); nil when none of them could be read.
    public static func measure(_ files: [URL]) -> SwiftStyle? {
        var steps: [Int: Int] = [:]
        var tabs = 0
        var lengths: [Int] = []
        var headers = 0
        var count = 0
        for file in files.prefix(sampleFiles) {
            // A huge (generated) file says little about the team's style: it is left out.
            guard case .data(let data) = BoundedRead.read(file.path, limit: sampleBytes) else { continue }
            count += 1
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let first = lines.first { !$0.hasPrefix("// swift-tools-version") && !$0.allSatisfy(\.isWhitespace) }
            if let first, first.hasPrefix("//") || first.hasPrefix("/*") { headers += 1 }
            var previous = 0
            for line in lines where !line.allSatisfy(\.isWhitespace) {
                lengths.append(line.count)
                if line.hasPrefix("\t") { tabs += 1 }
                let indent = line.prefix { $0 == " " }.count
                if indent > previous, [2, 3, 4, 8].contains(indent - previous) {
                    steps[indent - previous, default: 0] += 1
                }
                previous = indent
            }
        }
        guard count > 0 else { return nil }
        let spaced = steps.values.reduce(0, +)
        let step = steps.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        lengths.sort()
        let longest = lengths.isEmpty ? 0 : lengths[min(lengths.count - 1, lengths.count * 99 / 100)]
        return SwiftStyle(
            indentation: spaced >= 3 && spaced > tabs ? step : nil,
            lineLength: usualLimits.first { $0 >= longest } ?? usualLimits[usualLimits.count - 1],
            hasHeaders: headers * 2 > count, fileCount: count
        )
    }

    /// The Swift files under `root` (build products, hidden folders and `Tools/` left out), as `measure` reads
    /// them: at most `sampleFiles`, walking at most `RepositoryLayout.folderLimit` folders.
    public static func files(under root: URL) -> [URL] {
        var folders = 0
        let paths = DirectoryWalker.files(under: root.path) { folder in
            folders += 1
            let name = (folder as NSString).lastPathComponent
            return folders < RepositoryLayout.folderLimit && !name.hasPrefix(".") && folder != "Tools"
                && !RepositoryLayout.skipped.contains(name) && !name.hasSuffix(".xcodeproj")
        }
        return paths.filter { $0.hasSuffix(".swift") }.prefix(sampleFiles).map { root.appendingPathComponent($0) }
    }
}
