// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A validated feature name: `Climate` and `ClimateFeature` both give the package `ClimateFeature`.
public struct FeatureName: Sendable, Hashable {
    /// The name without the suffix, used for the main sub-feature and its types (`Climate`).
    public let base: String

    public static let suffix = "Feature"

    /// The package, library and module name (`ClimateFeature`).
    public var packageName: String { base + Self.suffix }

    /// Validates `text` as typed by the user; throws a usage error (exit 2) that says how to fix it.
    public init(_ text: String) throws(ScaffoldError) {
        try NameRules.validate(text, role: "feature name", example: "Climate")
        let base = text.hasSuffix(Self.suffix) ? String(text.dropLast(Self.suffix.count)) : text
        guard !base.isEmpty else {
            throw ScaffoldError.nameIsOnlySuffix(text)
        }
        // The base names the main sub-feature's types, so it must be a valid type name on its own too.
        try NameRules.validate(base, role: "feature name", example: "Climate")
        self.base = base
    }
}

/// A validated sub-feature name (`ClimateSchedule`): the folder under `Sources/<Package>/` and the prefix
/// of the types generated inside it.
public struct SubFeatureName: Sendable, Hashable, Comparable {
    public let name: String

    public init(_ text: String) throws(ScaffoldError) {
        try NameRules.validate(text, role: "sub-feature name", example: "ClimateSchedule")
        name = text
    }

    public static func < (lhs: SubFeatureName, rhs: SubFeatureName) -> Bool { lhs.name < rhs.name }
}

/// The rules names must follow: they become folder names, Swift type names and package names.
enum NameRules {
    static func validate(_ text: String, role: String, example: String) throws(ScaffoldError) {
        func reject(_ problem: String, _ hint: String? = nil) -> ScaffoldError {
            let fallback = suggestion(for: text).map { "did you mean '\($0)'?" }
                ?? "use an UpperCamelCase Swift identifier such as '\(example)'"
            return ScaffoldError.invalidName(role: role, text: text, problem: problem, fix: hint ?? fallback)
        }
        if text.isEmpty { throw reject("is empty") }
        if text.contains("/") || text.contains("\\") || text.contains("..") {
            throw reject("contains a path separator or '..'", "give a plain name such as '\(example)', not a path")
        }
        if text.contains(where: \.isWhitespace) {
            throw reject("contains whitespace")
        }
        if SwiftKeywords.reserved.contains(text) {
            throw reject("is a Swift keyword", "choose a name that is not a keyword, e.g. '\(example)'")
        }
        // The generated code also uses the name with a lowercase first letter, as a method and a variable.
        if SwiftKeywords.reserved.contains(TemplateRenderer.lowerFirst(text)) {
            throw reject(
                "would give the method name '\(TemplateRenderer.lowerFirst(text))', a Swift keyword",
                "choose a more specific name, e.g. '\(text)Settings'"
            )
        }
        if let first = text.unicodeScalars.first, ("0"..."9").contains(first) {
            throw reject("starts with a digit", "start with an uppercase letter, e.g. '\(example)'")
        }
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw reject("does not start with an uppercase letter")
        }
        let allowed = text.unicodeScalars.allSatisfy { scalar in
            ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        guard allowed else { throw reject("contains characters other than ASCII letters and digits") }
        if layerFolderNames.contains(text) {
            throw reject(
                "is a layer folder's name: the sub-feature folder Sources/<Package>/\(text)/ would be read as the "
                    + "\(text) layer, and the package would break its own layering rule",
                "choose a more specific name, e.g. '\(text)Models'"
            )
        }
        if reservedTypeNames.contains(text) {
            throw reject(
                "would shadow a standard type the generated code uses",
                "choose a more specific name, e.g. '\(text)Settings'"
            )
        }
    }

    /// `climate control` → `ClimateControl`, `Ünïcode` → `Unicode`: the words of `text`, accents folded,
    /// joined in UpperCamelCase, when that gives a different, plain ASCII name that starts with a letter.
    static func suggestion(for text: String) -> String? {
        // Accents folded first, so that `Ünïcode` suggests `Unicode`, not `NCode`.
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        let words = folded.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard !joined.isEmpty, joined != text, joined.first?.isLetter == true,
              !SwiftKeywords.reserved.contains(joined), !reservedTypeNames.contains(joined) else { return nil }
        return joined
    }

    /// The folders lint's layering rule reads as layers (`LayerMap.standard`): a sub-feature folder named like
    /// one puts the whole sub-feature (views, factory) in that layer.
    static let layerFolderNames: Set<String> = ["Domain", "Application", "DataAccess", "Presentation", "Mocks"]

    /// Types the default templates use by name: a sub-feature named like one of them would shadow it.
    static let reservedTypeNames: Set<String> = [
        "String", "Int", "Bool", "Double", "Float", "Error", "Result", "Optional", "Array", "Dictionary", "Set",
        "Equatable", "Hashable", "Identifiable", "Sendable", "Decodable", "Encodable", "Codable", "Task", "Never",
        "Void", "View", "State", "Text", "ProgressView", "Observable", "MainActor", "Package", "Testing", "Test",
        "XCTest", "XCTestCase", "Foundation", "SwiftUI", "Observation",
    ]
}
