// Copyright © 2026 Tools Authors. All rights reserved.

/// Options that shape every mock.
public struct MockStyle: Sendable, Hashable {
    public var naming: NamingStyle
    /// `ClientProxyProtocol` → `ClientProxyMock` instead of `ClientProxyProtocolMock`.
    public var dropsProtocolSuffix: Bool

    public init(naming: NamingStyle = .selector, dropsProtocolSuffix: Bool = false) {
        self.naming = naming
        self.dropsProtocolSuffix = dropsProtocolSuffix
    }

    /// What cache keys hold of the style: spelled out, as interpolating the struct goes through reflection
    /// (milliseconds on a run's path the first time).
    var fingerprint: String {
        "naming \(naming.rawValue) dropsProtocolSuffix \(dropsProtocolSuffix)"
    }

    public func className(for protocolName: String) -> String {
        if dropsProtocolSuffix, protocolName.hasSuffix("Protocol"), protocolName != "Protocol" {
            return String(protocolName.dropLast("Protocol".count)) + "Mock"
        }
        return protocolName + "Mock"
    }
}
