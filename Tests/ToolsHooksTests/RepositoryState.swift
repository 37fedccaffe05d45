// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport

/// The index (as git lists it) and every working-tree file's bytes: equal states prove nothing was touched.
struct RepositoryState: Equatable {
    var index: String
    var files: [String: Data]

    init(_ fixture: GitFixture) throws {
        index = try fixture.git("ls-files", "--stage")
        var files: [String: Data] = [:]
        let root = fixture.url
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            if url.pathComponents.contains(".git") { continue }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            files[String(url.path.dropFirst(root.path.count + 1))] = try Data(contentsOf: url)
        }
        self.files = files
    }
}

extension GitFixture {
    /// The staged content of `path`, as git shows it.
    func staged(_ path: String) throws -> String {
        try git("show", ":\(path)")
    }
}
