// Copyright © 2026 Tools Authors. All rights reserved.

/// `prefer_self_in_static_references`'s examples, kept apart from the rule so that both stay short.
enum PreferSelfInStaticReferencesExamples {
    static let nonTriggering: [Example] = [
        Example(
            "class C {\n    static let primes = [2, 3, 5, 7]\n"
                + "    func isPrime(i: Int) -> Bool { Self.primes.contains(i) }\n"
        ),
        Example(
            "struct T {\n    static let i = 0\n}\nstruct S {\n    static let i = 0\n}\nextension T {\n"
                + "    static let j = S.i + T.i\n    static let k = { T.j }()\n}\n"
        ),
        Example("class `Self` {\n    static let i = 0\n    func f() -> Int { Self.i }\n}\n"),
        Example(
            "class C {\n    static private(set) var i = 0, j = C.i\n    static let k = { C.i }()\n    let h = C.i\n"
                + "    var n: Int = C.k { didSet { m += 1 } }\n    @GreaterThan(C.j) var m: Int\n}\n"
        ),
        Example(
            "class C {\n    static let s = 2\n    func f(i: Int = C.s) -> Int {\n"
                + "        func g(@GreaterEqualThan(C.s) j: Int = C.s) -> Int { j }\n        return i + Self.s\n    }\n"
                + "    func g() -> Any { C.self }\n}\n"
        ),
        Example("struct Record<T> {\n    static func get() -> Record<T> { Record<T>() }\n}\n"),
        Example("@objc class C: NSObject {\n    @objc var s = \"\"\n    @objc func f() { _ = #keyPath(C.s) }\n}\n"),
        Example("class C1<T> {}\nclass C2: C1<C2> {}\n"),
        Example(
            "class C {\n    typealias A = C\n    let d: C? = nil\n    var c: C { C() }\n    let b: [C] = [C]()\n"
                + "    func f(e: C) -> C {\n        let f: C = C()\n        return f\n    }\n}\n"
        ),
        Example("protocol P {\n    static var shared: P { get }\n    func f() -> P\n}\n"),
        Example("actor A {\n    static let i = 0\n    func f() -> Int { A.i }\n}\n"),
        Example("class Foo {\n    static let i = 0\n}\nclass Bar {}\nextension Bar {\n    func f() -> Int { Foo.i }\n"
            + "}\n"),
    ]

    static let triggering: [Example] = [
        Example(
            "final class CheckCellView: NSTableCellView {\n    @IBOutlet var checkButton: NSButton!\n\n"
                + "    override func awakeFromNib() {\n"
                + "    checkButton.action = #selector(↓CheckCellView.check(_:))\n    }\n\n"
                + "    @objc func check(_ button: AnyObject?) {}\n}\n"
        ),
        Example("class C {\n    static let i = 1\n    var j: Int {\n        let ii = ↓C.i\n        return ii\n    }\n"
            + "}\n"),
        Example("class C {\n    func f() {\n        _ = [↓C]()\n        _ = [Int: ↓C]()\n    }\n}\n"),
        Example(
            "struct S {\n    let j: Int\n    static let i = 1\n    static func f() -> Int { ↓S.i }\n"
                + "    func g() -> Any { ↓S.self }\n    func h() -> ↓S { ↓S(j: 2) }\n"
                + "    func i() -> KeyPath<↓S, Int> { \\↓S.j }\n    func j(@Wrap(-↓S.i, ↓S.i) n: Int = ↓S.i) {}\n"
                + "}\n"
        ),
        Example(
            "struct S {\n    struct T {\n        static let i = 3\n    }\n    struct R {\n"
                + "        static let j = S.T.i\n    }\n    static let h = ↓S.T.i + ↓S.R.j\n}\n"
        ),
        Example("enum E {\n    case A\n    static func f() -> ↓E { ↓E.A }\n    static func g() -> ↓E { ↓E.f() }\n}\n"),
        Example(
            "extension E {\n    class C {\n        static var i = 2\n        var j: Int { ↓C.i }\n"
                + "        var k: Int {\n"
                + "            get { ↓C.i }\n            set { ↓C.i = newValue }\n        }\n    }\n}\n"
        ),
        Example(
            "struct S {\n    typealias A = ↓S\n    var t: ↓S { ↓S() }\n    let b: [↓S] = [↓S]()\n"
                + "    func f(e: ↓S) -> ↓S {\n        let f: ↓S = ↓S()\n        return f\n    }\n"
                + "    func g(a: [↓S]) -> [↓S] { a }\n}\n"
        ),
        Example("class T {\n    let child: T\n    init(input: Any) {\n        child = (input as! ↓T).child\n    }\n"
            + "}\n"),
        Example("class C<A> {\n    func f() where A: ↓C {}\n    func g<B: ↓C>() {}\n}\n"),
    ]

    static let corrections: [Correction] = [
        Correction(
            Example(
                "final class CheckCellView: NSTableCellView {\n    override func awakeFromNib() {\n"
                    + "        checkButton.action = #selector(↓CheckCellView.check(_:))\n    }\n}\n"
            ),
            "final class CheckCellView: NSTableCellView {\n    override func awakeFromNib() {\n"
                + "        checkButton.action = #selector(Self.check(_:))\n    }\n}\n"
        ),
        Correction(
            Example(
                "struct S {\n    static let i = 1\n    static let j = ↓S.i\n    let k = ↓S  . j\n"
                    + "    static func f(_ l: Int = ↓S.i) -> Int { l*↓S.j }\n    func g() { ↓S.i + ↓S.f() + k }\n}\n"
            ),
            "struct S {\n    static let i = 1\n    static let j = Self.i\n    let k = Self  . j\n"
                + "    static func f(_ l: Int = Self.i) -> Int { l*Self.j }\n    func g() { Self.i + Self.f() + k }\n"
                    + "}\n"
        ),
    ]
}
