// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `list.isEmpty` rather than `list == []`, as SwiftLint's opt-in `empty_collection_literal`: an empty
/// array or dictionary literal right after `==` or `!=`.
struct EmptyCollectionLiteralRule: Rule {
    static let description = RuleDescription(
        identifier: "empty_collection_literal",
        name: "Empty Collection Literal",
        description: "Prefer checking `isEmpty` over comparing collection to an empty array or dictionary literal",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("myArray = []\n"),
            Example("myArray.isEmpty\n"),
            Example("!myArray.isEmpty\n"),
            Example("myDict = [:]\n"),
            Example("let same = [] == myArray\nlet one = myArray == [1]\nlet other = a === []\n"),
        ],
        triggeringExamples: [
            Example("myArray↓ == []\n"),
            Example("myArray↓ != []\n"),
            Example("myArray↓ == [ ]\n"),
            Example("myDict↓ == [:]\n"),
            Example("myDict↓ != [:]\n"),
            Example("myDict↓ == [: ]\n"),
            Example("myDict↓ == [ :]\n"),
            Example("myDict↓ == [ : ]\n"),
            Example("if list↓==[] {}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("["), file.contains("==") || file.contains("!=") else { return }
        walk.atEnd { found in
            let tokens = file.tokens
            let comparisons = file.tokenIndices(startingWith: ["==", "!="]) { $0.tokenKind.isEqualOrNotEqualOperator }
            for index in comparisons where index > 0 && index + 2 < tokens.count {
                let open = tokens[index + 1].tokenKind
                let next = tokens[index + 2].tokenKind
                guard open == .leftSquare, next == .colon || next == .rightSquare else { continue }
                found.add(at: tokens[index - 1].endPositionBeforeTrailingTrivia)
            }
        }
    }
}
