// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A shared `.xcscheme` as Xcode (or XcodeGen) wrote it: the same model as the schemes XcodeGen generates
/// from a spec, so both are planned alike.
public enum SchemeFile {
    /// Scheme files are a few kilobytes; this bound keeps a stray huge file from being read whole.
    static let sizeLimit = 4 * 1024 * 1024

    /// Reads the scheme at `url`, named after its file; `displayPath` names it in errors.
    public static func read(_ url: URL, displayPath: String) throws(BuildError) -> XcodeScheme {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= sizeLimit else {
            throw BuildError.xcodeProjectMalformed(
                FileLocation(file: displayPath), problem: "it is larger than \(sizeLimit / 1024 / 1024) MB")
        }
        guard let data = try? Data(contentsOf: url) else {
            throw BuildError.xcodeProjectMalformed(FileLocation(file: displayPath), problem: "it cannot be read")
        }
        return try parse(data, name: url.deletingPathExtension().lastPathComponent, displayPath: displayPath)
    }

    public static func parse(_ data: Data, name: String, displayPath: String) throws(BuildError) -> XcodeScheme {
        let delegate = SchemeParserDelegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        // swift-corelibs-foundation's parse() may return true after an error: the delegate hears of it.
        let parsed = parser.parse()
        if let failure = delegate.failure ?? (parsed ? nil : (line: parser.lineNumber, column: parser.columnNumber)) {
            throw BuildError.xcodeProjectMalformed(
                FileLocation(file: displayPath, line: max(failure.line, 1), column: max(failure.column, 1)),
                problem: "it is not well-formed XML")
        }
        guard delegate.sawScheme else {
            throw BuildError.xcodeProjectMalformed(
                FileLocation(file: displayPath), problem: "it has no <Scheme> element")
        }
        let configurations = delegate.configurations
        let buildTargets = delegate.buildEntries.filter(\.forRunning).map(\.name)
        return XcodeScheme(
            name: name, buildTargets: buildTargets.isEmpty ? delegate.buildEntries.map(\.name) : buildTargets,
            testTargets: delegate.testables,
            testPlans: delegate.testPlans,
            runConfiguration: configurations["LaunchAction"] ?? "Debug",
            testConfiguration: configurations["TestAction"] ?? "Debug",
            profileConfiguration: configurations["ProfileAction"] ?? "Release",
            analyzeConfiguration: configurations["AnalyzeAction"] ?? "Debug",
            archiveConfiguration: configurations["ArchiveAction"] ?? "Release",
            mainTarget: delegate.runnable ?? buildTargets.first,
            location: FileLocation(file: displayPath))
    }
}

/// Collects what the planner needs from a scheme's XML.
private final class SchemeParserDelegate: NSObject, XMLParserDelegate {
    struct BuildEntry {
        var name: String
        var forRunning: Bool
    }

    var sawScheme = false
    /// Where parsing first failed.
    var failure: (line: Int, column: Int)?
    var buildEntries: [BuildEntry] = []
    var testables: [String] = []
    var testPlans: [ProjectSpec.TestPlan] = []
    var runnable: String?
    /// `LaunchAction` → its `buildConfiguration`.
    var configurations: [String: String] = [:]
    /// The open elements' names.
    private var stack: [String] = []
    private var entryForRunning = false
    private var testableSkipped = false

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        defer { stack.append(elementName) }
        switch elementName {
        case "Scheme":
            sawScheme = true
        case "LaunchAction", "TestAction", "ProfileAction", "AnalyzeAction", "ArchiveAction":
            if let configuration = attributes["buildConfiguration"] { configurations[elementName] = configuration }
        case "BuildActionEntry":
            entryForRunning = attributes["buildForRunning"] == "YES"
        case "TestableReference":
            testableSkipped = attributes["skipped"] == "YES"
        case "TestPlanReference":
            // `container:Tests/App.xctestplan`: the path relative to the project's folder.
            if let reference = attributes["reference"] {
                let prefix = "container:"
                let path = reference.hasPrefix(prefix) ? String(reference.dropFirst(prefix.count)) : reference
                testPlans.append(ProjectSpec.TestPlan(path: path, isDefault: attributes["default"] == "YES"))
            }
        case "BuildableReference":
            guard let name = attributes["BlueprintName"] else { break }
            switch stack.last {
            case "BuildActionEntry":
                if !buildEntries.contains(where: { $0.name == name }) {
                    buildEntries.append(BuildEntry(name: name, forRunning: entryForRunning))
                }
            case "TestableReference":
                if !testableSkipped, !testables.contains(name) { testables.append(name) }
            case "BuildableProductRunnable", "RemoteRunnable":
                if stack.dropLast().last == "LaunchAction" { runnable = name }
            default:
                break
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if failure == nil { failure = (parser.lineNumber, parser.columnNumber) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }
}
