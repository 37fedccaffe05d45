// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Joins and normalises spec paths (`paths_test` + `../TestProject` → `TestProject`), as XcodeGen does when
/// it makes the paths of an included file relative to the including one.
enum SpecPath {
    static func join(_ prefix: String, _ path: String) -> String {
        if prefix.isEmpty || path.hasPrefix("/") || path.hasPrefix("$") { return path }
        return normalize(prefix + "/" + path)
    }

    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
