// Copyright © 2026 Tools Authors. All rights reserved.

/// `accessibility_label_for_image`'s examples (SwiftLint's and our own), kept apart from the rule.
enum AccessibilityLabelForImageExamples {
    static let nonTriggering: [Example] = [
        Example(
            "struct MyView: View {\n    var body: some View {\n        Image(decorative: \"my-image\")\n    }\n"
                + "}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n"
                + "        Image(\"my-image\", label: Text(\"Alt text for my image\"))\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Image(\"my-image\")\n"
                + "            .accessibility(hidden: true)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Image(\"my-image\")\n"
                + "            .accessibilityHidden(true)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Image(\"my-image\")\n"
                + "            .accessibility(label: Text(\"Alt text for my image\"))\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Image(\"my-image\")\n"
                + "            .accessibilityLabel(Text(\"Alt text for my image\"))\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Image(uiImage: myUiImage)\n"
                + "            .renderingMode(.template)\n            .foregroundColor(.blue)\n"
                + "            .accessibilityHidden(true)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Image(uiImage: myUiImage)\n"
                + "            .accessibilityLabel(Text(\"Alt text for my image\"))\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n"
                + "        SwiftUI.Image(uiImage: \"my-image\").resizable().accessibilityHidden(true)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        VStack {\n"
                + "            Image(decorative: \"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n            Image(\"my-image\")\n"
                + "                .accessibility(label: Text(\"Alt text for my image\"))\n        }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        VStack {\n"
                + "            Image(\"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n            Image(\"my-image\")\n"
                + "                .accessibility(label: Text(\"Alt text for my image\"))\n"
                + "        }.accessibilityElement()\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        VStack {\n"
                + "            Image(\"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n            Image(\"my-image\")\n"
                + "                .accessibility(label: Text(\"Alt text for my image\"))\n"
                + "        }.accessibilityHidden(true)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        HStack(spacing: 8) {\n"
                + "            Image(decorative: \"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n            Text(\"Text to accompany my image\")\n"
                + "        }.accessibilityElement(children: .combine)\n        .padding(16)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        HStack(spacing: 8) {\n"
                + "            Image(\"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n            Text(\"Text to accompany my image\")\n"
                + "        }.accessibilityElement(children: .ignore)\n        .padding(16)\n"
                + "        .accessibilityLabel(Text(\"Label for my image and text\"))\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Button(action: { doAction() }) {\n"
                + "            Image(\"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n        }\n"
                + "        .accessibilityLabel(Text(\"Label for my image\"))\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        NavigationLink(\"Go to Details\") {\n"
                + "            DetailView()\n        } label: {\n            HStack {\n"
                + "                Image(systemName: \"arrow.right\")\n                Text(\"Navigate Here\")\n"
                + "            }\n        }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Button(\"Save Changes\") {\n"
                + "            saveAction()\n        } label: {\n"
                + "            Label(\"Save\", systemImage: \"square.and.arrow.down\")\n        }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Button(action: performAction) {\n"
                + "            HStack {\n                Image(uiImage: UIImage(systemName: \"star\") ?? UIImage())\n"
                + "                Text(\"Favorite\")\n            }\n        }\n"
                + "        .accessibilityLabel(\"Add to Favorites\")\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        VStack {\n"
                + "            Image(systemName: \"wifi\")\n            Image(\"network-icon\")\n"
                + "            Text(\"Network Status\")\n        }.accessibilityElement(children: .ignore)\n"
                + "        .accessibilityLabel(\"Connected to WiFi\")\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    let statusImage: UIImage\n    var body: some View {\n        HStack {\n"
                + "            Image(uiImage: statusImage)\n                .foregroundColor(.green)\n"
                + "            Text(\"System Status\")\n        }.accessibilityElement(children: .ignore)\n"
                + "        .accessibilityLabel(\"System is operational\")\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n"
                + "        NavigationLink(destination: SettingsView()) {\n            HStack {\n"
                + "                Image(nsImage: NSImage(named: \"gear\") ?? NSImage())\n"
                + "                Text(\"Preferences\")\n                Spacer()\n"
                + "                Image(systemName: \"chevron.right\")\n            }\n        }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Button {\n            toggleState()\n"
                + "        } label: {\n            Image(systemName: isEnabled ? \"eye\" : \"eye.slash\")\n"
                + "                .foregroundColor(isEnabled ? .blue : .gray)\n        }\n"
                + "        .accessibilityLabel(isEnabled ? \"Hide content\" : \"Show content\")\n    }\n}"
        ),
        Example(
            "struct CustomCard: View {\n    var body: some View {\n        VStack {\n"
                + "            Image(\"card-background\")\n            Image(systemName: \"checkmark.circle\")\n"
                + "            Text(\"Task Complete\")\n        }\n        .accessibilityElement(children: .ignore)\n"
                + "        .accessibilityLabel(\"Task completed successfully\")\n    }\n}"
        ),
    ]

