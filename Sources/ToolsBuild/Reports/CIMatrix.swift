// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// `tools ci matrix`: the shards of a plan for a CI system to fan out, each runner then running
/// `tools ci build-matrix --shard K/N`.
public enum CIMatrix {
    public enum Format: String, Sendable, CaseIterable {
        /// One line of JSON for GitHub Actions' `strategy.matrix: ${{ fromJSON(...) }}`.
        case github
        /// Pretty JSON with every shard's job ids, for other CI systems.
        case json
    }

    struct GitHubEntry: Codable {
        var shard: String
        var index: Int
        var total: Int
        var jobs: Int
        var estimatedSeconds: Int
    }

    struct GitHubMatrix: Codable {
        var include: [GitHubEntry]
    }

    struct PlainShard: Codable {
        var shard: String
        var index: Int
        var jobs: [String]
        var estimatedSeconds: Double
    }

    struct PlainMatrix: Codable {
        var total: Int
        var shards: [PlainShard]
    }

    public static func render(_ shards: [Sharding.Shard], format: Format) -> String {
        let total = shards.count
        switch format {
        case .github:
            return JSONText.encode(
                GitHubMatrix(
                    include: shards.map { shard in
                        GitHubEntry(
                            shard: "\(shard.index)/\(total)", index: shard.index, total: total,
                            jobs: shard.jobIDs.count,
                            // Durations are range-checked where they are read; the bound keeps it so.
                            estimatedSeconds: Int(min(shard.estimatedSeconds, 1e12).rounded())
                        )
                    }), pretty: false)
        case .json:
            return JSONText.encode(
                PlainMatrix(
                    total: total,
                    shards: shards.map { shard in
                        PlainShard(
                            shard: "\(shard.index)/\(total)", index: shard.index, jobs: shard.jobIDs,
                            estimatedSeconds: (shard.estimatedSeconds * 10).rounded() / 10
                        )
                    }))
        }
    }
}
