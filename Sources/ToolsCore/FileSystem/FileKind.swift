// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What is at a path, seen without following a final symbolic link (`lstat`): what a write would replace.
public enum FileKind: Sendable, Equatable {
    case absent
    case regular
    case directory
    case symbolicLink
    case fifo
    case characterDevice
    case blockDevice
    case socket

    /// The kind of the entry at `path` itself; a link is not followed.
    public static func of(_ path: String) -> FileKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .absent }
        return kind(ofMode: status.st_mode)
    }

    /// The kind of what `path` names once symbolic links are followed (`stat`); a dangling link is absent.
    public static func following(_ path: String) -> FileKind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .absent }
        return kind(ofMode: status.st_mode)
    }

    static func kind(ofMode mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        default: .socket
        }
    }

    /// How messages name it: "a symbolic link", "a FIFO".
    public var phrase: String {
        switch self {
        case .absent: "missing"
        case .regular: "a file"
        case .directory: "a folder"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        }
    }

    /// Whether data can be written into it as a stream (a shell redirection's `>`), not replaced.
    var isStream: Bool { self == .fifo || self == .characterDevice }
}
