// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// Random trees of child processes run through `ProcessRunner`: nodes that ignore SIGINT and SIGTERM, fork
/// children and grandchildren (some through a subshell that exits at once, so they are re-parented), exit
/// early or sleep; each run finishes, times out or is cancelled after a seeded delay. Afterwards no process
/// of any tree may remain. CI runs a few trees; `TOOLS_STRESS_TREES=200` (and another `TOOLS_FUZZ_SEED`)
/// runs more, as README's Development section says.
@Suite("Stress: process trees", .offThePool)
struct ProcessTreeStressTests {
    static let trees = ProcessInfo.processInfo.environment["TOOLS_STRESS_TREES"].flatMap(Int.init) ?? 12

    /// How a node of a tree ends.
    private enum NodeEnding: CaseIterable { case exitsEarly, sleeps, waitsForChildren }

    /// One process of a tree.
    private struct Node {
        var ignoresSignals: Bool
        var ending: NodeEnding
        var children: [Node]
        /// Started through a subshell that exits at once: the child is re-parented, still in the group.
        var detached: Bool

        static func random(depth: Int, using generator: inout SeededRandom) -> Node {
            let count = depth >= 3 ? 0 : Int.random(in: 0...2, using: &generator)
            return Node(
                ignoresSignals: Bool.random(using: &generator),
                ending: NodeEnding.allCases.randomElement(using: &generator) ?? .sleeps,
                children: (0..<count).map { _ in random(depth: depth + 1, using: &generator) },
                detached: depth > 0 && Int.random(in: 0..<4, using: &generator) == 0
            )
        }
    }

    /// Writes a script per node into `folder`; returns the root's script.
    private func write(_ node: Node, in folder: URL, counter: inout Int) throws -> URL {
        counter += 1
        let script = folder.appendingPathComponent("node\(counter).sh")
        var text = "#!/bin/sh\n"
        if node.ignoresSignals { text += "trap '' INT TERM\n" }
        text += "echo $$ >> \"$TREE_PIDS\"\n"
        for child in node.children {
            let path = try write(child, in: folder, counter: &counter).path
            text += child.detached ? "( sh '\(path)' & )\n" : "sh '\(path)' &\n"
        }
        switch node.ending {
        case .exitsEarly: text += "exit 0\n"
        case .sleeps: text += "exec sleep 300\n"
        // Every child may have exited early: then it sleeps, so a waiting node never ends on its own.
        case .waitsForChildren: text += "wait\nexec sleep 300\n"
        }
        try Data(text.utf8).write(to: script)
        return script
    }

    private enum Ending { case finishes, timesOut, isCancelled }

    /// One tree's run: its root's script, how the run ends, and after how long (timeout or cancellation).
    private struct Run {
        var root: URL
        var ending: Ending
        var delay: Int
    }

    @Test func noProcessOfARandomTreeOutlivesItsRun() async throws {
        var generator = SeededRandom(
            variable: "TOOLS_FUZZ_SEED", fallback: 2_026_11_22, for: "ProcessTreeStressTests (\(Self.trees) trees)"
        )
        let folder = try TemporaryDirectory(prefix: "tools trees")
        let pids = folder.url.appendingPathComponent("pids")
        var runs: [Run] = []
        for index in 0..<Self.trees {
            let tree = folder.url.appendingPathComponent("tree\(index)")
            try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
            var root = Node.random(depth: 0, using: &generator)
            let ending = [Ending.finishes, .timesOut, .isCancelled].randomElement(using: &generator) ?? .finishes
            // A run that finishes on its own has a root that exits, leaving its tree behind; the others' roots
            // run until they are stopped.
            if ending == .finishes {
                root.ending = .exitsEarly
            } else if root.ending == .exitsEarly {
                root.ending = .sleeps
            }
            var counter = 0
            let script = try write(root, in: tree, counter: &counter)
            runs.append(Run(root: script, ending: ending, delay: Int.random(in: 50...800, using: &generator)))
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for run in runs {
                group.addTask {
                    let spec = ProcessSpec(
                        executable: "sh", arguments: [run.root.path], environment: ["TREE_PIDS": pids.path],
                        timeout: run.ending == .timesOut ? .milliseconds(run.delay) : nil
                    )
                    let task = Task { try await ProcessRunner.run(spec) }
                    if run.ending == .isCancelled {
                        try await Task.sleep(for: .milliseconds(run.delay))
                        task.cancel()
                    }
                    let outcome = try await task.value
                    switch run.ending {
                    case .finishes: #expect(outcome.termination == .exited(0))
                    case .timesOut: #expect(outcome.termination == .timedOut)
                    case .isCancelled: #expect(outcome.termination == .cancelled)
                    }
                }
            }
            try await group.waitForAll()
        }
        let recorded = ProcessProbe.recordedIDs(in: pids)
        #expect(!recorded.isEmpty)
        let survivors = await ProcessProbe.survivors(of: recorded)
        ProcessProbe.killAll(survivors)
        #expect(survivors.isEmpty, "\(survivors.count) of \(recorded.count) processes outlived their run")
    }
}
