// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftParser
import SwiftSyntax

/// Reads the protocols of one Swift file with SwiftParser: no compiler, no SourceKit.
public enum ProtocolParser {
    /// The top-level protocols of `source` (also those inside `#if` blocks), and its syntax errors.
    public static func parse(source: String, file: String) -> FileModels {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let collector = ProtocolCollector(file: file, converter: converter)
        collector.walk(tree)
        let errors = tree.hasError ? SyntaxErrorFinder.errors(in: tree, converter: converter) : []
        return FileModels(
            protocols: collector.protocols, typeAliases: collector.typeAliases, imports: collector.imports,
            extensionMembers: collector.extensionMembers, syntaxErrors: errors
        )
    }
}

private final class ProtocolCollector: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var protocols: [ProtocolModel] = []
    var typeAliases: [TypeAliasModel] = []
    var imports: [String] = []
    var extensionMembers: [String: [String]] = [:]

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // Bodies cannot declare protocols: skipping them keeps the walk fast on large files.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    // A protocol nested in a type needs a qualified name; only top-level protocols are mocked.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
                extensionMembers[name, default: []].append(function.name.text + "(" + labels.joined() + ")")
            }
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let kept = node.attributes.compactMap { element -> String? in
            let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            return name == "preconcurrency" || name == "testable" ? element.trimmedDescription : nil
        }
        let kind = node.importKindSpecifier.map { $0.text + " " } ?? ""
        let line = (kept + ["import " + kind + node.path.trimmedDescription]).joined(separator: " ")
        // An import inside `#if canImport(X)` keeps its condition; other conditional imports are left out.
        // import → code block item → item list → source file or `#if` clause.
        let container = node.parent?.parent?.parent
        if let clause = container?.as(IfConfigClauseSyntax.self) {
            guard clause.poundKeyword.tokenKind == .poundIf, let condition = clause.condition?.trimmedDescription,
                  condition.hasPrefix("canImport(") else { return .skipChildren }
            imports.append("#if \(condition)\n\(line)\n#endif")
        } else if container?.is(SourceFileSyntax.self) == true {
            imports.append(line)
        }
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        typeAliases.append(TypeAliasModel(name: node.name.text, target: node.initializer.value.trimmedDescription))
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.append(ProtocolReader(file: file, converter: converter).model(of: node))
        return .skipChildren
    }
}
