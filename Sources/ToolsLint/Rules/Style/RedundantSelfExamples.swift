// Copyright © 2026 Tools Authors. All rights reserved.

/// `redundant_self`'s examples, kept apart from the rule so that both stay short.
enum RedundantSelfExamples {
    static let nonTriggering: [Example] = [
        Example("struct S {\n    var x = 0\n    init() { self.x = 1 }\n    func foo() { self.x = 1 }\n}\n"),
        Example(
            "struct S {\n    var x = 0\n    func f(_ work: @escaping () -> Void) { work() }\n"
                + "    func g() {\n        f {\n            x = 1\n            f { x = 1 }\n            g()\n"
                + "        }\n    }\n}\n"
        ),
        Example(
            "class C {\n    var x = 0\n    func f(_ work: @escaping () -> Void) { work() }\n    func g() {\n"
                + "        f { [weak self] in\n            self?.x = 1\n            self?.g()\n"
                + "            guard let self = self ?? C() else { return }\n            self?.x = 1\n        }\n"
                + "        C().f { self.x = 1 }\n        f { [weak self] in if let self { x = 1 } }\n    }\n}\n"
        ),
        Example(
            "struct S {\n    var x = 0, error = 0, exception = 0\n"
                + "    var y: Int?, z: Int?, u: Int, v: Int?, w: Int?\n"
                + "    func f(_ work: @escaping (Int) -> Void) { work() }\n    func g(x: Int) {\n"
                + "        f { u in\n            self.x = x\n            let x = 1\n            self.x = 2\n"
                + "            if let y, let v {\n                self.y = 3\n                self.v = 1\n"
                + "            }\n            guard let z else {\n                let v = 4\n"
                + "                self.x = 5\n                self.v = 6\n                return\n            }\n"
                + "            self.z = 7\n            while let v { self.v = 8 }\n"
                + "            for w in [Int]() { self.w = 9 }\n            self.u = u\n"
                + "            do {} catch { self.error = 10 }\n"
                + "            do {} catch let exception { self.exception = 11 }\n        }\n    }\n}\n"
        ),
        Example(
            "enum E {\n    case a(Int)\n    case b(Int, Int)\n}\nstruct S {\n"
                + "    var x: E = .a(3), y: Int, z: Int\n    func f(_ work: @escaping () -> Void) { work() }\n"
                + "    func g(x: Int) {\n        f {\n            switch x {\n            case let .a(y):\n"
                + "                self.y = 1\n            case .b(let y, var z):\n                self.y = 2\n"
                + "                self.z = 3\n            }\n        }\n    }\n}\n"
        ),
        Example(
            "class C {\n    var x = 0, y = 0\n    init(x: Int) {\n        self.x = x\n        self.y = x + 1\n    }\n"
                + "}\n",
            options: "keep_in_initializers: true\nonly_in_closures: false"
        ),
        Example(
            "extension String? {\n    func foo() -> String {\n        guard let self else { return \"\" }\n"
                + "        return self.uppercased()\n    }\n}\n"
        ),
        Example(
            "class C {\n    var a = 0\n    init(_ a: Int) {\n        self.a = a\n        f { [weak self] in\n"
                + "            guard let self else { return }\n            self.a = 1\n        }\n    }\n"
                + "    func f(_: () -> Void) {}\n}\n",
            options: "keep_in_initializers: true"
        ),
        Example(
            "struct S {\n    var x = 0, y = 0\n    init(x: Int) {\n        let y = 1\n        self.x = x\n"
                + "        self.y = y\n    }\n}\n",
            options: "only_in_closures: false"
        ),
        Example("protocol P {}\nextension P {\n    func f() { run { self.g() } }\n}\n"),
    ]

