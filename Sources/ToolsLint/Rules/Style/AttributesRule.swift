// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Attributes of functions and types on lines of their own above the declaration, those of variables and
/// imports on the declaration's line (except attributes with arguments and the configured ones), as
/// SwiftLint's opt-in `attributes`. Findings are at the declaration's keyword.
struct AttributesRule: Rule {
    static let description = RuleDescription(
        identifier: "attributes",
        name: "Attributes",
        description: "Attributes should be on their own lines in functions and types, but on the same line as "
            + "variables and imports",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("@objc var x: String\n"),
            Example("@IBOutlet @objc private var label: UILabel\n"),
            Example("@available(iOS 9.0, *)\n let stackView: UIStackView\n"),
            Example("@NSManaged func addSomeObject(book: SomeObject)\n"),
            Example("@objc\n @IBAction func buttonPressed(button: UIButton)\n"),
            Example("@available(*, deprecated, message: \"A message\")\n func animate(view: UIStackView)\n"),
            Example("@testable import SourceKittenFramework\n"),
            Example("@objc(abc_addSomeObject:)\n @NSManaged func addSomeObject(book: SomeObject)\n"),
            Example("class Foo: NSObject {\n\n override func setUp() {}\n}\n"),
            Example("@objc\nclass ⽺ {}\n"),
            Example("func foo(completionHandler: @escaping () -> Void)\n"),
            Example("""
            import Foundation

            class MyClass: NSObject {
              @objc(
                first:
              )
              static func foo(first: String) {}
            }

            """),
            Example("import AppKit\n\n@NSApplicationMain\n@MainActor\nfinal class AppDelegate: NSAppDelegate {}\n"),
            Example("@available(iOS 9.0, *) let stackView: UIStackView\n",
                    options: "attributes_with_arguments_always_on_line_above: false"),
            Example("@objc\nvar x: String\n", options: "always_on_line_above: [\"@objc\"]"),
            Example("@discardableResult func a() -> Int\n", options: "always_on_same_line: [\"@discardableResult\"]"),
        ],
        triggeringExamples: [
            Example("@objc\n ↓var x: String\n"),
            Example("@objc\n\n ↓var x: String\n"),
            Example("@IBOutlet\n private ↓var label: UILabel\n"),
            Example("@available(iOS 9.0, *) ↓let stackView: UIStackView\n"),
            Example("@IBAction\n @objc\n ↓func buttonPressed(button: UIButton)\n"),
            Example("@nonobjc final ↓class X {}\n"),
            Example("@available(iOS 9.0, *) @objc\n ↓class UIStackView {}\n"),
            Example("@available(iOS 9.0, *)\n\n ↓class UIStackView {}\n"),
            Example("@testable\n↓import SourceKittenFramework\n"),
            Example("@available(iOS 9.0, *) @objc(abc_stackView)\n ↓let stackView: UIStackView\n"),
            Example("@objc\n\n @discardableResult\n ↓func a() -> Int\n"),
            Example("@available(iOS 9.0, *)\n// note\n↓let x: Int\n"),
            Example("@objc ↓var x: String\n@objc ↓func f() {}\n", options: "always_on_line_above: [\"@objc\"]"),
        ]
    )

    var attributesWithArgumentsAlwaysOnLineAbove = true
    var alwaysOnSameLine: Set<String> = ["@IBAction", "@NSManaged"]
    var alwaysOnLineAbove: Set<String> = []

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("attributes_with_arguments_always_on_line_above", \.attributesWithArgumentsAlwaysOnLineAbove,
                 "attributes with arguments go on a line of their own"),
            .key("always_on_same_line", \.alwaysOnSameLine, "attributes (`@name`) always on the declaration's line"),
            .key("always_on_line_above", \.alwaysOnLineAbove, "attributes (`@name`) always on a line of their own"),
        ]
    }

    private enum Placement {
        case sameLine, ownLine
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("@") else { return }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            check(node.attributes, keyword: node.funcKeyword, sameLine: false, file, &found)
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            check(node.attributes, keyword: node.initKeyword, sameLine: false, file, &found)
        }
        walk.visitPost(EnumDeclSyntax.self) { node, found in
            check(node.attributes, keyword: node.enumKeyword, sameLine: false, file, &found)
        }
        walk.visitPost(StructDeclSyntax.self) { node, found in
            check(node.attributes, keyword: node.structKeyword, sameLine: false, file, &found)
        }
        walk.visitPost(ClassDeclSyntax.self) { node, found in
            check(node.attributes, keyword: node.classKeyword, sameLine: false, file, &found)
        }
        walk.visitPost(ExtensionDeclSyntax.self) { node, found in
            check(node.attributes, keyword: node.extensionKeyword, sameLine: false, file, &found)
        }
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in
            check(node.attributes, keyword: node.protocolKeyword, sameLine: false, file, &found)
        }
        walk.visitPost(ImportDeclSyntax.self) { node, found in
            check(node.attributes, keyword: node.importKeyword, sameLine: true, file, &found)
        }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            check(node.attributes, keyword: node.bindingSpecifier, sameLine: true, file, &found)
        }
    }

    /// - Parameter sameLine: whether the declaration's attributes belong on its line by default.
    private func check(
        _ attributes: AttributeListSyntax, keyword: TokenSyntax, sameLine: Bool, _ file: LintFile,
        _ found: inout RuleFindings
    ) {
        guard !attributes.isEmpty else { return }
        let keywordLine = file.lineNumber(at: keyword.positionAfterSkippingLeadingTrivia)
        let placed = attributes.compactMap { $0.as(AttributeSyntax.self) }.map { ($0, placement(of: $0, sameLine)) }
        var linesWithAttributes: Set<Int> = [keywordLine]
        for (attribute, placement) in placed {
            let line = file.lineNumber(at: attribute.positionAfterSkippingLeadingTrivia)
            switch placement {
            case .sameLine:
                if line != keywordLine { return found.add(at: keyword) }
            case .ownLine:
                guard line == keywordLine || !linesWithAttributes.insert(line).inserted else { continue }
                if attributesWithArgumentsAlwaysOnLineAbove, sameLine {
                    return found.add(
                        at: keyword,
                        reason: "Attributes with arguments or inside always_on_line_above must be on a new line "
                            + "instead of the same line"
                    )
                }
                return found.add(at: keyword)
            }
        }
        let ownLineEnds = placed.filter { $0.1 == .ownLine }
            .map { file.lineNumber(at: $0.0.endPositionBeforeTrailingTrivia) }
        guard !ownLineEnds.isEmpty else { return }
        guard ownLineEnds.contains(keywordLine - 1) else { return found.add(at: keyword) }
        let hasEmptyLine = attributes.enumerated().contains { index, element in
            (index > 0 && Self.lineFeedCount(element.leadingTrivia) > 1)
                || Self.lineFeedCount(element.trailingTrivia) > 1
        }
        if hasEmptyLine { found.add(at: keyword) }
    }

    private func placement(of attribute: AttributeSyntax, _ sameLine: Bool) -> Placement {
        let name = "@" + attribute.attributeNameText
        if alwaysOnSameLine.contains(name) { return .sameLine }
        if alwaysOnLineAbove.contains(name) { return .ownLine }
        if attribute.arguments != nil, attributesWithArgumentsAlwaysOnLineAbove { return .ownLine }
        return sameLine ? .sameLine : .ownLine
    }

    /// Line feeds only, as SwiftLint counts them.
    private static func lineFeedCount(_ trivia: Trivia) -> Int {
        trivia.reduce(0) { count, piece in
            if case .newlines(let number) = piece { return count + number }
            return count
        }
    }
}
