// Copyright © 2026 Tools Authors. All rights reserved.

/// Why a climate could not be read.
public enum ClimateError: Error, Equatable, Sendable {
    case missingIdentifier
    case notFound(id: String)
}
