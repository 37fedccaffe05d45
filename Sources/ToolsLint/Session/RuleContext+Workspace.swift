// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

extension RuleContext {
    /// The context every lint run of `workspace` uses, `tools lint` and the pre-commit hook alike: its header
    /// template, when the workspace names a copyright holder or the template names none. Otherwise
    /// `file_header` takes any holder (the scaffolder writes the project's name then), rather than demanding
    /// an empty one.
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
        } else {
            self.init()
        }
    }
}
