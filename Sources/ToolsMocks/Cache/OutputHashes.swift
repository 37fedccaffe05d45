// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The content hashes of the output files a run writes or finds up to date, for `RunMemo`, made beside the
/// run: the one output file of a large run is megabytes, and hashing it on the run's thread came after
/// every other step.
final class OutputHashes: Sendable {
    private let group = DispatchGroup()
    private let hashes = Locked([String: String]())

    /// Hashes `data`, the content of the file at `path`, on another thread.
    func add(_ data: Data, for path: String) {
        let hashes = hashes
        DispatchQueue.global().async(group: group) {
            let hash = ContentKey.of(data)
            hashes.withLock { $0[path] = hash }
        }
    }

    /// Every hash asked for, by path, once made.
    var all: [String: String] {
        group.wait()
        return hashes.current
    }
}
