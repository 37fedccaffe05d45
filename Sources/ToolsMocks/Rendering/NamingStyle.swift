// Copyright © 2026 Tools Authors. All rights reserved.

/// How mock member names are formed from a requirement.
public enum NamingStyle: String, Sendable, CaseIterable, Codable {
    /// The classic AutoMockable names: base name plus capitalised argument labels (`carVinCallsCount`).
    case selector
    /// Sourcery 2.2+'s bundled template: name, labels, parameter types and return type
    /// (`carVinStringCarCallsCount`).
    case typed
}
