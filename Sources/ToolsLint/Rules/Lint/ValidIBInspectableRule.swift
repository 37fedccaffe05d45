// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Interface Builder can only set writable properties of a few explicit types.
struct ValidIBInspectableRule: Rule {
    static let description = RuleDescription(
        identifier: "valid_ibinspectable",
        name: "Valid IBInspectable",
        description: "@IBInspectable should be applied to variables only, have its type explicit and be of a "
            + "supported type",
        nonTriggeringExamples: [
            Example("class Badge {\n  @IBInspectable private var count: Int\n}\n"),
            Example("class Badge {\n  @IBInspectable private var title: String?\n}\n"),
            Example("class Badge {\n  @IBInspectable private var count: Int = 0\n}\n"),
            Example("class Badge {\n  private let count: Int\n}\n"),
            Example("extension Badge {\n    @IBInspectable var tint: UIColor {\n"
                    + "        set { label.textColor = newValue }\n"
                    + "        get { label.textColor }\n    }\n}\n"),
            Example("class Badge {\n    @IBInspectable var border: UIColor? = nil {\n        didSet { update() }\n"
                    + "    }\n}\n"),
        ],
        triggeringExamples: [
            Example("class Badge {\n  @IBInspectable private ↓let count: Int\n}\n"),
            Example("class Badge {\n  @IBInspectable private ↓var insets: UIEdgeInsets\n}\n"),
            Example("class Badge {\n  @IBInspectable private ↓var count = 0\n}\n"),
            Example("class Badge {\n  @IBInspectable private ↓var count: Int?\n}\n"),
            Example("class Badge {\n  @IBInspectable private ↓var title: Optional<String>\n}\n"),
            Example("extension Badge {\n    @IBInspectable ↓var tint: UIColor {\n        get { label.textColor }\n"
                    + "    }\n}\n"),
        ]
    )

    /// Types Interface Builder can edit; only reference types may be optional.
    static let supportedTypes: Set<String> = {
        let references = ["String", "NSString", "UIColor", "NSColor", "UIImage", "NSImage"]
        let values = [
            "CGFloat", "Float", "Double", "Bool", "CGPoint", "NSPoint", "CGSize", "NSSize", "CGRect", "NSRect",
        ]
        let integers = ["", "8", "16", "32", "64"].flatMap { size in ["UInt\(size)", "Int\(size)"] }
        return Set(references.flatMap { [$0, $0 + "!", $0 + "?"] } + values + integers)
    }()

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("@IBInspectable") else { return }
        walk.visit(FunctionDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            guard !node.modifiers.contains(keyword: .static), !node.modifiers.contains(keyword: .class),
                  node.attributes.contains(attributeNamed: "IBInspectable") else { return }
            let supported = node.bindings.allSatisfy { binding in
                guard let type = binding.typeAnnotation?.type else { return false }
                return ValidIBInspectableRule.supportedTypes.contains(type.trimmedDescription)
            }
            if Self.isReadOnly(node) || !supported { found.add(at: node.bindingSpecifier) }
        }
    }

    /// `let`, or computed with a `get` and no `set` (an implicit getter counts as writable, as in SwiftLint).
    static func isReadOnly(_ node: VariableDeclSyntax) -> Bool {
        if node.bindingSpecifier.tokenKind == .keyword(.let) { return true }
        guard node.bindings.contains(where: { $0.accessorBlock != nil }) else { return false }
        return node.bindings.allSatisfy { binding in
            guard let block = binding.accessorBlock else { return true }
            guard case .accessors(let accessors) = block.accessors else { return false }
            let kinds = accessors.map(\.accessorSpecifier.tokenKind)
            return kinds.contains(.keyword(.get)) && !kinds.contains(.keyword(.set))
        }
    }
}
