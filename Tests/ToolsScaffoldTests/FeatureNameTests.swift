// Copyright © 2026 Tools Authors. All rights reserved.

import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

@Suite(.offThePool)
struct FeatureNameTests {
    @Test(arguments: [
        ("Climate", "Climate", "ClimateFeature"),
        ("ClimateFeature", "Climate", "ClimateFeature"),
        ("ClimateSchedule", "ClimateSchedule", "ClimateScheduleFeature"),
        ("EV2Charging", "EV2Charging", "EV2ChargingFeature"),
    ])
    func acceptsUpperCamelCaseNames(text: String, base: String, package: String) throws {
        let name = try FeatureName(text)
        #expect(name.base == base)
        #expect(name.packageName == package)
    }

    @Test(arguments: [
        ("", "is empty"),
        ("Climate Control", "contains whitespace"),
        (" Climate", "contains whitespace"),
        ("2Climate", "starts with a digit"),
        ("Climate/Schedule", "path separator"),
        ("../Climate", "path separator"),
        ("Climate..Schedule", "path separator"),
        ("Climate\\Schedule", "path separator"),
        ("class", "is a Swift keyword"),
        ("Self", "is a Swift keyword"),
        ("Protocol", "is a Swift keyword"),
        ("Default", "a Swift keyword"),
        ("climate", "does not start with an uppercase letter"),
        ("Climate_Control", "characters other than ASCII letters and digits"),
        ("Clímate", "characters other than ASCII letters and digits"),
        ("Feature", "is only the suffix"),
        ("String", "would shadow a standard type"),
    ])
    func rejectsBadNamesAsUsageErrors(text: String, problem: String) {
        #expect {
            try FeatureName(text)
        } throws: { error in
            switch error as? ScaffoldError {
            case .invalidName("feature name", text, let found, _)?: found.contains(problem)
            case .nameIsOnlySuffix(text)?: problem == "is only the suffix"
            default: false
            }
        }
    }

    @Test func theHintSuggestsTheUpperCamelCaseSpelling() throws {
        let spaced = try #require(throws: ScaffoldError.self) { try FeatureName("climate control") }
        #expect(spaced.hint == "did you mean 'ClimateControl'?")
        let snake = try #require(throws: ScaffoldError.self) { try FeatureName("climate_schedule") }
        #expect(snake.hint == "did you mean 'ClimateSchedule'?")
        #expect(NameRules.suggestion(for: "2fast") == nil)
        let accented = try #require(throws: ScaffoldError.self) { try FeatureName("Ünïcode") }
        #expect(accented.hint == "did you mean 'Unicode'?")
    }

    @Test func subFeatureNamesFollowTheSameRules() throws {
        #expect(try SubFeatureName("ClimateSchedule").name == "ClimateSchedule")
        #expect(throws: ScaffoldError.self) { try SubFeatureName("schedule") }
        #expect(throws: ScaffoldError.self) { try SubFeatureName("Import") }
    }

    @Test func lowerFirstKeepsLeadingAcronymsTogether() {
        #expect(TemplateRenderer.lowerFirst("ClimateSchedule") == "climateSchedule")
        #expect(TemplateRenderer.lowerFirst("EVCharging") == "evCharging")
        #expect(TemplateRenderer.lowerFirst("EV") == "ev")
        #expect(TemplateRenderer.lowerFirst("A") == "a")
    }
}
