// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Visits only top-level declarations and the `#if` clauses around them, with an explicit stack: nothing
/// below a declaration's members is walked, so the depth of expressions in the file costs nothing.
struct ProtocolCollector {
    let file: String
    /// The bytes the tree was parsed from, for the text of its nodes.
    let source: [UInt8]
    let lines: SourceLines
    var protocols: [ProtocolModel] = []
    var typeAliases: [TypeAliasModel] = []
    var imports: [String] = []
    var extensionMembers: [String: [String]] = [:]
    var annotatedExtensions: [String] = []
    var autoMockableExtensions: [String] = []
    var noncopyableTypes: [String] = []

    /// A statement list and the `#if canImport(…)` condition around it (imports there keep it), or why
    /// imports there are left out (another `#if`).
    private struct Level {
        var items: CodeBlockItemListSyntax
        var importCondition: String?
        var keepsImports: Bool
    }

    mutating func collect(_ statements: CodeBlockItemListSyntax) {
        // Depth-first in source order: each level's items are pushed in reverse.
        var stack: [(item: CodeBlockItemSyntax, level: Level)] = []
        let top = Level(items: statements, importCondition: nil, keepsImports: true)
        stack += statements.reversed().map { ($0, top) }
        while let (item, level) = stack.popLast() {
            guard case .decl(let decl) = item.item else { continue }
            if let node = decl.as(ProtocolDeclSyntax.self) {
                protocols.append(ProtocolReader(file: file, source: source, lines: lines).model(of: node))
            } else if let node = decl.as(ExtensionDeclSyntax.self) {
                read(node)
            } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
                noteCopyability(of: decl)
            } else if let node = decl.as(TypeAliasDeclSyntax.self) {
                typeAliases.append(TypeAliasModel(name: node.name.text,
                                                  target: node.initializer.value.trimmedText(in: source)))
            } else if let node = decl.as(ImportDeclSyntax.self), level.keepsImports {
                read(node, condition: level.importCondition)
            } else if let node = decl.as(IfConfigDeclSyntax.self) {
                for clause in node.clauses.reversed() {
                    guard case .statements(let items)? = clause.elements else { continue }
                    let condition = clause.condition?.trimmedText(in: source)
                    // An import inside `#if canImport(X)` keeps its condition; other conditional imports go.
                    let isCanImport = clause.poundKeyword.tokenKind == .poundIf && level.importCondition == nil
                        && condition?.hasPrefix("canImport(") == true
                    let inner = Level(items: items, importCondition: isCanImport ? condition : nil,
                                      keepsImports: level.keepsImports && isCanImport)
                    stack += items.reversed().map { ($0, inner) }
                }
            }
        }
    }

    private mutating func read(_ node: ExtensionDeclSyntax) {
        let written = node.extendedType.trimmedText(in: source)
        let name = written.split(separator: ".").last.map(String.init) ?? written
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
                extensionMembers[written, default: []].append(function.name.text + "(" + labels.joined() + ")")
            }
        }
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText(in: source) } ?? []
        if inherited.contains(where: { $0 == "AutoMockable" || $0.hasSuffix(".AutoMockable") }) {
            autoMockableExtensions.append(name)
        }
        if MockAnnotation.isAnnotated(node, keyword: node.extensionKeyword, source: source) {
            annotatedExtensions.append(name)
        }
    }

    /// `struct Ticket: ~Copyable`: the mock must hand such values on instead of keeping them.
    private mutating func noteCopyability(of decl: DeclSyntax) {
        let (name, clause) = if let node = decl.as(StructDeclSyntax.self) {
            (node.name, node.inheritanceClause)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            (node.name, node.inheritanceClause)
        } else {
            (TokenSyntax.identifier(""), InheritanceClauseSyntax?.none)
        }
        let suppressed = clause?.inheritedTypes.contains {
            $0.type.as(SuppressedTypeSyntax.self)?.type.trimmedText(in: source) == "Copyable"
        } ?? false
        if suppressed { noncopyableTypes.append(name.text) }
    }

    private mutating func read(_ node: ImportDeclSyntax, condition: String?) {
        // A module imported `private`ly cannot appear in a requirement: the mock does not need it.
        let access = node.modifiers.map(\.name.text)
        if access.contains("private") || access.contains("fileprivate") { return }
        let kept = node.attributes.compactMap { element -> String? in
            let name = element.as(AttributeSyntax.self)?.attributeName.trimmedText(in: source)
            return name == "preconcurrency" || name == "testable" ? element.trimmedText(in: source) : nil
        }
        let kind = node.importKindSpecifier.map { $0.text + " " } ?? ""
        let line = (kept + ["import " + kind + node.path.trimmedText(in: source)]).joined(separator: " ")
        imports.append(condition.map { "#if \($0)\n\(line)\n#endif" } ?? line)
    }
}
