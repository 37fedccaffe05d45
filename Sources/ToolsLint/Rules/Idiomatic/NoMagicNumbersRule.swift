// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A number literal in code (not a constant's initial value, an enum raw value, an allowed number, a shift
/// of literals or a color component) should be a named constant; test classes, Swift Testing suites and
/// tests, previews and `#if` conditions are left alone.
struct NoMagicNumbersRule: Rule {
    static let description = RuleDescription(
        identifier: "no_magic_numbers",
        name: "No Magic Numbers",
        description: "Magic numbers should be replaced by named constants",
        isOptIn: true,
        nonTriggeringExamples: NoMagicNumbersExamples.nonTriggering,
        triggeringExamples: NoMagicNumbersExamples.triggering
    )

    var testParentClasses: Set<String> = ["QuickSpec", "XCTestCase"]
    var allowedNumbers = NumberList([0, 1, 100])

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("test_parent_classes", \.testParentClasses, "numbers in subclasses of these classes are allowed"),
            .key("allowed_numbers", \.allowedNumbers, "numbers that are never magic"),
        ]
    }

    /// The configured classes and numbers add to the defaults, as in SwiftLint.
    mutating func prepare(context: RuleContext) throws(ConfigurationError) {
        testParentClasses.formUnion(["QuickSpec", "XCTestCase"])
        allowedNumbers.values.formUnion([0, 1, 100])
    }

    /// Where a literal that is an operand of an operator sits once its sequence is folded.
    private struct OperandPlace {
        /// The operator's text when it is a binary operator (`+`, `...`, `<<`).
        var binaryOperator: String?
        /// Whether the operation is the whole value of an initializer (`let range = 2 ..< 12`).
        var operationIsInitialValue: Bool
        /// Whether the operation is itself part of an expression (else it stands alone).
        var operationIsInExpression: Bool
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let state = MagicNumberState()
        walk.visit(SequenceExprSyntax.self) { node, _ in
            // Only sequences with a number among their operands are folded.
            let hasNumber = node.elements.contains {
                $0.is(IntegerLiteralExprSyntax.self) || $0.is(FloatLiteralExprSyntax.self)
            }
            if hasNumber {
                state.recordOperands(of: node)
            }
            return .visitChildren
        }
        walk.visit(IfConfigClauseSyntax.self) { node, _ in
            // The clause's condition (`compiler(<6.0)`) is not code.
            if let condition = node.condition { state.conditions.append(condition.trimmedByteRange) }
            return .visitChildren
        }
        walk.visit(ClassDeclSyntax.self) { node, _ in node.isTestSuite ? .skipChildren : .visitChildren }
        walk.visit(ActorDeclSyntax.self) { node, _ in node.isTestSuite ? .skipChildren : .visitChildren }
        walk.visit(EnumDeclSyntax.self) { node, _ in node.isTestSuite ? .skipChildren : .visitChildren }
        walk.visit(StructDeclSyntax.self) { node, _ in node.isTestSuite ? .skipChildren : .visitChildren }
        walk.visit(FunctionDeclSyntax.self) { node, _ in
            node.attributes.contains(attributeNamed: "Test") ? .skipChildren : .visitChildren
        }
        walk.visit(MacroExpansionExprSyntax.self) { node, _ in
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }
        walk.visit(PatternBindingSyntax.self) { node, _ in
            node.isTupleOfLiterals ? .skipChildren : .visitChildren
        }
        walk.visitPost(ClassDeclSyntax.self) { node, _ in
            state.classSeen(node.name.text, isTest: node.inherits(fromAnyOf: testParentClasses))
        }
        walk.visitPost(IntegerLiteralExprSyntax.self) { node, _ in
            check(ExprSyntax(node), literal: node.literal, state)
        }
        walk.visitPost(FloatLiteralExprSyntax.self) { node, _ in
            check(ExprSyntax(node), literal: node.literal, state)
        }
        walk.atEnd { found in
            for position in state.violations { found.add(at: position) }
        }
    }

    private func check(_ node: ExprSyntax, literal: TokenSyntax, _ state: MagicNumberState) {
        guard let number = Double(literal.text.filter { $0 != "_" }), !allowedNumbers.contains(number) else { return }
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        if let condition = state.conditions.last, condition.contains(offset) {
            return
        }
        let place = state.places[node.id]
        guard !isNamedValue(node, place: place),
              !node.ancestorIsClass(inheritingFromAnyOf: testParentClasses),
              !isFreestandingShiftOperand(place),
              !node.isColorComponent else { return }
        state.add(node.positionAfterSkippingLeadingTrivia, inExtensionOf: node.extendedTypeName)
    }

    /// A constant's value: the whole initializer, or with a sign, or as a bound of a range that is the whole
    /// initializer (`let range = 2 ..< 12`).
    private func isNamedValue(_ node: ExprSyntax, place: OperandPlace?) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(InitializerClauseSyntax.self) { return true }
        if parent.is(PrefixOperatorExprSyntax.self) || parent.is(PostfixOperatorExprSyntax.self) {
            return parent.parent?.is(InitializerClauseSyntax.self) == true
        }
        guard let place, place.binaryOperator == "..." || place.binaryOperator == "..<" else { return false }
        return place.operationIsInitialValue
    }

    /// `1 << 2` on its own: shifts of literals build bit masks.
    private func isFreestandingShiftOperand(_ place: OperandPlace?) -> Bool {
        guard let place, place.binaryOperator == "<<" || place.binaryOperator == ">>" else { return false }
        return !place.operationIsInExpression
    }

    /// What the walk of one file collects: operand places, test classes seen so far, and the violations,
    /// some of which a test class declared after its extension takes back.
    private final class MagicNumberState {
        var places: [SyntaxIdentifier: OperandPlace] = [:]
        var conditions: [Range<Int>] = []
        var testClasses: Set<String> = []
        var otherClasses: Set<String> = []
        var violations: [AbsolutePosition] = []
        /// Violations in extensions of types not yet seen, by the extended type's name.
        var pending: [String: Set<AbsolutePosition>] = [:]

        func recordOperands(of sequence: SequenceExprSyntax) {
            let folded = FoldedSequence(sequence)
            let outermostInExpression = FoldedSequence.outermostParentIsExpression(of: sequence)
            let outermostIsInitialValue = sequence.parent?.is(InitializerClauseSyntax.self) == true
            for (index, element) in folded.elements.enumerated()
            where element.is(IntegerLiteralExprSyntax.self) || element.is(FloatLiteralExprSyntax.self) {
                guard let operation = folded.operation(ofOperand: index) else { continue }
                let isOutermost = folded.enclosing(operation) == nil
                let binary = folded.elements[operation.operatorIndex].as(BinaryOperatorExprSyntax.self)
                places[element.id] = OperandPlace(
                    binaryOperator: binary?.operator.text,
                    operationIsInitialValue: isOutermost && outermostIsInitialValue,
                    operationIsInExpression: !isOutermost || outermostInExpression
                )
            }
        }

        func classSeen(_ name: String, isTest: Bool) {
            guard isTest else {
                otherClasses.insert(name)
                return
            }
            testClasses.insert(name)
            if let taken = pending.removeValue(forKey: name) {
                violations.removeAll { taken.contains($0) }
            }
        }

        func add(_ position: AbsolutePosition, inExtensionOf typeName: String?) {
            guard let typeName else {
                violations.append(position)
                return
            }
            guard !testClasses.contains(typeName) else { return }
            violations.append(position)
            if !otherClasses.contains(typeName) { pending[typeName, default: []].insert(position) }
        }
    }
}

