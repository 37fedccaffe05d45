// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

extension ToolsCore {
    /// The running build: the version, and the size and modification time of the executable. Caches of
    /// generated output carry it, so that a rebuilt binary (a changed renderer, same version number) never
    /// serves what an older build wrote.
    public static let buildIdentity: String = {
        #if os(Linux)
        // The kernel's link to the running executable: `Bundle.main` would first scan its folder (milliseconds,
        // on the path of every cached run).
        let executable = "/proc/self/exe"
        #else
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
        #endif
        var info = stat()
        guard stat(executable, &info) == 0 else { return version }
        #if canImport(Darwin)
        let seconds = info.st_mtimespec.tv_sec
        #else
        let seconds = info.st_mtim.tv_sec
        #endif
        return "\(version) \(info.st_size) \(seconds)"
    }()
}
