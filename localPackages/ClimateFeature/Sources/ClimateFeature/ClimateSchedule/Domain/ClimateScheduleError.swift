// Copyright © 2026 Tools Authors. All rights reserved.

/// Why a climateSchedule could not be read.
public enum ClimateScheduleError: Error, Equatable, Sendable {
    case missingIdentifier
    case notFound(id: String)
}
