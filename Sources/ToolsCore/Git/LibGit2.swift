// Copyright © 2026 Tools Authors. All rights reserved.

import CGit2

/// libgit2 must be initialised once per process before any call.
enum LibGit2 {
    static let initialized: Bool = {
        git_libgit2_init()
        return true
    }()

    /// The version libgit2 reports at run time, e.g. `1.5.1`.
    static var version: String {
        _ = initialized
        var major: Int32 = 0
        var minor: Int32 = 0
        var revision: Int32 = 0
        git_libgit2_version(&major, &minor, &revision)
        return "\(major).\(minor).\(revision)"
    }

    /// Turns a libgit2 return code into a `CoreError` carrying libgit2's own message.
    static func check(_ code: Int32, _ action: @autoclosure () -> String, path: String? = nil) throws(CoreError) {
        guard code < 0 else { return }
        throw CoreError.git(path: path, detail: "\(action()): \(lastErrorMessage)")
    }

    static var lastErrorMessage: String {
        guard let error = git_error_last(), let message = error.pointee.message else { return "unknown git error" }
        return String(cString: message)
    }
}

extension ToolsCore {
    /// The version of the libgit2 library linked at run time.
    public static var libgit2Version: String { LibGit2.version }
}
