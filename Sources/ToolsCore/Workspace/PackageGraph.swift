// Copyright © 2026 Tools Authors. All rights reserved.

/// The dependency graph of the local packages: who depends on whom, in which order to build, cycles.
public struct PackageGraph: Sendable, Hashable {
    /// Package names, sorted.
    public let nodes: [String]
    /// `edges[a]` are the packages `a` depends on directly.
    public let edges: [String: Set<String>]

    public init(nodes: [String], edges: [String: Set<String>]) {
        self.nodes = nodes.sorted()
        self.edges = edges
    }

    /// Every package that `name` depends on, directly or not.
    public func dependencies(of name: String) -> Set<String> {
        reach(from: [name]) { edges[$0] ?? [] }.subtracting([name])
    }

    /// Every package that depends on one of `names`, directly or not, with `names` themselves.
    public func dependents(ofAny names: Set<String>) -> Set<String> {
        var reverse: [String: Set<String>] = [:]
        for (from, targets) in edges {
            for target in targets { reverse[target, default: []].insert(from) }
        }
        return reach(from: names) { reverse[$0] ?? [] }
    }

    /// Dependencies before dependents, level by level (every package whose dependencies are done, in name
    /// order), so the order is stable and independent packages come early. Packages in a cycle come last,
    /// in name order.
    public func topologicalOrder() -> [String] {
        let known = Set(nodes)
        var remaining = Dictionary(uniqueKeysWithValues: nodes.map { ($0, (edges[$0] ?? []).intersection(known)) })
        var order: [String] = []
        while !remaining.isEmpty {
            let ready = remaining.filter { $0.value.isEmpty }.keys.sorted()
            guard !ready.isEmpty else {
                order += remaining.keys.sorted()
                break
            }
            order += ready
            for name in ready { remaining[name] = nil }
            for name in remaining.keys { remaining[name]?.subtract(ready) }
        }
        return order
    }

    /// The dependency cycles (strongly connected components with more than one package, or a package that
    /// depends on itself), each sorted, found with Tarjan's algorithm.
    public func cycles() -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var result: [[String]] = []

        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in (edges[node] ?? []).sorted() where nodes.contains(next) {
                if indices[next] == nil {
                    connect(next)
                    lowLinks[node] = min(lowLinks[node] ?? 0, lowLinks[next] ?? 0)
                } else if onStack.contains(next) {
                    lowLinks[node] = min(lowLinks[node] ?? 0, indices[next] ?? 0)
                }
            }
            guard lowLinks[node] == indices[node] else { return }
            var component: [String] = []
            while let top = stack.popLast() {
                onStack.remove(top)
                component.append(top)
                if top == node { break }
            }
            let selfLoop = component.count == 1 && (edges[node] ?? []).contains(node)
            if component.count > 1 || selfLoop { result.append(component.sorted()) }
        }
        for node in nodes where indices[node] == nil { connect(node) }
        return result.sorted { $0.joined() < $1.joined() }
    }

    private func reach(from start: Set<String>, next: (String) -> Set<String>) -> Set<String> {
        var seen = start
        var queue = Array(start)
        while let node = queue.popLast() {
            for neighbour in next(node) where !seen.contains(neighbour) {
                seen.insert(neighbour)
                queue.append(neighbour)
            }
        }
        return seen
    }
}
