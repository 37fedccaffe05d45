// Copyright © 2026 Tools Authors. All rights reserved.

/// A subscript `subscript<T>(key: String) -> T` also witnesses `subscript<U: P>(key: String) -> U?`: Swift
/// then finds two witnesses for the second requirement and rejects the conformance. The mock implements only
/// the general one, which serves both.
enum SubscriptSubsumption {
    /// The general subscript among `requirements` that can witness `member` too, if any.
    static func witness(serving member: SubscriptModel, among requirements: [Requirement]) -> SubscriptModel? {
        for case .subscriptMember(let general) in requirements where general != member && serves(general, member) {
            return general
        }
        return nil
    }

    private static func serves(_ general: SubscriptModel, _ member: SubscriptModel) -> Bool {
        // The general one returns its own unconstrained generic parameter, used nowhere else.
        guard general.genericParameters.count == 1, let parameter = general.genericParameters.first,
              parameter.constraint == nil, general.whereClause == nil, general.returnType == parameter.name,
              !general.parameters.contains(where: { TypeText.mentions([parameter.name], in: $0.type) }),
              general.isStatic == member.isStatic, general.condition == member.condition else { return false }
        let sameParameters = general.parameters.map { [$0.label ?? "_", $0.type] }
            == member.parameters.map { [$0.label ?? "_", $0.type] }
        guard sameParameters, !member.isSettable || general.isSettable else { return false }
        // Its effects must be allowed where the member's are.
        if general.getterEffects.isAsync && !member.getterEffects.isAsync { return false }
        switch (general.getterEffects.throwsKind, member.getterEffects.throwsKind) {
        case (.none, _), (.typed, .untyped), (.untyped, .untyped): return true
        case (.typed(let left), .typed(let right)): return left == right
        default: return false
        }
    }
}
