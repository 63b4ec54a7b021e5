import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive

extension CodingTests {
    /// `Codable` in the same format, through Foundation's `JSONEncoder` and `JSONDecoder`,
    /// with the same rules and messages as `Document(json:)`.
    @Suite struct DocumentCodableTests {
        func decode(_ json: String) throws -> Document {
            try JSONDecoder().decode(Document.self, from: Data(json.utf8))
        }

        /// The coding path in the JSON path form of `DocumentError`.
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text
        }

        /// The path and message of a `dataCorrupted` error, or a description of another error.
        func corruption(_ json: String) -> String {
            do {
                _ = try decode(json)
                return "no error"
            } catch DecodingError.dataCorrupted(let context) {
                return "\(path(context.codingPath)): \(context.debugDescription)"
            } catch {
                return "another error: \(error)"
            }
        }

        @Test func specExampleDecodesToTheBuiltTree() throws {
            #expect(try decode(DocumentDecoderTests.specJSON) == DocumentDecoderTests.specDocument)
        }

        @Test func roundTripThroughFoundation() throws {
            let document = DocumentDecoderTests.specDocument
            let data = try JSONEncoder().encode(document)
            #expect(try JSONDecoder().decode(Document.self, from: data) == document)
            #expect(try Document(jsonBytes: data) == document)
        }

        @Test func itemsEncodeAsTheFormatWritesThem() throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            func encoded(_ item: Item) throws -> String {
                String(decoding: try encoder.encode(item), as: UTF8.self)
            }
            #expect(try encoded(Text("a").item) == #""a""#)
            #expect(try encoded(Text("a").id("x")) == #"{"id":"x","text":"a"}"#)
            #expect(try encoded(Row("l", "v").item) == #"{"label":"l","value":"v"}"#)
            #expect(try encoded(Row("l", "v").id("x")) == #"{"id":"x","label":"l","value":"v"}"#)
            let meter = "{\"id\":\"m\",\"text\":\"##########\\n100%\"}"
            #expect(try encoded(DocumentEncoderTests.Meter(fraction: 1).id("m")) == meter)
            #expect(throws: EncodingError.self) { try encoded(DocumentEncoderTests.Card(name: "Lin").item) }
        }

        @Test func sectionsFlattenTheirItemsAsJSONDoes() throws {
            let document = Document { Section(layout: .list) { DocumentEncoderTests.Wrapper().id("w") } }
            let data = try JSONEncoder().encode(document)
            #expect(try Document(jsonBytes: data) == Document(json: document.json()))
        }

        @Test func rulesAndMessagesAreTheFastDecoders() {
            #expect(corruption(#"{"sections": [], "colour": 1}"#) == #": unknown key "colour""#)
            #expect(
                corruption(#"{"sections": [{"items": [], "colour": "red"}]}"#)
                    == #"sections[0]: unknown key "colour""#)
            #expect(
                corruption(#"{"sections": [{"items": [{"text": "a", "colour": "red"}]}]}"#)
                    == #"sections[0].items[0]: unknown key "colour""#)
            #expect(
                corruption(#"{"sections": [{"layout": "mosaic", "items": []}]}"#)
                    == #"sections[0].layout: unknown layout "mosaic""#)
            #expect(
                corruption(#"{"sections": [{"items": ["a", 5]}]}"#)
                    == "sections[0].items[1]: \(FormatMessage.itemKinds)")
            #expect(
                corruption(#"{"sections": [{"items": [{"label": "x"}]}]}"#)
                    == #"sections[0].items[0]: missing key "value""#)
            #expect(
                corruption(#"{"sections": [{"items": [{"text": "x", "value": "y"}]}]}"#)
                    == "sections[0].items[0]: \(FormatMessage.mixedItem)")
            #expect(
                corruption(
                    #"{"sections": [{"items": [{"text": "x", "id": "a"}]}, {"items": [{"text": "y", "id": "a"}]}]}"#
                )
                    == #"sections[1].items[0]: duplicate item id "a", first used at sections[0].items[0]"#)
        }

        @Test func nullAndWrongTypesAndMissingItemsAreTheDecodersErrors() {
            #expect(throws: DecodingError.self) { try decode(#"{"title": null, "sections": []}"#) }
            #expect(throws: DecodingError.self) { try decode(#"{"sections": [{"id": null, "items": []}]}"#) }
            #expect(throws: DecodingError.self) { try decode(#"{"sections": [{"items": [{"text": 1}]}]}"#) }
            #expect(throws: DecodingError.self) { try decode(#"{"sections": [{"header": "h"}]}"#) }
            #expect(throws: DecodingError.self) { try decode(#"{"title": "t"}"#) }
        }

        @Test func formatKeysSpellTheirCodingKeys() {
            for key in DocumentKey.allCases { #expect(key.stringValue == key.name.description) }
            for key in SectionKey.allCases { #expect(key.stringValue == key.name.description) }
            for key in ItemKey.allCases { #expect(key.stringValue == key.name.description) }
        }
    }
}
