// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A committed `.xcodeproj`, as far as the build matrix needs it: its targets' platforms (for destinations),
/// the files and folders each target builds and the local packages it links (for `--affected`), and its
/// shared schemes.
public struct XcodeProject: Sendable {
    public struct Target: Sendable, Hashable {
        public var name: String
        /// `com.apple.product-type.application`…
        public var productType: String
        /// Platform names as `PlatformDestinations` knows them (`iOS`, `macOS`, `macCatalyst`…), from
        /// `SDKROOT`, `SUPPORTED_PLATFORMS` and `SUPPORTS_MACCATALYST`.
        public var platforms: [String]
        /// Files of its build phases (sources, resources, headers), its Info.plist.
        public var files: [URL]
        /// Folders it builds whole: Xcode 16's synchronized folders and folder references.
        public var folders: [URL]
        /// The folders of the local packages whose products it links (`XCLocalSwiftPackageReference`).
        public var packageDirectories: [URL]
        /// Targets it depends on (`PBXTargetDependency`).
        public var dependencies: [String]

        public var isApplication: Bool { productType.hasPrefix("com.apple.product-type.application") }
    }

    /// The `.xcodeproj` folder.
    public var url: URL
    public var targets: [Target]
    /// Every `XCLocalSwiftPackageReference`'s folder.
    public var localPackages: [URL]

    /// The folder the project's relative paths start from (`SOURCE_ROOT`).
    public var sourceRoot: URL { url.deletingLastPathComponent() }

    public func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// Reads `url/project.pbxproj`; `displayPath` names it in errors.
    public static func read(_ url: URL, displayPath: String) throws(BuildError) -> XcodeProject {
        let file = url.appendingPathComponent("project.pbxproj")
        let shown = displayPath + "/project.pbxproj"
        guard let data = try? Data(contentsOf: file) else {
            throw BuildError.xcodeProjectMalformed(FileLocation(file: shown), problem: "it cannot be read")
        }
        let plist = try OpenStepPlist.parse([UInt8](data), file: shown)
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
            let root = objects[rootID]?.dictionary
        else {
            throw BuildError.xcodeProjectMalformed(
                FileLocation(file: shown), problem: "it has no 'objects' with its 'rootObject'")
        }
        var reader = Reader(objects: objects, sourceRoot: url.deletingLastPathComponent().standardizedFileURL)
        reader.indexParents()
        reader.readLocalPackages()
        let projectSettings = reader.settings(of: root)
        var targets: [Target] = []
        for id in root["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let object = objects[id]?.dictionary, let name = object["name"]?.string else { continue }
            targets.append(reader.target(object, name: name, projectSettings: projectSettings))
        }
        return XcodeProject(
            url: url, targets: targets, localPackages: reader.localPackages.map(\.folder).sorted { $0.path < $1.path })
    }

    /// Walks `project.pbxproj`'s objects by id.
    private struct Reader {
        let objects: [String: OpenStepPlist]
        let sourceRoot: URL
        /// Each group member's group, to resolve `<group>`-relative paths.
        var parents: [String: String] = [:]
        /// The local packages: `XCLocalSwiftPackageReference`s and package folders added as file references,
        /// with their products (read from their manifests) to resolve product dependencies by name.
        var localPackages: [(folder: URL, products: Set<String>)] = []

        init(objects: [String: OpenStepPlist], sourceRoot: URL) {
            self.objects = objects
            self.sourceRoot = sourceRoot
        }

        mutating func indexParents() {
            for (id, object) in objects {
                for child in object["children"]?.array?.compactMap(\.string) ?? [] { parents[child] = id }
            }
        }

        mutating func readLocalPackages() {
            var folders: [URL] = []
            for (id, object) in objects {
                let kind = object["isa"]?.string
                if kind == "XCLocalSwiftPackageReference", let relative = object["relativePath"]?.string {
                    folders.append(sourceRoot.appendingPathComponent(relative).standardizedFileURL)
                } else if kind == "PBXFileReference",
                    ["wrapper", "folder"].contains(object["lastKnownFileType"]?.string ?? ""), let url = path(of: id),
                    FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                    // Before Xcode 15 a local package was a folder reference in the project's groups.
                    folders.append(url)
                }
            }
            var seen: Set<String> = []
            for folder in folders.sorted(by: { $0.path < $1.path }) where seen.insert(folder.path).inserted {
                let manifest = try? PackageManifest.read(folder.appendingPathComponent("Package.swift"))
                let products = Set(manifest?.products ?? []).union([manifest?.name ?? folder.lastPathComponent])
                localPackages.append((folder, products))
            }
        }

        /// The file or folder `id` names, when it is in the source tree (not in the SDK or build products).
        func path(of id: String) -> URL? {
            var visited: Set<String> = []
            return path(of: id, visited: &visited)
        }

