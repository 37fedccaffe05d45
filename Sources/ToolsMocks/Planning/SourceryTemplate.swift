// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

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

    /// The largest template read (1 MB); Sourcery's AutoMockable template is about 20 KB. A larger file is
    /// not read at all (its size is looked up first), and is not taken for an AutoMockable template unless
    /// named so.
    static let maximumBytes = 1 << 20

    /// Whether the template at `url` is an AutoMockable template: named so, or selecting protocols by it.
    static func isAutoMockable(_ url: URL) -> Bool {
        if url.deletingPathExtension().lastPathComponent == "AutoMockable" { return true }
        guard case .data(let data) = BoundedRead.read(url.path, limit: maximumBytes) else { return false }
        return data.range(of: Data("based.AutoMockable".utf8)) != nil
    }

    /// What reading a template gave: its naming, or why it was not read.
    enum Reading: Equatable {
        case read(SourceryTemplate)
        case tooLarge
        case unreadable
    }

    /// The template's naming, or why it cannot be read.
    static func read(_ url: URL) -> Reading {
        switch BoundedRead.read(url.path, limit: maximumBytes) {
        case .data(let data): .read(SourceryTemplate(text: String(decoding: data, as: UTF8.self)))
        case .tooLarge: .tooLarge
        case .unreadable: .unreadable
        }
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
