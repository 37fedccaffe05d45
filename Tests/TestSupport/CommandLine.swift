// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The result of a process run by a test.
public struct CommandResult: Sendable {
    public var status: Int32
    public var output: String
    public var error: String

    public init(status: Int32, output: String, error: String) {
        self.status = status
        self.output = output
        self.error = error
    }
}

public struct CommandFailed: Error, CustomStringConvertible {
    public var description: String
}

/// Runs a process synchronously for test set-up and checks (Foundation's Process: independent of the
/// code under test, which uses swift-subprocess).
@discardableResult
public func runCommand(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:], input: String? = nil, check: Bool = true
) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    if let directory { process.currentDirectoryURL = directory }
    var fullEnvironment = ProcessInfo.processInfo.environment
    fullEnvironment.merge(environment) { _, new in new }
    process.environment = fullEnvironment
    let output = Pipe()
    let error = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
    try standardInput.fileHandleForWriting.close()
    // Read both pipes concurrently so a chatty process cannot block on a full pipe.
    let errorData = Locked<Data>()
    let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1_000) }
    let result = CommandResult(
        status: process.terminationStatus,
        output: String(decoding: outputData, as: UTF8.self),
        error: String(decoding: errorData.value ?? Data(), as: UTF8.self)
    )
    if check, result.status != 0 {
        let commandLine = "\(executable) \(arguments.joined(separator: " "))"
        throw CommandFailed(
            description: "\(commandLine) exited \(result.status):\n\(result.output)\n\(result.error)"
        )
    }
    return result
}

/// A value set once by one thread and read by another.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? { lock.withLock { stored } }
    var isSet: Bool { value != nil }

    func set(_ value: Value) { lock.withLock { stored = value } }
}

/// `runCommand` on a thread of its own, for long processes (`swift build`, `swift test`) in async tests:
/// a blocking wait on one of Swift concurrency's few cooperative threads (one per core) would starve the
/// timers and process supervision of every other test running in parallel. `swift` and `swiftc` run one at
/// a time (`SwiftBuildSlot`).
public func runCommandOffThePool(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:], check: Bool = true
) async throws -> CommandResult {
    guard executable == "swift" || executable == "swiftc" else {
        return try await runOnAThread(executable, arguments, in: directory, environment: environment, check: check)
    }
    return try await SwiftBuildSlot.run {
        try await runOnAThread(executable, arguments, in: directory, environment: environment, check: check)
    }
}

private func runOnAThread(
    _ executable: String, _ arguments: [String], in directory: URL?, environment: [String: String], check: Bool
) async throws -> CommandResult {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result {
                try runCommand(executable, arguments, in: directory, environment: environment, check: check)
            })
        }
        thread.start()
    }
}

/// A FIFO opened for reading without waiting for a writer, so a command can write into it (its open finds a
/// reader) while the test runs on; `drain()` takes what was written. Outputs must fit the pipe's buffer
/// (16 KB on macOS).
public final class FIFOReader {
    private let descriptor: Int32

    public init(path: String) throws {
        guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
    }

    deinit { close(descriptor) }

    /// Everything written so far.
    public func drain() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }
}
