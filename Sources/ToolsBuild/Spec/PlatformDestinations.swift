// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The xcodebuild `-destination` of each platform, for schemes whose destinations `tools.build` does not
/// set: a generic simulator (it builds without a booted device), or this Mac.
public enum PlatformDestinations {
    public struct Destination: Sendable, Hashable {
        /// `iOS`, `macOS`, `macCatalyst`…: what job ids show when a scheme has several.
        public var platform: String
        public var specifier: String
    }

    static let specifiers: [String: String] = [
        "ios": "generic/platform=iOS Simulator",
        "tvos": "generic/platform=tvOS Simulator",
        "watchos": "generic/platform=watchOS Simulator",
        "visionos": "generic/platform=visionOS Simulator",
        "macos": "platform=macOS",
        "maccatalyst": "platform=macOS,variant=Mac Catalyst",
    ]

    public static func destination(platform: String) -> Destination? {
        specifiers[platform.lowercased()].map { Destination(platform: platform, specifier: $0) }
    }

    /// One destination per platform of `target`: its `supportedDestinations` (iOS added when only
    /// macCatalyst is listed, as XcodeGen does), else its platform; empty when unknown.
    public static func destinations(for target: ProjectSpec.Target) -> [Destination] {
        var platforms = target.supportedDestinations
        if platforms.contains("macCatalyst"), !platforms.contains("iOS") { platforms.append("iOS") }
        if platforms.isEmpty { platforms = target.platforms }
        return platforms.compactMap(destination(platform:))
    }
}
