// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// How a remote configuration's URL is shown, compared and kept. A URL may carry credentials
/// (`https://user:password@host/…`, or a token as the user); they are never printed, written to a report
/// or kept in the store in clear: messages show `https://***@host/…`, and the store's key is the redacted
/// URL with a hash of the whole URL (two URLs that differ only in their credentials keep two copies).
enum RemoteAddress {
    /// `url` with its user information (everything before the `@` of the authority) replaced by `***`.
    static func redacted(_ url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let authorityStart = scheme.upperBound
        let authorityEnd = url[authorityStart...].firstIndex { "/?#".contains($0) } ?? url.endIndex
        guard let atSign = url[authorityStart..<authorityEnd].lastIndex(of: "@") else { return url }
        return String(url[..<authorityStart]) + "***" + String(url[atSign..<url.endIndex])
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
