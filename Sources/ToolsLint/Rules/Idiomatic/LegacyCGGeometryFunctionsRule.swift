// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `rect.width` rather than `CGRectGetWidth(rect)` and the like, as SwiftLint's `legacy_cggeometry_functions`.
struct LegacyCGGeometryFunctionsRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "legacy_cggeometry_functions",
        name: "Legacy CGGeometry Functions",
        description: "Struct extension properties and methods are preferred over legacy functions",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let width = rect.width\nlet inset = rect.insetBy(dx: 1, dy: 2)\n"),
            Example("let inside = rect.contains(point)\n"),
        ],
        triggeringExamples: [
            Example("let width = ↓CGRectGetWidth(rect)\nlet maxY = ↓CGRectGetMaxY(rect)\n"),
            Example("let empty = ↓CGRectIsEmpty(rect)\nlet inset = ↓CGRectInset(rect, 1, 2)\n"),
            Example("let both = ↓CGRectUnion(a, b)\nlet inside = ↓CGRectContainsPoint(rect, point)\n"),
        ],
        corrections: [
            Correction(Example("let width = ↓CGRectGetWidth( rect  )\n"), "let width = rect.width\n"),
            Correction(Example("let inset = ↓CGRectInset(rect, 5.0, -7.0)\n"
                + ""), "let inset = rect.insetBy(dx: 5.0, dy: -7.0)\n"),
            Correction(Example("let both = ↓CGRectIntersection( a ,b)\n"), "let both = a.intersection(b)\n"),
        ]
    )

    static let rewrites: [String: LegacyRewrite] = [
        "CGRectGetWidth": .property(name: "width"),
        "CGRectGetHeight": .property(name: "height"),
        "CGRectGetMinX": .property(name: "minX"),
        "CGRectGetMidX": .property(name: "midX"),
        "CGRectGetMaxX": .property(name: "maxX"),
        "CGRectGetMinY": .property(name: "minY"),
        "CGRectGetMidY": .property(name: "midY"),
        "CGRectGetMaxY": .property(name: "maxY"),
        "CGRectIsNull": .property(name: "isNull"),
        "CGRectIsEmpty": .property(name: "isEmpty"),
        "CGRectIsInfinite": .property(name: "isInfinite"),
        "CGRectStandardize": .property(name: "standardized"),
        "CGRectIntegral": .property(name: "integral"),
        "CGRectInset": .method(name: "insetBy", labels: ["dx", "dy"]),
        "CGRectOffset": .method(name: "offsetBy", labels: ["dx", "dy"]),
        "CGRectUnion": .method(name: "union", labels: [""]),
        "CGRectContainsRect": .method(name: "contains", labels: [""]),
        "CGRectContainsPoint": .method(name: "contains", labels: [""]),
        "CGRectIntersectsRect": .method(name: "intersects", labels: [""]),
        "CGRectIntersection": .method(name: "intersection", labels: [""]),
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("CGRect") else { return }
        LegacyRewrite.register(Self.rewrites, &walk, for: file)
    }
}
