// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Which protocols get a mock, as Sourcery's AutoMockable template chooses them (`type.based.AutoMockable
/// or type|annotated:"AutoMockable"`), plus mockolo's `/// @mockable` and the layer-folder default.
struct MockSelection {
    /// Protocols annotated on one of their extensions.
    var annotated: Set<String> = []
    /// Protocols conforming to `AutoMockable` in their declaration or an extension; their children are
    /// based on it too.
    var conforming: Set<String> = []
    /// Display paths (with a trailing `/`) of the packages where the layer-folder default applies.
    var folderPackages: [String] = []
    var resolver: ProtocolResolver?

    /// `requested`: the run asks for this protocol whatever its annotations (`--all` over its file, or a
    /// record of an earlier `--all` in its mock file).
    func selects(_ model: ProtocolModel, _ request: MockRequest, requested: Bool) -> Bool {
        if model.accessLevel == "private" || model.accessLevel == "fileprivate" || model.name == "AutoMockable" {
            return false
        }
        if request.publicOnly && !model.isPublic { return false }
        if requested || model.isAnnotated || annotated.contains(model.name) { return true }
        if isBasedOnAutoMockable(model) { return true }
        guard let package = folderPackages.first(where: { model.file.hasPrefix($0) }) else { return false }
        let components = model.file.dropFirst(package.count).split(separator: "/").dropLast()
        return components.contains { request.folders.contains(String($0)) }
    }

    /// The protocol or one of its ancestors conforms to `AutoMockable` (an explicit stack: the depth of an
    /// inheritance chain comes from the input).
    private func isBasedOnAutoMockable(_ model: ProtocolModel) -> Bool {
        guard !conforming.isEmpty else { return false }
        // Levels past the resolver's bound are not looked at: such a mock is not generated anyway, and
        // every protocol of a long chain walking it whole would take the square of its length.
        var pending = [(model, 0)]
        var visited: Set<String> = []
        while let (current, depth) = pending.popLast() {
            guard visited.insert(current.name).inserted else { continue }
            if conforming.contains(current.name) { return true }
            guard depth < ProtocolResolver.maximumDepth else { continue }
            for parent in current.inherited.flatMap({ $0.split(separator: "&") }) {
                let name = parent.trimmingCharacters(in: .whitespaces)
                if conforming.contains(name) { return true }
                pending += (resolver?.index[name] ?? []).map { ($0, depth + 1) }
            }
        }
        return false
    }
}
