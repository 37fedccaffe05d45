// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `rect.width` rather than `NSWidth(rect)` and the like, as SwiftLint's `legacy_nsgeometry_functions`.
struct LegacyNSGeometryFunctionsRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "legacy_nsgeometry_functions",
        name: "Legacy NSGeometry Functions",
        description: "Struct extension properties and methods are preferred over legacy functions",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let width = rect.width\nlet same = rect1 == rect2\n"),
            Example("let inside = rect.contains(point)\n"),
        ],
        triggeringExamples: [
            Example("let width = ↓NSWidth(rect)\nlet maxY = ↓NSMaxY(rect)\n"),
            Example("let same = ↓NSEqualRects(a, b)\nlet inset = ↓NSInsetRect(rect, 1, 2)\n"),
            Example("let inside = ↓NSPointInRect(point, rect)\n"),
        ],
        corrections: [
            Correction(Example("let width = ↓NSWidth( rect  )\n"), "let width = rect.width\n"),
            Correction(Example("let same = ↓NSEqualSizes(a, b)\n"), "let same = a == b\n"),
            Correction(Example("let inside = ↓NSPointInRect(point, rect)\n"), "let inside = rect.contains(point)\n"),
        ]
    )

    static let rewrites: [String: LegacyRewrite] = [
        "NSHeight": .property(name: "height"),
        "NSIntegralRect": .property(name: "integral"),
        "NSIsEmptyRect": .property(name: "isEmpty"),
        "NSMaxX": .property(name: "maxX"),
        "NSMaxY": .property(name: "maxY"),
        "NSMidX": .property(name: "midX"),
        "NSMidY": .property(name: "midY"),
        "NSMinX": .property(name: "minX"),
        "NSMinY": .property(name: "minY"),
        "NSWidth": .property(name: "width"),
        "NSEqualPoints": .equality,
        "NSEqualSizes": .equality,
        "NSEqualRects": .equality,
        "NSEdgeInsetsEqual": .equality,
        "NSInsetRect": .method(name: "insetBy", labels: ["dx", "dy"]),
        "NSOffsetRect": .method(name: "offsetBy", labels: ["dx", "dy"]),
        "NSUnionRect": .method(name: "union", labels: [""]),
        "NSContainsRect": .method(name: "contains", labels: [""]),
        "NSIntersectsRect": .method(name: "intersects", labels: [""]),
        "NSIntersectionRect": .method(name: "intersection", labels: [""]),
        "NSPointInRect": .reversedMethod(name: "contains"),
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("NS") else { return }
        LegacyRewrite.register(Self.rewrites, &walk, for: file)
    }
}
