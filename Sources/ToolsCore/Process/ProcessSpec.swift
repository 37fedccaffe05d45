// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What to run: always an argument array, never a shell string.
public struct ProcessSpec: Sendable, Hashable {
    /// A name looked up on PATH (`swift`) or a path (`/usr/bin/git`).
    public var executable: String
    public var arguments: [String]
    /// Variables added to (or, with nil, removed from) the inherited environment.
    public var environment: [String: String?]
    public var workingDirectory: URL?
    /// Standard output and standard error, interleaved, are written here as they arrive.
    public var logFile: URL?
    /// Whether output is also shown on the console as it arrives.
    public var echo: Bool
    public var timeout: Duration?
    /// The bytes given on standard input (nil: none; `ProcessRunner.capture` only).
    public var standardInput: Data?

    public init(
        executable: String,
        arguments: [String] = [],
        environment: [String: String?] = [:],
        workingDirectory: URL? = nil,
        logFile: URL? = nil,
        echo: Bool = false,
        timeout: Duration? = nil,
        standardInput: Data? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.logFile = logFile
        self.echo = echo
        self.timeout = timeout
        self.standardInput = standardInput
    }

    /// The command line as a person would type it, for logs and plans.
    public var commandLine: String {
        ([executable] + arguments).map(ShellQuoting.quote).joined(separator: " ")
    }
}
