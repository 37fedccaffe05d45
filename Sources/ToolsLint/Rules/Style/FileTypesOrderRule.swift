// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The types of a file come in the configured order of kinds (supporting types, the main type, extensions,
/// preview and library content providers), as SwiftLint's opt-in `file_types_order`.
///
/// SwiftLint reads the file's top-level declarations from SourceKit's structure, which includes those inside
/// `#if` blocks and reports actors as classes; declarations are placed at their keyword. The main type is the
/// first declaration named as the file, else the class, actor, enum or struct with the longest body.
struct FileTypesOrderRule: Rule {
    static let description = RuleDescription(
        identifier: "file_types_order",
        name: "File Types Order",
        description: "Specifies how the types within a file should be ordered.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("""
            // Supporting Types
            protocol TestViewControllerDelegate {
                func didPressTrackedButton()
            }

            // Main Type
            class TestViewController: UIViewController {
                // Type Aliases
                typealias CompletionHandler = ((TestEnum) -> Void)
            }

            // Extensions
            extension TestViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return 1
                }
            }

            """),
            Example("""
            struct ContentView: View {
               var body: some View {
                   Text("Hello, World!")
               }
            }

            struct ContentView_Previews: PreviewProvider {
               static var previews: some View { ContentView() }
            }

            """),
            Example("""
            struct ContentView: View {
               var body: some View {
                   Text("Hello, World!")
               }
            }

            struct ContentView_LibraryContent: LibraryContentProvider {
               var views: [LibraryItem] {
                   LibraryItem(ContentView())
               }
            }

            """),
            Example("class Helper {\n    func run() {}\n}\nclass File {\n}\n", path: "Sources/App/File.swift"),
            Example(
                "class Main {\n    func run() {}\n}\nextension Main {}\nstruct Helper {}\n",
                options: "order: [[main_type], [extension], [supporting_type]]"
            ),
        ],
        triggeringExamples: [
            Example("""
            ↓class TestViewController: UIViewController {}

            // Supporting Types
            protocol TestViewControllerDelegate {
                func didPressTrackedButton()
            }

            """),
            Example("""
            // Extensions
            ↓extension TestViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return 1
                }
            }

            class TestViewController: UIViewController {}

            """),
            Example("""
            // Supporting Types
            protocol TestViewControllerDelegate {
                func didPressTrackedButton()
            }

            ↓class TestViewController: UIViewController {}

            // Supporting Types
            protocol TestViewControllerDelegate {
                func didPressTrackedButton()
            }

            """),
            Example("""
            // Supporting Types
            protocol TestViewControllerDelegate {
                func didPressTrackedButton()
            }

            // Extensions
            ↓extension TestViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return 1
                }
            }

            // Main Type
            class TestViewController: UIViewController {}

            """),
            Example("""
            ↓class Bar {
                func a() {}
            }
            ↓↓extension X: PreviewProvider {}
            struct S {}

            """),
            Example("public final ↓class Bar {\n    func a() {}\n}\n#if DEBUG\nstruct Baz {}\n#endif\n"),
            Example("#if compiler(>=6)\n  ↓typealias Alias = A & Sendable\n#else\n  typealias Alias = A\n#endif\n",
                    path: "Sources/App/Alias.swift"),
        ]
    )

    /// A kind of top-level declaration (SwiftLint's `FileType`).
    enum FileType: String, Sendable, Hashable, OptionEnum {
        case supportingType = "supporting_type"
        case mainType = "main_type"
        case `extension`
        case previewProvider = "preview_provider"
        case libraryContentProvider = "library_content_provider"
    }

    var order = OrderGroups<FileType>([
        [.supportingType], [.mainType], [.extension], [.previewProvider], [.libraryContentProvider],
    ])

    static var options: [RuleOption<Self>] {
        [.severity, .key("order", \.order, "groups of top-level declaration kinds in the expected order")]
    }

    /// A top-level declaration as SourceKit's structure lists it.
    /// What SourceKit's structure calls a top-level declaration, as far as the rule asks.
    private enum DeclarationKind {
        case type, `protocol`, `extension`, typeAlias, other
    }

    private struct Declaration {
        var kind: DeclarationKind
        var name: String
        var offset: Int
        /// The inherited types short enough to be one of the providers (the others are left out).
        var inheritedTypes: [String]
        var bodyLength: Int

        var isProvider: Bool {
            inheritedTypes.contains("PreviewProvider") || inheritedTypes.contains("LibraryContentProvider")
        }
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let keywords = ["class", "struct", "enum", "actor", "extension", "protocol", "typealias", "let", "var"]
        guard keywords.contains(where: file.contains) else { return }
        walk.atEnd { found in
            var declarations: [Declaration] = []
            Self.collect(file.tree.statements, into: &declarations)
            guard let main = mainType(in: declarations, file: file) else { return }
            var items: [(offset: Int, type: FileType)] = [(main.offset, .mainType)]
            for declaration in declarations {
                if declaration.kind == .extension, declaration.offset != main.offset {
                    items.append((declaration.offset, .extension))
                }
                if [.type, .protocol, .typeAlias].contains(declaration.kind), !declaration.isProvider,
                   declaration.offset != main.offset {
                    items.append((declaration.offset, .supportingType))
                }
                if declaration.inheritedTypes.contains("PreviewProvider") {
                    items.append((declaration.offset, .previewProvider))
                }
                if declaration.inheritedTypes.contains("LibraryContentProvider") {
                    items.append((declaration.offset, .libraryContentProvider))
                }
            }
            // The main type first among equal offsets, then extensions, supporting types and providers, as
            // SwiftLint lists them before sorting.
            let sorted = items.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
                .map(\.element)
            for (item, amongst) in order.misplaced(sorted, kind: \.type) {
                let type = item.type.rawValue
                let article = "aeiou".contains(type.prefix(1)) ? "An" : "A"
                let expected = amongst.map(\.rawValue).joined(separator: ",")
                found.add(
                    atByte: item.offset,
                    reason: "\(article) '\(type)' should not be placed amongst the file type(s) '\(expected)'"
                )
            }
        }
    }

    /// The declaration named as the file, else the type with the longest body.
    private func mainType(in declarations: [Declaration], file: LintFile) -> Declaration? {
        let fileName = (file.relativePath.split(separator: "/").last.map(String.init) ?? file.relativePath)
            .replacingOccurrences(of: ".swift", with: "")
        if let named = declarations.first(where: { $0.name == fileName }) { return named }
        var main: Declaration?
        for declaration in declarations where declaration.kind == .type && !declaration.isProvider {
            if declaration.bodyLength > (main?.bodyLength ?? -1) { main = declaration }
        }
        return main
    }

    private static func collect(_ items: CodeBlockItemListSyntax, into declarations: inout [Declaration]) {
        for item in items {
            if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let nested) = clause.elements { collect(nested, into: &declarations) }
                }
            } else if let decl = item.item.as(DeclSyntax.self) {
                declarations += Self.declarations(decl)
            }
        }
    }

    private static func declarations(_ decl: DeclSyntax) -> [Declaration] {
        func type(_ kind: DeclarationKind, _ keyword: TokenSyntax, _ name: String,
                  _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax?) -> [Declaration] {
            // Only `PreviewProvider` and `LibraryContentProvider` are looked for: longer names are not made.
            let inherited = inheritance?.inheritedTypes.compactMap { inherited in
                inherited.type.trimmedLength.utf8Length <= 22 ? inherited.type.trimmedDescription : nil
            } ?? []
            let body = members.map {
                $0.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
                    - $0.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            } ?? 0
            return [Declaration(kind: kind, name: name, offset: keyword.positionAfterSkippingLeadingTrivia.utf8Offset,
                                inheritedTypes: inherited, bodyLength: body)]
        }
        switch decl.as(DeclSyntaxEnum.self) {
        case .classDecl(let node):
            return type(.type, node.classKeyword, node.name.text, node.inheritanceClause, node.memberBlock)
        case .actorDecl(let node):
            return type(.type, node.actorKeyword, node.name.text, node.inheritanceClause, node.memberBlock)
        case .structDecl(let node):
            return type(.type, node.structKeyword, node.name.text, node.inheritanceClause, node.memberBlock)
        case .enumDecl(let node):
            return type(.type, node.enumKeyword, node.name.text, node.inheritanceClause, node.memberBlock)
        case .protocolDecl(let node):
            return type(.protocol, node.protocolKeyword, node.name.text, node.inheritanceClause, node.memberBlock)
        case .extensionDecl(let node):
            return type(.extension, node.extensionKeyword, node.extendedType.trimmedDescription,
                        node.inheritanceClause, node.memberBlock)
        case .typeAliasDecl(let node):
            return type(.typeAlias, node.typealiasKeyword, node.name.text, nil, nil)
        case .variableDecl(let node):
            return node.bindings.enumerated().compactMap { index, binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let start = index == 0 ? node.bindingSpecifier.positionAfterSkippingLeadingTrivia
                    : binding.positionAfterSkippingLeadingTrivia
                return Declaration(kind: .other, name: name, offset: start.utf8Offset, inheritedTypes: [],
                                   bodyLength: 0)
            }
        default:
            return []
        }
    }
}
