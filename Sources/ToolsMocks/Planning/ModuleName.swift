// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A module named for an `import` line of the mock files: written after `import `, so anything but a module
/// name ("Bar Baz", "", a line break) would make the generated files fail to compile, or add lines of its own.
enum ModuleName {
    /// Why `value` is not a module name (a Swift identifier, or dotted ones for a submodule such as
    /// `Darwin.C`), nil when it is one.
    static func problem(_ value: String, testable: Bool) -> String? {
        if value.hasPrefix("@testable") {
            return testable ? "'\(value)' has '@testable': give the module's name alone"
                : "'\(value)' is a @testable import: list the module under the testable imports instead"
        }
        guard !value.isEmpty else { return "an empty module name" }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy(isIdentifier) else {
            return "'\(value.debugDescription.dropFirst().dropLast())' is not a module name (a Swift identifier)"
        }
        return nil
    }

    /// The module names listed at `node` (a string or a list of strings), each through `transform` (a
    /// Sourcery `${VARIABLE}`); a value that is not one is an error at the element at fault.
    static func list(
        _ node: ConfigNode, testable: Bool, transform: (String) -> String = { $0 }
    ) throws(ConfigurationError) -> [String] {
        let elements = node.isSequence ? try node.elements() : [node]
        var names: [String] = []
        for element in elements {
            let name = transform(try element.string())
            if let problem = problem(name, testable: testable) { throw element.error(problem, hint: hint) }
            names.append(name)
        }
        return names
    }

    static let hint = "write module names such as 'FeatureKit', one per entry"

    private static func isIdentifier(_ part: Substring) -> Bool {
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
