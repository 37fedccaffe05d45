// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Why `create-feature` cannot scaffold, one located sentence per case. Bad names, clashes and templates
/// exit 2 (nothing was written); failing to write exits 1.
public enum ScaffoldError: LocatedError, Equatable {
    /// `text` breaks a naming rule of `role` (`feature name`, `sub-feature name`).
    case invalidName(role: String, text: String, problem: String, fix: String)
    case nameIsOnlySuffix(String)
    case templatePartMissing(folder: String, part: String)
    /// `--templates` names a folder holding no template set called `name`.
    case noTemplateSet(path: String, name: String)
    /// Neither the workspace nor the tool has the template set `name`.
    case templatesNotFound(path: String, name: String)
    case templateIsLink(path: String)
    case packageNameTaken(path: String, name: String)
    /// `Profile` next to `profile`: one folder on a case-insensitive file system (APFS, HFS+).
    case nameDiffersInCase(path: String, name: String, existing: String)
    case folderWithoutManifest(path: String)
    case packageExists(path: String, name: String)
    case dependencyOnExistingPackage(path: String)
    case subFeatureTwice(String)
    case subFeatureExists(path: String, name: String)
    case unknownDependency(String, available: [String])
    case dependencyOnItself(String)
    case noCopyrightHolder(projectFile: String)
    /// Two templates render the same output file.
    case outputClash(template: String, output: String, otherTemplate: String)
    case wouldOverwrite(path: String)
    /// `--export-templates` into a folder that already holds a template set.
    case templatesExist(path: String)
    case projectUnreadable(path: String)
    case fileNameOutsidePackage(template: String, rendered: String)
    case templateUnreadable(path: String)
    case templateSyntax(FileLocation, reason: String)
    /// A block tag (`{% if %}`, `{% for %}`…) opens more than `limit` blocks deep, at the location.
    case templateTooDeep(FileLocation, limit: Int)
    /// The template file weighs more than `limit` bytes.
    case templateTooLarge(path: String, limit: Int)
    case templateFailed(path: String, detail: String)
    case unknownRegistrationTarget(file: String, target: String)
    case declarationClash(template: String, output: String, type: String, existing: String)
    /// A rendered Swift file breaks a rule lint would enforce (`problem` names it, `fix` how to fix the template).
    case outputRule(template: String, output: String, line: Int?, problem: String, fix: String)
    case folderUncreatable(path: String, reason: String, parent: String)
    case writeFailed(path: String, reason: String)
    case moveFailed(path: String)
    case projectChanged(path: String)
    /// A destination inside a git directory, where nothing but the tool's own files is written.
    case insideGitDirectory(path: String, gitDirectory: String)

    public var location: FileLocation? {
        switch self {
        case .templatePartMissing(let path, _), .noTemplateSet(let path, _), .templatesNotFound(let path, _),
             .templateIsLink(let path), .packageNameTaken(let path, _), .nameDiffersInCase(let path, _, _),
             .folderWithoutManifest(let path), .packageExists(let path, _), .dependencyOnExistingPackage(let path),
             .subFeatureExists(let path, _), .noCopyrightHolder(let path), .outputClash(let path, _, _),
             .wouldOverwrite(let path), .templatesExist(let path), .projectUnreadable(let path),
             .fileNameOutsidePackage(let path, _),
             .templateUnreadable(let path), .templateFailed(let path, _), .unknownRegistrationTarget(let path, _),
             .templateTooLarge(let path, _),
             .declarationClash(let path, _, _, _), .outputRule(let path, _, _, _, _),
             .folderUncreatable(let path, _, _), .writeFailed(let path, _), .moveFailed(let path),
             .projectChanged(let path), .insideGitDirectory(let path, _):
            FileLocation(file: path)
        case .templateSyntax(let location, _), .templateTooDeep(let location, _):
            location
        case .invalidName, .nameIsOnlySuffix, .subFeatureTwice, .unknownDependency, .dependencyOnItself:
            nil
        }
    }

