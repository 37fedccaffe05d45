// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftParser
import SwiftSyntax

/// Whether bytes parse as Swift: a formatter's output is written over a file only when it parses as well as
/// the input did, so a formatter that prints garbage (or nothing) costs a message, never the file.
public enum SwiftSyntaxCheck {
    /// What the parser made of some bytes.
    public enum Verdict: Sendable, Equatable {
        /// Valid UTF-8 that parses without errors.
        case clean
        /// It parses with errors (missing or unexpected syntax).
        case errors
        /// Not UTF-8 (not parsed).
        case notUTF8
        /// Over `SwiftSourceLimits` (not parsed): which limit, for a message.
        case overLimits(String)
    }

    public static func verdict(on bytes: Data) -> Verdict {
        let array = [UInt8](bytes)
        guard StrictUTF8.isValid(array) else { return .notUTF8 }
        if let problem = SwiftSourceLimits.problem(in: array) {
            return .overLimits(String(problem.message.dropFirst("skipped: ".count)))
        }
        let tree = array.withUnsafeBufferPointer {
            Parser.parse(source: $0, maximumNestingLevel: SwiftSourceLimits.parserNestingLevel)
        }
        return tree.hasError ? .errors : .clean
    }
}
