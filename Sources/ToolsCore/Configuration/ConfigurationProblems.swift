// Copyright © 2026 Tools Authors. All rights reserved.

/// Reads parts of a configuration that do not depend on each other, keeping every problem instead of the
/// first: `collect` runs a read and returns nil when it failed, `finish` throws them all at once.
public struct ConfigurationProblems: Sendable {
    public private(set) var errors: [ConfigurationError] = []

    public init() {}

    /// The result of `read`, or nil after recording its error.
    @discardableResult
    public mutating func collect<Value>(_ read: () throws(ConfigurationError) -> Value) -> Value? {
        do {
            return try read()
        } catch {
            errors.append(error)
            return nil
        }
    }

    /// Records `error` (one problem, or several).
    public mutating func record(_ error: ConfigurationError) {
        errors.append(error)
    }

    /// Records the problems of `other` after these.
    public mutating func append(_ other: ConfigurationProblems) {
        errors += other.errors
    }

    /// Keeps one problem per place and sentence: a mistake inside a template is met once per target or
    /// scheme using it, under each one's key path, but written once.
    public mutating func keepOncePerLocation() {
        var seen: Set<String> = []
        errors = errors.flatMap(\.problems).filter { error in
            let sentence: String
            switch error {
            case .invalidValue(_, _, let problem, _): sentence = problem
            case .wrongType(_, _, let expected): sentence = expected
            default: sentence = error.message
            }
            return seen.insert("\(error.location?.description ?? "")|\(sentence)").inserted
        }
    }

    /// Throws every recorded problem as one error; returns when there is none.
    public func finish() throws(ConfigurationError) {
        if let error = ConfigurationError.combining(errors) { throw error }
    }
}
