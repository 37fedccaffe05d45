// Copyright © 2026 Tools Authors. All rights reserved.

/// The values XcodeGen 2.45 accepts for a target's `type` and `platform`; anything else stops its parsing
/// (`SpecParsingError.unknownTargetType`, `.unknownTargetPlatform`).
enum SpecValues {
    /// XcodeProj's product types (9.10), written with or without `com.apple.product-type.`. An empty or
    /// missing type is XcodeProj's `none`, which XcodeGen accepts.
    static let productTypes: Set<String> = [
        "application", "framework", "framework.static", "xcframework", "library.dynamic", "library.static",
        "bundle", "bundle.unit-test", "bundle.ui-testing", "app-extension", "extensionkit-extension", "tool",
        "application.watchapp", "application.watchapp2", "application.watchapp2-container", "watchkit-extension",
        "watchkit2-extension", "tv-app-extension", "application.messages", "app-extension.messages",
        "app-extension.messages-sticker-pack", "xpc-service", "bundle.ocunit-test", "xcode-extension",
        "instruments-package", "app-extension.intents-service", "application.on-demand-install-capable",
        "metal-library", "driver-extension", "system-extension",
    ]

    static let productTypePrefix = "com.apple.product-type."

    /// XcodeGen's `Platform`; `auto` goes with `supportedDestinations`.
    static let platforms: Set<String> = ["auto", "iOS", "tvOS", "macOS", "watchOS", "visionOS"]

    static func isProductType(_ type: String) -> Bool {
        let short = type.hasPrefix(productTypePrefix) ? String(type.dropFirst(productTypePrefix.count)) : type
        return short.isEmpty || productTypes.contains(short)
    }
}
