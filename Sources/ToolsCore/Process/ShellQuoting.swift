// Copyright © 2026 Tools Authors. All rights reserved.

/// Quotes arguments for display only: processes are always started with argument arrays.
public enum ShellQuoting {
    public static func quote(_ argument: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !argument.isEmpty, argument.allSatisfy({ safe.contains($0) }) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
