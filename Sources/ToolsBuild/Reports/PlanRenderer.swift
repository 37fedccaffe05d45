// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// `tools build --plan`: the jobs in the order they start, with their exact command lines; nothing runs.
public struct PlanRenderer: Sendable {
    public let workspace: Workspace
    /// Variables used to find each job's executable (to say which jobs would be skipped).
    public let environment: [String: String]

    public init(workspace: Workspace, environment: [String: String] = Invocation.current.environment) {
        self.workspace = workspace
        self.environment = environment
    }

    public func skipReason(_ job: Job) -> String? {
        job.resolvedExecutable(environment: environment) == nil
            ? MatrixRunner.missingToolReason(job.process.executable, environment: environment) : nil
    }

    public func text(_ plan: BuildPlan) -> String {
        var text =
            "\(plan.action.rawValue) matrix: \(plan.jobs.count) job\(plan.jobs.count == 1 ? "" : "s"), in start order\n"
        for (number, job) in plan.jobs.enumerated() {
            var details = [job.kind.rawValue]
            if !job.labels.isEmpty {
                details.append(
                    job.labels.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
            }
            if !job.dependencies.isEmpty { details.append("after: \(job.dependencies.joined(separator: ", "))") }
            if let source = job.xcode?.source { details.append("from \(source)") }
            text += "\(number + 1). \(job.id)  [\(details.joined(separator: "; "))]\n"
            if let folder = job.process.workingDirectory, folder.standardizedFileURL.path != workspace.root.path {
                text += "   in \(workspace.relativePath(folder))\n"
            }
            if let why = job.why { text += "   why: \(why)\n" }
            if !job.sharedBy.isEmpty { text += "   also builds: \(job.sharedBy.joined(separator: ", "))\n" }
            text += "   $ \(job.commandLine)\n"
            if let reason = skipReason(job) { text += "   ! would be skipped: \(reason)\n" }
        }
        for note in plan.notes { text += "note: \(note)\n" }
        return text
    }

    struct JobEntry: Codable {
        var id: String
        var name: String
        var kind: String
        var action: String
        var executable: String
        var arguments: [String]
        var commandLine: String
        var workingDirectory: String
        var dependencies: [String]
        var labels: [String: String]
        var log: String
        var resultBundle: String?
        var xunit: String?
        var skipReason: String?
        var scheme: String?
        var configuration: String?
        var destination: String?
        var testPlan: String?
        /// `file:line` of the scheme in the spec.
        var spec: String?
        var buildTargets: [String]?
        var testTargets: [String]?
        /// Why the job runs the way it does (a package built with xcodebuild, the project generated first).
        var why: String?
        /// The other schemes this build job stands for.
        var sharedBy: [String]?
    }

    struct Document: Codable {
        var action: String
        var jobs: [JobEntry]
        var notes: [String]
    }

    public func json(_ plan: BuildPlan) -> String {
        let document = Document(
            action: plan.action.rawValue,
            jobs: plan.jobs.map { job in
                JobEntry(
                    id: job.id, name: job.name, kind: job.kind.rawValue, action: job.action.rawValue,
                    executable: job.process.executable, arguments: job.process.arguments, commandLine: job.commandLine,
                    workingDirectory: workspace.relativePath(job.process.workingDirectory ?? workspace.root),
                    dependencies: job.dependencies, labels: job.labels, log: workspace.relativePath(job.logFile),
                    resultBundle: job.resultBundle.map(workspace.relativePath),
                    xunit: job.xunitFile.map(workspace.relativePath),
                    skipReason: skipReason(job), scheme: job.xcode?.scheme, configuration: job.xcode?.configuration,
                    destination: job.xcode?.destination, testPlan: job.xcode?.testPlan, spec: job.xcode?.source,
                    buildTargets: job.xcode?.buildTargets, testTargets: job.xcode?.testTargets, why: job.why,
                    sharedBy: job.sharedBy.isEmpty ? nil : job.sharedBy
                )
            }, notes: plan.notes)
        return JSONText.encode(document)
    }
}

/// Pretty, key-sorted JSON with unescaped slashes, for people and programs alike.
enum JSONText {
    static func encode(_ value: some Encodable, pretty: Bool = true) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
