// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is deinitialised.
/// Its path contains a space and a non-ASCII character, so every test exercises such paths.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL

    public init(prefix: String = "tools test") throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix) é-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        url = base.resolvingSymlinksInPath()
    }

    deinit {
        if ProcessInfo.processInfo.environment["TOOLS_KEEP_TEST_DIRS"] == nil {
            try? FileManager.default.removeItem(at: url)
        }
    }

    public var path: String { url.path }

    /// Writes `text` to `relativePath`, creating folders.
    @discardableResult
    public func write(_ text: String, to relativePath: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }
}
