// Copyright © 2026 Tools Authors. All rights reserved.

/// `superfluous_else`'s examples, kept apart from the rule so that both stay short.
enum SuperfluousElseExamples {
    static let nonTriggering: [Example] = [
        Example("if i > 0 {\n    // comment\n} else if i < 12 {\n    return 2\n} else {\n    return 3\n}\n"),
        Example(
            "if i > 0 {\n    let a = 1\n    if a > 1 {\n        // comment\n    } else {\n        return 1\n"
                + "    }\n    // comment\n} else {\n    return 3\n}\n"
        ),
        Example("if i > 0 {\n    if a > 1 {\n        return 1\n    }\n} else {\n    return 3\n}\n"),
        Example(
            "if i > 0 {\n    if a > 1 {\n        if a > 1 {\n            // comment\n        } else {\n"
                + "            return 1\n        }\n    }\n} else {\n    return 3\n}\n"
        ),
        Example(
            "for i in list {\n    if i > 12 {\n        // Do nothing\n    } else {\n        continue\n"
                + "    }\n    if i > 14 {\n        // Do nothing\n    } else if i > 13 {\n        break\n    }\n"
                + "}\n"
        ),
        Example("if #available(iOS 13, *) {\n    return\n} else {\n    deprecatedFunction()\n}\n"),
        Example("protocol P {\n    var value: Int { get }\n}\n"),
    ]

    static let triggering: [Example] = [
        Example("if i > 0 {\n    return 1\n    // comment\n} ↓else {\n    return 2\n}\n"),
        Example("if i > 0 {\n    return 1\n} ↓else if i < 12 {\n    return 2\n} ↓else if i > 18 {\n    return 3\n}\n"),
        Example(
            "if i > 0 {\n    if i < 12 {\n        return 5\n    } ↓else {\n        if i > 11 {\n"
                + "            return 6\n        } ↓else {\n            return 7\n        }\n    }\n"
                + "} ↓else if i < 12 {\n    return 2\n} ↓else if i < 24 {\n    return 8\n} ↓else {\n    return 3\n"
                + "}\n"
        ),
        Example(
            "for i in list {\n    if i > 13 {\n        return\n    } ↓else if i > 12 {\n        continue\n"
                + "    } ↓else if i > 11 {\n        break\n    } ↓else {\n        throw error\n    }\n}\n"
        ),
        Example("let value = if ready { return 1 } ↓else { 2 }\n"),
    ]

    static let corrections: [Correction] = [
        Correction(
            Example(
                "func f() -> Int {\n    if i > 0 {\n        return 1\n        // comment\n    } ↓else {\n"
                    + "        // another comment\n        return 2\n        // yet another comment\n    }\n}\n"
            ),
            "func f() -> Int {\n    if i > 0 {\n        return 1\n        // comment\n    }\n"
                + "    // another comment\n    return 2\n    // yet another comment\n}\n"
        ),
        Correction(
            Example(
                "func f() -> Int {\n    if i > 0 {\n        return 1\n        // comment\n    } ↓else if i < 10 {\n"
                    + "        return 2\n    } ↓else {\n        return 3\n    }\n}\n"
            ),
            "func f() -> Int {\n    if i > 0 {\n        return 1\n        // comment\n    }\n    if i < 10 {\n"
                + "        return 2\n    }\n    return 3\n}\n"
        ),
        Correction(
            Example(
                "func f() -> Int {\n\n    if i > 0 {\n        return 1\n        // comment\n    } ↓else if i < 10 {\n"
                    + "        // another comment\n        return 2\n    }\n}\n"
            ),
            "func f() -> Int {\n\n    if i > 0 {\n        return 1\n        // comment\n    }\n    if i < 10 {\n"
                + "        // another comment\n        return 2\n    }\n}\n"
        ),
        Correction(
            Example("{\n    if i > 0 {\n        return 1\n    } ↓else {\n        return 2\n    }\n}()\n"),
            "{\n    if i > 0 {\n        return 1\n    }\n    return 2\n}()\n"
        ),
        Correction(
            Example(
                "for i in list {\n    if i > 13 {\n        return\n    } ↓else if i > 12 {\n"
                    + "        continue // continue with next index\n    } ↓else if i > 11 {\n        break\n"
                    + "        // end of loop\n    } ↓else if i > 10 {\n        // Some error\n        throw error\n"
                    + "    } ↓else {\n\n    }\n}\n"
            ),
            "for i in list {\n    if i > 13 {\n        return\n    }\n    if i > 12 {\n"
                + "        continue // continue with next index\n    }\n    if i > 11 {\n        break\n"
                + "        // end of loop\n    }\n    if i > 10 {\n        // Some error\n        throw error\n    }\n"
                    + "}\n"
        ),
        Correction(
            Example(
                "func f() {\n    if a {\n        return\n    } ↓else {\n        if b {\n            return\n"
                    + "        } ↓else {\n            run()\n        }\n    }\n}\n"
            ),
            "func f() {\n    if a {\n        return\n    }\n    if b {\n        return\n    }\n    run()\n}\n"
        ),
        Correction(
            Example("if i > 0 {\r\n    return 1\r\n} ↓else if i < 12 {\r\n    return 2\r\n}\r\n"),
            "if i > 0 {\r\n    return 1\r\n}\r\nif i < 12 {\r\n    return 2\r\n}\r\n"
        ),
    ]
}