    public var message: String {
        switch self {
        case .invalidName(let role, let text, let problem, _):
            "the \(role) \(text.isEmpty ? problem : "'\(text)' \(problem)")"
        case .nameIsOnlySuffix(let text): "the feature name '\(text)' is only the suffix"
        case .templatePartMissing(_, let part): "the template set has no '\(part)/' folder"
        case .noTemplateSet(_, let name): "no '\(name)' template set here"
        case .templatesNotFound(_, let name): "no '\(name)' templates found"
        case .templateIsLink: "a template file is a symbolic link"
        case .packageNameTaken(_, let name): "a package named \(name) already exists here"
        case .nameDiffersInCase(_, let name, let existing):
            "\(name) differs only in case from \(existing), which already exists: on macOS they are one folder"
        case .folderWithoutManifest: "the folder exists but holds no Package.swift"
        case .packageExists(_, let name): "the package \(name) already exists"
        case .dependencyOnExistingPackage: "--dependency applies only when a package is created"
        case .subFeatureTwice(let name): "the sub-feature '\(name)' is given twice"
        case .subFeatureExists(_, let name): "the sub-feature \(name) already exists"
        case .unknownDependency(let name, _): "--dependency \(name): no such package in the workspace"
        case .dependencyOnItself(let name): "--dependency \(name): a package cannot depend on itself"
        case .noCopyrightHolder: "no copyright holder for the file headers"
        case .outputClash(_, let output, let other): "renders \(output), which \(other) renders too"
        case .wouldOverwrite: "the file exists and would be overwritten"
        case .templatesExist: "the workspace already has this template set"
        case .projectUnreadable: "cannot read the file"
        case .fileNameOutsidePackage(_, let rendered):
            "the file name renders to '\(rendered)', which is not a path inside the package"
        case .templateUnreadable: "cannot read the template"
        case .templateSyntax(_, let reason): "template error: \(reason)"
        case .templateFailed(_, let detail): "template error: \(detail)"
        case .templateTooDeep(_, let limit): "template error: blocks nest deeper than \(limit) levels here"
        case .templateTooLarge(_, let limit): "the template is larger than \(limit / 1024) KB, the limit of a template"
        case .unknownRegistrationTarget(_, let target):
            "tools.scaffold.registerInTargets names '\(target)', "
                + "which is not a target or target template in this file"
        case .declarationClash(_, let output, let type, let existing):
            "renders \(output), which declares \(type), already declared by \(existing)"
        case .outputRule(_, let output, let line, let problem, _):
            "renders \(line.map { "line \($0) of " } ?? "")\(output), which \(problem)"
        case .folderUncreatable(_, let reason, _): "cannot create a folder: \(reason)"
        case .writeFailed(_, let reason): "cannot write: \(reason)"
        case .moveFailed: "cannot move into place: it exists or is not writable"
        case .projectChanged: "the file changed while the package was created"
        case .insideGitDirectory(_, let git): "is inside the git directory \(git), which holds git's own files"
        }
    }

    public var hint: String? {
        switch self {
        case .invalidName(_, _, _, let fix), .outputRule(_, _, _, _, let fix): fix
        case .nameIsOnlySuffix:
            "name the feature after what it does, e.g. 'Climate' (the package becomes ClimateFeature)"
        case .templatePartMissing:
            "a feature template set holds Package/ (rendered once) and SubFeature/ (once per sub-feature)"
        case .noTemplateSet(_, let name):
            "pass a folder holding \(name)/Package and \(name)/SubFeature "
                + "(see \(InvocationSpelling.command("create-feature --list-templates")))"
        case .templatesNotFound:
            "copy the tool's own into the workspace with "
                + "'\(InvocationSpelling.command("create-feature --export-templates"))' (then edit "
                + "them), set tools.templatesPath, or pass --templates DIR"
        case .templateIsLink: "replace it with a regular file: templates are copied into the new package"
        case .packageNameTaken: "choose another feature name"
        case .nameDiffersInCase(_, _, let existing): "choose another feature name, or add to \(existing)"
        case .folderWithoutManifest: "remove or rename the folder, or choose another feature name"
        case .packageExists: "add a sub-feature with --sub-feature NAME, or choose another feature name"
        case .dependencyOnExistingPackage(let path): "add the dependency to \(path)/Package.swift yourself"
        case .subFeatureTwice: "name each sub-feature once"
        case .subFeatureExists: "choose another sub-feature name"
        case .unknownDependency(_, let available):
            available.isEmpty ? "create it first" : "choose one of: \(available.joined(separator: ", "))"
        case .dependencyOnItself: "remove it"
        case .noCopyrightHolder: "set tools.copyrightHolder (or attributes.ORGANIZATIONNAME, or name) in project.yml"
        case .outputClash: "give the templates distinct file names (use {{ subFeature }} in SubFeature/)"
        case .wouldOverwrite: "move it away or choose another sub-feature name"
        case .templatesExist: "edit the templates there, or move the folder away to export the tool's own again"
        case .projectUnreadable: "check it is UTF-8 text"
        case .fileNameOutsidePackage: "check the variables in the template's file name"
        case .templateUnreadable: "save it as UTF-8 text"
        case .templateSyntax:
            "see the variables with '\(InvocationSpelling.command("create-feature --list-templates"))'"
        case .templateFailed: nil
        case .templateTooDeep: "close some blocks, or split the template"
        case .templateTooLarge: "split the template, or keep large content out of the template set"
        case .unknownRegistrationTarget(let file, _):
            "list targets defined under 'targets:' in \((file as NSString).lastPathComponent), or remove the name"
        case .declarationClash: "choose a sub-feature name whose types do not collide with the existing ones"
        case .folderUncreatable(_, _, let parent): "check that \(parent) is writable"
        case .writeFailed: "check free space and permissions"
        case .moveFailed: "run again once nothing else is writing there"
        case .projectChanged: "run the command again"
        case .insideGitDirectory: "name a folder in the working tree (tools.templatesPath or --templates)"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .folderUncreatable, .writeFailed, .moveFailed: .failure
        default: .usage
        }
    }
}
