// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

extension Workspace {
    /// The header generated files are written with, the scaffolder's and the mock generator's alike: the
    /// configured copyright holder (`tools.copyrightHolder`, else `attributes.ORGANIZATIONNAME`), else the
    /// project's name; nil when there is neither. Lint takes any holder when none is configured (see
    /// `RuleContext(workspace:)`), so what the tools write passes what they check.
    public var writtenHeader: HeaderTemplate? {
        let configured = settings.copyrightHolder?.trimmingCharacters(in: .whitespaces) ?? ""
        let holder = configured.isEmpty ? project?.name.trimmingCharacters(in: .whitespaces) ?? "" : configured
        guard !holder.isEmpty else { return nil }
        return HeaderTemplate(template: settings.header.template, holder: holder)
    }
}
