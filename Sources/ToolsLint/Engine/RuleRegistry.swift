// Copyright © 2026 Tools Authors. All rights reserved.

/// Every rule `tools lint` has, in the order they run.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        FileHeaderRule.self,
        LineLengthRule.self,
        TrailingWhitespaceRule.self,
        ForceUnwrappingRule.self,
        ForceTryRule.self,
        ForbiddenImportRule.self,
        TypeNameSuffixRule.self,
        PreviewRequiredRule.self,
        MockPublicInitRule.self,
        LayeringRule.self,
        CustomRules.self,
        SuperfluousDisableCommandRule.self,
        OpeningBraceRule.self,
        ColonRule.self,
        CommaRule.self,
        StatementPositionRule.self,
        ControlStatementRule.self,
        ReturnArrowWhitespaceRule.self,
        VoidReturnRule.self,
        ClosingBraceRule.self,
        RedundantDiscardableLetRule.self,
        ForceCastRule.self,
        EmptyParametersRule.self,
        ImplicitGetterRule.self,
        ForWhereRule.self,
        RedundantStringEnumValueRule.self,
        PrivateOverFilePrivateRule.self,
        EmptyParenthesesWithTrailingClosureRule.self,
        EmptyEnumArgumentsRule.self,
        LegacyConstructorRule.self,
        LegacyConstantRule.self,
        LegacyCGGeometryFunctionsRule.self,
        LegacyNSGeometryFunctionsRule.self,
        LegacyHashingRule.self,
        LegacyRandomRule.self,
        SwitchCaseAlignmentRule.self,
        MultipleClosuresWithTrailingClosureRule.self,
        ShorthandOperatorRule.self,
        ClosureParameterPositionRule.self,
        NoSpaceInMethodCallRule.self,
        UnneededBreakInSwitchRule.self,
        RedundantVoidReturnRule.self,
        ImplicitOptionalInitializationRule.self,
        AttributeNameSpacingRule.self,
        SyntacticSugarRule.self,
        UnusedClosureParameterRule.self,
        FunctionNameWhitespaceRule.self,
        ToggleBoolRule.self,
        ShorthandOptionalBindingRule.self,
        ExplicitInitRule.self,
        TrailingClosureRule.self,
        ClosureSpacingRule.self,
    ]

    public static let identifiers: Set<String> = Set(rules.map { $0.description.identifier })

    public static func rule(identifier: String) -> (any Rule.Type)? {
        rules.first { $0.description.identifier == identifier }
    }
}
