// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// `--lines changed`: the lines of each file that differ from HEAD (read with libgit2), and their UTF-8
/// byte ranges, which swift-format formats with `--offsets`.
enum ChangedLines {
    /// The jobs limited to their changed lines; files that do not differ from HEAD are left out, files HEAD
    /// does not have keep every line. Files on disk are compared as the working tree holds them, given content
    /// (staged) as it is.
    static func select(_ jobs: [FormatJob], startingFrom start: URL) throws -> [FormatJob] {
        let repository: GitRepository
        do {
            repository = try GitRepository(discoveringFrom: start)
        } catch {
            throw FormatError.needsRepository(option: "--lines changed", path: start.path)
        }
        guard let top = repository.workingDirectory?.standardizedFileURL else {
            throw FormatError.needsRepository(option: "--lines changed", path: start.path)
        }
        let topPaths = Set([top.path, top.resolvingSymlinksInPath().path])
        // Files on disk that differ from HEAD in the index or the working tree (untracked ones too): only
        // those are read.
        let changed = jobs.contains(where: \.isOnDisk)
            ? Set(try (repository.stagedChanges() + repository.unstagedChanges()).map(\.path)) : []
        var selected: [FormatJob] = []
        for var job in jobs {
            guard let relative = relativePath(of: job.input.path, under: topPaths) else { continue }
            if job.skipReason != nil {
                // Too large to read: kept, to be reported skipped.
                selected.append(job)
                continue
            }
            if job.isOnDisk {
                guard changed.contains(relative) else { continue }
                switch BoundedRead.read(job.input.path) {
                case .data(let content): job.content = content
                case .tooLarge: job.skipReason = BoundedRead.tooLargeMessage()
                case .unreadable: continue
                }
            }
            if job.skipReason != nil {
                selected.append(job)
                continue
            }
            guard let content = job.content else { continue }
            let lines = try repository.changedLines(of: relative, content: content)
            if let lines, lines.isEmpty { continue }
            job.lines = lines
            selected.append(job)
        }
        return selected
    }

    private static func relativePath(of path: String, under tops: Set<String>) -> String? {
        for top in tops {
            let prefix = top == "/" ? "/" : top + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return resolved == path ? nil : relativePath(of: resolved, under: tops)
    }

    /// The UTF-8 byte ranges of `lines` (1-based) in `content`, each line with its line break (but the
    /// file's last), adjacent ranges joined.
    static func offsets(of lines: [ClosedRange<Int>], in content: Data) -> [Range<Int>] {
        var starts = [0]
        content.withUnsafeBytes { bytes in
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        }
        var ranges: [Range<Int>] = []
        for line in lines.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            guard line.lowerBound <= starts.count else { continue }
            let start = starts[line.lowerBound - 1]
            var end = line.upperBound < starts.count ? starts[line.upperBound] : content.count
            // The file's last line break stays out: swift-format (6.3) drops it when a range ends past it,
            // leaving a file without its final newline.
            if end == content.count, content.last == UInt8(ascii: "\n"), end - 1 > start { end -= 1 }
            guard end > start else { continue }
            if let last = ranges.last, last.upperBound >= start {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                ranges.append(start..<end)
            }
        }
        return ranges
    }

    /// Whether `line` lies in one of `lines`.
    static func contains(_ lines: [ClosedRange<Int>], _ line: Int) -> Bool {
        lines.contains { $0.contains(line) }
    }
}
