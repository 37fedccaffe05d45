// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
@testable import ToolsCore

/// A report written from kept parts and findings rendered in between is the report of every finding at once,
/// frame and separators included.
@Suite(.offThePool) struct PrerenderedReportTests {
    @Test func aPartRenderedBetweenKeptPartsIsSeparatedAsInOneReport() {
        let diagnostics = (1...3).map { (index: Int) in
            Diagnostic(file: "F\(index).swift", line: index, column: 1, severity: .warning, ruleID: "r", ruleName: "R",
                       message: "m\(index)")
        }
        for identifier in ["json", "checkstyle", "xcode"] {
            guard let renderer = PartRenderer(ReporterChoice(given: [ReporterSpec(identifier: identifier)]),
                                              colored: false),
                  let whole = Reporters.reporter(for: identifier)?.render(diagnostics) else {
                Issue.record("no renderer for \(identifier)")
                continue
            }
            let empty = renderer.part(file: "F0.swift", diagnostics: [])
            let kept = [empty, renderer.part(file: "F2.swift", diagnostics: [diagnostics[1]])]
            var written = Data()
            PrerenderedReport(renderer: renderer, parts: kept).write(with: [diagnostics[0], diagnostics[2]]) {
                written.append($0)
            }
            #expect(String(decoding: written, as: UTF8.self) == whole, "\(identifier)")
        }
    }

    @Test func aReportWithoutFindingsIsTheFrameAlone() {
        for identifier in ["json", "checkstyle", "xcode"] {
            guard let renderer = PartRenderer(ReporterChoice(given: [ReporterSpec(identifier: identifier)]),
                                              colored: false),
                  let whole = Reporters.reporter(for: identifier)?.render([]) else {
                Issue.record("no renderer for \(identifier)")
                continue
            }
            let empty = renderer.part(file: "F0.swift", diagnostics: [])
            var written = Data()
            PrerenderedReport(renderer: renderer, parts: [empty]).write(with: []) { written.append($0) }
            #expect(String(decoding: written, as: UTF8.self) == whole, "\(identifier)")
        }
    }
}
