// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Stencil
import ToolsCore

/// Renders template paths and contents with Stencil, turning template errors into one clear line that
/// names the template file and position.
struct TemplateRenderer {
    private let environment: Environment
    /// How template files are named in messages (relative to the workspace when inside it).
    private let displayPath: (URL) -> String

    init(displayPath: @escaping (URL) -> String) {
        let filters = Extension()
        filters.registerFilter("lowerFirst") { value in (value as? String).map(Self.lowerFirst) ?? value }
        filters.registerFilter("upperFirst") { value in (value as? String).map(Self.upperFirst) ?? value }
        // Smart trimming drops the lines that hold only a block tag, so `{% for %}` leaves no blank lines.
        environment = Environment(extensions: [filters], trimBehaviour: .smart)
        self.displayPath = displayPath
    }

    /// The file's path inside the package: variables filled in, `.stencil` dropped, checked to stay inside.
    func renderPath(of file: TemplateSet.File, context: [String: Any]) throws -> String {
        let rendered = try render(file.path, name: displayPath(file.url) + " (file name)", file: file, context: context)
        var path = rendered.trimmingCharacters(in: .whitespacesAndNewlines)
        if path.hasSuffix(".stencil") { path = String(path.dropLast(".stencil".count)) }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else {
            throw ScaffoldError.fileNameOutsidePackage(template: displayPath(file.url), rendered: rendered)
        }
        return path
    }

    func renderContent(of file: TemplateSet.File, context: [String: Any]) throws -> String {
        // The size first: a huge file is refused before it is read.
        let text: String
        switch BoundedRead.read(file.url.path, limit: TemplateNesting.maximumBytes) {
        case .data(let data):
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw ScaffoldError.templateUnreadable(path: displayPath(file.url))
            }
            text = decoded
        case .tooLarge:
            throw ScaffoldError.templateTooLarge(path: displayPath(file.url), limit: TemplateNesting.maximumBytes)
        case .unreadable:
            throw ScaffoldError.templateUnreadable(path: displayPath(file.url))
        }
        return try render(text, name: displayPath(file.url), file: file, context: context)
    }

    private func render(
        _ text: String, name: String, file: TemplateSet.File, context: [String: Any]
    ) throws -> String {
        if let position = TemplateNesting.firstTooDeep(in: text) {
            throw ScaffoldError.templateTooDeep(
                FileLocation(file: displayPath(file.url), position: position), limit: TemplateNesting.maximumDepth
            )
        }
        do {
            let template = Template(templateString: text, environment: environment, name: name)
            return try template.render(context)
        } catch let error as TemplateSyntaxError {
            var position: SourcePosition?
            if let location = error.token?.sourceMap.location, location.lineNumber > 0 {
                position = SourcePosition(line: Int(location.lineNumber), column: location.lineOffset + 1)
            }
            let location = FileLocation(file: displayPath(file.url), position: position)
            throw ScaffoldError.templateSyntax(location, reason: error.reason)
        } catch {
            throw ScaffoldError.templateFailed(path: displayPath(file.url), detail: "\(error)")
        }
    }

    static func lowerFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        // Leading acronyms stay together: `URLSession` gives `urlSession`, as the API guidelines ask.
        let upperPrefix = text.prefix { $0.isUppercase }
        if upperPrefix.count > 1, upperPrefix.count < text.count {
            return upperPrefix.dropLast().lowercased() + text.dropFirst(upperPrefix.count - 1)
        }
        if upperPrefix.count == text.count { return text.lowercased() }
        return first.lowercased() + text.dropFirst()
    }

    static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
