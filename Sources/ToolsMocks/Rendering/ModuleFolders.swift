// Copyright © 2026 Tools Authors. All rights reserved.

/// Which module a file (a display path) belongs to: the one whose source folder is the longest prefix.
struct ModuleFolders {
    let folders: [(prefix: String, name: String)]

    init(_ folders: [(String, String)]) {
        self.folders = folders.sorted { $0.0.count > $1.0.count }.map { (prefix: $0.0, name: $0.1) }
    }

    func module(of path: String) -> String? {
        folders.first { path.hasPrefix($0.prefix) }?.name
    }
}
