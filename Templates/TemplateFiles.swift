// Copyright © 2026 Tools Authors. All rights reserved.

/// The template files compiled into the binary (Package.swift embeds each with `embedInCode`), by their path
/// under `Templates/`. SwiftPM names an embedded file by its base name only, so this table gives the paths
/// back; BundledTemplatesTests checks that it holds every file of `Templates/` with its content.
public enum TemplateFiles {
    /// The folder of a sub-feature's sources, which most files share.
    private static let sources = "Feature/SubFeature/Sources/{{ packageName }}/{{ subFeature }}/"

    /// Each file's path under `Templates/` (a set's folder first: `Feature/…`, `Init/…`) and its bytes.
    public static let all: [(path: String, bytes: [UInt8])] = [
        ("Feature/Package/Package.swift.stencil",
         PackageResources.Package_swift_stencil),
        (sources + "Application/{{ subFeature }}Logic.swift.stencil",
         PackageResources.___subFeature___Logic_swift_stencil),
        (sources + "Application/{{ subFeature }}UseCases.swift.stencil",
         PackageResources.___subFeature___UseCases_swift_stencil),
        (sources + "DataAccess/{{ subFeature }}APIClient.swift.stencil",
         PackageResources.___subFeature___APIClient_swift_stencil),
        (sources + "DataAccess/{{ subFeature }}APIRepo.swift.stencil",
         PackageResources.___subFeature___APIRepo_swift_stencil),
        (sources + "Domain/Repos/{{ subFeature }}Repo.swift.stencil",
         PackageResources.___subFeature___Repo_swift_stencil),
        (sources + "Domain/{{ subFeature }}.swift.stencil",
         PackageResources.___subFeature____swift_stencil),
        (sources + "Domain/{{ subFeature }}Error.swift.stencil",
         PackageResources.___subFeature___Error_swift_stencil),
        (sources + "Mocks/.keep",
         PackageResources._keep),
        (sources + "Presentation/{{ subFeature }}StateNotifier.swift.stencil",
         PackageResources.___subFeature___StateNotifier_swift_stencil),
        (sources + "Presentation/{{ subFeature }}View.swift.stencil",
         PackageResources.___subFeature___View_swift_stencil),
        (sources + "{{ subFeature }}Factory.swift.stencil",
         PackageResources.___subFeature___Factory_swift_stencil),
        ("Feature/SubFeature/Tests/{{ testTargetName }}/{{ subFeature }}LogicTests.swift.stencil",
         PackageResources.___subFeature___LogicTests_swift_stencil),
        ("Init/project.yml",
         PackageResources.project_yml),
        ("Init/swift-format.json",
         PackageResources.swift_format_json),
        ("Init/swiftlint.yml",
         PackageResources.swiftlint_yml),
    ]
}
