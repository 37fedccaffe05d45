// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

extension RuleContext {
    /// The context every lint run of `workspace` uses, `tools lint` and the pre-commit hook alike: its header
    /// template, when the workspace names a copyright holder or the template names none. Otherwise
    /// `file_header` takes the template with any holder (the scaffolder writes the project's name then, and
    /// so does `--fix`), rather than demanding an empty one.
    public init(workspace: Workspace?) {
        guard let workspace else {
            self.init()
            return
        }
        let template = workspace.settings.header.template
        if workspace.settings.copyrightHolder != nil {
            self.init(header: workspace.settings.header)
        } else if !template.contains("{holder}") {
            // A header naming no holder (an app's IDETemplateMacros.plist header) is the same for anyone.
            self.init(header: HeaderTemplate(template: template, holder: ""))
        } else if let written = workspace.writtenHeader {
            // The workspace's template (an Xcode header's `//  Copyright …` as well as the default) with any
            // holder; `--fix` writes the one the scaffolder writes.
            self.init(header: written, acceptsAnyHolder: true)
        } else {
            self.init()
        }
    }
}
