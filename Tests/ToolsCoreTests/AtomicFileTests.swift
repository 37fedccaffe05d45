// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// The one write primitive: what it replaces, what it refuses, what it writes through.
@Suite("Atomic writes", .offThePool)
struct AtomicFileTests {
    @Test func aLinkTheToolFoundIsRefusedAndLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("original\n", to: "Real.swift")
        let link = directory.url.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        #expect(throws: CoreError.refusedToReplace(path: link.path, kind: "a symbolic link")) {
            try AtomicFile.write(Data("new\n".utf8), to: link)
        }
        #expect(FileKind.of(link.path) == .symbolicLink)
        #expect(try directory.read("Real.swift") == "original\n")
        #expect(Self.temporaries(in: directory.url).isEmpty)
    }

    @Test func aLinkTheUserNamedIsWrittenThroughAndStaysALink() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("old report\n", to: "reports/real.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        let link = directory.url.appendingPathComponent("report.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "reports/real.json")

        try AtomicFile.write(Data("new report\n".utf8), to: link, origin: .user)

        #expect(FileKind.of(link.path) == .symbolicLink)
        #expect(try directory.read("reports/real.json") == "new report\n")
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test func aDanglingLinkTheUserNamedCreatesItsTarget() throws {
        let directory = try TemporaryDirectory()
        let link = directory.url.appendingPathComponent("out.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "made.json")
        try AtomicFile.write(Data("{}".utf8), to: link, origin: .user)
        #expect(FileKind.of(link.path) == .symbolicLink)
        #expect(try directory.read("made.json") == "{}")
    }

    @Test func aFIFOIsNeverReplaced() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.url.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)

        // Chosen by the tool: refused at once, without waiting for a reader.
        #expect(throws: CoreError.refusedToReplace(path: fifo.path, kind: "a FIFO")) {
            try AtomicFile.write(Data("x".utf8), to: fifo)
        }
        // Named by the user but nobody reads: an error, not a wait forever.
        #expect(throws: CoreError.self) { try AtomicFile.write(Data("x".utf8), to: fifo, origin: .user) }
        #expect(FileKind.of(fifo.path) == .fifo)
    }

    @Test func aFIFOTheUserNamedIsWrittenInto() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.url.appendingPathComponent("pipe")
        let reader = try FIFOReader(path: fifo.path)
        try AtomicFile.write(Data("through the pipe".utf8), to: fifo, origin: .user)
        #expect(String(decoding: reader.drain(), as: UTF8.self) == "through the pipe")
        #expect(FileKind.of(fifo.path) == .fifo)
    }

    @Test func aFolderIsRefusedWhoeverNamedIt() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("folder"), withIntermediateDirectories: true)
        let folder = directory.url.appendingPathComponent("folder")
        #expect(throws: CoreError.refusedToReplace(path: folder.path, kind: "a folder")) {
            try AtomicFile.write(Data("x".utf8), to: folder, origin: .user)
        }
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("#!/bin/sh\n", to: "script.sh")
        try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: file.path)
        try AtomicFile.write(Data("#!/bin/sh\necho hi\n".utf8), to: file)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o751)
    }

    /// A file as the tool read it (`read`), then saved with "typed meanwhile": what a write or a removal must
    /// not lose.
    private struct EditedAfterRead {
        let directory: TemporaryDirectory
        let file: URL
        let read: Data

        init(_ name: String) throws {
            directory = try TemporaryDirectory()
            file = try directory.write("as read\n", to: name)
            read = try Data(contentsOf: file)
            try Data("typed meanwhile\n".utf8).write(to: file)
        }
    }

    @Test func aFileEditedSinceItWasReadIsNotOverwritten() throws {
        let edited = try EditedAfterRead("Edited.swift")
        let (directory, file, read) = (edited.directory, edited.file, edited.read)

        #expect(throws: CoreError.changedSinceRead(path: file.path)) {
            try AtomicFile.write(Data("fixed\n".utf8), to: file, expecting: .content(read))
        }
        #expect(try directory.read("Edited.swift") == "typed meanwhile\n")
        #expect(Self.temporaries(in: directory.url).isEmpty)

        try AtomicFile.write(Data("fixed\n".utf8), to: file, expecting: .content(Data("typed meanwhile\n".utf8)))
        #expect(try directory.read("Edited.swift") == "fixed\n")
    }

    @Test func aFileIsRemovedOnlyWhileItHoldsWhatWasRead() throws {
        let edited = try EditedAfterRead("OldMock.swift")
        let (directory, file, read) = (edited.directory, edited.file, edited.read)
        #expect(throws: CoreError.changedSinceRead(path: file.path)) {
            try AtomicFile.remove(file, expecting: read)
        }
        #expect(try directory.read("OldMock.swift") == "typed meanwhile\n", "the edit is put back")
        #expect(Self.temporaries(in: directory.url).isEmpty)

        #expect(try AtomicFile.remove(file, expecting: Data("typed meanwhile\n".utf8)))
        #expect(!directory.exists("OldMock.swift"))
        #expect(try !AtomicFile.remove(file, expecting: read), "nothing there any more")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test func aLinkIsNeverRemovedAsTheFileItNames() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("// generated\n", to: "target.swift")
        let link = directory.url.appendingPathComponent("Mock.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        #expect(throws: CoreError.refusedToReplace(path: link.path, kind: FileKind.symbolicLink.phrase)) {
            try AtomicFile.remove(link, expecting: Data("// generated\n".utf8))
        }
        #expect(FileKind.of(link.path) == .symbolicLink)
        #expect(try directory.read("target.swift") == "// generated\n")
        #expect(Self.temporaries(in: directory.url).isEmpty)
    }

    @Test func creatingOnlyWhenAbsentRefusesAFileThatAppeared() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("someone else's\n", to: ".gitignore")
        #expect(throws: CoreError.changedSinceRead(path: file.path)) {
            try AtomicFile.write(Data("ours\n".utf8), to: file, expecting: .absent)
        }
        #expect(try directory.read(".gitignore") == "someone else's\n")
    }

    @Test func existingContentNeverReadsALinkOrASpecialFileForTheTool() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("secret\n", to: "target")
        let link = directory.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let fifo = directory.url.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(AtomicFile.existingContent(of: link) == nil)
        #expect(AtomicFile.existingContent(of: link, origin: .user) == Data("secret\n".utf8))
        #expect(AtomicFile.existingContent(of: fifo, origin: .user) == nil)
    }

    static func temporaries(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".tools-") }
    }
}
