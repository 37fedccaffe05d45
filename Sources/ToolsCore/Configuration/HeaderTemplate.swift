// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The copyright header every Swift file carries: rendered by the scaffolder and the mock generator,
/// checked and fixed by lint's `file_header` rule, so all three agree on one template.
public struct HeaderTemplate: Sendable, Hashable {
    public static let defaultTemplate = "// Copyright © {year} {holder}. All rights reserved."

    /// Lines of comment text with `{year}` and `{holder}` placeholders.
    public var template: String
    public var holder: String

    public init(template: String = HeaderTemplate.defaultTemplate, holder: String) {
        self.template = template
        self.holder = holder
    }

    /// The header for `year`, without a trailing newline.
    public func rendered(year: Int) -> String {
        template.replacingOccurrences(of: "{year}", with: String(year))
            .replacingOccurrences(of: "{holder}", with: holder)
    }

    /// A pattern that matches the header with any year or year range (`2019-2026`, `2019–2026`).
    public var pattern: String {
        let parts = template.components(separatedBy: "{year}").map { part in
            NSRegularExpression.escapedPattern(for: part)
                .replacingOccurrences(of: NSRegularExpression.escapedPattern(for: "{holder}"),
                                      with: NSRegularExpression.escapedPattern(for: holder))
        }
        return "^" + parts.joined(separator: "[0-9]{4}(?:\\s*[-–]\\s*[0-9]{4})?")
    }

    /// Whether `text` starts with the header.
    public func matches(start text: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }

    /// The current year, in the local calendar.
    public static var currentYear: Int {
        Calendar.current.component(.year, from: Date())
    }
}