    static let triggering: [Example] = [
        Example(
            "struct S {\n    var x = 0\n    init() { ↓self.x = 1 }\n    func foo() { ↓self.x = 1 }\n}\n",
            options: "only_in_closures: false"
        ),
        Example(
            "struct S {\n    var x = 0\n    func f(_ work: @escaping () -> Void) { work() }\n"
                + "    func g() {\n        f {\n            ↓self.x = 1\n"
                + "            if ↓self.x == 1 { ↓self.g() }\n        }\n    }\n}\n"
        ),
        Example(
            "class C {\n    var x = 0\n    func g() {\n        {\n            ↓self.x = 1\n"
                + "            ↓self.g()\n        }()\n    }\n}\n"
        ),
        Example(
            "class C {\n    var x = 0\n    func f(_ work: @escaping () -> Void) { work() }\n    func g() {\n"
                + "        f { [self] in\n            ↓self.x = 1\n            ↓self.g()\n"
                + "            f { self.x = 1 }\n        }\n    }\n}\n"
        ),
        Example(
            "class C {\n    var x = 0\n    func f(_ work: @escaping () -> Void) { work() }\n    func g() {\n"
                + "        f { [unowned self] in ↓self.x = 1 }\n        f { [self = self] in ↓self.x = 1 }\n"
                + "        f { [s = self] in s.x = 1 }\n    }\n}\n"
        ),
        Example(
            "struct S {\n    var x = 0\n    var y: Int?, z: Int?, v: Int?, w: Int?\n"
                + "    func f(_ work: @escaping () -> Void) { work() }\n    func g(w: Int, _ v: Int) {\n"
                + "        f {\n            self.w = 1\n            ↓self.x = 2\n"
                + "            if let y { ↓self.x = 3 }\n            else { ↓self.y = 3 }\n"
                + "            guard let z else {\n                ↓self.z = 4\n                ↓self.x = 5\n"
                + "                return\n            }\n            ↓self.y = 6\n"
                + "            while let y { ↓self.x = 7 }\n            for y in [Int]() { ↓self.x = 8 }\n"
                + "            self.v = 9\n            do {\n                let x = 10\n"
                + "                self.x = 11\n            }\n            ↓self.x = 12\n        }\n    }\n}\n"
        ),
        Example(
            "class C {\n    var x = 0\n    func f(_ work: @escaping () -> Void) { work() }\n    func g() {\n"
                + "        f({ [weak self] in\n            self?.x = 1\n"
                + "            guard let self else { return }\n            ↓self.x = 1\n        })\n"
                + "        f { [weak self] in\n            self?.x = 1\n"
                + "            if let self = self { ↓self.x = 1 }\n            self?.x = 1\n        }\n"
                + "        f { [weak self] in\n            self?.x = 1\n"
                + "            while let self { ↓self.x = 1 }\n            self?.x = 1\n        }\n    }\n}\n"
        ),
        Example(
            "extension String {\n    func foo() -> String { ↓self.uppercased() }\n"
                + "}\n", options: "only_in_closures: false"
        ),
        Example(
            "struct S {\n    func f(_ work: @escaping () -> Void) { work() }\n    func g() {\n"
                + "        f { let g = ↓self.g() }\n    }\n}\n"
        ),
        Example(
            "extension E {\n    static func f(_ work: @escaping () -> Void) { work() }\n"
                + "    func g() { Self.f { self.g() } }\n    struct S {\n        func g() { E.f { ↓self.g() } }\n"
                + "    }\n}\n"
        ),
        Example(
            "class C {\n    var x = 0\n    private lazy var c1: Int = {\n        ↓self.x = 1\n"
                + "        let f = { self.x = 2 }\n        let g = { [self] in ↓self.x = 3 }\n        return 2\n"
                    + "    }()\n"
                + "    private lazy var c2: Int = { [weak self] in\n        guard let self else { return 0 }\n"
                + "        ↓self.x = 1\n        let f = { self.x = 2 }\n        return 2\n    }()\n}\n"
        ),
        Example(
            "struct S {\n    var x = 0\n    init() {\n        let (x, y) = (1, 2)\n        ↓self.x = x + y\n    }\n}\n",
            options: "only_in_closures: false"
        ),
    ]

    static let corrections: [Correction] = [
        Correction(
            Example(
                "struct S {\n    var x = 0\n    func f(_ work: @escaping () -> Void) { work() }\n    func g() {\n"
                    + "        f {\n            ↓self.x = 1\n            if ↓self.x == 1 { ↓self.g() }\n        }\n"
                        + "    }\n}\n"
            ),
            "struct S {\n    var x = 0\n    func f(_ work: @escaping () -> Void) { work() }\n    func g() {\n"
                + "        f {\n            x = 1\n            if x == 1 { g() }\n        }\n    }\n}\n"
        ),
        Correction(
            Example(
                "struct S {\n    var x = 0, y = 0\n    init(x: Int) {\n        self.x = x\n        ↓self.y = 1\n"
                    + "    }\n}\n",
                options: "only_in_closures: false"
            ),
            "struct S {\n    var x = 0, y = 0\n    init(x: Int) {\n        self.x = x\n        y = 1\n    }\n}\n"
        ),
        Correction(
            Example("struct S {\n    var `default` = 1\n    func g() {\n        _ = { ↓self.default }()\n    }\n}\n"),
            "struct S {\n    var `default` = 1\n    func g() {\n        _ = { `default` }()\n    }\n}\n"
        ),
    ]
}
