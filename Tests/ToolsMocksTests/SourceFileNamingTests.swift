// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing

/// Each file of a module is named for the main type it declares: its first top-level type (`MockBuilder.swift`),
/// or for an extension, the extended type and a topic (`MockBuilder+Properties.swift`).
struct SourceFileNamingTests {
    @Test func everyFileOfToolsMocksIsNamedForItsMainType() throws {
        let folder = SourceFileNaming.moduleFolder("ToolsMocks")
        let files = SourceFileNaming.swiftFiles(in: folder)
        #expect(files.count > 40)
        let misnamed = try SourceFileNaming.misnamedFiles(in: folder)
        #expect(misnamed.isEmpty, "\(misnamed.joined(separator: "\n"))")
    }

    @Test func theCheckReadsTheFirstTopLevelDeclaration() {
        let named = SourceFileNaming.mainDeclaration(in: """
            // Copyright
            import Foundation

            /// Docs mentioning struct Other.
            @MainActor
            public final class Main: Sendable {
                struct Inner {}
            }
            enum Second {}
            """)
        #expect(named == .type("Main"))
        let nested = SourceFileNaming.mainDeclaration(in: "extension Outer.Inner: Equatable {}")
        #expect(nested == .extension("Outer.Inner"))
        #expect(SourceFileNaming.mainDeclaration(in: "let constant = 1\n") == nil)
        let first = SourceFileNaming.mainDeclaration(in: "private extension String {}\nstruct S {}")
        #expect(first == .extension("String"))
    }

    @Test func aFileNamedForAnotherTypeIsReported() {
        #expect(SourceFileNaming.problem(fileName: "MockRenderer.swift", declaration: .type("MockBuilder")) != nil)
        #expect(SourceFileNaming.problem(fileName: "MockBuilder.swift", declaration: .type("MockBuilder")) == nil)
        #expect(SourceFileNaming.problem(fileName: "MockBuilder+Storage.swift", declaration: .extension("MockBuilder"))
            == nil)
        #expect(SourceFileNaming.problem(fileName: "MockBuilder.swift", declaration: .extension("MockBuilder")) != nil)
        #expect(SourceFileNaming.problem(fileName: "Outer+Topic.swift", declaration: .extension("Outer.Inner")) == nil)
        #expect(SourceFileNaming.problem(fileName: "Other+Topic.swift", declaration: .extension("Outer")) != nil)
        #expect(SourceFileNaming.problem(fileName: "Constants.swift", declaration: nil) != nil)
    }
}

/// The file-naming check, for any module: `misnamedFiles(in:)` with the module's source folder.
enum SourceFileNaming {
    enum Declaration: Equatable {
        case type(String)
        case `extension`(String)
    }

    /// `Sources/<module>` of this repository.
    static func moduleFolder(_ module: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources").appendingPathComponent(module)
    }

    /// The Swift files below `folder`, as paths relative to it, sorted.
    static func swiftFiles(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files.sorted()
    }

    /// `path: problem` for each file of the module folder that is not named for its main type.
    static func misnamedFiles(in folder: URL) throws -> [String] {
        try swiftFiles(in: folder).compactMap { path in
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            let name = (path as NSString).lastPathComponent
            return problem(fileName: name, declaration: mainDeclaration(in: text)).map { "\(path): \($0)" }
        }
    }

    /// Why `fileName` does not fit `declaration`, nil when it does.
    static func problem(fileName: String, declaration: Declaration?) -> String? {
        let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        switch declaration {
        case nil:
            return "declares no type or extension at the top level"
        case .type(let name):
            return base == name ? nil : "declares \(name) first: name the file \(name).swift"
        case .extension(let name):
            // `Outer+Topic` or `Outer.Inner+Topic` for an extension of `Outer.Inner`.
            let names = [name, String(name.prefix { $0 != "." })]
            let fits = names.contains { base.hasPrefix($0 + "+") && base.count > $0.count + 1 }
            return fits ? nil : "extends \(name) first: name the file \(name)+Topic.swift"
        }
    }

    /// The first type or extension declared at the top level (a line starting with it, after attributes and
    /// modifiers): the code base indents everything nested, so column 0 is the top level.
    static func mainDeclaration(in source: String) -> Declaration? {
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "fileprivate", "private", "open", "final", "indirect", "nonisolated",
        ]
        let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "extension"]
        var inComment = false
        for line in source.split(separator: "\n") {
            if inComment {
                if line.contains("*/") { inComment = false }
                continue
            }
            if line.hasPrefix("/*") {
                inComment = !line.contains("*/")
                continue
            }
            guard let first = line.first, !first.isWhitespace, !line.hasPrefix("//") else { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })[...]
            // Attributes on the same line (`@MainActor public final class`): their arguments hold no spaces here.
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) { words = words.dropFirst() }
            guard let kind = words.first, kinds.contains(kind), let name = words.dropFirst().first else { continue }
            return kind == "extension" ? .extension(String(name)) : .type(String(name))
        }
        return nil
    }
}
