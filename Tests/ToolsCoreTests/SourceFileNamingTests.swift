// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing

/// Every module keeps one rule for naming its files, checked here on the real `Sources/` tree (and the
/// `ToolsTemplates` target in `Templates/`): the first type declared at the top level of a file is named like
/// the file (`MockBuilder` in `MockBuilder.swift`), or the file's first top-level declaration is an extension
/// of `Type` and the file is `Type+Topic.swift` (`MockBuilder+Properties.swift`). A helper type with a life of
/// its own goes into its own file; one only the main type uses comes after it.
@Suite(.offThePool)
struct SourceFileNamingTests {
    /// Every Swift module of the package, with its folder relative to the repository.
    static let modules: [(name: String, folder: String)] = [
        ("tools", "Sources/tools"),
        ("ToolsCore", "Sources/ToolsCore"),
        ("ToolsCLI", "Sources/ToolsCLI"),
        ("ToolsLint", "Sources/ToolsLint"),
        ("ToolsMocks", "Sources/ToolsMocks"),
        ("ToolsScaffold", "Sources/ToolsScaffold"),
        ("ToolsHooks", "Sources/ToolsHooks"),
        ("ToolsBuild", "Sources/ToolsBuild"),
        ("ToolsFormat", "Sources/ToolsFormat"),
        ("ToolsTemplates", "Templates"),
    ]

    @Test(arguments: modules.map(\.name))
    func everyFileOfTheModuleIsNamedForItsMainType(module: String) throws {
        let folder = try #require(Self.modules.first { $0.name == module }).folder
        let url = SourceFileNaming.repositoryRoot.appendingPathComponent(folder)
        #expect(!SourceFileNaming.swiftFiles(in: url).isEmpty, "no Swift files in \(folder)")
        let misnamed = try SourceFileNaming.misnamedFiles(in: url)
        #expect(misnamed.isEmpty, "\(folder):\n\(misnamed.joined(separator: "\n"))")
    }

    /// A module added to `Sources/` is checked too: the list above names every folder holding Swift code.
    @Test func theModulesCoverEverySourceFolder() throws {
        let sources = SourceFileNaming.repositoryRoot.appendingPathComponent("Sources")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
            !SourceFileNaming.swiftFiles(in: sources.appendingPathComponent(name)).isEmpty
        }
        let checked = Set(Self.modules.map(\.folder))
        #expect(folders.filter { !checked.contains("Sources/" + $0) }.isEmpty)
    }

    /// The check reads real files in nested folders: a file whose helper comes first is reported by its path.
    @Test func aMisnamedFileInAFolderIsCaught() throws {
        let module = FileManager.default.temporaryDirectory.appendingPathComponent("naming-\(UUID().uuidString)")
        let folder = module.appendingPathComponent("Nested", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: module) }
        let files = [
            "Main.swift": "struct Helper {}\nstruct Main {}\n",
            "Other.swift": "struct Other {}\nstruct Helper {}\n",
            "Main+Topic.swift": "extension Main {}\n",
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let misnamed = try SourceFileNaming.misnamedFiles(in: module)
        #expect(misnamed == ["Nested/Main.swift: declares Helper first: name the file Helper.swift"])
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

    /// The root of this repository (`Package.swift`'s folder).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
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
