// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Subprocess
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// Runs processes with swift-subprocess. Each child leads a process group of its own (`ProcessGroups`), so
/// that a timeout or Ctrl-C (task cancellation) reaches it and everything it started: SIGINT, then SIGTERM,
/// each with a short grace, then SIGKILL. When the child ends, whatever is left of its group (a background
/// child, `sh -c 'sleep 300 &'`) is ended with it.
public enum ProcessRunner {
    /// How long a child has after SIGINT, and then after SIGTERM, before the next signal.
    static let interruptGrace = Duration.seconds(2)

    public static func run(_ spec: ProcessSpec) async throws -> ProcessOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let log = try openLog(spec.logFile)
        defer { try? log?.close() }
        let tail = Locked(TailBuffer(limit: 64 * 1024))
        let outcome = try await supervised(spec) { spec, started in
            try await launch(spec, log: log, tail: tail, started: started)
        }
        return ProcessOutcome(termination: outcome, outputTail: tail.current.text, duration: clock.now - start)
    }

    /// Runs `launch` (which starts the child of `spec`, calling `started` with its id) with everything every
    /// child gets: a temporary folder of its own, its process group, the spec's time limit.
    static func supervised(
        _ spec: ProcessSpec,
        _ launch: @escaping @Sendable (ProcessSpec, @escaping @Sendable (pid_t) -> Void) async throws
            -> ProcessOutcome.Termination
    ) async throws -> ProcessOutcome.Termination {
        // Each child gets a temporary folder of its own, removed when it ends: some tools (the Swift driver's
        // `swift --version`, for one) leave folders in $TMPDIR, and nothing the tool runs may leave files behind.
        var spec = spec
        let scratch = spec.environment["TMPDIR"] == nil ? scratchFolder() : nil
        if let scratch { spec.environment["TMPDIR"] = scratch.path }
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        do {
            return try await withTimeout(spec.timeout) { [spec] in
                try await execute(spec) { started in try await launch(spec, started) }
            }
        } catch let error as CoreError {
            throw error
        } catch {
            throw CoreError.processUnrunnable(executable: spec.executable, detail: "\(error)")
        }
    }

    /// A new folder in the system's temporary folder, named so that a later run removes it when this process
    /// was killed before it could.
    private static func scratchFolder() -> URL? {
        let temporary = FileManager.default.temporaryDirectory
        TemporaryName.removeStale(in: temporary)
        let folder = TemporaryName.beside(temporary.appendingPathComponent("process"), kind: "tmpdir")
        return (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)) == nil
            ? nil : folder
    }

    /// Whether `name` is an executable on PATH (or an executable path).
    public static func isAvailable(
        _ name: String,
        environment: [String: String] = Invocation.current.environment
    ) -> Bool {
        locate(name, environment: environment) != nil
    }

    public static func locate(
        _ name: String,
        environment: [String: String] = Invocation.current.environment
    ) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Starts `spec` (through `launch`) in a process group of its own and ends the group when the child has
    /// ended.
    private static func execute(
        _ spec: ProcessSpec,
        launch: (@escaping @Sendable (pid_t) -> Void) async throws -> ProcessOutcome.Termination
    ) async throws -> ProcessOutcome.Termination {
        let groups = ProcessGroups.shared
        // After a second Ctrl-C nothing starts any more; without room for its descriptors, a child could not
        // start without failing half-way (which the subprocess library does not survive).
        guard groups.beginLaunch() else { return .cancelled }
        let group = Locked<pid_t?>(nil)
        defer {
            if group.current == nil { groups.launched(nil) }
        }
        guard OpenFileLimit.roomForAnotherChild() else {
            let limit = OpenFileLimit.current()?.soft ?? 0
            let detail = "too many open files (ulimit -n is \(limit)); run fewer jobs at once"
            throw CoreError.processUnrunnable(executable: spec.executable, detail: detail)
        }
        do {
            let termination = try await launch { pid in
                group.withLock { $0 = pid }
                groups.launched(pid)
            }
            await endGroup(group.current, in: groups)
            return termination
        } catch {
            await endGroup(group.current, in: groups)
            throw error
        }
    }

    /// Ends what is left of `group` even when the calling task is cancelled (its sleeps would not wait).
    private static func endGroup(_ group: pid_t?, in groups: ProcessGroups) async {
        guard let group else { return }
        await Task.detached { await groups.end(group) }.value
    }

    private static func launch(
        _ spec: ProcessSpec, log: FileHandle?, tail: Locked<TailBuffer>, started: @escaping @Sendable (pid_t) -> Void
    ) async throws -> ProcessOutcome.Termination {
        let invocation = Invocation.current
        let result = try await Subprocess.run(
            executable(of: spec),
            arguments: Arguments(spec.arguments),
            environment: environment(of: spec),
            workingDirectory: spec.workingDirectory.map { FilePath($0.path) },
            platformOptions: platformOptions,
            input: .none,
            output: .sequence,
            error: .combinedWithOutput
        ) { execution in
            started(execution.processIdentifier.value)
            for try await buffer in execution.standardOutput {
                let data = buffer.withUnsafeBytes { Data($0) }
                // A log that cannot be written (a full disk) loses output, never the run.
                try? log?.write(contentsOf: data)
                if spec.echo { invocation.writeOutput(data) }
                tail.withLock { $0.append(data) }
            }
        }
        if Task.isCancelled { return .cancelled }
        switch result.terminationStatus {
        case .exited(let code): return .exited(Int32(code))
        case .signaled(let signal): return .signaled(Int32(signal))
        }
    }

    /// The child's own group (its id is the group's): the terminal's Ctrl-C reaches this process only, which
    /// then stops the children as described above.
    static var platformOptions: PlatformOptions {
        var options = PlatformOptions()
        options.processGroupID = 0
        options.teardownSequence = [
            .send(signal: .interrupt, toProcessGroup: true, allowedDurationToNextStep: interruptGrace),
            .gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: interruptGrace),
        ]
        return options
    }

    static func executable(of spec: ProcessSpec) -> Executable {
        spec.executable.contains("/") ? .path(FilePath(spec.executable)) : .name(spec.executable)
    }

    /// The invocation's environment (the process's own, or a test's in-process run), with the spec's changes.
    static func environment(of spec: ProcessSpec) -> Environment {
        var variables = Invocation.current.environment
        // As a shell's `cd` does: the child's `pwd` then shows the folder as the tool named it, not the real
        // path the kernel gives (`/private/var/…` on macOS for `/var/…`), unless the job sets its own.
        if let folder = spec.workingDirectory { variables["PWD"] = folder.path }
        for (key, value) in spec.environment { variables[key] = value }
        var environment: [Environment.Key: String] = [:]
        for (key, value) in variables {
            if let key = Environment.Key(rawValue: key) { environment[key] = value }
        }
        return .custom(environment)
    }

    private static func openLog(_ url: URL?) throws -> FileHandle? {
        guard let url else { return nil }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            return try FileHandle(forWritingTo: url)
        } catch {
            throw CoreError.logUnwritable(path: url.path)
        }
    }

    /// The longest timeout kept: a week. A longer one (`Int.max` seconds from a configuration) would overflow
    /// the clock's arithmetic, and no job runs that long.
    static let longestTimeout = Duration.seconds(7 * 24 * 3600)

    private static func withTimeout(
        _ timeout: Duration?, _ body: @escaping @Sendable () async throws -> ProcessOutcome.Termination
    ) async throws -> ProcessOutcome.Termination {
        guard let timeout else { return try await body() }
        let limit = min(timeout, longestTimeout)
        return try await withThrowingTaskGroup(of: ProcessOutcome.Termination?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                return nil
            }
            guard let first = try await group.next() else { return .timedOut }
            group.cancelAll()
            // Wait for the process to be torn down before returning.
            while let _ = try? await group.next() {}
            return first ?? .timedOut
        }
    }
}
