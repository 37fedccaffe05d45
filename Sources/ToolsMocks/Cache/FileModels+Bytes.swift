// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

// The models in `ModelBytes` form: each type writes its fields in declaration order and reads them back in
// the same order. A field added to a model must be added here too (`ModelBytesTests` fills every field and
// checks the round trip), and the cache namespace (`ModelLoader.namespace`) bumped.

extension FileModels {
    /// The models as the cache stores them: equal models give equal bytes.
    var encoded: Data {
        var writer = ModelWriter(capacity: 256 + protocols.count * 1024)
        writer.array(protocols) { $1.write(to: &$0) }
        writer.array(typeAliases) { writer, alias in
            writer.string(alias.name)
            writer.string(alias.target)
        }
        writer.strings(imports)
        // In key order: a dictionary's own order differs from run to run.
        writer.array(extensionMembers.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.strings(entry.value)
        }
        writer.strings(annotatedExtensions)
        writer.strings(autoMockableExtensions)
        writer.strings(noncopyableTypes)
        writer.bool(skipped != nil)
        if let skipped { skipped.write(to: &writer) }
        writer.array(syntaxErrors) { $1.write(to: &$0) }
        return Data(writer.bytes)
    }

    /// The models `encoded` gave `data`; nil when `data` is not such bytes.
    init?(encoded data: Data) {
        let models = data.withUnsafeBytes { raw -> FileModels? in
            var reader = ModelReader(raw)
            guard let models = try? FileModels(reading: &reader), reader.isAtEnd else { return nil }
            return models
        }
        guard let models else { return nil }
        self = models
    }

    private init(reading reader: inout ModelReader) throws(ModelReader.Malformed) {
        protocols = try reader.array { reader throws(ModelReader.Malformed) in try ProtocolModel(reading: &reader) }
        typeAliases = try reader.array { reader throws(ModelReader.Malformed) in
            TypeAliasModel(name: try reader.string(), target: try reader.string())
        }
        imports = try reader.strings()
        let members = try reader.array { reader throws(ModelReader.Malformed) in
            (try reader.string(), try reader.strings())
        }
        extensionMembers = Dictionary(members) { _, last in last }
        annotatedExtensions = try reader.strings()
        autoMockableExtensions = try reader.strings()
        noncopyableTypes = try reader.strings()
        skipped = try reader.bool() ? try ModelProblem(reading: &reader) : nil
        syntaxErrors = try reader.array { reader throws(ModelReader.Malformed) in try ModelProblem(reading: &reader) }
    }
}

extension ModelProblem {
    func write(to writer: inout ModelWriter) {
        writer.int(line)
        writer.int(column)
        writer.string(message)
    }

    init(reading reader: inout ModelReader) throws(ModelReader.Malformed) {
        self.init(line: try reader.int(), column: try reader.int(), message: try reader.string())
    }
}

extension ProtocolModel {
    func write(to writer: inout ModelWriter) {
        writer.string(name)
        writer.string(file)
        writer.int(line)
        writer.int(column)
        writer.string(accessLevel)
        writer.strings(inherited)
        writer.strings(attributes)
        writer.bool(isAnnotated)
        writer.array(associatedTypes) { writer, type in
            writer.string(type.name)
            writer.string(type.constraint)
            writer.string(type.whereClause)
        }
        writer.string(whereClause)
        writer.array(requirements) { $1.write(to: &$0) }
        writer.array(problems) { $1.write(to: &$0) }
    }

    init(reading reader: inout ModelReader) throws(ModelReader.Malformed) {
        self.init(
            name: try reader.string(),
            file: try reader.string(),
            line: try reader.int(),
            column: try reader.int(),
            accessLevel: try reader.optionalString(),
            inherited: try reader.strings(),
            attributes: try reader.strings(),
            isAnnotated: try reader.bool(),
            associatedTypes: try reader.array { reader throws(ModelReader.Malformed) in
                AssociatedTypeModel(
                    name: try reader.string(), constraint: try reader.optionalString(),
                    whereClause: try reader.optionalString()
                )
            },
            whereClause: try reader.optionalString(),
            requirements: try reader.array { reader throws(ModelReader.Malformed) in
                try Requirement(reading: &reader)
            },
            problems: try reader.array { reader throws(ModelReader.Malformed) in try ModelProblem(reading: &reader) }
        )
    }
}
