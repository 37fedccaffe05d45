// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Collects the warnings raised while rules read their options. SwiftLint warns about an unknown option
/// key and still applies the rule's other keys; rules report such keys through `RuleOptions` without
/// knowing who collects them, so the configuration binds a collector around building its rules.
final class OptionWarnings: @unchecked Sendable {
    @TaskLocal static var current: OptionWarnings?

    private let lock = NSLock()
    private var collected: [Diagnostic] = []

    var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    func append(_ diagnostic: Diagnostic) {
        lock.lock()
        defer { lock.unlock() }
        collected.append(diagnostic)
    }
}
