// Copyright © 2026 Tools Authors. All rights reserved.

/// Terminal colours; callers decide whether colour is on (see `Console`).
public enum ANSI {
    public enum Color: String, Sendable {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case bold = "1"
        case dim = "2"
    }

    public static func paint(_ text: String, _ color: Color) -> String {
        "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m"
    }
}
