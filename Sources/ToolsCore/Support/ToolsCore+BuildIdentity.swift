// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

extension ToolsCore {
    /// The running build: the version, and the path, size, modification time, inode and device of the
    /// executable, taken once per process (one `stat`, a few microseconds). Every cache of results (lint's
    /// findings, the mocks' models and output, format's results, report parts) is keyed by it, so that a
    /// rebuilt binary (changed rules or parser, same version number) never serves what an older build
    /// cached. A test binds `buildIdentityOverride` to stand for another build.
    public static var buildIdentity: String { buildIdentityOverride ?? executableIdentity }

    /// `buildIdentity` as a short key part (a hash of it), for keys that would rather not hold paths.
    public static var buildKey: String {
        if let buildIdentityOverride { return ContentHash.of(buildIdentityOverride) }
        return executableKey
    }

    /// Another build, for tests: while bound, caches take this for the running build.
    @TaskLocal public static var buildIdentityOverride: String?

    private static let executableKey = ContentHash.of(executableIdentity)

    private static let executableIdentity: String = {
        #if os(Linux)
        // The kernel's link to the running executable: `Bundle.main` would first scan its folder (milliseconds,
        // on the path of every cached run).
        // The path names the build; the file is measured through the link itself, which still reaches a binary
        // replaced since it started (its name then ends in " (deleted)", which `stat` would not find).
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? "/proc/self/exe"
        let measured = "/proc/self/exe"
        #else
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
        let measured = executable
        #endif
        var info = stat()
        guard stat(measured, &info) == 0 else { return version }
        #if canImport(Darwin)
        let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #else
        let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #endif
        return "\(version) \(executable) \(info.st_size) \(modified) \(info.st_ino) \(info.st_dev)"
    }()
}
