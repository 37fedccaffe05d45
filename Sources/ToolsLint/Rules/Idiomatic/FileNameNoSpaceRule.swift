// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A file name with a space (or another Unicode space) is awkward in shells and build scripts; reported
/// on the file's first line, as SwiftLint's opt-in `file_name_no_space`.
struct FileNameNoSpaceRule: Rule {
    static let description = RuleDescription(
        identifier: "file_name_no_space",
        name: "File Name no Space",
        description: "File name should not contain any whitespace",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("struct Profile {}\n", path: "Sources/App/Profile View.swift/Profile.swift"),
            Example("struct Profile {}\n",
                    options: "excluded: [Profile View.swift]", path: "Sources/App/Profile View.swift"),
        ],
        triggeringExamples: [
            Example("↓struct Profile {}\n", path: "Sources/App/Profile View.swift"),
            Example("↓let a = 1\n", path: "Sources/App/Tab\tName.swift"),
        ]
    )

    var excluded: Set<String> = []

    static var options: [RuleOption<Self>] {
        [.severity, .key("excluded", \.excluded, "file names (not paths) that may contain whitespace")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let name = file.relativePath.split(separator: "/").last.map(String.init) ?? file.relativePath
        guard !excluded.contains(name), name.rangeOfCharacter(from: .whitespaces) != nil else { return }
        walk.atEnd { found in found.add(line: 1, column: 0) }
    }
}
