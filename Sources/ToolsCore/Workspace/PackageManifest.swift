// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftParser
import SwiftSyntax

/// What `tools` needs of a `Package.swift`, read statically with swift-syntax: no `swift package` run,
/// so reading a hundred manifests takes milliseconds and works without a resolved package.
public struct PackageManifest: Sendable, Hashable, Codable {
    public struct Target: Sendable, Hashable, Codable {
        public var name: String
        public var kind: Kind
        /// The custom `path:`, nil for the default `Sources/<name>` or `Tests/<name>`.
        public var path: String?
        /// Names of the targets and products it depends on.
        public var dependencies: [String]
        /// A binary target's `url:`, nil otherwise.
        public var url: String?

        /// A binary target holding an XCFramework (`path:` or `url:` naming one): Apple platforms only.
        public var isXCFramework: Bool {
            guard kind == .binary else { return false }
            return [path, url].contains { $0?.lowercased().contains(".xcframework") == true }
        }

        /// Where its sources live, relative to the package folder.
        public var sourcePath: String {
            path ?? (kind == .test ? "Tests/\(name)" : (kind == .plugin ? "Plugins/\(name)" : "Sources/\(name)"))
        }
    }

    public var name: String
    public var toolsVersion: String?
    public var targets: [Target]
    /// `.package(path:)` entries, as written.
    public var localDependencies: [String]
    public var products: [String]
    /// The platforms of `platforms: [.iOS(.v16), .macOS(.v14)]` as written (`iOS`, `macOS`); empty when the
    /// manifest names none (every platform).
    public var platforms: [String] = []
    /// The versions of `platforms:` by name, dotted (`18` for `.iOS(.v18)`, `10.15` for `.macOS(.v10_15)`,
    /// `17.2` for `.iOS("17.2")`): a new sibling package targets at least what its siblings target.
    public var platformVersions: [String: String] = [:]

    /// Reads the manifest at `url`.
    public static func read(_ url: URL) throws(CoreError) -> PackageManifest {
        // The size first (of what a link points to): a huge file is not read at all.
        let target = url.resolvingSymlinksInPath().path
        let size = (try? FileManager.default.attributesOfItem(atPath: target)[.size] as? Int) ?? nil
        if let size, size > SwiftSourceLimits.maximumSize {
            throw CoreError.manifestTooComplex(
                path: url.path, line: 1, column: 1,
                problem: "the file is larger than \(SwiftSourceLimits.maximumSize >> 20) MB"
            )
        }
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            throw CoreError.manifestUnreadable(path: url.path)
        }
        return try parse(text, file: url.path)
    }

    /// Parses `text`, first checked against `SwiftSourceLimits` as lint checks a file: nesting deep enough to
    /// exhaust the parser's stack (3,000 parentheses in 6 KB) makes the manifest a located error, never a crash.
    public static func parse(_ text: String, file: String) throws(CoreError) -> PackageManifest {
        var text = text
        if let problem = text.withUTF8({ SwiftSourceLimits.problem(in: $0) }) {
            let reason = problem.message.hasPrefix("skipped: ") ? String(problem.message.dropFirst(9)) : problem.message
            throw CoreError.manifestTooComplex(path: file, line: problem.line, column: problem.column, problem: reason)
        }
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftSourceLimits.parserNestingLevel) }
        var reader = ManifestReader()
        reader.read(Syntax(tree))
        guard let name = reader.packageName else {
            throw CoreError.manifestWithoutName(path: file)
        }
        let firstLine = text.prefix { $0 != "\n" }
        var toolsVersion: String?
        if let range = firstLine.range(of: "swift-tools-version:") {
            toolsVersion = firstLine[range.upperBound...].trimmingCharacters(in: .whitespaces)
        }
        return PackageManifest(
            name: name, toolsVersion: toolsVersion, targets: reader.targets,
            localDependencies: reader.localDependencies, products: reader.products, platforms: reader.platforms,
            platformVersions: reader.platformVersions
        )
    }
}

