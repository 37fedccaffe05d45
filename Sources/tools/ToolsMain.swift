// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCLI

/// The executable: every command lives in the `ToolsCLI` library, where tests run them in-process.
@main
enum ToolsMain {
    static func main() async {
        await ToolsCommand.main()
    }
}
