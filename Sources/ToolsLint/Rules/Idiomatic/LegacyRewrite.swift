// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// How a call of a legacy global function is written in modern Swift.
enum LegacyRewrite {
    /// `Make(a, b)` → `Type(label: a, label: b)`.
    case initializer(type: String, labels: [String])
    /// `Get(rect)` → `rect.name`.
    case property(name: String)
    /// `Do(rect, a, b)` → `rect.name(label: a, label: b)` (an empty label: none).
    case method(name: String, labels: [String])
    /// `Equal(a, b)` → `a == b`.
    case equality
    /// `In(point, rect)` → `rect.name(point)`.
    case reversedMethod(name: String)
}

extension LegacyRewrite {
    /// Registers the search for calls of the legacy global functions in `rewrites` (a plain name called
    /// with parentheses), each found with the edit that modernises it, as SwiftLint's legacy function
    /// rules do.
    static func register(_ rewrites: [String: LegacyRewrite], _ walk: inout FileWalk, for file: LintFile) {
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let rewrite = rewrites[name] else { return }
            found.add(at: node, fix: [TextEdit(node.trimmedByteRange, rewrite.replacement(node, in: file))])
        }
    }

    /// The modern call, or the call unchanged when its arguments do not fit the rewrite.
    private func replacement(_ node: FunctionCallExprSyntax, in file: LintFile) -> String {
        let original = file.trimmedText(of: node)
        let arguments = node.arguments.map { file.trimmedText(of: $0.expression) }
        switch self {
        case .initializer(let type, let labels):
            guard arguments.count == labels.count, let open = node.leftParen else { return original }
            // Labels go in front of each argument; the spacing inside the parentheses stays.
            var text = type + file.text(from: open.positionAfterSkippingLeadingTrivia, to: node.arguments.position)
            for (index, argument) in node.arguments.enumerated() {
                let start = argument.positionAfterSkippingLeadingTrivia
                if index > 0 { text += file.text(from: argument.position, to: start) }
                text += labels[index] + ": " + file.text(from: start, to: argument.endPosition)
            }
            return text + file.text(from: node.arguments.endPosition, to: node.endPositionBeforeTrailingTrivia)
        case .property(let name):
            guard arguments.count == 1 else { return original }
            return "\(arguments[0]).\(name)"
        case .method(let name, let labels):
            guard arguments.count == labels.count + 1 else { return original }
            let rest = zip(labels, arguments.dropFirst()).map { $0.isEmpty ? $1 : "\($0): \($1)" }
            return "\(arguments[0]).\(name)(\(rest.joined(separator: ", ")))"
        case .equality:
            guard arguments.count == 2 else { return original }
            return "\(arguments[0]) == \(arguments[1])"
        case .reversedMethod(let name):
            guard arguments.count == 2 else { return original }
            return "\(arguments[1]).\(name)(\(arguments[0]))"
        }
    }
}
