// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Whether `swift build`/`swift test` can build a local package on this machine, read statically: a package
/// whose `platforms:` leave out macOS, whose sources import UIKit, or which ships a binary XCFramework only
/// builds for an Apple device or simulator, so it is planned as `xcodebuild -scheme` from its folder.
/// `tools.build.packageTools` overrides the rule per package (`swift` or `xcodebuild`).
public enum HostSupport {
    /// Why the package needs xcodebuild, and the platform to build it for.
    public struct Requirement: Sendable, Hashable {
        public var reason: String
        public var platform: String
    }

    /// Frameworks only Apple's device platforms have: a source importing one never builds on the host.
    static let deviceFrameworks: Set<String> = ["UIKit", "WatchKit", "ARKit", "CarPlay"]
    /// At most this many source files are read per package looking for such imports.
    static let fileLimit = 2_000

    /// nil when the host can build `package`.
    public static func requirement(for package: LocalPackage) -> Requirement? {
        let manifest = package.manifest
        if !manifest.platforms.isEmpty, !manifest.platforms.contains(where: { $0.lowercased() == "macos" }) {
            let platform = manifest.platforms.first { PlatformDestinations.destination(platform: $0) != nil } ?? "iOS"
            return Requirement(
                reason: "its platforms are \(manifest.platforms.joined(separator: ", ")), without macOS",
                platform: platform)
        }
        if let binary = manifest.targets.first(where: \.isXCFramework) {
            return Requirement(reason: "its binary target \(binary.name) is an XCFramework", platform: "iOS")
        }
        if let (file, framework) = deviceImport(in: package) {
            return Requirement(reason: "\(file) imports \(framework)", platform: "iOS")
        }
        return nil
    }

    /// The first source file (relative to the package) importing a device-only framework, outside
    /// `#if canImport(…)`/`#if os(…)` guards' reach: an unguarded import is a line starting with `import`.
    static func deviceImport(in package: LocalPackage) -> (String, String)? {
        var read = 0
        for target in package.manifest.targets where target.kind != .test && target.kind != .binary {
            let folder = package.directory.appendingPathComponent(target.sourcePath)
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                continue
            }
            // In path order, so that the file named is the same on every machine.
            var files: [URL] = []
            for case let file as URL in walker where file.pathExtension == "swift" {
                read += 1
                guard read <= fileLimit else { return nil }
                files.append(file)
            }
            var conditionalDepth = 0
            for file in files.sorted(by: { $0.path < $1.path }) {
                guard let data = try? Data(contentsOf: file, options: .mappedIfSafe), data.count < 4 << 20 else {
                    continue
                }
                conditionalDepth = 0
                for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                    let text = line.trimmingCharacters(in: .whitespaces)
                    if text.hasPrefix("#if") { conditionalDepth += 1 }
                    if text.hasPrefix("#endif") { conditionalDepth = max(0, conditionalDepth - 1) }
                    guard conditionalDepth == 0, let framework = importedModule(text),
                        deviceFrameworks.contains(framework)
                    else { continue }
                    let relative = String(file.standardizedFileURL.path.dropFirst(package.directory.path.count + 1))
                    return (relative, framework)
                }
            }
        }
        return nil
    }

    /// `UIKit` of `import UIKit`, `@testable import UIKit.UIView`, `import class UIKit.UIView`.
    private static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }
}
