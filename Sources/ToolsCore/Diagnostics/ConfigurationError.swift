// Copyright © 2026 Tools Authors. All rights reserved.

/// What is wrong with a configuration file (`project.yml` and its includes, `.swiftlint.yml`, the `tools:`
/// section), one located sentence per case; nothing was done, so every case exits 2.
public enum ConfigurationError: LocatedError, Equatable {
    case unreadable(file: String)
    /// Not UTF-8 text; the location names the first byte that is not, `byte` is its value.
    case notUTF8(FileLocation, byte: UInt8?)
    /// libyaml rejected the text; `detail` is its own explanation.
    case invalidYAML(FileLocation, detail: String)
    /// The value at `keyPath` is not of the kind the key takes, e.g. `expected: "a string"`.
    case wrongType(FileLocation, keyPath: String, expected: String)
    /// The value at `keyPath` has the right kind but cannot be used; `problem` says why.
    case invalidValue(FileLocation?, keyPath: String, problem: String, hint: String?)
    /// Every problem found in one file (or section), reported together before failing.
    case several([ConfigurationError])

    /// `errors` as one error: itself when there is one, `.several` when more; nil when empty.
    public static func combining(_ errors: [ConfigurationError]) -> ConfigurationError? {
        let flat = errors.flatMap(\.problems)
        guard let first = flat.first else { return nil }
        return flat.count == 1 ? first : .several(flat)
    }

    /// The single problems this error holds.
    public var problems: [ConfigurationError] {
        if case .several(let list) = self { return list.flatMap(\.problems) }
        return [self]
    }

    public var location: FileLocation? {
        switch self {
        case .unreadable(let file): FileLocation(file: file)
        case .notUTF8(let location, _), .invalidYAML(let location, _), .wrongType(let location, _, _): location
        case .invalidValue(let location, _, _, _): location
        case .several(let list): list.first?.location
        }
    }

    public var message: String {
        switch self {
        case .unreadable: "cannot read the file"
        case .notUTF8(_, let byte):
            byte.map { "byte 0x\(String($0, radix: 16, uppercase: true)) is not UTF-8 text" }
                ?? "the file is not UTF-8 text"
        case .invalidYAML(_, let detail): "invalid YAML: \(detail)"
        case .wrongType(_, let keyPath, let expected): Self.prefixed(keyPath, "expected \(expected)")
        case .invalidValue(_, let keyPath, let problem, _): Self.prefixed(keyPath, problem)
        case .several(let list): "\(list.count) problems in the configuration"
        }
    }

    public var hint: String? {
        switch self {
        case .unreadable: "check that it exists and is readable"
        case .notUTF8: "save the file as UTF-8"
        case .invalidYAML(let location, _):
            location.position == nil ? "save the file as UTF-8 YAML" : "fix the YAML syntax at that position"
        case .wrongType: nil
        case .invalidValue(_, _, _, let hint): hint
        case .several: "fix each of them"
        }
    }

    /// One line per problem, so that every problem of a file shows in one run.
    public var description: String {
        problems.map { Self.line(location: $0.location, message: $0.message, hint: $0.hint) }
            .joined(separator: "\n")
    }

    /// One error diagnostic per problem, for reporters and `doctor`.
    public var diagnostics: [Diagnostic] {
        problems.map { problem in
            Diagnostic(
                file: problem.location?.file, line: problem.location?.position?.line,
                column: problem.location?.position?.column, severity: .error, ruleID: "configuration",
                ruleName: "Configuration",
                message: problem.message + (problem.hint.map { " (\($0))" } ?? "")
            )
        }
    }

    private static func prefixed(_ keyPath: String, _ text: String) -> String {
        keyPath.isEmpty ? text : "\(keyPath): \(text)"
    }
}
