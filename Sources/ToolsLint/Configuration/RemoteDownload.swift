// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One bounded GET of a remote configuration: at most `limit` bytes are read (an announced larger body is
/// refused before its first byte, an endless one is cut at the limit), the whole exchange ends by the
/// deadline, and a failure says what happened (status, TLS, size, encoding, time) rather than only that
/// it failed.
struct RemoteDownload: Sendable {
    enum Failure: Error, Equatable {
        case timedOut
        /// The server answered with another status than 200.
        case status(Int)
        /// The body is (or announces) more than the limit.
        case tooLarge
        case notUTF8
        /// The secure connection could not be made; `detail` is the system's explanation.
        case insecure(detail: String)
        /// Anything else on the way (no such host, connection refused); `detail` is the system's explanation.
        case network(detail: String)
    }

    let url: URL
    let timeout: Double
    let limit: Int

    /// The body as UTF-8 text, or why there is none, the calling thread waiting (at most `timeout` seconds):
    /// for synchronous callers. Async code calls `text() async`, which holds no thread while it waits.
    func text() -> Result<String, Failure> {
        let outcome = Locked<Result<String, Failure>?>(nil)
        let done = DispatchSemaphore(value: 0)
        start { result in
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return outcome.current ?? .failure(.timedOut)
    }

    /// The body as UTF-8 text, or why there is none, by the deadline; no thread waits meanwhile.
    func text() async -> Result<String, Failure> {
        await withCheckedContinuation { continuation in
            start { continuation.resume(returning: $0) }
        }
    }

    /// Starts the GET; `finish` is called exactly once, by the deadline at the latest (on another thread).
    private func start(_ finish: @escaping @Sendable (Result<String, Failure>) -> Void) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let receiver = Receiver(limit: limit, finish: finish)
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        let task = session.dataTask(with: url)
        receiver.onFinish = { session.invalidateAndCancel() }
        task.resume()
        // The deadline holds whatever the network layer does (a server trickling bytes keeps its own
        // timers quiet).
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            receiver.complete(with: .failure(.timedOut))
        }
    }

    /// Collects the body on the session's queue, stopping the task at the first sign of a failure.
    private final class Receiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        let limit: Int
        private let finish: @Sendable (Result<String, Failure>) -> Void
        private let lock = NSLock()
        private var body = Data()
        private var failure: Failure?
        private var finished = false
        /// Run once the outcome is handed over: ends the session (and with it the task).
        var onFinish: (@Sendable () -> Void)? {
            get { lock.withLock { storedOnFinish } }
            set { lock.withLock { storedOnFinish = newValue } }
        }
        private var storedOnFinish: (@Sendable () -> Void)?

        init(limit: Int, finish: @escaping @Sendable (Result<String, Failure>) -> Void) {
            self.limit = limit
            self.finish = finish
        }

        /// Hands over `outcome` unless an outcome was handed over already.
        func complete(with outcome: Result<String, Failure>) {
            let (first, cleanup) = lock.withLock { () -> (Bool, (@Sendable () -> Void)?) in
                defer {
                    finished = true
                    storedOnFinish = nil
                }
                return (!finished, storedOnFinish)
            }
            guard first else { return }
            finish(outcome)
            cleanup?()
        }

        private func outcome(error: (any Error)?) -> Result<String, Failure> {
            lock.withLock {
                if let failure { return .failure(failure) }
                if let error { return .failure(Self.failure(of: (error as? URLError) ?? URLError(.unknown))) }
                guard let text = String(data: body, encoding: .utf8) else { return .failure(.notUTF8) }
                return .success(text)
            }
        }

        private func fail(_ reason: Failure) {
            lock.withLock { if failure == nil { failure = reason } }
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            let status = (response as? HTTPURLResponse)?.statusCode ?? 200
            if status != 200 {
                fail(.status(status))
                completionHandler(.cancel)
            } else if response.expectedContentLength > Int64(limit) {
                fail(.tooLarge)
                completionHandler(.cancel)
            } else {
                completionHandler(.allow)
            }
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let over = lock.withLock {
                body.append(data)
                return body.count > limit
            }
            if over {
                fail(.tooLarge)
                dataTask.cancel()
            }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            complete(with: outcome(error: error))
        }

        private static func failure(of error: URLError) -> Failure {
            let detail = error.localizedDescription
            switch error.code {
            case .timedOut: return .timedOut
            case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
                 .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
                 .clientCertificateRequired:
                return .insecure(detail: detail)
            default:
                // On Linux the network layer (curl) reports a failed handshake under a generic code, with
                // OpenSSL's explanation.
                let lowered = detail.lowercased()
                let isTLS = ["ssl", "tls", "certificate"].contains { lowered.contains($0) }
                return isTLS ? .insecure(detail: detail) : .network(detail: detail)
            }
        }
    }
}
