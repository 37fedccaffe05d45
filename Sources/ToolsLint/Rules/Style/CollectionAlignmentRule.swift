// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Every element of a collection literal that starts a line is in the column of the first element (of its
/// key, or with `align_colons` of its colon), as SwiftLint's opt-in `collection_alignment`.
///
/// Array columns are compared in UTF-8 bytes, dictionary columns in characters, as SwiftLint compares them;
/// a dictionary finding is placed at the line's byte that many characters in, as SwiftLint places it.
struct CollectionAlignmentRule: Rule {
    static let description = RuleDescription(
        identifier: "collection_alignment",
        name: "Collection Element Alignment",
        description: "All elements in a collection literal should be vertically aligned",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("doThings(arg: [\n    \"foo\": 1,\n    \"bar\": 2,\n    \"fizz\": 2,\n    \"buzz\": 2\n])\n"),
            Example("""
            let meals = [
                            "breakfast": "oatmeal",
                            "lunch": "sandwich"
            ]

            """),
            Example("""
            NSAttributedString(string: "…", attributes: [.font: UIFont.systemFont(ofSize: 12, weight: .regular),
                                                         .foregroundColor: UIColor(white: 0, alpha: 0.2)])

            """),
            Example("var evenNumbers: Set<Int> = [\n    2,\n    4,\n    6\n]\n"),
            Example("let abc = [1, 2, 3, 4]\n"),
            Example("let abc = [\n    1, 2, 3, 4\n]\n"),
            Example("let abc = [\n    \"foo\": \"bar\", \"fizz\": \"buzz\"\n]\n"),
            Example("""
            let abc = [
                "alpha": "a",
                 "beta": "b",
              "epsilon": "e"
            ]

            """, options: "align_colons: true"),
            Example("""
            var weirdColons = [
                "a"    :  1,
                  "b"  :2,
                   "c" :      3
            ]

            """, options: "align_colons: true"),
        ],
        triggeringExamples: [
            Example("doThings(arg: [\n    \"foo\": 1,\n    \"bar\": 2,\n   ↓\"fizz\": 2,\n   ↓\"buzz\": 2\n])\n"),
            Example("""
            let abc = [
                "alpha": "a",
                 ↓"beta": "b",
                "gamma": "g",
              ↓"epsilon": "e"
            ]

            """),
            Example("""
            let meals = [
                            "breakfast": "oatmeal",
                            "lunch": "sandwich",
                ↓"dinner": "burger"
            ]

            """),
            Example("""
            let coordinates = [
                CLLocationCoordinate2D(latitude: 0, longitude: 33),
                    ↓CLLocationCoordinate2D(latitude: 0, longitude: 66),
                CLLocationCoordinate2D(latitude: 0, longitude: 99)
            ]

            """),
            Example("var evenNumbers: Set<Int> = [\n    2,\n  ↓4,\n    6\n]\n"),
            Example("doThings(arg: [\n    \"foo\": 1,\n    \"fizz\"↓: 2\n])\n", options: "align_colons: true"),
            Example("var weirdColons = [\n    \"a\"    :  1,\n    \"b\"  ↓:2\n]\n", options: "align_colons: true"),
        ]
    )

    var alignColons = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("align_colons", \.alignColons, "dictionaries align their colons instead of their keys")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("[") else { return }
        walk.visitPost(ArrayExprSyntax.self) { node, found in
            guard node.elements.count > 1 else { return }
            let places = node.elements.map { element in
                let offset = element.positionAfterSkippingLeadingTrivia.utf8Offset
                return Place(line: file.lineNumber(atByte: offset), column: file.byteColumn(atByte: offset))
            }
            report(places, in: file, &found)
        }
        walk.visitPost(DictionaryElementListSyntax.self) { node, found in
            guard node.count > 1 else { return }
            let places = node.map { element in
                let position = alignColons ? element.colon.positionAfterSkippingLeadingTrivia
                    : element.key.positionAfterSkippingLeadingTrivia
                let line = file.lineNumber(at: position)
                let start = file.lineStarts[line - 1]
                let characters = String(decoding: file.bytes[start..<position.utf8Offset], as: UTF8.self).count
                return Place(line: line, column: characters)
            }
            report(places, in: file, &found)
        }
    }

    /// A line and a 0-based column, in the unit the collection's kind compares.
    private struct Place {
        var line: Int
        var column: Int
    }

    private func report(_ places: [Place], in file: LintFile, _ found: inout RuleFindings) {
        guard let first = places.first else { return }
        for index in places.indices.dropFirst() {
            let place = places[index]
            guard places[index - 1].line < place.line, place.column != first.column else { continue }
            found.add(atByte: min(file.lineStarts[place.line - 1] + place.column, file.bytes.count))
        }
    }
}
