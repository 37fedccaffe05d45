// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

extension RuleContext {
    /// The context every lint run of `workspace` uses, `tools lint` and the pre-commit hook alike: its header
    /// template, when the workspace names a copyright holder. With none, `file_header` takes any holder (the
    /// scaffolder writes the project's name then), rather than demanding an empty one.
    public init(workspace: Workspace?) {
        guard let workspace, workspace.settings.copyrightHolder != nil else {
            self.init()
            return
        }
        self.init(header: workspace.settings.header)
    }
}
