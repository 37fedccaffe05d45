// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsMocks

/// Generated mocks keep the team's line limit without a blanket `swiftlint:disable`: long lines are broken
/// where Swift allows it (MockCompilationTests compiles the broken lines with Swift 6).
@Suite(.offThePool)
struct LineLengthTests {
    @Test(arguments: [120, 100, 80])
    func everyLineOfTheFixtureMocksIsWithinTheLimit(limit: Int) throws {
        let folder = try TemporaryDirectory(prefix: "tools mocks lines")
        var sources: [URL] = []
        for (path, text) in MockFixtures.files.merging(HardCaseFixtures.files, uniquingKeysWith: { $1 }) {
            sources.append(try folder.write(text, to: "Sources/Fixtures/\(path)"))
        }
        var request = MockRequest(jobs: [MockJob(
            output: folder.url.appendingPathComponent("Mocks/Mocks.swift"),
            sources: sources.sorted { $0.path < $1.path }
        )])
        request.folders = ["Domain", "Application"]
        request.folderPackages = [folder.url]
        request.header = .init(holder: "Example Corp")
        request.displayRoot = folder.url
        request.maxLineLength = limit
        _ = try MockGenerator(store: nil).run(request)
        let text = try folder.read("Mocks/Mocks.swift")

        let lines = text.components(separatedBy: "\n")
        var exempted: [String] = []
        for (index, line) in lines.enumerated() where line.count > limit {
            let previous = index > 0 ? lines[index - 1] : ""
            #expect(previous.hasSuffix("// swiftlint:disable:next line_length"), "line \(index + 1): \(line)")
            // The marker identifies generated files: it stays whole, exempted under a limit shorter than it.
            if line != MockGenerator.marker { exempted.append(line) }
        }
        #expect(exempted.isEmpty, "the fixtures have no name longer than \(limit) columns: \(exempted)")
        #expect(!text.contains("swiftlint:disable all"))
        #expect(ProtocolParser.parse(source: text, file: "Mocks.swift").syntaxErrors.isEmpty)
    }

    @Test func aParameterListIsBrokenOneParameterALine() {
        let wrapper = LineWrapper(limit: 60)
        let line = "    public func schedule(vehicle: Vehicle, at date: Date, repeats: [Weekday]) async throws {"
        #expect(wrapper.wrap(line: line) == [
            "    public func schedule(",
            "        vehicle: Vehicle,",
            "        at date: Date,",
            "        repeats: [Weekday]",
            "    ) async throws {",
        ])
    }

    @Test func aGenericArgumentListIsNotSplitAtItsCommas() {
        let wrapper = LineWrapper(limit: 40)
        let line = "func store(values: Dictionary<String, Int>, into box: Box)"
        #expect(wrapper.wrap(line: line) == [
            "func store(",
            "    values: Dictionary<String, Int>,",
            "    into box: Box",
            ")",
        ])
    }

    @Test func aLongMessageBecomesAConcatenationInsideItsBlock() {
        let wrapper = LineWrapper(limit: 60)
        let line = "guard let value = carReturnValue else { fatalError(\"CarMock.car(vin:): no value "
            + "configured; set carVinReturnValue or carVinClosure\") }"
        let lines = wrapper.wrap(line: line)
        #expect(lines.first == "guard let value = carReturnValue else {")
        #expect(lines.last == "}")
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
        let message = lines.filter { $0.contains("\"") }
            .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "+ ", with: "") }
            .map { $0.dropFirst().dropLast() }.joined()
        #expect(message == "CarMock.car(vin:): no value configured; set carVinReturnValue or carVinClosure")
    }

    @Test func stringsAndInterpolationsAreNotBrokenInside() {
        let wrapper = LineWrapper(limit: 20)
        #expect(wrapper.wrap(line: "print(\"a, (b\", \"\\(x(1, 2))\")") == [
            "print(",
            "    \"a, (b\",",
            "    \"\\(x(1, 2))\"",
            ")",
        ])
        let directive = "#if canImport(SomeVeryLongModuleName) && canImport(AnotherLongModuleName)"
        #expect(wrapper.wrap(line: directive) == [directive])
    }
}

/// Rules the generated code cannot follow are disabled for the lines that break them, never for the file.
@Suite(.offThePool)
struct TargetedExemptionTests {
    @Test func aTupleOfThreeOrMoreIsExemptedAroundItsMemberOnly() {
        let declaration: Substring = "    public var moveFromToReceivedArguments: (from: Int, to: Int, by: Int)? {"
        let exempted = MockFileRenderer.exemptingLargeTuple(String(declaration), declaredBy: declaration)
        #expect(exempted == """
                // swiftlint:disable large_tuple
                public var moveFromToReceivedArguments: (from: Int, to: Int, by: Int)? {
                // swiftlint:enable large_tuple
            """)
        for line: Substring in [
            "    public var moveFromToReceivedArguments: (from: Int, to: Int)? {",
            "    public var moveClosure: ((Int, Int, Int) async throws -> Void)?",
            "    private var _count: Int = 0",
        ] {
            #expect(MockFileRenderer.exemptingLargeTuple(String(line), declaredBy: line) == String(line))
        }
        #expect(SwiftScanner.largestTupleArity(in: " [(a: Int, b: (Int, Int, Int), c: Int)] = []") == 3)
    }

    @Test func aLongPropertyNameIsExemptedFromIdentifierName() {
        let name = String(repeating: "a", count: 41)
        let text = "    var \(name): Int\n    private var _\(String(repeating: "b", count: 40)): Int"
        #expect(MockFileRenderer.exemptingUnbreakableLines(text, limit: 120) == """
                // swiftlint:disable:next identifier_name
                var \(name): Int
                private var _\(String(repeating: "b", count: 40)): Int
            """)
    }
}
