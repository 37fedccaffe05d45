// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.0 server on 127.0.0.1 (a port the system picks) for tests of code that downloads:
/// each request gets the response the test set for its path (404 otherwise), or no answer at all while
/// `isSilent` is set (to test timeouts). Runs on its own thread until `stop()` or deinit.
public final class LoopbackHTTPServer: @unchecked Sendable {
    public struct Response: Sendable {
        public var status: Int
        public var bytes: Data
        /// Sent with no `Content-Length`, `bytes` over and over until the client goes away (or
        /// `endlessLimit` bytes are sent): a body without end.
        public var isEndless = false

        public init(status: Int = 200, body: String) {
            self.status = status
            self.bytes = Data(body.utf8)
        }

        public init(status: Int = 200, bytes: Data) {
            self.status = status
            self.bytes = bytes
        }

        /// A body that never ends, made of `chunk` repeated.
        public static func endless(_ chunk: String) -> Response {
            var response = Response(body: chunk)
            response.isEndless = true
            return response
        }
    }

    /// What an endless body stops at, so that a test's server stops by itself even if the client never does.
    public static let endlessLimit = 256 << 20

    public let port: Int
    private let socketDescriptor: Int32
    private let lock = NSLock()
    private var responses: [String: Response] = [:]
    private var answer: (@Sendable (String) -> Response?)?
    private var silent = false
    private var requests: [String] = []
    private var stopped = false

    public init() throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw CommandFailed(description: "socket() failed: \(errno)") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw CommandFailed(description: "bind/listen failed: \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socketDescriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    deinit { stop() }

    /// The URL of `path` on this server (`path` starts with a slash).
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Serves `response` for GET `path` from now on.
    public func respond(to path: String, with response: Response) {
        lock.withLock { responses[path] = response }
    }

    /// Answers the paths that `respond(to:with:)` set nothing for (nil: 404): a server making up its files.
    public func respond(with answer: @escaping @Sendable (String) -> Response?) {
        lock.withLock { self.answer = answer }
    }

    /// While set, requests are accepted and never answered.
    public var isSilent: Bool {
        get { lock.withLock { silent } }
        set { lock.withLock { silent = newValue } }
    }

    /// The paths requested so far, in order.
    public var requestedPaths: [String] { lock.withLock { requests } }

    private var isStopped: Bool { lock.withLock { stopped } }

    public func stop() {
        let wasStopped = lock.withLock {
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
    }

    private func serve() {
        var held: [Int32] = []
        while !isStopped {
            let client = accept(socketDescriptor, nil, nil)
            guard client >= 0 else { break }
            let path = readRequestPath(client)
            lock.withLock { requests.append(path) }
            if isSilent {
                // Answered never; closed when the server stops.
                held.append(client)
                continue
            }
            let (set, answer) = lock.withLock { (responses[path], self.answer) }
            let response = set ?? answer?(path) ?? Response(status: 404, body: "not found")
            send(response, to: client)
            close(client)
        }
        for client in held { close(client) }
    }

    private func send(_ response: Response, to client: Int32) {
        let length = response.isEndless ? "" : "Content-Length: \(response.bytes.count)\r\n"
        let head = "HTTP/1.0 \(response.status) X\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + length + "Connection: close\r\n\r\n"
        guard sendAll(Data(head.utf8), to: client) else { return }
        guard response.isEndless, !response.bytes.isEmpty else {
            _ = sendAll(response.bytes, to: client)
            return
        }
        var sent = 0
        while sent < Self.endlessLimit, !isStopped, sendAll(response.bytes, to: client) {
            sent += response.bytes.count
        }
    }

    /// Sends all of `bytes`; false when the client went away (no SIGPIPE: the test process lives on).
    private func sendAll(_ bytes: Data, to client: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                #if canImport(Glibc)
                let sent = Glibc.send(client, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let sent = Darwin.send(client, base + offset, buffer.count - offset, 0)
                #endif
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    /// Reads the request head and returns the path of its request line.
    private func readRequestPath(_ client: Int32) -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < 65_536 {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
            // A TLS handshake (record type 22) gets the plain answer at once, which the client cannot read as
            // TLS: the test of a failed secure connection, without waiting for a head that never comes.
            if data.first == 0x16 { return "/" }
            if data.range(of: Data("\r\n\r\n".utf8)) != nil { break }
        }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        return parts.count > 1 ? String(parts[1]) : "/"
    }
}

/// The waits of a configuration fetched from a `LoopbackHTTPServer` in a test that is not about waiting: a
/// busy machine must not turn the server's answer into a timeout (the defaults are 2 s and 1 s).
public enum RemoteWaits {
    public static let generous = "remote_timeout: 60\nremote_timeout_if_cached: 60\n"
}
