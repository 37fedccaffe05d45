// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Member-name prefixes of the `selector` style, as Sourcery's classic AutoMockable template (up to 2.1.2)
/// forms them from the selector: `f(_:y:z:)` → `fyz`, `start(car:of:)` → `startCarOf`.
enum SelectorNaming {
    private static let selectorReplacements: [UInt8: String] = [
        UInt8(ascii: "("): "_", UInt8(ascii: ")"): "", UInt8(ascii: ":"): "_", UInt8(ascii: "`"): "",
    ]

    static func prefix(_ name: String, labels: [String?]) -> String {
        let selector = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        // Byte by byte on plain text (this runs for every member), Foundation's replacements otherwise.
        let cleaned = ASCIILines.replacing(in: selector, Self.selectorReplacements)
            ?? selector.replacingOccurrences(of: "(", with: "_").replacingOccurrences(of: ")", with: "")
                .replacingOccurrences(of: ":", with: "_").replacingOccurrences(of: "`", with: "")
        return lowerFirstWord(TypedNaming.camelCase(cleaned))
    }

    /// StencilSwiftKit's `lowerFirstWord`: the leading run of capitals is lower-cased, except the last one
    /// when a lower-case letter follows it (`URLSession` → `urlSession`, `FYZ` → `fyz`).
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        while end < scalars.count, scalars[end].properties.isUppercase { end += 1 }
        if end > 1, end < scalars.count, scalars[end].properties.isLowercase { end -= 1 }
        var result = String(String.UnicodeScalarView(scalars[..<end])).lowercased()
        result.unicodeScalars.append(contentsOf: scalars[end...])
        return result
    }
}
