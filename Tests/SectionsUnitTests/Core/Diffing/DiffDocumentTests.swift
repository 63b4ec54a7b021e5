import Sections
import Testing

@testable import Core
@testable import Interactive

/// `DiffDocument`, the compact form `sections diff` reads its files into, gives the JSON of
/// `Changeset(from:to:)` byte for byte, and the decoder's errors.
@Suite(.systemThreads) struct DiffDocumentTests {
    typealias Random = CodingTests.JSONRoundTripTests.SplitMix64

    /// The changeset's JSON through both forms of the same two texts. The compact form's is
    /// made twice, with ids checked as the documents are read (as from standard input),
    /// when the common prefix may pass the first id, and unchecked (as from files), when
    /// the old document's tables made on their own thread are the ones the matching uses;
    /// `compact` is the first, or both when they differ.
    static func bothForms(_ old: String, _ new: String) throws -> (expected: String, compact: String) {
        let expected = try Changeset(from: Document(json: old), to: Document(json: new)).json()
        func compact(checkingIDs: Bool) throws -> String {
            func read(_ text: String) throws -> DiffDocument {
                try Array(text.utf8).withUnsafeBufferPointer {
                    try DiffDocument.decode($0, consumed: nil, checkingIDs: checkingIDs).get()
                }
            }
            var output = ""
            try DiffDocument.writeChangesJSON(from: DiffDocument.Old(read(old)), to: read(new), to: &output)
            return output
        }
        let (checked, unchecked) = (try compact(checkingIDs: true), try compact(checkingIDs: false))
        return (expected, checked == unchecked ? checked : "checked:\n\(checked)\nunchecked:\n\(unchecked)")
    }

    /// Canonically equivalent spellings, which `String` compares equal: a text of the old
    /// document may come back in the other spelling, as identity and as content.
    static let spellings: [String: [String]] = [
        "x": ["\u{E9}", "e\u{301}"], "z": ["K", "\u{212A}"], "1": ["\u{C5}", "A\u{30A}", "\u{212B}"],
    ]

    static func respelled(_ document: Document, _ random: inout Random) -> Document {
        func spell(_ text: String) -> String { spellings[text]?.randomElement(using: &random) ?? text }
        var document = document
        for s in document.sections.indices {
            for i in document.sections[s].items.indices {
                let item = document.sections[s].items[i]
                switch item.content {
                case .text(let text):
                    document.sections[s].items[i] = Item(id: item.id, content: .text(spell(text)))
                case .row(let label, let value):
                    document.sections[s].items[i] = Item(
                        id: item.id, content: .row(label: spell(label), value: spell(value)))
                default: break
                }
            }
        }
        return document
    }

    @Test(arguments: 0..<2)
    func randomPairsGiveTheChangesetsJSON(batch: UInt64) throws {
        var random = Random(seed: 0xD1FF_0000 &+ batch)
        for round in 0..<1000 {
            let document = ChangesetPropertyTests.document(&random)
            let other =
                round % 5 == 0
                ? ChangesetPropertyTests.document(&random) : ChangesetPropertyTests.edited(document, &random)
            let old = round % 2 == 0 ? Self.respelled(document, &random) : document
            let new = round % 3 == 0 ? Self.respelled(other, &random) : other
            let (expected, compact) = try Self.bothForms(old.json(), new.json())
            #expect(compact == expected, "batch \(batch) round \(round)")
        }
    }

    @Test func tablesAndCanonicalEquivalentsGiveTheChangesetsJSON() throws {
        let old = #"""
            {"sections": [
              {"layout": "table", "columns": [{"title": "A"}, {"title": "B"}], "items": [
                {"cells": ["x", "1"]}, {"cells": ["y", "2"]}, {"cells": ["\u00e9", "K"], "id": "r"}]},
              {"header": "H", "items": ["Kelvin \u212a", {"label": "\u00c5", "value": "e\u0301"}, "a", "a"]},
              {"items": [{"text": "t", "id": "\u00e9"}]}]}
            """#
        let new = #"""
            {"sections": [
              {"header": "H", "items": ["a", {"label": "A\u030a", "value": "\u00e9"}, "Kelvin K", "b"]},
              {"layout": "table", "columns": [{"title": "A"}, {"title": "B"}], "items": [
                {"cells": ["y", "3"]}, {"cells": ["e\u0301", "\u212a"], "id": "r"}, {"cells": ["x", "1"]}]},
              {"footer": "f", "items": [{"text": "u", "id": "e\u0301"}, {"label": "t", "value": "v"}]}]}
            """#
        let (expected, compact) = try Self.bothForms(old, new)
        #expect(compact == expected)
        #expect(try Self.bothForms(new, old).compact == Self.bothForms(new, old).expected)
    }

    @Test func errorsAreTheDecodersWithTheirPlaces() throws {
        let cases = [
            #"{"sections": [{"items": [{"text": "a", "id": "x"}]}, {"items": [{"text": "b", "id": "x"}]}]}"#,
            #"{"sections": [{"id": "s", "items": []}, {"id": "s", "items": []}]}"#,
            #"{"sections": [{"items": [{"text": "a", "id": "\u00e9"}, {"label": "b", "value": "c", "id": "e\u0301"}]}]}"#,
            #"{"sections": [{"id": "\u212a", "items": []}, {"id": "K", "items": []}]}"#,
            #"{"sections": [{"items": [{"label": "x", "value": 3}]}]}"#,
            #"{"sections": [{"layout": "table", "columns": [{"title": "A"}], "items": [{"cells": []}]}]}"#,
            "",
        ]
        for text in cases {
            let expected = try #require(Self.error(decoding: text), "\(text)")
            #expect(throws: expected) { try DiffDocument(jsonBytes: Array(text.utf8)) }
        }
    }

    static func error(decoding text: String) -> DocumentError? {
        do {
            _ = try Document(json: text)
            return nil
        } catch {
            return error
        }
    }
}
