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

    /// Keeps one problem per place and sentence (a mistake inside a template is met once per target or
    /// scheme using it, under each one's key path, but is written once), in the order of the files and, in
    /// each, of lines and columns.
    public mutating func keepOncePerPlace() {
        var seen: Set<String> = []
        var files: [String: Int] = [:]
        let unique = errors.flatMap(\.problems).filter { error in
            let sentence: String
            switch error {
            case .invalidValue(_, _, let problem, _): sentence = problem
            case .wrongType(_, _, let expected): sentence = expected
            default: sentence = error.message
            }
            if let file = error.location?.file, files[file] == nil { files[file] = files.count }
            return seen.insert("\(error.location?.description ?? "")|\(sentence)").inserted
        }
        errors = unique.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.location, rhs.element.location)
            let leftKey = (left.flatMap { files[$0.file] } ?? -1, left?.line ?? 0, left?.column ?? 0, lhs.offset)
            let rightKey = (right.flatMap { files[$0.file] } ?? -1, right?.line ?? 0, right?.column ?? 0, rhs.offset)
            return leftKey < rightKey
        }.map(\.element)
    }

    /// Throws every recorded problem as one error; returns when there is none.
    public func finish() throws(ConfigurationError) {
        if let error = ConfigurationError.combining(errors) { throw error }
    }
}
