// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A reporter whose report of several files is its report of each file, one after another in path order,
/// inside a frame that does not depend on the findings: `opening`, the files' findings (`renderBody`) with
/// `separator` between two files that have any, `closing`. A file's part of such a report can then be kept
/// and reused as long as the file's findings stay the same, which spares a warm run over a large tree
/// rebuilding and rendering hundreds of thousands of findings that did not change.
public protocol ConcatenatingReporter: Reporter {
    /// What the report starts with, findings or not (a JSON array's bracket); empty for a line per finding.
    var opening: String { get }
    /// What stands between the findings of two files (a JSON array's comma).
    var separator: String { get }
    /// What the report ends with, findings or not.
    var closing: String { get }
    /// The findings (sorted, of one file or more) as they stand between `opening` and `closing`: `render` is
    /// `opening + renderBody(diagnostics) + closing`, and two files' bodies joined by `separator` are
    /// their findings' body.
    func renderBody(_ diagnostics: [Diagnostic]) -> String
    /// `renderBody` as UTF-8 bytes, for report parts; a reporter that writes bytes can skip the string.
    func renderBodyData(_ diagnostics: [Diagnostic]) -> Data
}

extension ConcatenatingReporter {
    public var opening: String { "" }
    public var separator: String { "" }
    public var closing: String { "" }
    public func renderBody(_ diagnostics: [Diagnostic]) -> String { render(diagnostics) }
    public func renderBodyData(_ diagnostics: [Diagnostic]) -> Data { Data(renderBody(diagnostics).utf8) }
}
