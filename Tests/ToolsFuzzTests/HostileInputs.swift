// Copyright © 2026 Tools Authors. All rights reserved.

/// Inputs that crashed or blew up the Swift and YAML readers (the reliability issue's cases), and a seeded
/// mutator that makes many more from small seed files: the same seed gives the same inputs on every
/// machine, so a failure found in CI is reproduced by its seed and index.
enum HostileInputs {
    /// The reported cases, at their reported sizes.
    static let swiftCases: [(name: String, source: String)] = [
        ("2,000 nested array brackets", "let x = " + String(repeating: "[", count: 2_000)),
        ("1,000 nested generic arguments",
         "protocol P { func f() -> " + String(repeating: "Array<", count: 1_000) + "Int"
            + String(repeating: ">", count: 1_000) + " }\n"),
        ("a! repeated 30,000 times", "let y = " + String(repeating: "a!", count: 30_000) + "\n"),
        ("10,000 unclosed [(", String(repeating: "[(", count: 10_000)),
        ("22 KB of unterminated interpolations", String(repeating: "let s = \"\\(", count: 1_800)),
        ("nested arrays 25 deep, closed", "let z = " + String(repeating: "[", count: 25) + "1"
            + String(repeating: "]", count: 25) + "\n"),
        ("deep member chain", "let m = a" + String(repeating: ".b", count: 20_000) + "\n"),
        ("deep call chain", "let c = f" + String(repeating: "()", count: 20_000) + "\n"),
        ("deep closures", String(repeating: "{ ", count: 5_000) + String(repeating: "}", count: 5_000)),
        ("NUL and invalid UTF-8 as text", "let a = 1\u{0}\u{FFFD}\u{FFFE}\n// \u{1B}[31m\n"),
    ]

    static let yamlCases: [(name: String, text: String)] = [
        ("100,000 nested flow sequences", "name: " + String(repeating: "[", count: 100_000)),
        ("deep block mappings", (0..<2_000).map { String(repeating: " ", count: $0) + "k\($0):" }
            .joined(separator: "\n")),
        ("an anchor bomb", "a: &a [x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n"
            + "c: &c [*b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c]\n"),
        ("BOM and CRLF", "\u{FEFF}name: Shop\r\ntools:\r\n  featuresPath: localPackages\r\n"),
        ("tabs and a duplicate key", "name: A\nname: B\n\ttools: 1\n"),
        ("wrong types", "name: [1]\ntools: 5\ntargets: x\nschemes: [1, 2]\ninclude: {a: 1}\n"),
    ]

    static let swiftSeeds = [
        """
        import Foundation
        /// A repository.
        // sourcery: AutoMockable
        public protocol CarRepository: Sendable {
            associatedtype Car
            var name: String { get set }
            func cars(matching filter: (Car) -> Bool) async throws -> [Car]
            subscript(index: Int) -> Car? { get }
        }
        extension CarRepository { func count() -> Int { 0 } }
        """,
        """
        struct Model<T: Equatable>: Hashable where T: Sendable {
            let values: [String: [T?]] = [:]
            func map<U>(_ transform: @escaping (T) throws -> U) rethrows -> [U] {
                try values.values.flatMap { $0.compactMap { $0 } }.map(transform)
            }
        }
        #if DEBUG
        let debug = "\\(1 + 2) \\(Model<Int>.self)"
        #endif
        """,
    ]

    static let yamlSeeds = [
        """
        name: Shop
        include: [base.yml]
        targets:
          App:
            type: application
            platform: [iOS, tvOS]
            scheme:
              configVariants: [Test, Production]
        tools:
          mocks: {naming: typed}
        """,
        """
        only_rules: [line_length, force_try]
        line_length: {warning: 120, error: 200}
        custom_rules:
          no_print: {regex: 'print\\(', match_kinds: [identifier]}
        """,
    ]

    /// Pieces the mutator inserts: the openers and escapes parsers must handle unbalanced.
    private static let fragments = [
        "{", "}", "(", ")", "[", "]", "<", ">", "\"\\(", "\"\"\"", "/*", "*/", "#if X", "#endif", "!", "?", "\n",
        "\u{0}", "é", "\u{1B}", "`", "@", "$0", "...", ":", "- ", "&a ", "*a", "<<: ", "\t",
    ]

    /// `count` mutations of the seeds, reproducible from `seed`.
    static func mutations(of seeds: [String], count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            var bytes = Array(seeds[Int(generator.next() % UInt64(seeds.count))].utf8)
            for _ in 0..<(1 + generator.next() % 8) {
                let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 1))
                switch generator.next() % 4 {
                case 0:
                    let fragment = fragments[Int(generator.next() % UInt64(fragments.count))]
                    let repeats = generator.next() % 5 == 0 ? Int(generator.next() % 2_000) : 1
                    bytes.insert(contentsOf: Array(String(repeating: fragment, count: repeats).utf8), at: position)
                case 1 where !bytes.isEmpty:
                    let end = min(bytes.count, position + Int(generator.next() % 16))
                    bytes.removeSubrange(min(position, end)..<end)
                case 2 where !bytes.isEmpty:
                    let end = min(bytes.count, position + Int(generator.next() % 64))
                    bytes.insert(contentsOf: bytes[min(position, end)..<end], at: position)
                default:
                    if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: generator.next()) }
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// A small, fast generator with a fixed sequence per seed (Swift's default generator is not seedable).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
