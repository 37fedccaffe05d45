// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Inside a feature package, a file's layer is its folder; a layer may use only the layers the map
/// allows. Checked across the module: a symbol table of the types each layer declares, then every
/// reference to a type of a forbidden layer; plus imports of modules the map places in a forbidden
/// layer, and imports of another feature package.
///
/// Options: `layers` (layer → allowed layers, `"*"` for all), `modules` (module → layer),
/// `feature_suffix` (default `Feature`), `allow_feature_dependencies` (default false), `severity`.
public struct LayeringRule: Rule {
    public static let description = RuleDescription(
        identifier: "layering",
        name: "Layering",
        description: "A layer must only use the layers the layer map allows",
        defaultSeverity: .error,
        isOptIn: true,
        nonTriggeringExamples: [
            Example("import Foundation\nstruct User {}\n", path: "Sources/UserFeature/User/Domain/User.swift"),
            Example("import NetworkKit\n", options: "modules: {NetworkKit: DataAccess}",
                    path: "Sources/UserFeature/User/DataAccess/Client.swift"),
            Example("import NetworkKit\n", options: "modules: {NetworkKit: DataAccess}",
                    path: "Tests/UserFeatureTests/ClientTests.swift"),
            Example("import CartFeature\n", options: "allow_feature_dependencies: true",
                    path: "Sources/UserFeature/User/Presentation/View.swift"),
            Example("let package = Package(name: \"App\", dependencies: [.package(path: \"../CartFeature\")])\n",
                    path: "App/Package.swift"),
        ],
        triggeringExamples: [
            Example("↓import NetworkKit\n", options: "modules: {NetworkKit: DataAccess}",
                    path: "Sources/UserFeature/User/Presentation/View.swift"),
            Example("↓import SwiftUI\n", options: "modules: {SwiftUI: Presentation}",
                    path: "Sources/UserFeature/User/Domain/User.swift"),
            Example("↓import CartFeature\n", path: "Sources/UserFeature/User/Application/UseCase.swift"),
            Example("let package = Package(\n    name: \"UserFeature\",\n    dependencies: [\n"
                + "        .package(path: \"../CoreKit\"),\n        ↓.package(path: \"../CartFeature\"),\n    ]\n)\n",
                path: "localPackages/UserFeature/Package.swift"),
        ]
    )

    public var map = LayerMap.standard

    public init() {}

    public static var options: [RuleOption<Self>] {
        [
            .severity,
            .custom(keys: ["layers"], "each layer with the layers it may use ('*': every layer)",
                    read: readLayers, values: { [OptionEntry("layers", layersYAML($0.rule.map))] }),
            .custom(keys: ["modules"], "modules by the layer they belong to, for import checks",
                    read: readModules, values: { [OptionEntry("modules", modulesYAML($0.rule.map))] }),
            .key("feature_suffix", \.map.featureSuffix, "modules whose name ends with this are feature packages"),
            .key("allow_feature_dependencies", \.map.allowsFeatureDependencies,
                 "a feature package may depend on another"),
        ]
    }

    private static func readLayers(
        _ node: ConfigNode, _ settings: inout RuleSettings<Self>
    ) throws(ConfigurationError) {
        guard let layers = node["layers"] else { return }
        var allowed: [String: Set<String>] = [:]
        for (layer, value) in try layers.entries() {
            allowed[layer] = value.isNull ? [] : Set(try value.strings())
        }
        for (layer, permitted) in allowed {
            for other in permitted where other != LayerMap.everything && allowed[other] == nil {
                throw layers.error("layer '\(layer)' may use '\(other)', which is not a layer",
                                   hint: "declare '\(other)' under layers, or remove it")
            }
        }
        settings.rule.map.allowed = allowed
    }

    private static func readModules(
        _ node: ConfigNode, _ settings: inout RuleSettings<Self>
    ) throws(ConfigurationError) {
        guard let modules = node["modules"] else { return }
        for (module, value) in try modules.entries() {
            let layer = try value.string()
            guard settings.rule.map.allowed[layer] != nil else {
                throw value.error("module '\(module)' is put in '\(layer)', which is not a layer")
            }
            settings.rule.map.modules[module] = layer
        }
    }

