// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A SwiftUI `Image` is an accessibility element that VoiceOver reads by its file name unless it is labelled
/// or hidden. As SwiftLint, images in `View` structs are checked, and the calls around an image (up to
/// twenty nodes up) can label or hide it: accessibility modifiers, `accessibilityElement()` or
/// `(children: .ignore)`, `NavigationLink`, a `Button` with such a modifier, a stack or group with one.
struct AccessibilityLabelForImageRule: Rule {
    static let description = RuleDescription(
        identifier: "accessibility_label_for_image",
        name: "Accessibility Label for Image",
        description: "Images that provide context should have an accessibility label or should be explicitly hidden "
            + "from accessibility",
        isOptIn: true,
        nonTriggeringExamples: AccessibilityLabelForImageExamples.nonTriggering,
        triggeringExamples: AccessibilityLabelForImageExamples.triggering
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Image") else { return }
        SwiftUIAccessibility.visitCallsInViewStructs(&walk) { node, found in
            guard SwiftUIAccessibility.isImage(node),
                  !node.arguments.contains(where: { $0.label?.text == "decorative" || $0.label?.text == "label" }),
                  !Self.isExemptedByAncestors(node) else { return }
            found.add(at: node)
        }
    }

    private static func isExemptedByAncestors(_ image: FunctionCallExprSyntax) -> Bool {
        var current: Syntax? = Syntax(image)
        var depth = 0
        while let node = current, depth < SwiftUIAccessibility.searchDepth {
            current = node.parent
            depth += 1
            guard let call = node.as(FunctionCallExprSyntax.self) else { continue }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if SwiftUIAccessibility.labelsOrHides(call, name) || SwiftUIAccessibility.groupsChildren(call, name) {
                    return true
                }
            }
            if SwiftUIAccessibility.isExemptingContainer(call) { return true }
            if SwiftUIAccessibility.isStack(call), SwiftUIAccessibility.hasModifierInChain(call, groupsChildren: true) {
                return true
            }
            if node.parent?.is(StmtSyntax.self) == true { break }
        }
        return false
    }
}
