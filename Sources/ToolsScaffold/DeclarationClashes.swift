// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Finds type names that a run would declare twice in one module, such as a sub-feature `ClimateRecord`
/// next to `Climate`'s `ClimateRecord`: caught before writing, instead of as a compile error afterwards.
/// A light textual scan of top-level declarations is enough here: the templates declare types at the
/// top level, one per line.
enum DeclarationClashes {
    static func check(
        _ files: [FeaturePlan.File], packageDirectory: URL, displayPath: (URL) -> String
    ) throws {
        var declared: [String: (module: String, origin: String)] = [:]
        for existing in existingSwiftFiles(in: packageDirectory) {
            guard let text = try? String(contentsOf: packageDirectory.appendingPathComponent(existing), encoding: .utf8)
            else { continue }
            for name in typeNames(in: text) {
                declared["\(module(of: existing))/\(name)"] = (module(of: existing), existing)
            }
        }
        for file in files where file.path.hasSuffix(".swift") {
            for name in typeNames(in: file.contents) {
                let key = "\(module(of: file.path))/\(name)"
                if let other = declared[key] {
                    throw ScaffoldError.declarationClash(
                        template: displayPath(file.template), output: file.path, type: name,
                        existing: other.origin
                    )
                }
                declared[key] = (module(of: file.path), file.path)
            }
        }
    }

    /// `Sources/ClimateFeature` or `Tests/ClimateFeatureTests`: declarations clash only within a module.
    private static func module(of path: String) -> String {
        path.split(separator: "/").prefix(2).joined(separator: "/")
    }

    /// Names of top-level types that are visible beyond their file (private ones may repeat).
    static func typeNames(in text: String) -> [String] {
        let pattern = /^(?:(?:public|internal|package|open|final)\s+)*(?:struct|class|enum|protocol|actor)\s+(\w+)/
        return text.split(separator: "\n").compactMap { line in
            line.firstMatch(of: pattern).map { String($0.1) }
        }
    }

    private static func existingSwiftFiles(in directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if (path as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if path.hasSuffix(".swift"), path.hasPrefix("Sources/") || path.hasPrefix("Tests/") { files.append(path) }
        }
        return files
    }
}
