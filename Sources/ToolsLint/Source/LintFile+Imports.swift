// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension LintFile {
    /// The file's imports, including those inside `#if` blocks (imports are top-level statements only).
    public func imports() -> [ImportReference] {
        var found: [ImportReference] = []
        func scan(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let declaration = item.item.as(ImportDeclSyntax.self), let module = declaration.path.first {
                    let position = position(of: declaration.positionAfterSkippingLeadingTrivia)
                    found.append(ImportReference(
                        module: module.name.text, line: position.line, column: position.column
                    ))
                } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let statements) = clause.elements { scan(statements) }
                    }
                }
            }
        }
        scan(tree.statements)
        return found
    }
}
