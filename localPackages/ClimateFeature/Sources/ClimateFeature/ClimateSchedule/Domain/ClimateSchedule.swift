// Copyright © 2026 Tools Authors. All rights reserved.

/// The feature's `ClimateSchedule` value, whatever source it was read from.
public struct ClimateSchedule: Equatable, Identifiable, Sendable {
    public let id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
