// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `public func` in an internal struct reads as if it were visible outside the module; it is not. As
/// SwiftLint, a member is compared with its nearest enclosing struct, class, actor or enum (and that type's
/// extension when the type states no level); `--fix` drops the modifier, or turns `open` into `public`.
struct LowerACLThanParentRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "lower_acl_than_parent",
        name: "Lower ACL than Parent",
        description: "Ensure declarations have a lower access control level than their enclosing parent",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("public struct Foo { public func bar() {} }\n"),
            Example("internal struct Foo { func bar() {} }\n"),
            Example("struct Foo { func bar() {} }\n"),
            Example("struct Foo { internal func bar() {} }\n"),
            Example("open class Foo { public func bar() {} }\n"),
            Example("open class Foo { open func bar() {} }\n"),
            Example("fileprivate struct Foo { private func bar() {} }\n"),
            Example("private struct Foo { private func bar(id: String) }\n"),
            Example("extension Foo { public func bar() {} }\n"),
            Example("private struct Foo { fileprivate func bar() {} }\n"),
            Example("private func foo(id: String) {}\n"),
            Example("private class Foo { func bar() {} }\n"),
            Example("public extension Foo { struct Bar { public func baz() {} }}\n"),
            Example("public extension Foo { struct Bar { internal func baz() {} }}\n"),
            Example("internal extension Foo { struct Bar { internal func baz() {} }}\n"),
            Example("extension Foo { struct Bar { internal func baz() {} }}\n"),
            Example("struct Outer { public struct Inner {} }\n"),
            Example("private extension E { public func e() {} }\n"),
            Example("struct G { package func g() {} }\n"),
        ],
        triggeringExamples: [
            Example("struct Foo { ↓public func bar() {} }\n"),
            Example("enum Foo { ↓public func bar() {} }\n"),
            Example("public class Foo { ↓open func bar() }\n"),
            Example("class Foo { ↓public private(set) var bar: String? }\n"),
            Example("private struct Foo { ↓public func bar() {} }\n"),
            Example("private class Foo { ↓public func bar() {} }\n"),
            Example("private actor Foo { ↓public func bar() {} }\n"),
            Example("fileprivate struct Foo { ↓public func bar() {} }\n"),
            Example("class Foo { ↓public func bar() {} }\n"),
            Example("actor Foo { ↓public func bar() {} }\n"),
            Example("private struct Foo { ↓internal func bar() {} }\n"),
            Example("fileprivate struct Foo { ↓internal func bar() {} }\n"),
            Example("extension Foo { struct Bar { ↓public func baz() {} }}\n"),
            Example("internal extension Foo { struct Bar { ↓public func baz() {} }}\n"),
            Example("private extension Foo { struct Bar { ↓public func baz() {} }}\n"),
            Example("fileprivate extension Foo { struct Bar { ↓public func baz() {} }}\n"),
            Example("private extension Foo { struct Bar { ↓internal func baz() {} }}\n"),
            Example("fileprivate extension Foo { struct Bar { ↓internal func baz() {} }}\n"),
            Example("public extension Foo { struct Bar { struct Baz { ↓public func qux() {} }}}\n"),
            Example("final class Foo { ↓public func bar() {} }\n"),
            Example("struct Foo { func f() { ↓public var x = 1 } }\n"),
            Example("public class A { ↓open\n  func b() {} }\n"),
            Example("enum F { ↓public case a }\n"),
            Example("struct I { ↓public static func i() {} }\n"),
        ],
        corrections: [
            Correction(Example("struct Foo { ↓public func bar() {} }\n"), "struct Foo { func bar() {} }\n"),
            Correction(Example("enum Foo { ↓public func bar() {} }\n"), "enum Foo { func bar() {} }\n"),
            Correction(Example("public class Foo { ↓open func bar() }\n"), "public class Foo { public func bar() }\n"),
            Correction(
                Example("class Foo { ↓public private(set) var bar: String? }\n"),
                "class Foo { private(set) var bar: String? }\n"
            ),
            Correction(
                Example("private actor Foo { ↓public func bar() {} }\n"), "private actor Foo { func bar() {} }\n"
            ),
            Correction(Example("struct Foo {\n    ↓public func bar() {}\n}\n"), "struct Foo {\n    func bar() {}\n}\n"),
            Correction(
                Example("public class A { ↓open\r\n  func b() {} }\r\n"),
                "public class A { public \r\n  func b() {} }\r\n"
            ),
            Correction(Example("struct B { ↓public /* c */ func c() {} }\n"), "struct B { func c() {} }\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("public") || file.contains("internal") || file.contains("open") else { return }
        walk.visitPost(DeclModifierSyntax.self) { node, found in
            guard Self.isHigherThanParent(node) else { return }
            let replacement = node.name.tokenKind == .keyword(.open) ? "public " : ""
            found.add(at: node, fix: [TextEdit(from: node.positionAfterSkippingLeadingTrivia, to: node.endPosition,
                                               with: replacement)])
        }
    }

    private static func isHigherThanParent(_ modifier: DeclModifierSyntax) -> Bool {
        let name = modifier.name.tokenKind
        guard name == .keyword(.internal) || name == .keyword(.public) || name == .keyword(.open),
              let parent = nearestType(above: Syntax(modifier)), let parentModifiers = modifiers(of: parent) else {
            return false
        }
        let parentLevel = parentModifiers.first { DeclaredAccessLevel(rawValue: $0.name.text) != nil }
        switch name {
        case .keyword(.internal):
            if parentModifiers.containsPrivateOrFileprivate { return true }
            guard parentLevel == nil, let enclosing = nearestExtension(above: parent) else { return false }
            return modifiers(of: enclosing)?.containsPrivateOrFileprivate == true
        case .keyword(.public):
            if parentModifiers.containsPrivateOrFileprivate || parentModifiers.contains(keyword: .internal) {
                return true
            }
            guard parentLevel == nil else { return false }
            guard let enclosing = nearestExtension(above: parent) else { return true }
            return modifiers(of: enclosing)?.contains(keyword: .public) == false
        default:
            return !parentModifiers.contains(keyword: .open)
        }
    }

    /// The nearest struct, class, actor or enum around a node (a type's own modifiers are inside it).
    private static func nearestType(above node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if isNominalType(ancestor) { return ancestor }
            current = ancestor.parent
        }
        return nil
    }

    /// The nearest extension around a type, unless another type comes first.
    private static func nearestExtension(above node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current, !isNominalType(ancestor) {
            if ancestor.is(ExtensionDeclSyntax.self) { return ancestor }
            current = ancestor.parent
        }
        return nil
    }

    private static func isNominalType(_ node: Syntax) -> Bool {
        node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(ActorDeclSyntax.self)
            || node.is(EnumDeclSyntax.self)
    }

    private static func modifiers(of node: Syntax) -> DeclModifierListSyntax? {
        node.asProtocol((any WithModifiersSyntax).self)?.modifiers
    }
}
