// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The text of the installed hook: a POSIX shell script that starts the prebuilt binary directly (no
/// `swift run`, no build), then the hook that was there before, then the developer's local hook.
public enum HookScript {
    /// The line that marks a hook as ours; the number changes when the script's behaviour does.
    public static let marker = "# tools-hook-version: 2"

    /// The binary the hook calls.
    public enum Binary: Sendable, Hashable {
        /// An absolute path (a binary given with `--binary`, a debug build).
        case path(String)
        /// A path inside the repository's common git folder (`tools/bin/tools`, where `setup-project` puts
        /// its copy): found through `git rev-parse` when the hook runs, so that moving or renaming the
        /// repository's folder keeps the hook working.
        case inGitDirectory(String)
    }

    /// The script for `hook` (`pre-commit`), calling `binary` by its absolute path.
    public static func text(hook: String, binary: String) -> String {
        text(hook: hook, binary: .path(binary), setupCommand: InvocationSpelling.command("setup-project"))
    }

    /// The script for `hook` (`pre-commit`), calling `binary`; `setupCommand` is the fix it names when the
    /// binary is missing (see `SetupCommand`).
    public static func text(hook: String, binary: Binary, setupCommand: String) -> String {
        let chained = HookFiles.chainedName(of: hook)
        let local = HookFiles.localName(of: hook)
        let binaryLine = switch binary {
        case .path(let path): "tools_binary=\(singleQuoted(path))"
        case .inGitDirectory(let relative):
            // git runs hooks from the top of the working tree, so a relative answer is relative to it.
            "tools_binary=\"$(git rev-parse --git-common-dir)\"/\(singleQuoted(relative))"
        }
        return """
        #!/bin/sh
        # Installed by `tools hooks install`; `tools hooks uninstall` removes it and puts back any hook it replaced.
        # Runs `tools hooks run \(hook)` on the staged content, then \(chained) (the hook that was here before
        # tools, if any), then \(local) (your own checks, never touched by tools), from this folder.
        # Bypass once: git commit --no-verify
        \(marker)
        \(binaryLine)
        hook_folder=$(dirname -- "$0")

        if [ -x "$tools_binary" ]; then
            "$tools_binary" hooks run \(hook)
            status=$?
            # tools exits 0, 1 (findings) or 2 (configuration); above that it may not have started at all: a
            # library it links is gone (`brew upgrade` replaces libgit2's versioned one). Then say what to do.
            if [ "$status" -gt 2 ] && ! "$tools_binary" --version >/dev/null 2>&1; then
                echo "tools \(hook): the binary $tools_binary no longer starts \(Self.brokenReason)" >&2
                echo \(singleQuoted("  fix:    \(setupCommand)   (builds it again and reinstalls this hook)")) >&2
                echo "  bypass: git commit --no-verify" >&2
            fi
            [ "$status" -eq 0 ] || exit "$status"
        else
            echo "tools \(hook): the binary $tools_binary is missing, so the checks cannot run." >&2
            echo \(singleQuoted("  fix:    \(setupCommand)   (builds it once and reinstalls this hook)")) >&2
            echo "  bypass: git commit --no-verify" >&2
            exit 1
        fi

        for extra in \(chained) \(local); do
            if [ -f "$hook_folder/$extra" ] || [ -L "$hook_folder/$extra" ]; then
                if [ -x "$hook_folder/$extra" ]; then
                    "$hook_folder/$extra" "$@" || exit $?
                else
                    echo "tools \(hook): $hook_folder/$extra is not executable, so it was skipped (chmod +x it)." >&2
                fi
            fi
        done
        exit 0

        """
    }

    /// Whether `text` is a hook written by `tools` (any version).
    public static func isOurs(_ text: String) -> Bool {
        text.contains("# tools-hook-version: ")
    }

    /// Why a binary that exists may not start, in the hook's one line about it.
    static let brokenReason = "(was a library it links, such as libgit2, upgraded?), so the checks cannot run."

    /// Always quoted, so that paths with spaces, `$` or quotes reach the shell unchanged.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// The names of the files beside a hook.
public enum HookFiles {
    /// Where a hook that was present before `tools` was installed is kept, and run after ours.
    public static func chainedName(of hook: String) -> String { "\(hook).chained" }
    /// A per-developer hook that runs after ours; `tools` never writes or removes it.
    public static func localName(of hook: String) -> String { "\(hook).local" }
}
