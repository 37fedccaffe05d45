// Copyright © 2026 Tools Authors. All rights reserved.

/// `accessibility_trait_for_button`'s examples (SwiftLint's and our own), kept apart from the rule.
enum AccessibilityTraitForButtonExamples {
    static let nonTriggering: [Example] = [
        Example(
            "struct MyView: View {\n    var body: some View {\n        Button {\n"
                + "            print(\"tapped\")\n        } label: {\n            Text(\"Learn more\")\n        }\n"
                + "    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n"
                + "        Link(\"Open link\", destination: myUrl)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            .onTapGesture {\n                print(\"tapped - open URL\")\n            }\n"
                + "            .accessibility(addTraits: .isLink)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            .accessibilityAddTraits(.isButton)\n            .onTapGesture {\n"
                + "                print(\"tapped\")\n            }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            .accessibility(addTraits: [.isButton, .isHeader])\n            .onTapGesture {\n"
                + "                print(\"tapped\")\n            }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            .onTapGesture {\n                print(\"tapped - open URL\")\n            }\n"
                + "            .accessibilityAddTraits([.isHeader, .isLink])\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            .onTapGesture(count: 1) {\n                print(\"tapped\")\n            }\n"
                + "            .accessibility(addTraits: .isButton)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            .onTapGesture(count: 1, perform: {\n                print(\"tapped\")\n"
                + "            })\n            .accessibility(addTraits: .isButton)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            // This rule does not include tap gestures with multiple taps for now.\n"
                + "            // Custom gestures like this are also not very accessible, but require\n"
                + "            // alternative ways to accomplish the same task with assistive tech.\n"
                + "            .onTapGesture(count: 2) {\n                print(\"double-tapped\")\n            }\n"
                + "    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n"
                + "        Label(\"Learn more\", systemImage: \"info.circle\")\n"
                + "            .onTapGesture(count: 1) {\n                print(\"tapped\")\n            }\n"
                + "            .accessibility(addTraits: .isButton)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        HStack {\n"
                + "            Image(systemName: \"info.circle\")\n            Text(\"Learn more\")\n        }\n"
                + "        .onTapGesture {\n            print(\"tapped\")\n        }\n"
                + "        // This modifier is not strictly required — each subview will inherit the button trait.\n"
                + "        // That said, grouping a tappable stack into a single element is a good way to reduce\n"
                + "        // the number of swipes required for a VoiceOver user to navigate the page.\n"
                + "        .accessibilityElement(children: .combine)\n        .accessibility(addTraits: .isButton)\n"
                + "    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            .gesture(TapGesture().onEnded {\n                print(\"tapped\")\n            })\n"
                + "            .accessibilityAddTraits(.isButton)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            .simultaneousGesture(TapGesture(count: 1).onEnded {\n"
                + "                print(\"tapped - open URL\")\n            })\n"
                + "            .accessibilityAddTraits(.isLink)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            .highPriorityGesture(TapGesture().onEnded {\n                print(\"tapped\")\n"
                + "            })\n            .accessibility(addTraits: [.isButton])\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Text(\"Learn more\")\n"
                + "            .gesture(TapGesture(count: 2).onEnded {\n                print(\"tapped\")\n"
                + "            })\n    }\n}"
        ),
    ]

    static let triggering: [Example] = [
        Example(
            "struct MyView: View {\n    var body: some View {\n        ↓Text(\"Learn more\")\n"
                + "            .onTapGesture {\n                print(\"tapped\")\n            }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        ↓Text(\"Learn more\")\n"
                + "            .accessibility(addTraits: .isHeader)\n            .onTapGesture {\n"
                + "                print(\"tapped\")\n            }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        ↓Text(\"Learn more\")\n"
                + "            .onTapGesture(count: 1) {\n                print(\"tapped\")\n            }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        ↓Text(\"Learn more\")\n"
                + "            .onTapGesture(count: 1, perform: {\n                print(\"tapped\")\n"
                + "            })\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n"
                + "        ↓Label(\"Learn more\", systemImage: \"info.circle\")\n"
                + "            .onTapGesture(count: 1) {\n                print(\"tapped\")\n            }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        ↓HStack {\n"
                + "            Image(systemName: \"info.circle\")\n            Text(\"Learn more\")\n        }\n"
                + "        .onTapGesture {\n            print(\"tapped\")\n        }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        ↓Text(\"Learn more\")\n"
                + "            .gesture(TapGesture().onEnded {\n                print(\"tapped\")\n            })\n"
                + "    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        ↓Text(\"Learn more\")\n"
                + "            .simultaneousGesture(TapGesture(count: 1).onEnded {\n"
                + "                print(\"tapped\")\n            })\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        ↓Text(\"Learn more\")\n"
                + "            .highPriorityGesture(TapGesture().onEnded {\n                print(\"tapped\")\n"
                + "            })\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n"
                + "        ↓Text(\"a\").gesture(TapGesture(count: 1).onEnded { })\n"
                + "        ↓Text(\"b\").onTapGesture(perform: { })\n        Text(\"c\").onTapGesture(count: 2) { }\n"
                + "        Link(destination: url) { Text(\"d\").onTapGesture { } }\n"
                + "        Text(\"e\").accessibilityAddTraits([.isHeader, .isLink]).onTapGesture { }\n    }\n}\n"
                + "struct Other: View {\n    struct Inner {}\n    var body: some View {\n"
                + "        Text(\"f\").onTapGesture { }\n    }\n}"
        ),
    ]
}
