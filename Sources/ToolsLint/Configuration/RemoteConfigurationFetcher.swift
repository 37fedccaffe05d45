// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Downloads a remote `parent_config`/`child_config` (a shared company configuration pinned by commit) and
/// keeps the last copy in the store by URL, as SwiftLint keeps one in `.swiftlint/RemoteConfigCache`: a later
/// run that cannot reach the server in time lints with that copy, with SwiftLint's warning. Without a store
/// (`--no-cache`) nothing is kept.
///
/// Bounded: a body is read up to `maximumBytes`, a wait lasts at most `maximumTimeout` seconds, and the kept
/// copy is replaced only by an answer that is a configuration (UTF-8 YAML whose top level is a mapping), not
/// by any page a proxy or a captive portal answers with. Credentials in the URL never show (`RemoteAddress`).
struct RemoteConfigurationFetcher {
    /// The store namespace of the copies; bump the suffix when their format changes. v2: keyed by
    /// `RemoteAddress.storeKey` (v1 keys were the URLs, credentials and all: retired).
    static let namespace = "lint.remote-config.v2"
    /// The most a remote configuration may weigh (1 MB); a shared SwiftLint file is a few kilobytes.
    static let maximumBytes = 1 << 20
    /// The longest `remote_timeout` or `remote_timeout_if_cached` honoured, in seconds.
    static let maximumTimeout: Double = 300

    let store: Store?

    /// The text of a remote file, with the warning to show when the kept copy stood in for it.
    typealias Fetched = (text: String, warning: Diagnostic?)

    /// One request: the URL as shown and as kept, the kept copy, and the wait.
    private struct Request {
        var url: String
        var shown: String
        var download: RemoteDownload
        var key: String
        var cached: String?
    }

    /// The text at `url`, waiting at most `timeout` seconds (`timeoutIfCached` when a copy is kept), with a
    /// warning when the kept copy stands in for it; an error when neither the server nor a copy answers.
    /// The calling thread waits: async code calls the async variant.
    func text(
        of url: String, timeout: Double, timeoutIfCached: Double, at node: ConfigNode
    ) throws(ConfigurationError) -> Fetched {
        let request = try request(url, timeout: timeout, timeoutIfCached: timeoutIfCached, at: node)
        return try finish(request, request.download.text(), at: node)
    }

    /// `text(of:timeout:timeoutIfCached:at:)` holding no thread while the server is waited for.
    func text(
        of url: String, timeout: Double, timeoutIfCached: Double, at node: ConfigNode
    ) async throws(ConfigurationError) -> Fetched {
        let request = try request(url, timeout: timeout, timeoutIfCached: timeoutIfCached, at: node)
        return try finish(request, await request.download.text(), at: node)
    }

    private func request(
        _ url: String, timeout: Double, timeoutIfCached: Double, at node: ConfigNode
    ) throws(ConfigurationError) -> Request {
        let shown = RemoteAddress.redacted(url)
        guard let address = URL(string: url), address.host != nil else {
            throw node.error("Invalid configuration entry: \"\(shown)\" isn't a valid url.")
        }
        let key = RemoteAddress.storeKey(url)
        // Copies of older formats go whatever this download gives: v1 kept them under the whole URL, credentials
        // included.
        try? store?.retireOldVersions(of: [Self.namespace])
        let cached = (try? store?.cachedValue(namespace: Self.namespace, key: key))
            .flatMap { $0 }.flatMap { String(data: $0, encoding: .utf8) }
        let wait = min(cached == nil ? timeout : timeoutIfCached, Self.maximumTimeout)
        return Request(
            url: url, shown: shown, download: RemoteDownload(url: address, timeout: wait, limit: Self.maximumBytes),
            key: key, cached: cached
        )
    }

    /// What the download gave, else the kept copy with a warning saying what happened, else the error.
    private func finish(
        _ request: Request, _ downloaded: Result<String, RemoteDownload.Failure>, at node: ConfigNode
    ) throws(ConfigurationError) -> Fetched {
        let failure: RemoteDownload.Failure
        switch downloaded {
        case .success(let text):
            guard let problem = Self.problem(of: text, shown: request.shown) else {
                // A copy that cannot be kept only costs the next offline run; this run has the text.
                keep(text, key: request.key)
                return (text, nil)
            }
            // Not a configuration: the kept copy stands in; without one, the text is read so that its
            // problem is reported where it is.
            guard let cached = request.cached else { return (text, nil) }
            return (cached, node.warning(
                "Unable to load remote config from \"\(request.shown)\": the answer is no configuration "
                    + "(\(problem)). Using cached version as a fallback."
            ))
        case .failure(let reason):
            failure = reason
        }
        let reason = Self.describe(failure, shown: request.shown, url: request.url, wait: request.download.timeout)
        guard let cached = request.cached else {
            throw node.error(reason + " Also didn't found cached version to fallback to.", hint: Self.hint(failure))
        }
        return (cached, node.warning(reason + " Using cached version as a fallback."))
    }

    /// Stores `text` as the copy of the URL, and drops the copies of older formats (v1 keys held credentials).
    private func keep(_ text: String, key: String) {
        guard let store else { return }
        try? store.storeValues(namespace: Self.namespace, [key: Data(text.utf8)])
        try? store.retireOldVersions(of: [Self.namespace])
    }

    /// Why `text` is no configuration (nil when it is one): a YAML error, or a top level other than a mapping.
    private static func problem(of text: String, shown: String) -> String? {
        do {
            let node = try YAMLLoader.parse(text, file: shown)
            return node.isMapping || node.isNull ? nil : "its top level is not a mapping of keys"
        } catch {
            return error.message
        }
    }

    /// SwiftLint's sentence, with what happened.
    static func describe(_ failure: RemoteDownload.Failure, shown: String, url: String, wait: Double) -> String {
        let unable = "Unable to load remote config from \"\(shown)\""
        switch failure {
        case .timedOut: return "Timeout (\(wait) sec): \(unable)."
        case .status(let status): return "\(unable): the server answered HTTP \(status)."
        case .tooLarge:
            return "\(unable): the answer is larger than 1 MB (\(maximumBytes) bytes), the limit of a remote "
                + "configuration."
        case .notUTF8: return "\(unable): the answer is not UTF-8 text."
        case .insecure(let detail):
            return "\(unable): the secure connection failed (\(redacting(url, in: detail)))."
        case .network(let detail): return "\(unable): \(redacting(url, in: detail))."
        }
    }

    /// What to do about `failure`: only a timeout is helped by a longer wait.
    static func hint(_ failure: RemoteDownload.Failure) -> String {
        switch failure {
        case .timedOut: "check the network, or raise remote_timeout"
        case .status: "check the URL: the server has no such file, or refuses it"
        case .tooLarge: "point parent_config or child_config at the configuration file itself"
        case .notUTF8: "save the remote configuration as UTF-8"
        case .insecure: "check the server's certificate, or the proxy between it and this machine"
        case .network: "check the URL and the network"
        }
    }

    /// A system explanation with any spelling of the URL in it redacted.
    private static func redacting(_ url: String, in detail: String) -> String {
        detail.replacingOccurrences(of: url, with: RemoteAddress.redacted(url))
    }
}
