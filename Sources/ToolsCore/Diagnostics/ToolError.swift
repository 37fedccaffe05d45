// Copyright © 2026 Tools Authors. All rights reserved.

/// A located error given by its sentence rather than by a case. Every capability throws its own enum;
/// this remains only for the template lookup of `TemplateSet.locate` (ToolsScaffold), which is being
/// rewritten on another branch: convert its two errors to `ScaffoldError` cases once that lands.
public struct ToolError: LocatedError {
    public var location: ErrorLocation?
    public var message: String
    public var hint: String?
    public var exitStatus: ExitStatus

    public init(
        file: String? = nil, position: SourcePosition? = nil, message: String, hint: String? = nil,
        exitStatus: ExitStatus = .usage
    ) {
        location = file.map { ErrorLocation(file: $0, position: position) }
        self.message = message
        self.hint = hint
        self.exitStatus = exitStatus
    }
}
