// Copyright © 2026 Tools Authors. All rights reserved.

/// `${NAME}` in a spec, replaced as XcodeGen replaces it: from the environment when a file is read, with
/// `target_name`, `scheme_name`, `platform` and `templateAttributes` when templates are applied.
enum SpecVariables {
    /// `text` with each `${NAME}` whose NAME is in `variables` replaced; unknown names stay as written,
    /// as XcodeGen leaves them (so `${SRCROOT}` reaches Xcode).
    static func expand(_ text: String, variables: [String: String]) -> String {
        guard text.contains("${") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                rest = rest[start.lowerBound...]
                break
            }
            let name = String(rest[start.upperBound..<end])
            if !name.isEmpty, let value = variables[name] {
                result += value
            } else {
                result += rest[start.lowerBound...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
