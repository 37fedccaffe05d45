// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsCore

/// `ProcessRunner.capture`: standard input given, both output streams kept apart and whole up to a limit,
/// the runner's time limit and process group; buffers that grow, never reserved up front.
@Suite("Processes: capture", .offThePool)
struct ProcessCaptureTests {
    @Test("standard input in, both streams apart, the exit status")
    func streamsApart() async throws {
        let captured = try await ProcessRunner.capture(ProcessSpec(
            executable: "sh", arguments: ["-c", "tr a-z A-Z; echo oops >&2; exit 3"],
            standardInput: Data("hello\n".utf8)
        ), limit: 1 << 20)
        #expect(captured.termination == .exited(3))
        #expect(captured.output == Data("HELLO\n".utf8))
        #expect(captured.errorOutput == Data("oops\n".utf8))
        #expect(!captured.exceededLimit)
    }

    @Test("more than fits a pipe on both streams at once is read whole; past the limit it is dropped and said")
    func largeOutputAndLimit() async throws {
        // 1 MB on each stream: a reader of one stream only would leave the child blocked on the other.
        let script = "head -c 1048576 /dev/zero; head -c 1048576 /dev/zero >&2"
        let whole = try await ProcessRunner.capture(
            ProcessSpec(executable: "sh", arguments: ["-c", script]), limit: 4 << 20
        )
        #expect(whole.termination == .exited(0))
        #expect(whole.output.count == 1 << 20 && whole.errorOutput.count == 1 << 20)
        #expect(!whole.exceededLimit)
        let cut = try await ProcessRunner.capture(
            ProcessSpec(executable: "sh", arguments: ["-c", script]), limit: 1000
        )
        #expect(cut.termination == .exited(0), "the child was never blocked on a full pipe")
        #expect(cut.output.count == 1000 && cut.errorOutput.count == 1000)
        #expect(cut.exceededLimit)
    }

    @Test("a child that never ends is stopped at its time limit, with what it printed so far")
    func timeLimit() async throws {
        let captured = try await ProcessRunner.capture(ProcessSpec(
            executable: "sh", arguments: ["-c", "echo started; exec sleep 300"], timeout: .milliseconds(500),
            standardInput: Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        ), limit: 1 << 20)
        #expect(captured.termination == .timedOut)
        #expect(String(decoding: captured.output, as: UTF8.self) == "started\n")
    }
}
