// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Data`, `String`, `URL` rather than the bridged Objective-C classes `NSData`, `NSString`, `NSURL`.
struct LegacyObjcTypeRule: Rule {
    static let description = RuleDescription(
        identifier: "legacy_objc_type",
        name: "Legacy Objective-C Reference Type",
        description: "Prefer Swift value types to bridged Objective-C reference types",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("var array = Array<Int>()\n"),
            Example("var calendar: Calendar? = nil\n"),
            Example("var formatter: NSDataDetector\n"),
            Example("var className: String = NSStringFromClass(MyClass.self)\n"),
            Example("_ = URLRequest.CachePolicy.reloadIgnoringLocalCacheData\n"),
            Example("_ = Notification.Name(\"com.apple.Music.playerInfo\")\n"),
            Example("class SLURLRequest: NSURLRequest {\n    let data = NSData()\n    let number: NSNumber\n"
                + "}\n", options: "allowed_types: [\"NSData\", \"NSNumber\", \"NSURLRequest\"]"),
        ],
        triggeringExamples: [
            Example("var array = ↓NSArray()\n"),
            Example("var calendar: ↓NSCalendar? = nil\n"),
            Example("_ = ↓NSURLRequest.CachePolicy.reloadIgnoringLocalCacheData\n"),
            Example("_ = ↓NSNotification.Name(\"com.apple.Music.playerInfo\")\n"),
            Example("let keyValuePair: (Int) -> (↓NSString, ↓NSString) = {\n"
                + "  let n = \"\\($0)\" as ↓NSString; return (n, n)\n}\n"
                + "dictionary = [↓NSString: ↓NSString](uniqueKeysWithValues:\n"
                + "  (1...10_000).lazy.map(keyValuePair))\n"),
            Example("extension Foundation.Notification.Name {\n"
                + "    static var reachabilityChanged: Foundation.↓NSNotification.Name {\n"
                + "        return Foundation.Notification.Name(\"org.wordpress.reachability.changed\")\n"
                + "    }\n}\n"),
            Example("let data: ↓NSData = ↓NSData()\n", options: "allowed_types: [NSNumber]"),
        ]
    )

    private static let legacyTypes: Set<String> = [
        "NSAffineTransform", "NSArray", "NSCalendar", "NSCharacterSet", "NSData", "NSDateComponents",
        "NSDateInterval", "NSDate", "NSDecimalNumber", "NSDictionary", "NSIndexPath", "NSIndexSet", "NSLocale",
        "NSMeasurement", "NSNotification", "NSNumber", "NSPersonNameComponents", "NSSet", "NSString", "NSTimeZone",
        "NSURL", "NSURLComponents", "NSURLQueryItem", "NSURLRequest", "NSUUID",
    ]

    var allowedTypes: Set<String> = []

    static var options: [RuleOption<Self>] {
        [.severity, .key("allowed_types", \.allowedTypes, "bridged types that may be used")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("NS") else { return }
        let reported = Self.legacyTypes.subtracting(allowedTypes)
        walk.visitPost(IdentifierTypeSyntax.self) { node, found in
            if reported.contains(node.name.text) { found.add(at: node) }
        }
        walk.visitPost(DeclReferenceExprSyntax.self) { node, found in
            if reported.contains(node.baseName.text) { found.add(at: node.baseName) }
        }
        walk.visitPost(MemberTypeSyntax.self) { node, found in
            guard node.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Foundation",
                  reported.contains(node.name.text) else { return }
            found.add(at: node.name)
        }
    }
}
