// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

extension MockBuilder {
    mutating func renderProperty(_ property: PropertyModel, prefix: String) {
        let type = scope.rewrite(property.type)
        let name = SwiftKeywords.identifier(property.name)
        let plainName = MockNaming.plain(property.name)
        let underlying = "underlying" + TypeText.upperFirst(plainName)
        let staticWord = property.isStatic ? "static " : ""
        let attributes = Self.keptAttributes(property.attributes).map { $0 + " " }.joined()
        let effects = property.getterEffects
        writer.line("// MARK: - \(plainName)")
        writer.line()
        if effects.isAsync || effects.throwsKind.throwsAtAll {
            declareStored("\(prefix)CallsCount", type: "Int", initial: "0", isStatic: property.isStatic)
            declareCalled(prefix, isStatic: property.isStatic)
            if let errorType = errorStorageType(effects) {
                declareStored("\(prefix)ThrowableError", type: errorType, initial: "nil", isStatic: property.isStatic)
            }
            let isOptional = TypeText.isOptional(type)
            let storedType = isOptional ? TypeText.optional(type) : TypeText.parenthesized(type) + "!"
            declareStored(underlying, type: storedType, initial: "nil", isStatic: property.isStatic)
            let closure = closureType(parameters: MockParameters([], scope: scope, generics: []), effects: effects,
                                      returnType: type, generics: [])
            declareStored("\(prefix)Closure", type: closure, initial: "nil", isStatic: property.isStatic)
            writer.open("\(attributes)\(scope.access)\(computedIsolation)\(staticWord)var \(name): \(type)")
            writer.open("get\(effects.isAsync ? " async" : "")\(throwsText(effects))")
            record(["\(storage("\(prefix)CallsCount", isStatic: property.isStatic)) += 1"], isStatic: property.isStatic)
            if errorStorageType(effects) != nil {
                writer.line("if let error = \(prefix)ThrowableError { throw error }")
            }
            let tryWord = effects.throwsKind.throwsAtAll ? "try " : ""
            let awaitWord = effects.isAsync ? "await " : ""
            writer.line("if let closure = \(prefix)Closure { return \(tryWord)\(awaitWord)closure() }")
            if isOptional {
                writer.line("return \(underlying)")
            } else {
                let stop = failure(plainName, set: "\(underlying) or \(prefix)Closure")
                writer.line("guard let value = \(underlying) else { \(stop) }")
                writer.line("return value")
            }
            writer.close()
            writer.close()
            return
        }
        if TypeText.isOptional(type) {
            declareStoredProperty(name, type: type, initial: "nil", attributes: attributes, isStatic: property.isStatic)
        } else if let empty = Self.emptyCollection(type) {
            // Collections start empty, as Sourcery's mocks do.
            declareStoredProperty(name, type: type, initial: empty, attributes: attributes, isStatic: property.isStatic)
        } else {
            declareStored(underlying, type: TypeText.parenthesized(type) + "!", initial: "nil",
                          isStatic: property.isStatic)
            writer.open("\(attributes)\(scope.access)\(computedIsolation)\(staticWord)var \(name): \(type)")
            writer.line("get {")
            writer.line("    guard let value = \(underlying) else { \(failure(plainName, set: underlying)) }")
            writer.line("    return value")
            writer.line("}")
            writer.line("set { \(underlying) = newValue }")
            writer.close()
        }
    }

    /// A stored property that is itself the requirement's witness.
    private mutating func declareStoredProperty(
        _ name: String, type: String, initial: String, attributes: String, isStatic: Bool
    ) {
        if !attributes.isEmpty && !scope.isLocked {
            writer.line(attributes.trimmingTrailingSpace)
        }
        declareStored(name, type: type, initial: initial, isStatic: isStatic)
    }

    static func emptyCollection(_ type: String) -> String? {
        let syntax = TypeText.syntax(type)
        if syntax.is(ArrayTypeSyntax.self) { return "[]" }
        if syntax.is(DictionaryTypeSyntax.self) { return "[:]" }
        return nil
    }
}

private extension String {
    var trimmingTrailingSpace: String {
        hasSuffix(" ") ? String(dropLast()) : self
    }
}
