// Copyright © 2026 Tools Authors. All rights reserved.

import TestSupport
import Testing
@testable import ToolsMocks

/// A run reads its files' stat entries in one range of keys: those under the folder all its files share.
@Suite(.offThePool)
struct StatRangeTests {
    @Test func theStatEntriesOfARunAreReadUnderTheFolderOfItsFiles() {
        #expect(ModelLoader.folder(of: ["/w/Sources/A/x.swift", "/w/Sources/B/y.swift"]) == "/w/Sources/")
        #expect(ModelLoader.folder(of: ["/w/Sources/Ab.swift", "/w/Sources/Ac.swift"]) == "/w/Sources/")
        #expect(ModelLoader.folder(of: ["/w/x.swift"]) == "/w/")
        #expect(ModelLoader.folder(of: ["relative.swift"]).isEmpty && ModelLoader.folder(of: []).isEmpty)
    }
}
