// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `catch let error` binds what a bare `catch` already calls `error`; `--fix` removes the binding.
struct UntypedErrorInCatchRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "untyped_error_in_catch",
        name: "Untyped Error in Catch",
        description: "Catch statements should not declare error variables without type casting",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("do {\n  try foo()\n} catch {}\n"),
            Example("do {\n  try foo()\n} catch Error.invalidOperation {\n} catch {}\n"),
            Example("do {\n  try foo()\n} catch let error as MyError {\n} catch {}\n"),
            Example("do {\n  try foo()\n} catch var error as MyError {\n} catch {}\n"),
            Example("do {\n    try something()\n} catch let e where e.code == .fileError {\n    // can be ignored\n"
                + "} catch {\n    print(error)\n}\n"),
            Example("do {\n  try foo()\n} catch let error, let other {}\n"),
        ],
        triggeringExamples: [
            Example("do {\n  try foo()\n} ↓catch var error {}\n"),
            Example("do {\n  try foo()\n} ↓catch let error {}\n"),
            Example("do {\n  try foo()\n} ↓catch let someError {}\n"),
            Example("do {\n  try foo()\n} ↓catch var someError {}\n"),
            Example("do {\n  try foo()\n} ↓catch let e {}\n"),
            Example("do {\n  try foo()\n} ↓catch(let error) {}\n"),
            Example("do {\n  try foo()\n} ↓catch (let error) {}\n"),
        ],
        corrections: [
            Correction(Example("do {\n    try foo() \n} ↓catch let error {}\n"),
                       "do {\n    try foo() \n} catch {}\n"),
            Correction(Example("do {\n    try foo() \n} ↓catch(let error) {}\n"),
                       "do {\n    try foo() \n} catch {}\n"),
            Correction(Example("do {\n    try foo() \n} ↓catch (let error) {}\n"),
                       "do {\n    try foo() \n} catch {}\n"),
            Correction(Example("do {\n    try foo()\n} ↓catch  let  e\n{\n}\n"),
                       "do {\n    try foo()\n} catch \n{\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("catch") else { return }
        walk.visitPost(CatchClauseSyntax.self) { node, found in
            guard node.catchItems.count == 1, let item = node.catchItems.first, Self.bindsName(item) else { return }
            // The binding goes, with the space around it: one space between `catch` and the body.
            let edit = TextEdit(
                from: node.catchKeyword.endPositionBeforeTrailingTrivia, to: node.catchItems.endPosition, with: " "
            )
            found.add(at: node.catchKeyword, fix: [edit])
        }
    }

    /// `let error`, `var error` or `(let error)`, with no `where` clause and no type.
    private static func bindsName(_ item: CatchItemSyntax) -> Bool {
        guard item.whereClause == nil, let pattern = item.pattern else { return false }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return binding.pattern.is(IdentifierPatternSyntax.self)
        }
        guard let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
              tuple.elements.count == 1,
              let binding = tuple.elements.first?.expression.as(PatternExprSyntax.self)?.pattern
                  .as(ValueBindingPatternSyntax.self) else { return false }
        return binding.pattern.is(IdentifierPatternSyntax.self)
    }
}