        private func path(of id: String, visited: inout Set<String>) -> URL? {
            // A group that is its own ancestor would loop: a malformed project, read as far as it goes.
            guard visited.insert(id).inserted, let object = objects[id] else { return nil }
            let path = object["path"]?.string
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                let base = parents[id].flatMap { self.path(of: $0, visited: &visited) } ?? sourceRoot
                return path.map { base.appendingPathComponent($0).standardizedFileURL } ?? base
            case "SOURCE_ROOT":
                return path.map { sourceRoot.appendingPathComponent($0).standardizedFileURL } ?? sourceRoot
            case "<absolute>":
                return path.map { URL(fileURLWithPath: $0).standardizedFileURL }
            default:
                return nil
            }
        }

        /// The build settings of a target's (or the project's) first configuration.
        func settings(of object: [String: OpenStepPlist]) -> [String: OpenStepPlist] {
            guard let listID = object["buildConfigurationList"]?.string,
                let configurations = objects[listID]?["buildConfigurations"]?.array?.compactMap(\.string)
            else { return [:] }
            // Every configuration is read: a platform set only for Release still is one.
            var merged: [String: OpenStepPlist] = [:]
            for id in configurations {
                for (key, value) in objects[id]?["buildSettings"]?.dictionary ?? [:] where merged[key] == nil {
                    merged[key] = value
                }
            }
            return merged
        }

        func target(
            _ object: [String: OpenStepPlist], name: String, projectSettings: [String: OpenStepPlist]
        ) -> Target {
            let settings = self.settings(of: object).merging(projectSettings) { own, _ in own }
            var (files, folders) = buildPhaseMembers(of: object)
            for groupID in object["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
                if let url = path(of: groupID) { folders.append(url) }
            }
            if let plist = infoPlist(settings) { files.append(plist) }
            let dependencies = (object["dependencies"]?.array?.compactMap(\.string) ?? []).compactMap { id in
                objects[id]?["target"]?.string.flatMap { objects[$0]?["name"]?.string }
            }
            return Target(
                name: name, productType: object["productType"]?.string ?? "",
                platforms: Self.platforms(settings), files: files, folders: folders,
                packageDirectories: linkedPackages(of: object), dependencies: dependencies)
        }

        /// The files and folders of a target's build phases (a localized file's every language).
        private func buildPhaseMembers(of object: [String: OpenStepPlist]) -> (files: [URL], folders: [URL]) {
            var files: [URL] = []
            var folders: [URL] = []
            for phaseID in object["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                for buildFileID in objects[phaseID]?["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let referenceID = objects[buildFileID]?["fileRef"]?.string,
                        let reference = objects[referenceID]
                    else { continue }
                    let kind = reference["isa"]?.string
                    if kind == "PBXVariantGroup" {
                        files += (reference["children"]?.array?.compactMap(\.string) ?? []).compactMap { path(of: $0) }
                    } else if let url = path(of: referenceID) {
                        let isFolder = reference["lastKnownFileType"]?.string == "folder" || kind == "PBXGroup"
                        if isFolder { folders.append(url) } else { files.append(url) }
                    }
                }
            }
            return (files, folders)
        }

        /// `INFOPLIST_FILE`, when it names a file of the source tree.
        private func infoPlist(_ settings: [String: OpenStepPlist]) -> URL? {
            guard let plist = settings["INFOPLIST_FILE"]?.string, !plist.isEmpty else { return nil }
            let relative = plist.replacingOccurrences(of: "$(SRCROOT)/", with: "")
                .replacingOccurrences(of: "${SRCROOT}/", with: "")
            return relative.contains("$") ? nil : sourceRoot.appendingPathComponent(relative).standardizedFileURL
        }

        /// The folders of the local packages whose products the target links.
        private func linkedPackages(of object: [String: OpenStepPlist]) -> [URL] {
            var packages: [URL] = []
            for productID in object["packageProductDependencies"]?.array?.compactMap(\.string) ?? [] {
                guard let product = objects[productID] else { continue }
                if let packageID = product["package"]?.string {
                    guard let package = objects[packageID], package["isa"]?.string == "XCLocalSwiftPackageReference",
                        let relative = package["relativePath"]?.string
                    else { continue }  // a remote package
                    packages.append(sourceRoot.appendingPathComponent(relative).standardizedFileURL)
                } else if let name = product["productName"]?.string,
                    let local = localPackages.first(where: { $0.products.contains(name) }) {
                    // Without a package reference Xcode finds the product among the local packages by name.
                    packages.append(local.folder)
                }
            }
            return packages
        }

        /// SDK names to platform names; the SDK root's platform first.
        static let sdkPlatforms: [String: String] = [
            "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "watchos": "watchOS",
            "watchsimulator": "watchOS", "appletvos": "tvOS", "appletvsimulator": "tvOS", "xros": "visionOS",
            "xrsimulator": "visionOS",
        ]

        static func platforms(_ settings: [String: OpenStepPlist]) -> [String] {
            var platforms: [String] = []
            func add(_ platform: String?) {
                if let platform, !platforms.contains(platform) { platforms.append(platform) }
            }
            add(settings["SDKROOT"]?.string.flatMap { sdkPlatforms[$0] })
            let supported = settings["SUPPORTED_PLATFORMS"]?.string ?? settings["SUPPORTED_PLATFORMS"]?.array?
                .compactMap(\.string).joined(separator: " ") ?? ""
            for sdk in supported.split(separator: " ") { add(sdkPlatforms[String(sdk)]) }
            if settings["SUPPORTS_MACCATALYST"]?.string == "YES" { add("macCatalyst") }
            return platforms
        }
    }
}