    private static func layersYAML(_ map: LayerMap) -> OptionYAML {
        .mapping(map.allowed.keys.sorted().map { OptionEntry($0, (map.allowed[$0] ?? []).yaml) })
    }

    private static func modulesYAML(_ map: LayerMap) -> OptionYAML {
        .mapping(map.modules.keys.sorted().map { OptionEntry($0, .string(map.modules[$0] ?? "")) })
    }

    /// In a feature package's manifest: `.package(path:)` dependencies on other feature packages. The
    /// rest is module-level: the engine collects `LayeringFacts` per file and calls `check`.
    public func register(_ walk: inout FileWalk, for file: LintFile) {
        let parts = file.relativePath.split(separator: "/")
        guard !map.allowsFeatureDependencies, parts.last == "Package.swift", parts.count >= 2,
              parts[parts.count - 2].hasSuffix(map.featureSuffix) else { return }
        let package = String(parts[parts.count - 2])
        walk.atEnd { found in
            for token in file.tokens where token.text == "package" {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                      let call = member.parent?.as(FunctionCallExprSyntax.self),
                      let argument = call.arguments.first(where: { $0.label?.text == "path" }),
                      let literal = argument.expression.as(StringLiteralExprSyntax.self) else { continue }
                let path = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                let dependency = path.split(separator: "/").last.map(String.init) ?? path
                guard dependency.hasSuffix(map.featureSuffix), dependency != package else { continue }
                found.add(
                    at: call, reason: "feature '\(package)' must not depend on feature '\(dependency)'; "
                        + "move what they share into a package both may use"
                )
            }
        }
    }

    /// The violations of one file, given the symbol table of its module.
    func check(path: String, facts: LayeringFacts, table: LayerSymbolTable, severity: Severity) -> [Violation] {
        let place = map.place(of: path)
        var violations: [Violation] = []
        if let layer = place.layer {
            violations += typeViolations(layer: layer, facts: facts, table: table, severity: severity)
        }
        for reference in facts.imports {
            if let layer = place.layer, let other = map.modules[reference.module], !map.may(layer, use: other) {
                violations.append(Violation(
                    ruleID: identifier, severity: severity, line: reference.line, column: reference.column,
                    message: "\(layer) must not use \(other): module '\(reference.module)' belongs to \(other)"
                ))
            } else if !map.allowsFeatureDependencies, reference.module.hasSuffix(map.featureSuffix),
                      place.module.hasSuffix(map.featureSuffix), reference.module != place.module {
                violations.append(Violation(
                    ruleID: identifier, severity: severity, line: reference.line, column: reference.column,
                    message: "feature '\(place.module)' must not depend on feature '\(reference.module)'; "
                        + "move what they share into a package both may use"
                ))
            }
        }
        return violations
    }

    /// References to types that only forbidden layers of the module declare. A name declared in the file
    /// itself, in an allowed layer or outside any layer folder is fine (the ambiguity is resolved in
    /// favour of the allowed declaration).
    private func typeViolations(
        layer: String, facts: LayeringFacts, table: LayerSymbolTable, severity: Severity
    ) -> [Violation] {
        var violations: [Violation] = []
        let local = Set(facts.declarations.map(\.name))
        for reference in facts.references where !local.contains(reference.name) {
            let declarations = table.declarations(of: reference.name)
            guard !declarations.isEmpty,
                  !declarations.contains(where: { $0.layer == nil || map.may(layer, use: $0.layer ?? "") }),
                  let first = declarations.first, let other = first.layer else { continue }
            violations.append(Violation(
                ruleID: identifier, severity: severity, line: reference.line, column: reference.column,
                message: "\(layer) must not use \(other): '\(reference.name)' is declared in \(other) "
                    + "(\(first.path):\(first.line))"
            ))
        }
        return violations
    }
}
