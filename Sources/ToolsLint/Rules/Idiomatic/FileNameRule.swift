// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// A file is named for a type it declares or extends (`Profile.swift`, `Profile+Codable.swift`), as
/// SwiftLint's opt-in `file_name`: a file declaring no type is not checked; the finding is on line 1.
struct FileNameRule: Rule {
    static let description = RuleDescription(
        identifier: "file_name",
        name: "File Name",
        description: "File name should match a type or extension declared in the file (if any)",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("struct Profile {}\n", path: "Sources/App/Profile.swift"),
            Example("extension Profile: Codable {}\n", path: "Sources/App/Profile+Codable.swift"),
            Example("let version = 1\nfunc run() {}\n", path: "Sources/App/Globals.swift"),
            Example("enum Outer {\n    struct Inner {}\n}\n", path: "Sources/App/Inner.swift"),
            Example("enum Outer {\n    struct Inner {}\n}\n", path: "Sources/App/Outer.Inner.swift"),
            Example("struct Profile {}\n", path: "Sources/App/main.swift"),
            Example("extension Array where Element == Int {}\n", path: "Sources/App/Array.swift"),
            Example("struct Profile {}\n", options: "prefix_pattern: App", path: "Sources/App/AppProfile.swift"),
            Example("enum Outer {\n    struct Inner {}\n}\n", options: "nested_type_separator: _",
                    path: "Sources/App/Outer_Inner.swift"),
            Example("struct Profile {}\n", options: "excluded_paths: [Legacy]", path: "Sources/Legacy/Old.swift"),
            Example("protocol Loading {}\nactor Loader {}\n", path: "Sources/App/Loader.swift"),
        ],
        triggeringExamples: [
            Example("↓struct Profile {}\n", path: "Sources/App/User.swift"),
            Example("↓// Profile\nextension Profile {}\n", path: "Sources/App/Profiles.swift"),
            Example("↓enum Outer {\n    struct Inner {}\n}\n", options: "require_fully_qualified_names: true",
                    path: "Sources/App/Inner.swift"),
            Example("↓struct Profile {}\n",
                    options: "suffix_pattern: Tests", path: "Sources/App/Profile+Codable.swift"),
        ]
    )

    var excluded: Set<String> = ["LinuxMain.swift", "main.swift"]
    var excludedPaths = RegexList()
    var prefixPattern = ""
    var suffixPattern = "\\+.*"
    var nestedTypeSeparator = "."
    var requiresFullyQualifiedNames = false
    private var prefix: NSRegularExpression?
    private var suffix: NSRegularExpression?

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("excluded", \.excluded, "file names not checked"),
            .key("excluded_paths", \.excludedPaths,
                 "regular expressions: files whose path matches one are not checked"),
            .key("prefix_pattern", \.prefixPattern, "a regular expression removed from the start of the name"),
            .key("suffix_pattern", \.suffixPattern, "a regular expression removed from the end of the name"),
            .key("nested_type_separator", \.nestedTypeSeparator, "what separates nested types' names in file names"),
            .key("require_fully_qualified_names", \.requiresFullyQualifiedNames,
                 "a nested type counts only by its full name (`Outer.Inner`)"),
        ]
    }

    mutating func prepare(context: RuleContext) throws(ConfigurationError) {
        prefix = try Self.expression("\\A(?:\(prefixPattern))", key: "prefix_pattern")
        suffix = try Self.expression("(?:\(suffixPattern))\\z", key: "suffix_pattern")
    }

    private static func expression(_ pattern: String, key: String) throws(ConfigurationError) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern)
        } catch {
            // Located by the configuration at the rule's section.
            throw .invalidValue(nil, keyPath: key, problem: "invalid regular expression '\(pattern)'", hint: nil)
        }
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let fileName = file.relativePath.split(separator: "/").last.map(String.init) ?? file.relativePath
        let path = file.absolutePath ?? file.relativePath
        guard !excluded.contains(fileName), !excludedPaths.matches(path) else { return }
        let expected = typeName(inFileName: fileName)
        var names = Set<String>()
        var ancestors: [String] = []
        func enter(_ name: String) -> SyntaxVisitorContinueKind {
            names.insert((ancestors + [name]).joined(separator: "."))
            if !requiresFullyQualifiedNames { names.insert(name) }
            ancestors.append(name)
            return .visitChildren
        }
        walk.visit(ClassDeclSyntax.self) { node, _ in enter(node.name.text) }
        walk.visit(ActorDeclSyntax.self) { node, _ in enter(node.name.text) }
        walk.visit(StructDeclSyntax.self) { node, _ in enter(node.name.text) }
        walk.visit(TypeAliasDeclSyntax.self) { node, _ in enter(node.name.text) }
        walk.visit(EnumDeclSyntax.self) { node, _ in enter(node.name.text) }
        walk.visit(ProtocolDeclSyntax.self) { node, _ in enter(node.name.text) }
        walk.visit(MacroDeclSyntax.self) { node, _ in enter(node.name.text) }
        walk.visit(ExtensionDeclSyntax.self) { node, _ in enter(node.extendedType.trimmedDescription) }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in ancestors.removeLast() }
        walk.visitPost(ActorDeclSyntax.self) { _, _ in ancestors.removeLast() }
        walk.visitPost(StructDeclSyntax.self) { _, _ in ancestors.removeLast() }
        walk.visitPost(TypeAliasDeclSyntax.self) { _, _ in ancestors.removeLast() }
        walk.visitPost(EnumDeclSyntax.self) { _, _ in ancestors.removeLast() }
        walk.visitPost(ProtocolDeclSyntax.self) { _, _ in ancestors.removeLast() }
        walk.visitPost(MacroDeclSyntax.self) { _, _ in ancestors.removeLast() }
        walk.visitPost(ExtensionDeclSyntax.self) { _, _ in ancestors.removeLast() }
        walk.atEnd { found in
            guard !names.isEmpty else { return }
            let separator = nestedTypeSeparator
            let declared = separator == "."
                ? names : Set(names.map { $0.replacingOccurrences(of: ".", with: separator) })
            if !declared.contains(expected) { found.add(line: 1, column: 0) }
        }
    }

    /// The file name without its extension, prefix and suffix patterns.
    private func typeName(inFileName fileName: String) -> String {
        var name = (fileName as NSString).deletingPathExtension
        for pattern in [prefix, suffix].compactMap({ $0 }) {
            let whole = NSRange(name.startIndex..., in: name)
            if let match = pattern.firstMatch(in: name, range: whole), let range = Range(match.range, in: name) {
                name.removeSubrange(range)
            }
        }
        return name
    }
}
