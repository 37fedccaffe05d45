// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Path globs in an option's list (`allowed_paths: [Sources/App/**]`).
extension PathGlob: OptionListElement {
    public static func element(_ text: String, at node: ConfigNode) throws(ConfigurationError) -> PathGlob {
        PathGlob(text)
    }

    public var yaml: OptionYAML { .string(pattern) }
}
