// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads a remote `parent_config`/`child_config` (a shared company configuration pinned by commit) and
/// keeps the last copy in the store by URL, as SwiftLint keeps one in `.swiftlint/RemoteConfigCache`: a later
/// run that cannot reach the server in time lints with that copy, with SwiftLint's warning. Without a store
/// (`--no-cache`) nothing is kept.
struct RemoteConfigurationFetcher {
    /// The store namespace of the copies; bump the suffix when their format changes.
    static let namespace = "lint.remote-config.v1"

    let store: Store?

    /// The text at `url`, waiting at most `timeout` seconds (`timeoutIfCached` when a copy is kept), with a
    /// warning when the kept copy stands in for it; an error when neither the server nor a copy answers.
    func text(
        of url: String, timeout: Double, timeoutIfCached: Double, at node: ConfigNode
    ) throws(ConfigurationError) -> (text: String, warning: Diagnostic?) {
        guard let address = URL(string: url), address.host != nil else {
            throw node.error("Invalid configuration entry: \"\(url)\" isn't a valid url.")
        }
        let cached = (try? store?.cachedValue(namespace: Self.namespace, key: url))
            .flatMap { $0 }.flatMap { String(data: $0, encoding: .utf8) }
        let wait = cached == nil ? timeout : timeoutIfCached
        switch Self.download(address, timeout: wait) {
        case .success(let text):
            // A copy that cannot be kept only costs the next offline run; this run has the text.
            try? store?.storeValues(namespace: Self.namespace, [url: Data(text.utf8)])
            return (text, nil)
        case .failure(let timedOut):
            let reason = timedOut
                ? "Timeout (\(wait) sec): Unable to load remote config from \"\(url)\"."
                : "Unable to load remote config from \"\(url)\"."
            guard let cached else {
                throw node.error(reason + " Also didn't found cached version to fallback to.",
                                 hint: "check the URL and the network, or raise remote_timeout")
            }
            return (cached, node.warning(reason + " Using cached version as a fallback."))
        }
    }

    private enum Outcome {
        case success(String)
        /// The server did not answer with status 200 and UTF-8 text: `true` when the time ran out first.
        case failure(timedOut: Bool)
    }

    /// One GET of `url` with a deadline. The configuration is read before any file is linted, so the
    /// calling thread waits; the session's callbacks run on its own queue.
    private static func download(_ url: URL, timeout: Double) -> Outcome {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = max(timeout, 0.001)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: url) { data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode
            if error == nil, status == 200, let data, let text = String(data: data, encoding: .utf8) {
                box.set(.success(text))
            } else {
                box.set(.failure(timedOut: (error as? URLError)?.code == .timedOut))
            }
            done.signal()
        }
        task.resume()
        guard done.wait(timeout: .now() + timeout) == .success else {
            task.cancel()
            return .failure(timedOut: true)
        }
        return box.value ?? .failure(timedOut: false)
    }

    /// The outcome handed from the session's queue to the waiting thread.
    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Outcome?

        var value: Outcome? {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }

        func set(_ outcome: Outcome) {
            lock.lock()
            defer { lock.unlock() }
            stored = outcome
        }
    }
}
