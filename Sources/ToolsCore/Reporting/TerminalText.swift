// Copyright © 2026 Tools Authors. All rights reserved.

/// Text from files (names, messages, content) made safe to print on one terminal line.
public enum TerminalText {
    /// Replaces control characters (C0, DEL, C1: newlines, ESC, carriage returns) with a visible escape
    /// such as `\n` or `\u{1B}`, so that printed text can neither break a line nor send terminal commands.
    public static func sanitized(_ text: String) -> String {
        // In UTF-8, C0 and DEL are single bytes and every C1 control starts with 0xC2: text without those
        // bytes (nearly all) is returned after one pass over its bytes.
        guard mayHaveControls(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isControl(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func mayHaveControls(_ text: String) -> Bool {
        func suspect(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 }
        // A native string's bytes are contiguous: a plain loop over them, not the UTF-8 view's iterator.
        return text.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains(where: suspect) }
            ?? text.utf8.contains(where: suspect)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
