// Copyright © 2026 Tools Authors. All rights reserved.

/// What the user asked for on the command line; nil means "as configured".
public struct MockCommandOptions: Sendable {
    public var paths: [String] = []
    public var selectsAll = false
    public var publicOnly = false
    public var output: String?
    public var naming: NamingStyle?
    public var dropsProtocolSuffix = false
    public var checkOnly = false
    public var imports: [String] = []
    public var testableImports: [String] = []

    public init() {}
}
