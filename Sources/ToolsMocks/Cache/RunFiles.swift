// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The input files of a run, in order (each job's sources, then the lookup files that are not among them),
/// with their paths and display paths made once: `URL.path` is not free, and every step asks for them.
struct RunFiles: Sendable {
    let urls: [URL]
    let paths: [String]
    /// Paths relative to the request's display root (absolute outside it): file names in models and messages.
    let displays: [String]

    init(_ urls: [URL], displayRoot: URL?) {
        self.init(urls: urls, paths: urls.map(\.path), displayRoot: displayRoot)
    }

    init(request: MockRequest) {
        var urls = request.jobs.flatMap(\.sources)
        var paths = urls.map(\.path)
        // Paths come standardized from the planner: comparing strings is enough (and much cheaper).
        let jobPaths = Set(paths)
        for url in request.lookupFiles {
            let path = url.path
            guard !jobPaths.contains(path) else { continue }
            urls.append(url)
            paths.append(path)
        }
        self.init(urls: urls, paths: paths, displayRoot: request.displayRoot)
    }

    private init(urls: [URL], paths: [String], displayRoot: URL?) {
        self.urls = urls
        self.paths = paths
        let base = displayRoot.map { Self.folderPrefix($0.standardizedFileURL.path) }
        displays = paths.map { Self.display($0, base: base) }
    }

    var count: Int { urls.count }

    /// `path` relative to the folder `base` (with its final `/`) when inside it.
    static func display(_ path: String, base: String?) -> String {
        if let base, path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        return path
    }

    /// A folder's path with one final `/`.
    static func folderPrefix(_ path: String) -> String {
        path.hasSuffix("/") ? path : path + "/"
    }
}
