// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The text of `tools create-feature --list-templates`: where the templates are, their files, and the
/// variables and filters they may use.
public enum TemplateListing {
    public static func describe(_ directory: URL, relativeTo workspace: Workspace) throws -> String {
        let set = try TemplateSet(directory: directory)
        var text = "Templates: \(workspace.relativePath(directory))\n"
        let others = TemplateSet.setNames(in: directory.deletingLastPathComponent())
            .filter { $0 != directory.lastPathComponent }
        if !others.isEmpty { text += "Other sets beside it: \(others.joined(separator: ", "))\n" }
        for part in TemplateSet.Part.allCases {
            let when = part == .package ? "rendered once, when the package is created" : "rendered once per sub-feature"
            text += "\n\(part.rawValue)/ (\(when))\n"
            for file in set.files where file.part == part {
                text += "  \(file.path)\n"
            }
        }
        let width = (TemplateContext.variables + TemplateContext.filters).map(\.name.count).max() ?? 0
        text += "\nVariables\n"
        for variable in TemplateContext.variables {
            text += "  \(variable.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(variable.meaning)\n"
        }
        text += "\nFilters\n"
        for filter in TemplateContext.filters {
            text += "  \(filter.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(filter.meaning)\n"
        }
        text += "\nA trailing .stencil is dropped from file names; a .keep file creates its folder empty.\n"
        return text
    }
}
