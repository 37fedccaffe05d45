// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What swift-format printed on standard error, by file: findings, files it could not read, configurations
/// it could not read, and whatever else it said (warnings about the configuration, a crash's backtrace).
struct SwiftFormatOutput {
    /// Findings in the order printed, by path as printed (the absolute paths it was given).
    var findings: [String: [RawFinding]] = [:]
    /// `PATH: reason` for each Swift file whose `.swift-format` it could not read.
    var configurationProblems: [String] = []
    /// `PATH: reason` for each file it could not read (not UTF-8, vanished).
    var unreadable: [String] = []
    /// Lines about no file (`Configuration contains an unrecognized rule: X`) and anything else.
    var otherLines: [String] = []

    init(parsing data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("<unknown>: ") {
                readUnlocated(line.dropFirst("<unknown>: ".count))
            } else if !readLocated(line) {
                otherLines.append(String(line))
            }
        }
    }

    private static let unlocatedPrefixes = [
        "Unable to read configuration for ", "Unable to lint ", "Unable to format ", "Unable to open ",
    ]

    /// The reason given for `path` among `details` (`PATH: reason`), nil when none names it.
    static func reason(for path: String, in details: [String]) -> String? {
        details.first { $0.hasPrefix(path + ": ") }.map { String($0.dropFirst(path.count + 2)) }
    }

    private static let markers: [(String, RawFinding.Kind)] = [
        (": warning: ", .warning), (": error: ", .error), (": note: ", .note),
    ]

    /// `path:line:col: kind: [Rule] message`; false when the line is not of that form.
    private mutating func readLocated(_ line: Substring) -> Bool {
        var earliest: (Range<Substring.Index>, RawFinding.Kind)?
        for (marker, kind) in Self.markers {
            if let range = line.range(of: marker), range.lowerBound < (earliest?.0.lowerBound ?? line.endIndex) {
                earliest = (range, kind)
            }
        }
        guard let (range, kind) = earliest else { return false }
        let location = line[..<range.lowerBound]
        guard let lastColon = location.lastIndex(of: ":"),
              let column = Int(location[location.index(after: lastColon)...]) else { return false }
        let head = location[..<lastColon]
        guard let middleColon = head.lastIndex(of: ":"),
              let number = Int(head[head.index(after: middleColon)...]) else { return false }
        let path = String(head[..<middleColon])
        var message = line[range.upperBound...]
        var category: String?
        if message.hasPrefix("["), let close = message.firstIndex(of: "]") {
            category = String(message[message.index(after: message.startIndex)..<close])
            message = message[message.index(after: close)...].drop { $0 == " " }
        }
        findings[path, default: []].append(RawFinding(
            line: number, column: column, kind: kind, category: category, message: String(message)
        ))
        return true
    }

    /// `error: Unable to read configuration for PATH: reason`, `error: Unable to lint PATH: reason`, and
    /// the rest as it is. The path is told apart from the reason by the caller, who knows the paths.
    private mutating func readUnlocated(_ rest: Substring) {
        let message = rest.drop { $0 != " " }.dropFirst()
        for prefix in Self.unlocatedPrefixes where message.hasPrefix(prefix) {
            let detail = String(message.dropFirst(prefix.count))
            if prefix.hasPrefix("Unable to read configuration") {
                configurationProblems.append(detail)
            } else {
                unreadable.append(detail)
            }
            return
        }
        otherLines.append(String(rest))
    }
}
