// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsHooks

/// setup-project never waits in silence: a line per stage of the build (and, on a terminal, a line that keeps
/// the elapsed time); a release's prebuilt binary is installed without building anything.
@Suite("setup-project's progress and prebuilt binaries", .offThePool)
struct SetupProgressTests {
    /// The console's standard error, as written.
    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) { lock.withLock { data.append(more) } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }

    static func console(_ captured: Captured, in folder: URL) -> Console {
        let invocation = Invocation(
            writeOutput: { captured.append($0) }, writeError: { captured.append($0) },
            currentDirectory: folder, environment: ["PATH": "/usr/bin:/bin"]
        )
        return Console(verbosity: .normal, invocation: invocation)
    }

    /// A stand-in for `swift build` that prints SwiftPM's kinds of lines and leaves `.build/release/tools`.
    static func fakeSwift(in fixture: GitFixture) throws -> URL {
        let script = try fixture.write(
            """
            #!/bin/sh
            echo "Fetching https://github.com/example/dependency"
            echo "Computing version for https://github.com/example/dependency"
            echo "Building for production..."
            echo "[1/3] Compiling Dependency Dependency.swift"
            echo "[2/3] Compiling tools main.swift"
            echo "[3/3] Linking tools"
            mkdir -p .build/release
            printf '#!/bin/sh\\nexit 0\\n' > .build/release/tools
            chmod +x .build/release/tools
            echo "Build of product 'tools' complete!"

            """,
            to: "bin/swift"
        )
        _ = try runCommand("/bin/chmod", ["+x", script.path])
        return script
    }

    @Test func theBuildSaysEachStageAndKeepsItsLog() async throws {
        let fixture = try GitFixture(prefix: "tools setup progress")
        try fixture.write("// swift-tools-version: 5.9\n", to: "Tools/Package.swift")
        let captured = Captured()
        var options = ProjectSetup.Options(packageDirectory: fixture.url.appendingPathComponent("Tools"))
        options.swiftExecutable = try Self.fakeSwift(in: fixture).path
        let setup = ProjectSetup(options: options, console: Self.console(captured, in: fixture.url))
        _ = try await setup.run(from: fixture.url)

        let lines = captured.text.split(separator: "\n").map(String.init)
        let stages = lines.filter { $0.hasPrefix("building tools: ") }
        #expect(stages.count == 3, "\(lines)")
        #expect(stages.first?.hasPrefix("building tools: resolving the dependencies (") == true, "\(stages)")
        #expect(stages.dropFirst().first?.hasPrefix("building tools: compiling (") == true, "\(stages)")
        #expect(stages.last?.hasPrefix("building tools: linking (") == true, "\(stages)")
        #expect(lines.contains { $0.hasPrefix("built in ") }, "\(lines)")
        let log = fixture.url.appendingPathComponent(".git/tools/logs/setup-project-build.log")
        #expect(try String(contentsOf: log, encoding: .utf8).contains("[3/3] Linking tools"))
    }

    @Test func stagesOfSwiftPMsLines() {
        #expect(BuildProgress.stage(of: "Fetching https://github.com/a/b") == .resolving)
        #expect(BuildProgress.stage(of: "[12/480] Compiling SwiftSyntax Syntax.swift") == .compiling)
        #expect(BuildProgress.stage(of: "[479/480] Linking tools") == .linking)
        #expect(BuildProgress.stage(of: "Build complete!") == nil)
        #expect(BuildProgress.formatted(.seconds(42)) == "42s")
        #expect(BuildProgress.formatted(.seconds(245)) == "4m05s")
        #expect(BuildProgress.formatted(.seconds(3720)) == "1h02m")
    }

    /// The Plugins package's binary (unpacked by SwiftPM into an `.artifactbundle` folder): no build, no
    /// package needed; a copy is installed in the repository's state folder.
    @Test func aPrebuiltBinaryIsInstalledWithoutABuild() async throws {
        let fixture = try GitFixture(prefix: "tools setup prebuilt")
        let prebuilt = try fixture.write(
            "#!/bin/sh\necho prebuilt \"$@\"\n",
            to: ".build/artifacts/toolsplugins/ToolsBinary/tools-1.0.0.artifactbundle/tools-1.0.0-linux/bin/tools"
        )
        _ = try runCommand("/bin/chmod", ["+x", prebuilt.path])
        let captured = Captured()
        var options = ProjectSetup.Options(packageDirectory: nil, runningBinary: prebuilt)
        options.swiftExecutable = "/nonexistent/swift"
        let setup = ProjectSetup(options: options, console: Self.console(captured, in: fixture.url))
        let installed = try await setup.run(from: fixture.url)

        let gitDirectory = fixture.url.appendingPathComponent(".git").resolvingSymlinksInPath()
        #expect(installed.resolvingSymlinksInPath().path == gitDirectory.path + "/tools/bin/tools")
        #expect(try Data(contentsOf: installed) == Data(contentsOf: prebuilt))
        #expect(captured.text.contains("(no build)"), "\(captured.text)")
        let installer = HookInstaller(repository: try GitRepository(discoveringFrom: fixture.url))
        #expect(installer.status().installation == .installed)
        // Installed again the way it came: through the plugin package, not with `--binary` of the copy.
        #expect(installer.record()?.setupCommand == SetupCommand.pluginSetup)
    }
}
