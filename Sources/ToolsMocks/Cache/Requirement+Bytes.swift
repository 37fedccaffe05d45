// Copyright © 2026 Tools Authors. All rights reserved.

// Requirements in `ModelBytes` form (see `ProtocolModel+Bytes.swift`): a tag byte for the kind, then the
// kind's fields in declaration order.

extension Requirement {
    private enum Tag: Int {
        case function, property, subscriptMember, initializer
    }

    func write(to writer: inout ModelWriter) {
        switch self {
        case .function(let model):
            writer.int(Tag.function.rawValue)
            writer.string(model.name)
            writer.generics(model.genericParameters)
            writer.string(model.whereClause)
            writer.parameters(model.parameters)
            writer.effects(model.effects)
            writer.string(model.returnType)
            writer.bool(model.isStatic)
            writer.bool(model.isMutating)
            writer.placement(attributes: model.attributes, line: model.line, condition: model.condition)
        case .property(let model):
            writer.int(Tag.property.rawValue)
            writer.string(model.name)
            writer.string(model.type)
            writer.bool(model.isSettable)
            writer.effects(model.getterEffects)
            writer.bool(model.isStatic)
            writer.placement(attributes: model.attributes, line: model.line, condition: model.condition)
        case .subscriptMember(let model):
            writer.int(Tag.subscriptMember.rawValue)
            writer.generics(model.genericParameters)
            writer.string(model.whereClause)
            writer.parameters(model.parameters)
            writer.string(model.returnType)
            writer.bool(model.isSettable)
            writer.effects(model.getterEffects)
            writer.bool(model.isStatic)
            writer.placement(attributes: model.attributes, line: model.line, condition: model.condition)
        case .initializer(let model):
            writer.int(Tag.initializer.rawValue)
            writer.generics(model.genericParameters)
            writer.string(model.whereClause)
            writer.parameters(model.parameters)
            writer.effects(model.effects)
            writer.string(model.failability)
            writer.placement(attributes: model.attributes, line: model.line, condition: model.condition)
        }
    }

    init(reading reader: inout ModelReader) throws(ModelReader.Malformed) {
        guard let tag = Tag(rawValue: try reader.int()) else { throw ModelReader.Malformed() }
        switch tag {
        case .function:
            self = .function(FunctionModel(
                name: try reader.string(), genericParameters: try reader.generics(),
                whereClause: try reader.optionalString(), parameters: try reader.parameters(),
                effects: try reader.effects(), returnType: try reader.optionalString(), isStatic: try reader.bool(),
                isMutating: try reader.bool(), attributes: try reader.strings(), line: try reader.int(),
                condition: try reader.optionalString()
            ))
        case .property:
            self = .property(PropertyModel(
                name: try reader.string(), type: try reader.string(), isSettable: try reader.bool(),
                getterEffects: try reader.effects(), isStatic: try reader.bool(), attributes: try reader.strings(),
                line: try reader.int(), condition: try reader.optionalString()
            ))
        case .subscriptMember:
            self = .subscriptMember(SubscriptModel(
                genericParameters: try reader.generics(), whereClause: try reader.optionalString(),
                parameters: try reader.parameters(), returnType: try reader.string(), isSettable: try reader.bool(),
                getterEffects: try reader.effects(), isStatic: try reader.bool(), attributes: try reader.strings(),
                line: try reader.int(), condition: try reader.optionalString()
            ))
        case .initializer:
            self = .initializer(InitializerModel(
                genericParameters: try reader.generics(), whereClause: try reader.optionalString(),
                parameters: try reader.parameters(), effects: try reader.effects(),
                failability: try reader.optionalString(), attributes: try reader.strings(), line: try reader.int(),
                condition: try reader.optionalString()
            ))
        }
    }
}

/// The parts requirements share.
extension ModelWriter {
    mutating func generics(_ parameters: [GenericParameterModel]) {
        array(parameters) { writer, parameter in
            writer.string(parameter.name)
            writer.string(parameter.constraint)
        }
    }

    mutating func parameters(_ parameters: [ParameterModel]) {
        array(parameters) { writer, parameter in
            writer.string(parameter.label)
            writer.string(parameter.name)
            writer.string(parameter.type)
            writer.bool(parameter.isVariadic)
        }
    }

    /// The fields every kind of requirement ends with: its attributes, its line and its `#if` condition.
    mutating func placement(attributes: [String], line: Int, condition: String?) {
        strings(attributes)
        int(line)
        string(condition)
    }

    /// `async`, then the throws kind: 0 none, 1 untyped, 2 typed (its type follows), 3 rethrows.
    mutating func effects(_ effects: Effects) {
        bool(effects.isAsync)
        switch effects.throwsKind {
        case .none: int(0)
        case .untyped: int(1)
        case .typed(let type):
            int(2)
            string(type)
        case .rethrows: int(3)
        }
    }
}

extension ModelReader {
    mutating func generics() throws(Malformed) -> [GenericParameterModel] {
        try array { reader throws(Malformed) in
            GenericParameterModel(name: try reader.string(), constraint: try reader.optionalString())
        }
    }

    mutating func parameters() throws(Malformed) -> [ParameterModel] {
        try array { reader throws(Malformed) in
            ParameterModel(
                label: try reader.optionalString(), name: try reader.optionalString(), type: try reader.string(),
                isVariadic: try reader.bool()
            )
        }
    }

    mutating func effects() throws(Malformed) -> Effects {
        let isAsync = try bool()
        let throwsKind: ThrowsKind
        switch try int() {
        case 0: throwsKind = .none
        case 1: throwsKind = .untyped
        case 2: throwsKind = .typed(try string())
        case 3: throwsKind = .rethrows
        default: throw Malformed()
        }
        return Effects(isAsync: isAsync, throwsKind: throwsKind)
    }
}
