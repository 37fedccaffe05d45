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
        UnusedOptionalBindingRule.self,
        UnusedEnumeratedRule.self,
        UnusedControlFlowLabelRule.self,
        UnusedSetterValueRule.self,
        RedundantObjcAttributeRule.self,
        RedundantSetAccessControlRule.self,
        RedundantSendableRule.self,
        ReduceBooleanRule.self,
        IsDisjointRule.self,
        DuplicateEnumCasesRule.self,
        DuplicatedKeyInDictionaryLiteralRule.self,
        DuplicateConditionsRule.self,
        DynamicInlineRule.self,
        DiscouragedDirectInitRule.self,
        CompilerProtocolInitRule.self,
        ClassDelegateProtocolRule.self,
        BlockBasedKVORule.self,
        ComputedAccessorsOrderRule.self,
        ProtocolPropertyAccessorsOrderRule.self,
        NoFallthroughOnlyRule.self,
        NotificationCenterDetachmentRule.self,
        NSNumberInitAsFunctionReferenceRule.self,
        NSObjectPreferIsEqualRule.self,
        NonOptionalStringDataConversionRule.self,
        OptionalDataStringConversionRule.self,
        PrivateUnitTestRule.self,
        SelfInPropertyInitializationRule.self,
        StaticOverFinalClassRule.self,
        PreferTypeCheckingRule.self,
        UnavailableConditionRule.self,
        UnneededOverrideRule.self,
        UnneededSynthesizedInitializerRule.self,
        ValidIBInspectableRule.self,
        VerticalParameterAlignmentRule.self,
        VoidFunctionInTernaryConditionRule.self,
        XCTFailMessageRule.self,
        PrivateActionRule.self,
        FirstWhereRule.self,
        ContainsOverFirstNotNilRule.self,
        ImplicitlyUnwrappedOptionalRule.self,
        FatalErrorMessageRule.self,
        ModifierOrderRule.self,
    ]

    public static let identifiers: Set<String> = Set(rules.map { $0.description.identifier })

    public static func rule(identifier: String) -> (any Rule.Type)? {
        rules.first { $0.description.identifier == identifier }
    }
}
