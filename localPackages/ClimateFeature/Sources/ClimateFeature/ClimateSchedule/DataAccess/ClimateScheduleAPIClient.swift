// Copyright © 2026 Tools Authors. All rights reserved.

/// A climateSchedule as the back end sends it.
public struct ClimateScheduleRecord: Decodable, Equatable, Sendable {
    public let id: String
    public let name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

// sourcery: AutoMockable
/// The transport the repo reads through; the app injects its network client behind it.
public protocol ClimateScheduleAPIClient: Sendable {
    func climateScheduleRecord(for id: String) async throws -> ClimateScheduleRecord?
}
