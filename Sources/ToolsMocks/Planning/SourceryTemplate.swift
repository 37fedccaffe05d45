// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What a team's AutoMockable template says about the mocks' names, read from its text: the template
/// shipped with Sourcery 2.2 and later names members after the method and its return type (`typed`);
/// earlier ones, and the copies teams keep, after the selector (`selector`); a class name written
/// `{{ type.name | replace:"Protocol","" }}Mock` drops the `Protocol` suffix.
public struct SourceryTemplate: Sendable, Equatable {
    /// nil when the text shows neither way of naming.
    public var naming: NamingStyle?
    public var dropsProtocolSuffix: Bool

    /// The kinds of templates Sourcery runs.
    static let extensions: Set<String> = ["stencil", "swifttemplate", "ejs", "js"]

    /// Whether the template at `url` is an AutoMockable template: named so, or selecting protocols by it.
    static func isAutoMockable(_ url: URL) -> Bool {
        if url.deletingPathExtension().lastPathComponent == "AutoMockable" { return true }
        guard let data = FileManager.default.contents(atPath: url.path) else { return false }
        return String(decoding: data, as: UTF8.self).contains("based.AutoMockable")
    }

    /// The template's naming, nil when it cannot be read.
    static func read(_ url: URL) -> SourceryTemplate? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return SourceryTemplate(text: String(decoding: data, as: UTF8.self))
    }

    public init(text: String) {
        let compact = text.filter { !$0.isWhitespace }
        // 2.2+: `swiftifyMethodName` joins the method's name and its return type's.
        if compact.contains("actualReturnTypeName") || compact.contains("cleanMethodReturnTypeName") {
            naming = .typed
        } else if compact.contains("swiftifyMethodNamemethod.selectorName") || compact.contains("method.selectorName") {
            naming = .selector
        } else {
            naming = nil
        }
        dropsProtocolSuffix = compact.contains("type.name|replace:\"Protocol\",\"\"")
            || compact.contains("type.name|replace:'Protocol',''")
    }

    public init(naming: NamingStyle?, dropsProtocolSuffix: Bool) {
        self.naming = naming
        self.dropsProtocolSuffix = dropsProtocolSuffix
    }
}
