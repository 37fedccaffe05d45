// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A set of numbers (`allowed_numbers: [0, 1, 2.5]`): whole numbers and decimals alike, a single number
/// being a list of one; shown sorted, as decimals (`[0.0, 1.0, 100.0]`), as SwiftLint shows them.
public struct NumberList: OptionValue, Sendable, Hashable {
    public var values: Set<Double>

    public init(_ values: Set<Double>) {
        self.values = values
    }

    public func contains(_ number: Double) -> Bool { values.contains(number) }

    public static func read(_ node: ConfigNode, current: NumberList) throws(ConfigurationError) -> NumberList {
        guard !node.isNull else { return NumberList([]) }
        var values = Set<Double>()
        switch node.node {
        case .sequence:
            for element in try node.elements() { values.insert(try element.double()) }
        default:
            values.insert(try node.double())
        }
        return NumberList(values)
    }

    public var yaml: OptionYAML { .list(values.sorted().map { .plain(String($0)) }) }
}
