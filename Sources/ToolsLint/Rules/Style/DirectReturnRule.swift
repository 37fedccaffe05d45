// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `return value` rather than `let result = value` followed by `return result`, as SwiftLint's opt-in
/// `direct_return`. `--fix` returns the value directly, keeping the comments around both statements (a
/// type annotation becomes `value as Type`).
struct DirectReturnRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "direct_return",
        name: "Direct Return",
        description: "Directly return the expression instead of assigning it to a variable first",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("func f() -> Int {\n    let b = 2\n    let a = 1\n    return b\n}\n"),
            Example("struct S {\n    var a: Int {\n        var b = 1\n        b = 2\n        return b\n    }\n}\n"),
            Example("func f() -> Int {\n    let b = 2\n    f()\n    return b\n}\n"),
            Example("func f() -> Int {\n    { i in\n        let b = 2\n        return i\n    }(1)\n}\n"),
            Example("func f() -> Int {\n    let (a, b) = pair\n    return b\n}\n"),
        ],
        triggeringExamples: [
            Example("func f() -> Int {\n    let ↓b = 2\n    return b\n}\n"),
            Example("struct S {\n    var a: Int {\n        var ↓b = 1\n        // comment\n        return b\n    }\n"
                + "}\n"),
            Example("func f() -> Bool {\n    let a = 1, ↓b = true\n    return b\n}\n"),
            Example("func f() -> Int {\n    { _ in\n        let ↓b = 2\n        return b\n    }(1)\n}\n"),
            Example(
                "func f(i: Int) -> Int {\n    if i > 1 {\n        let ↓a = 2\n        return a\n    } else {\n"
                    + "        let ↓b = 2, a = 1\n        return b\n    }\n}\n"
            ),
        ],
        corrections: [
            Correction(Example("func f() -> Int {\n    let ↓b = 2\n    return b\n"
                + "}\n"), "func f() -> Int {\n    return 2\n}\n"),
            Correction(
                Example(
                    "struct S {\n    var a: Int {\n        var ↓b = 2 > 1\n            ? f()\n            : 1_000\n"
                        + "        // comment\n        return b\n    }\n    func f() -> Int { 1 }\n}\n"
                ),
                "struct S {\n    var a: Int {\n        // comment\n        return 2 > 1\n            ? f()\n"
                    + "            : 1_000\n    }\n    func f() -> Int { 1 }\n}\n"
            ),
            Correction(
                Example("func f() -> Bool {\n    let a = 1, ↓b = true\n    return b\n}\n"),
                "func f() -> Bool {\n    let a = 1\n    return true\n}\n"
            ),
            Correction(
                Example(
                    "func f() -> Int {\n    { _ in\n        // A comment\n        let ↓b = 2\n"
                        + "        // Another comment\n"
                        + "        return b\n    }(1)\n}\n"
                ),
                "func f() -> Int {\n    { _ in\n        // A comment\n        // Another comment\n        return 2\n"
                    + "    }(1)\n}\n"
            ),
            Correction(
                Example(
                    "func f() -> UIView {\n"
                        + "    let ↓view = instantiateView() as! UIView // swiftlint:disable:this force_cast\n"
                        + "    return view // return the view\n}\n"
                ),
                "func f() -> UIView {\n"
                    + "    return instantiateView() as! UIView // swiftlint:disable:this force_cast // return the"
                        + " view\n}\n"
            ),
            Correction(
                Example("func f() -> Bool {\n    let ↓b  :  Bool  =  true\n    return b\n}\n"),
                "func f() -> Bool {\n    return true as Bool\n}\n"
            ),
            Correction(
                Example("func f() -> Int {\n    let ↓b = 2, a = 1\n    return b\n}\n"),
                "func f() -> Int {\n    let a = 1\n    return 2\n}\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("return") else { return }
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(CodeBlockItemListSyntax.self) { node, found in
            guard node.count >= 2, let returnItem = node.last, let returned = returnItem.item.as(ReturnStmtSyntax.self),
                  let name = returned.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let declarationItem = node.dropLast().last,
                  let declaration = declarationItem.item.as(VariableDeclSyntax.self),
                  let binding = declaration.bindings.first(where: {
                      $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                  }) else { return }
            found.add(at: binding, fix: Self.edits(declarationItem, binding, returnItem, in: file))
        }
    }

    /// The edits returning the binding's value directly.
    private static func edits(
        _ declarationItem: CodeBlockItemSyntax, _ binding: PatternBindingSyntax, _ returnItem: CodeBlockItemSyntax,
        in file: LintFile
    ) -> [TextEdit] {
        guard let declaration = declarationItem.item.as(VariableDeclSyntax.self),
              let returned = returnItem.item.as(ReturnStmtSyntax.self),
              let value = binding.initializer?.value, let returnedValue = returned.expression else { return [] }
        // With a type annotation the value becomes `value as Type`, without trivia; else the value keeps its own.
        let typed = binding.typeAnnotation.map { file.trimmedText(of: value) + " as " + file.trimmedText(of: $0.type) }
        let bindings = declaration.bindings
        guard bindings.count > 1 else {
            // The declaration goes: the return takes its leading comments and the comments after both.
            let leading = declaration.leadingTrivia.withoutTrailingIndentation.description
                + returned.leadingTrivia.afterFirstLineBreak.description
            let trailing = declaration.trailingTrivia.withoutTrailingIndentation.description
                + returned.trailingTrivia.description
            let newValue = typed ?? (value.leadingTrivia.description + file.trimmedText(of: value))
            let text = leading + returned.returnKeyword.text + returned.returnKeyword.trailingTrivia.description
                + newValue + trailing
            return [TextEdit(declarationItem.position.utf8Offset..<returnItem.endPosition.utf8Offset, text)]
        }
        var edits: [TextEdit] = []
        if binding.trailingComma == nil, let index = bindings.firstIndex(where: { $0.id == binding.id }),
           index != bindings.startIndex {
            // The last binding goes with the comma before it.
            let previous = bindings[bindings.index(before: index)]
            let start = previous.trailingComma?.position.utf8Offset ?? binding.position.utf8Offset
            edits.append(TextEdit(start..<binding.endPosition.utf8Offset))
        } else {
            edits.append(TextEdit(binding.position.utf8Offset..<binding.endPosition.utf8Offset))
        }
        // The statements are made again without their semicolons.
        if let semicolon = declarationItem.semicolon { edits.append(TextEdit(semicolon.byteRange)) }
        let newValue = typed ?? value.description
        edits.append(TextEdit(returnedValue.position.utf8Offset..<returnedValue.endPosition.utf8Offset, newValue))
        if let semicolon = returnItem.semicolon { edits.append(TextEdit(semicolon.byteRange)) }
        return edits
    }
}

private extension SyntaxProtocol {
    /// Byte range of the node with its trivia.
    var byteRange: Range<Int> { position.utf8Offset..<endPosition.utf8Offset }
}

private extension Trivia {
    /// Without the spaces and tabs at its end.
    var withoutTrailingIndentation: Trivia {
        Trivia(pieces: Array(pieces.reversed().drop(while: \.isSpaceOrTab).reversed()))
    }

    /// What follows the first line break (all of it when there is none).
    var afterFirstLineBreak: Trivia {
        guard let index = pieces.firstIndex(where: \.isNewline) else { return self }
        return Trivia(pieces: Array(pieces[(index + 1)...]))
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
