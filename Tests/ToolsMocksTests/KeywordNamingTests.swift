// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
@testable import ToolsMocks

/// Parameters and properties named like Swift keywords: the mock compiles whatever the name.
@Suite(.offThePool)
struct KeywordNamingTests {
    /// Every keyword of swift-syntax 603's `Keyword` enum (Swift 6.2's grammar), and the wildcard's neighbours.
    static let keywords = """
        __consuming __owned __setter_access __shared _backDeploy _borrow _borrowing _BridgeObject _Class
        _compilerInitialized _const _consuming _documentation _dynamicReplacement _effects _forward _implements
        _linear _local _modify _move _mutating _NativeClass _NativeRefCountedObject _noMetadata _opaqueReturnTypeOf
        _originallyDefinedIn _PackageDescription _read _RefCountedObject specialized _specialize _spi_available
        _Trivial _TrivialAtMost _TrivialStride _underlyingVersion _UnknownLayout _version abi accesses actor
        addressWithNativeOwner addressWithOwner any Any as assignment associatedtype associativity async attached
        autoclosure availability available await backDeployed before block borrow borrowing break canImport case
        catch class compiler consume copy consuming continue convenience convention default defer deinit dependsOn
        deprecated derivative didSet differentiable distributed do dynamic each else enum escaping exported extension
        fallthrough false file fileprivate final for discard forward func freestanding get guard higherThan if import
        in indirect infix init initializes inout internal introduced is isolated kind lazy left let line linear
        lowerThan macro message metadata modify module mutate mutableAddressWithNativeOwner mutableAddressWithOwner
        mutating nil noasync noDerivative noescape none nonisolated nonmutating nonsending objc obsoleted of open
        operator optional override package postfix precedencegroup preconcurrency prefix private Protocol protocol
        public read reasync renamed repeat required rethrows retroactive return reverse right safe scoped self
        sending Self Sendable set some spi spiModule static struct subscript super swift switch target then throw
        throws transpose true try Type typealias unavailable unchecked unowned unsafe unsafeAddress
        unsafeMutableAddress using var visibility weak where while willSet wrt yield
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    @Test func theKeywordListCoversTheNewerContextualKeywords() {
        for word in ["borrowing", "consuming", "sending", "isolated", "nonisolated", "package", "unsafe", "await"] {
            #expect(SwiftKeywords.reserved.contains(word), "\(word)")
            #expect(SwiftKeywords.identifier(word) == "`\(word)`")
        }
        #expect(SwiftKeywords.identifier("`class`") == "`class`" && SwiftKeywords.identifier("value") == "value")
        #expect(Self.keywords.count == 205)
        // The lexer's keywords are all in swift-syntax's list.
        #expect(SwiftKeywords.lexical.isSubset(of: Set(Self.keywords)))
    }

    /// A protocol per keyword whose parameters and property are named after it: every mock type-checks in
    /// Swift 6 mode (`swiftc -typecheck`), so no keyword that needs backticks is missing from the list.
    @Test func mocksOfMembersNamedAfterEveryKeywordCompile() async throws {
        let folder = try TemporaryDirectory(prefix: "tools keyword mocks")
        var source = "import Foundation\n\n"
        for (index, keyword) in Self.keywords.enumerated() {
            source += """
                protocol Keyword\(index) {
                    func call(_ `\(keyword)`: Int)
                    func labelled(`\(keyword)`: Int, other: String)
                    func named(label `\(keyword)`: String?) -> Int
                    var `\(keyword)`: Int { get set }
                }

                """
        }
        let protocols = try folder.write(source, to: "Sources/Keywords.swift")
        let output = folder.url.appendingPathComponent("Mocks/KeywordMocks.swift")
        var request = MockRequest(jobs: [MockJob(output: output, sources: [protocols])])
        request.selectsAll = true
        let outcome = try MockGenerator(store: nil).run(request)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.mockCount == Self.keywords.count)
        let mocks = try String(contentsOf: output, encoding: .utf8)
        #expect(mocks.contains("func call(_ `borrowing`: Int)"))
        #expect(mocks.contains("callReceivedConsuming = `consuming`"))

        let check = try await runCommandOffThePool(
            "swiftc", ["-typecheck", "-swift-version", "6", protocols.path, output.path], check: false
        )
        #expect(check.status == 0, "\(check.output.suffix(4000))\n\(check.error.suffix(4000))")
    }
}
