// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// Damaged values in the mock generator's store (random bytes of the same length, as a disk or a crashed
/// writer leaves them) are found by their checksum before use: never written into `Mocks/*.swift`, rebuilt,
/// one warning.
@Suite("Damaged mock cache", .offThePool)
struct DamagedCacheTests {
    private let mocksFile = "localPackages/CarFeature/Sources/CarFeature/Mocks/CarFeatureMocks.swift"

    private func workspace() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "tools damaged cache")
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        try folder.write("public protocol CarRepository {\n    func cars() -> [String]\n}\n",
                         to: "localPackages/CarFeature/Sources/CarFeature/Domain/CarRepository.swift")
        try folder.write("public protocol Garage {\n    var size: Int { get }\n}\n",
                         to: "localPackages/CarFeature/Sources/CarFeature/Domain/Garage.swift")
        return folder
    }

    @Test("random bytes in the stored models and renderings: rebuilt, one warning, the same mocks")
    func damagedValuesAreRebuilt() async throws {
        let folder = try workspace()
        let first = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(first.status == 0, "\(first.error)")
        let expected = try folder.read(mocksFile)
        let store = folder.url.appendingPathComponent(".git/tools/tools.sqlite").path
        let damage = "UPDATE cache_entry SET value = randomblob(length(value)) WHERE namespace LIKE 'mocks.%' "
            + "AND namespace NOT LIKE 'mocks.runs%' AND namespace NOT LIKE 'mocks.files%';"
            + "SELECT changes();"
        let changed = try runCommand("sqlite3", [store, damage], in: folder.url).output
        #expect((Int(changed.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) >= 2, "\(changed)")
        // The output is gone, so the run cannot stop at its memo: it must take the cached values.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(mocksFile))

        let second = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(second.status == 0, "\(second.error)")
        let shown = second.output + second.error
        #expect(shown.components(separatedBy: "in the mocks cache").count == 2, "one warning: \(shown)")
        #expect(shown.contains("in the mocks cache (checksum mismatch) ignored and rebuilt"), "\(shown)")
        #expect(try folder.read(mocksFile) == expected)

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(mocksFile))
        let third = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(!(third.output + third.error).contains("damaged"), "rebuilt values are whole again")
        #expect(try folder.read(mocksFile) == expected)
    }
}