/// Collects the calls that declare the package, its targets, products and local dependencies, wherever
/// they appear (inline or in variables), which covers hand-written and generated manifests alike.
///
/// The tree is walked with a stack of its own rather than by recursion (as `SyntaxVisitor` does), so no
/// manifest's depth can exhaust the thread's stack.
private struct ManifestReader {
    var packageName: String?
    var targets: [PackageManifest.Target] = []
    var localDependencies: [String] = []
    var products: [String] = []
    var platforms: [String] = []
    var platformVersions: [String: String] = [:]

    private static let targetKinds: [String: PackageManifest.Target.Kind] = [
        "target": .regular, "testTarget": .test, "executableTarget": .executable, "macro": .macro,
        "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
    ]

    /// Visits `root` and every node below it in source order.
    mutating func read(_ root: Syntax) {
        var pending = [root]
        while let node = pending.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), !visit(call) { continue }
            // Reversed, so that the first child is taken next: declarations are met in source order.
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
    }

    /// Records what `node` declares; false when its children are not to be read.
    private mutating func visit(_ node: FunctionCallExprSyntax) -> Bool {
        let arguments = node.arguments
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           reference.baseName.text == "Package" {
            if packageName == nil {
                packageName = stringArgument("name", in: arguments)
                platforms = platformNames(in: arguments)
                platformVersions = platformVersions(in: arguments)
            }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let callee = member.declName.baseName.text
            if let kind = Self.targetKinds[callee], let name = stringArgument("name", in: arguments) {
                targets.append(.init(
                    name: name, kind: kind, path: stringArgument("path", in: arguments),
                    dependencies: dependencyNames(in: arguments), url: stringArgument("url", in: arguments)
                ))
                // `.target(name:)` inside its dependencies names a dependency, not a new target.
                return false
            } else if callee == "package", let path = stringArgument("path", in: arguments) {
                localDependencies.append(path)
            } else if ["library", "executable"].contains(callee), let name = stringArgument("name", in: arguments),
                      member.base == nil {
                products.append(name)
            }
        }
        return true
    }

    private func stringArgument(_ label: String, in arguments: LabeledExprListSyntax) -> String? {
        guard let argument = arguments.first(where: { $0.label?.text == label }) else { return nil }
        return literal(argument.expression)
    }

    private func literal(_ expression: ExprSyntax) -> String? {
        guard let string = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in string.segments {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            text += part.content.text
        }
        return text
    }

    /// `iOS` of `.iOS(.v16)` or `.iOS("16.0")`, for each element of `platforms:`.
    private func platformNames(in arguments: LabeledExprListSyntax) -> [String] {
        guard let argument = arguments.first(where: { $0.label?.text == "platforms" }),
              let array = argument.expression.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            element.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?
                .declName.baseName.text
        }
    }

    /// `["iOS": "18"]` of `.iOS(.v18)`, `["macOS": "10.15"]` of `.macOS(.v10_15)`, `["iOS": "17.2"]` of
    /// `.iOS("17.2")`; an element whose version is not written out (a variable) is left out.
    private func platformVersions(in arguments: LabeledExprListSyntax) -> [String: String] {
        guard let argument = arguments.first(where: { $0.label?.text == "platforms" }),
              let array = argument.expression.as(ArrayExprSyntax.self) else { return [:] }
        var versions: [String: String] = [:]
        for element in array.elements {
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                  let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  let version = call.arguments.first?.expression else { continue }
            if let text = literal(version) {
                versions[name] = text
            } else if let member = version.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      member.hasPrefix("v"), member.count > 1 {
                versions[name] = member.dropFirst().replacingOccurrences(of: "_", with: ".")
            }
        }
        return versions
    }

    private func dependencyNames(in arguments: LabeledExprListSyntax) -> [String] {
        guard let argument = arguments.first(where: { $0.label?.text == "dependencies" }),
              let array = argument.expression.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element -> String? in
            if let name = literal(element.expression) { return name }
            guard let call = element.expression.as(FunctionCallExprSyntax.self) else { return nil }
            return stringArgument("name", in: call.arguments)
        }
    }
}

extension PackageManifest.Target {
    public enum Kind: String, Sendable, Codable {
        case regular, test, executable, macro, plugin, binary, system
    }
}
