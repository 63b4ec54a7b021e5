import Sections
import Testing

@testable import Core
@testable import Interactive

extension CodingTests {
    /// A section's leading id and a text item with an id are read in one pass where they
    /// are written as encoders write them (`JSONParser+IDs.swift`). A space after an
    /// object's brace always sends it to the full reading, so every variant is decoded both
    /// ways and must give the same document, or the same error.
    @Suite struct IDsInOnePassTests {
        typealias SplitMix64 = JSONRoundTripTests.SplitMix64

        /// What decoding `json` gives, with each `¤` a byte 0xFF, never valid UTF-8: the
        /// document, or the error's kind, path and message, without its line and column (the
        /// space moves them).
        static func outcome(_ json: String) -> String {
            var bytes: [UInt8] = []
            for scalar in json.unicodeScalars {
                if scalar == "¤" { bytes.append(0xFF) } else { bytes += String(scalar).utf8 }
            }
            do {
                return try Document(jsonBytes: bytes).json()
            } catch {
                return "\(error.kind) at \(error.path): \(error.message)"
            }
        }

        /// A document of one section with the id and the item objects given: as the
        /// readings in one pass see it (`brace` `{`), and with a space after every brace
        /// (`brace` `{ `), which the full reading alone reads.
        static func document(brace: String, section id: String, items: [String]) -> String {
            let items = items.map { brace + $0 }.joined(separator: ", ")
            return brace + #""sections": ["# + brace + #""id": "# + id + #", "items": ["# + items + "]}]}"
        }

        static let strings = [
            #""a""#, #""i0""#, #""""#, #""é""#, #""a\"b""#, #""\u00e9""#, "\"a\u{1}\"", #""a"#, "1", "null",
            #""item number 12345678""#, "\"\u{FF}\"", #""a¤""#,
        ]
        static let separators = ["", " ", "  ", "\n"]

        @Test func bothReadingsAgreeOnEveryVariant() {
            var random = SplitMix64(seed: 27)
            for _ in 0..<3000 {
                func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
                let keys = pick([
                    ["text", "id"], ["id", "text"], ["text"], ["id"], ["text", "id", "id"],
                    ["text", "label"], ["text", "text"],
                ])
                let members = keys.map {
                    #"""# + $0 + #"""# + ":" + pick(Self.separators) + pick(Self.strings)
                }
                var item = ""
                for (index, member) in members.enumerated() {
                    if index > 0 { item += "," + pick(Self.separators) }
                    item += member
                }
                item += pick(["}", "}", " }", ""])
                let sectionID = pick(Self.strings)
                let quick = Self.document(brace: "{", section: sectionID, items: [item, item])
                let full = Self.document(brace: "{ ", section: sectionID, items: [item, item])
                #expect(Self.outcome(quick) == Self.outcome(full), "\(quick)")
            }
        }

        @Test func anEncodedDocumentIsReadInOnePassAlike() throws {
            let items = [#""text": "item number 0", "id": "i0"}"#, #""id": "i1", "text": "é"}"#]
            let json = Self.document(brace: "{", section: #""s0""#, items: items)
            #expect(
                json
                    == #"{"sections": [{"id": "s0", "items": [{"text": "item number 0", "id": "i0"}, {"id": "i1", "text": "é"}]}]}"#
            )
            let document = try Document(json: json)
            #expect(document.sections.map(\.id) == ["s0"])
            #expect(document.sections[0].items.map(\.id) == ["i0", "i1"])
            #expect(document.sections[0].items.map(\.identityText) == ["item number 0", "é"])
            #expect(
                Self.outcome(json)
                    == Self.outcome(Self.document(brace: "{ ", section: #""s0""#, items: items)))
        }

        /// `"text":` and `"id":` as the words the reading compares.
        @Test func theKeysWordsSpellTheKeys() {
            for (key, text) in [(JSONParser.textKey, #""text":"#), (JSONParser.idKey, #""id":"#)] {
                var word: UInt64 = 0
                for (index, byte) in text.utf8.enumerated() { word |= UInt64(byte) << (8 * UInt64(index)) }
                #expect(key.word == word && key.count == text.utf8.count, "\(text)")
            }
        }
    }
}