    static let triggering: [Example] = [
        Example(
            "struct MyView: View {\n    var body: some View {\n        ↓Image(\"my-image\")\n"
                + "            .resizable(true)\n            .frame(width: 48, height: 48)\n    }\n}"
        ),
        Example("struct MyView: View {\n    var body: some View {\n        ↓Image(uiImage: myUiImage)\n    }\n}"),
        Example(
            "struct MyView: View {\n    var body: some View {\n"
                + "        ↓SwiftUI.Image(uiImage: \"my-image\").resizable().accessibilityHidden(false)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Image(uiImage: myUiImage)\n"
                + "            .resizable()\n            .frame(width: 48, height: 48)\n"
                + "            .accessibilityLabel(Text(\"Alt text for my image\"))\n"
                + "        ↓Image(\"other image\")\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Image(decorative: \"image1\")\n"
                + "        ↓Image(\"image2\")\n        Image(uiImage: \"image3\")\n"
                + "            .accessibility(label: Text(\"a pretty picture\"))\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        VStack {\n"
                + "            Image(decorative: \"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n            ↓Image(\"my-image\")\n        }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        VStack {\n"
                + "            ↓Image(\"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n            Image(\"my-image\")\n"
                + "                .accessibility(label: Text(\"Alt text for my image\"))\n"
                + "        }.accessibilityElement(children: .contain)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        VStack {\n"
                + "            ↓Image(\"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n            Image(\"my-image\")\n"
                + "                .accessibility(label: Text(\"Alt text for my image\"))\n"
                + "        }.accessibilityHidden(false)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        HStack(spacing: 8) {\n"
                + "            ↓Image(\"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n            Text(\"Text to accompany my image\")\n"
                + "        }.accessibilityElement(children: .combine)\n        .padding(16)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Button(action: { doAction() }) {\n"
                + "            ↓Image(\"my-image\")\n                .renderingMode(.template)\n"
                + "                .foregroundColor(.blue)\n        }\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        ↓Image(systemName: \"circle.plus\")\n"
                + "    }\n}"
        ),
        Example(
            "struct StatusView: View {\n    let statusIcon: UIImage\n    var body: some View {\n"
                + "        HStack {\n            ↓Image(uiImage: statusIcon)\n"
                + "                .foregroundColor(.green)\n            Text(\"Status\")\n        }\n    }\n}"
        ),
        Example(
            "struct PreferencesView: View {\n    var body: some View {\n        VStack {\n"
                + "            ↓Image(nsImage: NSImage(named: \"gear\") ?? NSImage())\n                .resizable()\n"
                + "                .frame(width: 24, height: 24)\n            Text(\"Settings\")\n        }\n    }\n}"
        ),
        Example(
            "struct FaviconView: View {\n    let favicon: UIImage?\n    var body: some View {\n"
                + "        ↓Image(uiImage: favicon ?? UIImage())\n            .aspectRatio(contentMode: .fit)\n"
                + "            .frame(width: 16, height: 16)\n    }\n}"
        ),
        Example(
            "struct IconGrid: View {\n    var body: some View {\n        HStack {\n"
                + "            ↓Image(uiImage: loadedImage)\n                .resizable()\n"
                + "            ↓Image(systemName: \"star.fill\")\n                .foregroundColor(.yellow)\n"
                + "        }.accessibilityElement(children: .combine)\n    }\n}"
        ),
        Example(
            "struct CardView: View {\n    var body: some View {\n        VStack {\n"
                + "            ↓Image(uiImage: backgroundImage)\n                .resizable()\n"
                + "                .aspectRatio(contentMode: .fill)\n            Text(\"Card Content\")\n"
                + "        }.accessibilityElement(children: .contain)\n    }\n}"
        ),
        Example(
            "struct MyView: View {\n    var body: some View {\n        Label {\n            Text(\"a\")\n"
                + "        } icon: {\n            ↓Image(\"x\")\n        }\n"
                + "        Label(title: { Text(\"a\") }, icon: { ↓Image(\"y\") })\n    }\n}\nstruct Other: View {\n"
                + "    struct Inner {}\n    var body: some View {\n        Image(\"z\")\n    }\n}"
        ),
    ]
}
