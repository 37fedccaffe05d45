// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `struct A: Codable, Equatable` rather than `Codable & Equatable` in an inheritance list, as SwiftLint's
/// opt-in `comma_inheritance` (compositions elsewhere, in generic constraints or type aliases, are fine).
struct CommaInheritanceRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "comma_inheritance",
        name: "Comma Inheritance Rule",
        description: "Use commas to separate types in inheritance lists",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("struct A: Codable, Equatable {}\n"),
            Example("enum B: Codable, Equatable {}\n"),
            Example("class C: Codable, Equatable {}\n"),
            Example("protocol D: Codable, Equatable {}\n"),
            Example("typealias E = Equatable & Codable\n"),
            Example("func foo<T: Equatable & Codable>(_ param: T) {}\n"),
            Example("protocol G {\n    associatedtype Model: Codable, Equatable\n}\n"),
        ],
        triggeringExamples: [
            Example("struct A: Codable↓ & Equatable {}\n"),
            Example("struct A: Codable↓  & Equatable {}\n"),
            Example("struct A: Codable↓&Equatable {}\n"),
            Example("struct A: Codable↓& Equatable {}\n"),
            Example("enum B: Codable↓ & Equatable {}\n"),
            Example("class C: Codable↓ & Equatable {}\n"),
            Example("protocol D: Codable↓ & Equatable {}\n"),
            Example("protocol G {\n    associatedtype Model: Codable↓ & Equatable\n}\n"),
            Example("extension Box: Sendable↓ & Hashable↓ & Codable {}\n"),
        ],
        corrections: [
            Correction(Example("struct A: Codable↓ & Equatable {}\n"), "struct A: Codable, Equatable {}\n"),
            Correction(Example("struct A: Codable↓  & Equatable {}\n"), "struct A: Codable, Equatable {}\n"),
            Correction(Example("struct A: Codable↓&Equatable {}\n"), "struct A: Codable, Equatable {}\n"),
            Correction(Example("struct A: Codable↓& Equatable {}\n"), "struct A: Codable, Equatable {}\n"),
            Correction(Example("enum B: Codable↓ & Equatable {}\n"), "enum B: Codable, Equatable {}\n"),
            Correction(
                Example("protocol G {\n    associatedtype Model: Codable↓ & Equatable\n}\n"),
                "protocol G {\n    associatedtype Model: Codable, Equatable\n}\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("&") else { return }
        walk.visitPost(InheritedTypeSyntax.self) { node, found in
            guard let composition = node.type.as(CompositionTypeSyntax.self) else { return }
            for ampersand in composition.elements.compactMap(\.ampersand) {
                // From the end of the type before to the type after: `A & B` becomes `A, B`.
                let start = ampersand.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia
                    ?? ampersand.position
                found.add(at: start, fix: [TextEdit(start.utf8Offset..<ampersand.endPosition.utf8Offset, ", ")])
            }
        }
    }
}
