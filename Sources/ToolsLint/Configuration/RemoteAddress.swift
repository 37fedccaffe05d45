// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// How a remote configuration's URL is shown, compared and kept. A URL may carry credentials
/// (`https://user:password@host/…`, a token as the user, or one in the query: `?token=…`); they are never
/// printed, written to a report or kept in the store in clear: messages show `https://***@host/…?***`, and
/// the store's key is the redacted URL with a hash of the whole URL (two URLs that differ only in their
/// credentials keep two copies).
enum RemoteAddress {
    /// `url` with its user information (everything before the `@` of the authority) and its query (after
    /// the `?`) replaced by `***`.
    static func redacted(_ url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let authorityStart = scheme.upperBound
        let authorityEnd = url[authorityStart...].firstIndex { "/?#".contains($0) } ?? url.endIndex
        var result = String(url[..<authorityStart])
        if let atSign = url[authorityStart..<authorityEnd].lastIndex(of: "@") {
            result += "***" + url[atSign..<authorityEnd]
        } else {
            result += url[authorityStart..<authorityEnd]
        }
        let rest = url[authorityEnd...]
        guard let question = rest.firstIndex(of: "?") else { return result + rest }
        let fragment = rest[question...].firstIndex(of: "#") ?? rest.endIndex
        let query = rest[rest.index(after: question)..<fragment]
        return result + rest[..<question] + (query.isEmpty ? "?" : "?***") + rest[fragment...]
    }

    /// The key the kept copy of `url` is stored under: no credentials in it, only a hash of them.
    static func storeKey(_ url: String) -> String {
        redacted(url) + " " + ContentHash.of(url)
    }

    /// What tells two references to the same file apart from references to two files: the scheme and host
    /// in lower case, the scheme's default port dropped, the fragment (never sent) dropped.
    static func identity(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url.absoluteString
        }
        components.scheme = components.scheme?.lowercased()
        components.host = components.host?.lowercased()
        let defaultPort = components.scheme == "http" ? 80 : components.scheme == "https" ? 443 : nil
        if components.port == defaultPort { components.port = nil }
        components.fragment = nil
        if components.path.isEmpty { components.path = "/" }
        return components.string ?? url.absoluteString
    }
}
