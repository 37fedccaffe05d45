// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Yams

/// Reads YAML files into located `ConfigNode`s, turning libyaml's errors into one clear line.
public enum YAMLLoader {
    /// Loads the YAML document at `url`. An empty file yields an empty mapping.
    /// - Parameter displayPath: how the file is named in messages (defaults to the path).
    public static func load(_ url: URL, displayPath: String? = nil) throws(ConfigurationError) -> ConfigNode {
        let name = displayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ConfigurationError.unreadable(file: name)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError.notUTF8(file: name)
        }
        return try parse(text, file: name)
    }

    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> ConfigNode {
        do {
            let node = try Yams.compose(yaml: text) ?? Yams.Node.mapping(.init([]))
            return ConfigNode(node: node, file: file)
        } catch let error as YamlError {
            throw convert(error, file: file)
        } catch {
            throw ConfigurationError.invalidYAML(ErrorLocation(file: file), detail: "\(error)")
        }
    }

    /// Prefix given to all but the last of duplicated keys, so that the YAML composes; `SpecReader` strips it
    /// and keeps the last value, as XcodeGen's parser does.
    static let duplicateMarker = "__tools_duplicate_key__"

    /// Composes `text` accepting duplicated keys: Yams rejects them, XcodeGen's older parser kept the last
    /// one. Each reported duplicate is renamed in the text with `duplicateMarker` and the text composed again.
    /// Also returns where markers were inserted (line, column, in order), to map columns back to the file.
    static func composeAllowingDuplicateKeys(
        _ text: String, file: String
    ) throws(ConfigurationError) -> (node: Yams.Node, insertions: [(line: Int, column: Int)]) {
        var text = text
        var insertions: [(line: Int, column: Int)] = []
        for _ in 0..<500 {
            do {
                return (try Yams.compose(yaml: text) ?? Yams.Node.mapping(.init([])), insertions)
            } catch let error as YamlError {
                guard case .duplicatedKeysInMapping(_, let context) = error,
                    let (renamed, column) = markKey(in: text, line: context.mark.line, column: context.mark.column)
                else { throw convert(error, file: file) }
                text = renamed
                insertions.append((context.mark.line, column))
            } catch {
                throw ConfigurationError.invalidYAML(ErrorLocation(file: file), detail: "\(error)")
            }
        }
        throw ConfigurationError.invalidYAML(ErrorLocation(file: file), detail: "too many duplicated keys")
    }

    /// `node` without the keys `composeAllowingDuplicateKeys` marked: the last of duplicated keys stays, as
    /// in XcodeGen, for readers of plain `ConfigNode`s (the `tools:` section).
    static func droppingDuplicateKeys(_ node: Yams.Node) -> Yams.Node {
        switch node {
        case .mapping(let mapping):
            let pairs = mapping.compactMap { pair -> (Yams.Node, Yams.Node)? in
                if pair.key.scalar?.string.hasPrefix(duplicateMarker) == true { return nil }
                return (pair.key, droppingDuplicateKeys(pair.value))
            }
            return .mapping(.init(pairs, mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            return .sequence(.init(sequence.map(droppingDuplicateKeys), sequence.tag, sequence.style, sequence.mark))
        case .scalar, .alias:
            return node
        }
    }

    /// `text` with `duplicateMarker` inserted before the key at `line`:`column` (1-based, in characters),
    /// and the column inserted at; nil when that is not the start of a key.
    private static func markKey(in text: String, line: Int, column: Int) -> (String, Int)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Array(String($0).unicodeScalars)
        }
        guard line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].count else { return nil }
        var offset = column - 1
        if ["\"", "'"].contains(lines[line - 1][offset]) { offset += 1 }
        lines[line - 1].insert(contentsOf: duplicateMarker.unicodeScalars, at: offset)
        return (lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n"), offset + 1)
    }

    private static func convert(_ error: YamlError, file: String) -> ConfigurationError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            let position = SourcePosition(line: mark.line, column: mark.column)
            return .invalidYAML(ErrorLocation(file: file, position: position), detail: detail)
        case .reader(let problem, _, _, _):
            return .invalidYAML(ErrorLocation(file: file), detail: problem)
        default:
            return .invalidYAML(ErrorLocation(file: file), detail: "\(error)")
        }
    }
}

extension ToolsCore {
    /// What can be said of libyaml: Yams compiles its own copy and strips libyaml's version functions.
    public static let libyamlVersion = "libyaml compiled into Yams (its copy exports no version function)"
}
