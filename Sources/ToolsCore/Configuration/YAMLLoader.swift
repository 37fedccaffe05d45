// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Yams

/// Reads YAML files into located `ConfigNode`s, turning libyaml's errors into one clear line.
public enum YAMLLoader {
    /// Loads the YAML document at `url`. An empty file yields an empty mapping.
    /// - Parameter displayPath: how the file is named in messages (defaults to the path).
    public static func load(_ url: URL, displayPath: String? = nil) throws(ToolError) -> ConfigNode {
        let name = displayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ToolError.configuration(
                "cannot read the file",
                file: name,
                hint: "check that it exists and is readable"
            )
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ToolError.configuration("the file is not UTF-8 text", file: name, hint: "save it as UTF-8")
        }
        return try parse(text, file: name)
    }

    public static func parse(_ text: String, file: String) throws(ToolError) -> ConfigNode {
        do {
            let node = try Yams.compose(yaml: text) ?? Yams.Node.mapping(.init([]))
            return ConfigNode(node: node, file: file)
        } catch let error as YamlError {
            throw convert(error, file: file)
        } catch {
            throw ToolError.configuration("invalid YAML: \(error)", file: file)
        }
    }

    private static func convert(_ error: YamlError, file: String) -> ToolError {
        let hint = "fix the YAML syntax at that position"
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            let position = SourcePosition(line: mark.line, column: mark.column)
            return ToolError.configuration("invalid YAML: \(detail)", file: file, position: position, hint: hint)
        case .reader(let problem, _, _, _):
            return ToolError.configuration("invalid YAML: \(problem)", file: file, hint: "save the file as UTF-8")
        default:
            return ToolError.configuration("invalid YAML: \(error)", file: file, hint: hint)
        }
    }
}

extension ToolsCore {
    /// What can be said of libyaml: Yams compiles its own copy and strips libyaml's version functions.
    public static let libyamlVersion = "libyaml compiled into Yams (its copy exports no version function)"
}
