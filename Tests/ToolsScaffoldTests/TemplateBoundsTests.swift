// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsScaffold

/// Hostile workspace templates: blocks nested thousands deep (Stencil's recursive parse overflows the stack
/// there) and huge files are refused before Stencil sees them, with the template's name and position.
@Suite(.offThePool)
struct TemplateBoundsTests {
    private let subFeaturePart = "Templates/Feature/SubFeature"

    @Test func blocksNestedThousandsDeepAreALocatedError() throws {
        let fixture = try ScaffoldFixture()
        let depth = 5_000
        let text = "{{ header }}\n// deep\n" + String(repeating: "{% if subFeature %}x\n", count: depth)
            + String(repeating: "{% endif %}", count: depth) + "\n"
        try fixture.directory.write(text, to: "\(subFeaturePart)/Deep.swift")
        let error = try #require(throws: ScaffoldError.self) { try fixture.plan(FeatureRequest(name: "Climate")) }
        // Lines 1 and 2 are the header and the comment; the 65th `{% if %}` is on line 67.
        #expect(error == .templateTooDeep(
            FileLocation(file: "\(subFeaturePart)/Deep.swift", position: SourcePosition(line: 67, column: 1)),
            limit: 64
        ))
        #expect(error.description.hasPrefix(
            "\(subFeaturePart)/Deep.swift:67:1: error: template error: blocks nest deeper than 64 levels here"
        ), "\(error.description)")
        #expect(error.exitStatus == .usage)
    }

    @Test func nestingWithinTheBoundRendersAndTagsInCommentsDoNotCount() throws {
        let fixture = try ScaffoldFixture()
        let depth = 64
        let text = "{{ header }}\n{# " + String(repeating: "{% if x %}", count: 200) + " #}\n"
            + String(repeating: "{%- if subFeature -%}", count: depth) + "// {{ subFeature }}"
            + String(repeating: "{%- endif -%}", count: depth) + "\n"
        try fixture.directory.write(text, to: "\(subFeaturePart)/Nested.swift")
        let plan = try fixture.plan(FeatureRequest(name: "Climate"))
        let nested = try #require(plan.files.first { $0.path.hasSuffix("Nested.swift") })
        #expect(nested.contents.contains("// Climate"))
    }

    @Test func aTemplateOverTheSizeBoundIsRefusedBeforeItIsRead() throws {
        let fixture = try ScaffoldFixture()
        let path = "\(subFeaturePart)/Huge.swift"
        let url = try fixture.directory.write("{{ header }}\n", to: path)
        // Sparse: 16 MB that cost no disk (the size is what is checked, before any byte is read).
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 16 << 20)
        try handle.close()
        let error = try #require(throws: ScaffoldError.self) { try fixture.plan(FeatureRequest(name: "Climate")) }
        #expect(error == .templateTooLarge(path: path, limit: 1 << 20))
        #expect(error.description.hasPrefix("\(path): error: the template is larger than 1024 KB"), "\(error)")
    }

    @Test func theScanFindsTheFirstBlockPastTheBound() {
        #expect(TemplateNesting.firstTooDeep(in: "{% if a %}{% if b %}", limit: 2) == nil)
        #expect(TemplateNesting.firstTooDeep(in: "{% if a %}\n  {%- for b in c %}", limit: 1)
            == SourcePosition(line: 2, column: 3))
        #expect(TemplateNesting.firstTooDeep(in: "{% if a %}{% endif %}{% if b %}", limit: 1) == nil)
        #expect(TemplateNesting.firstTooDeep(in: "é{% if a %}{% if b %}", limit: 1)
            == SourcePosition(line: 1, column: 12))
        #expect(TemplateNesting.firstTooDeep(in: "{% if a ", limit: 0) == nil)
    }
}