private extension DeclGroupSyntax {
    /// A Swift Testing suite: `@Suite`, or a type with a `@Test` function.
    var isTestSuite: Bool {
        if attributes.contains(attributeNamed: "Suite") { return true }
        return memberBlock.members.contains {
            $0.decl.as(FunctionDeclSyntax.self)?.attributes.contains(attributeNamed: "Test") == true
        }
    }
}

private extension ClassDeclSyntax {
    func inherits(fromAnyOf names: Set<String>) -> Bool {
        inheritanceClause?.inheritedTypes.contains {
            $0.type.as(IdentifierTypeSyntax.self).map { names.contains($0.name.text) } ?? false
        } ?? false
    }
}

private extension ExprSyntax {
    func ancestorIsClass(inheritingFromAnyOf names: Set<String>) -> Bool {
        var current = parent
        while let node = current {
            if let classDecl = node.as(ClassDeclSyntax.self), classDecl.inherits(fromAnyOf: names) { return true }
            current = node.parent
        }
        return false
    }

    /// The type named by the nearest enclosing extension.
    var extendedTypeName: String? {
        var current = parent
        while let node = current {
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                return extensionDecl.extendedType.trimmedDescription
            }
            current = node.parent
        }
        return nil
    }

    /// A component of `UIColor(red:green:blue:alpha:)` and its kin, or of `#colorLiteral(…)`.
    var isColorComponent: Bool {
        guard let argument = parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
              let arguments = argument.parent?.as(LabeledExprListSyntax.self) else { return false }
        if Self.colorLabels.contains(label), let call = arguments.parent?.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIColor" { return true }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIColor",
               member.declName.baseName.text == "init" {
                return true
            }
        }
        if ["red", "green", "blue", "alpha"].contains(label),
           let macro = arguments.parent?.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return true
        }
        return false
    }

    static let colorLabels: Set<String> = [
        "white", "alpha", "red", "displayP3Red", "green", "blue", "hue", "saturation", "brightness", "cgColor",
        "ciColor", "resource", "patternImage",
    ]
}

private extension PatternBindingSyntax {
    /// `let (low, high) = (400, 599)`: a tuple of literals names each of them.
    var isTupleOfLiterals: Bool {
        guard let tuple = initializer?.value.as(TupleExprSyntax.self) else { return false }
        return tuple.elements.allSatisfy {
            $0.expression.is(IntegerLiteralExprSyntax.self) || $0.expression.is(FloatLiteralExprSyntax.self)
                || $0.expression.is(StringLiteralExprSyntax.self) || $0.expression.is(BooleanLiteralExprSyntax.self)
        }
    }
}
