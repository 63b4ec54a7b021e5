import Sections
import Testing

@testable import Core
@testable import Interactive

extension CodingTests {
    /// The normal form `json()` writes: golden output, escaping, and how items that JSON
    /// cannot hold are written as texts and rows.
    @Suite struct DocumentEncoderTests {
        @Test func specExampleGoldenOutput() throws {
            let expected = """
                {
                  "title": "Account",
                  "sections": [
                    {
                      "id": "profile",
                      "header": "Profile",
                      "footer": "2 items",
                      "items": [
                        "a plain text item",
                        {
                          "text": "a text item with an id",
                          "id": "intro"
                        },
                        {
                          "label": "Name",
                          "value": "Lin Hay",
                          "id": "name"
                        },
                        {
                          "label": "Email",
                          "value": "lin@example.com"
                        }
                      ]
                    }
                  ]
                }

                """
            #expect(DocumentDecoderTests.specDocument.json() == expected)
            let decoded = try Document(json: DocumentDecoderTests.specJSON)
            #expect(decoded.json() == expected)
            #expect(try Document(json: expected).json() == expected)
        }

        @Test func emptyDocumentsAndArrays() {
            #expect(Document(sections: []).json() == "{\n  \"sections\": []\n}\n")
            let empty = Document(title: "", sections: [Section {}])
            let expected = """
                {
                  "title": "",
                  "sections": [
                    {
                      "items": []
                    }
                  ]
                }

                """
            #expect(empty.json() == expected)
        }

        @Test func stringsEscapeQuotesBackslashesAndEveryControlCharacterOnly() {
            let hostile =
                "q\" b\\ s/ n\n t\t r\r nul\u{0} us\u{1F} del\u{7F} c1\u{80}\u{9F} \u{A0}© é 東 😀 \u{2028}"
            let escaped =
                #"q\" b\\ s/ n\n t\t r\r nul\u0000 us\u001f del\u007f c1\u0080\u009f "#
                + "\u{A0}© é 東 😀 \u{2028}"
            let expected = "{\n  \"title\": \"\(escaped)\",\n  \"sections\": []\n}\n"
            #expect(Document(title: hostile, sections: []).json() == expected)
        }

        struct Card: SectionItem {
            var name: String
            var body: [Item] {
                Header("Card")
                Row("Name", name)
                Footer("end")
            }
        }

        struct Meter: SelfSizingItem {
            var fraction: Double
            func preferredSize(limit: Size) -> Size { Size(width: min(limit.width, 10), height: 2) }
            func draw(in size: Size) -> [String] {
                let filled = Int(Double(size.width) * fraction)
                return [
                    String(repeating: "#", count: filled)
                        + String(repeating: ".", count: size.width - filled),
                    "\(Int(fraction * 100))%",
                ]
            }
        }

        struct Wrapper: SectionItem {
            var body: [Item] {
                Card(name: "Inner").id("inner")
                Meter(fraction: 0.5)
            }
        }

        struct Nothing: SectionItem {
            var body: [Item] {}
        }

        @Test func itemsJSONCannotHoldAreWrittenAsTextsAndRowsInPlace() throws {
            // Built from an array: a `Section` block would lift the stray header into the section.
            let document = Document(sections: [
                Section(
                    id: nil, header: nil, footer: nil, layout: .list,
                    items: [
                        Text("before").item,
                        Card(name: "Lin").id("card"),
                        Meter(fraction: 0.3).id("meter"),
                        Nothing().id("lost"),
                        Wrapper().id("outer"),
                        Item(content: .header("a stray header")),
                        Text("after").item,
                    ])
            ])
            let expected = Document(sections: [
                Section(
                    id: nil, header: nil, footer: nil, layout: .list,
                    items: [
                        Text("before").item,
                        Text("Card").id("card"),
                        Row("Name", "Lin").item,
                        Text("end").item,
                        Text("###.......\n30%").id("meter"),
                        Text("Card").id("outer"),
                        Row("Name", "Inner").item,
                        Text("end").item,
                        Text("#####.....\n50%").item,
                        Text("a stray header").item,
                        Text("after").item,
                    ])
            ])
            #expect(try Document(json: document.json()) == expected)
            #expect(document.json() == expected.json())
        }

        @Test func aFirstItemWithItsOwnIDKeepsIt() throws {
            struct Named: SectionItem {
                var body: [Item] { Row("a", "b").id("own") }
            }
            let document = Document { Section { Named().id("outer") } }
            #expect(try Document(json: document.json()).sections[0].items == [Row("a", "b").id("own")])
        }

        @Test func selfSizingItemsDrawAtTheGivenWidth() throws {
            let document = Document { Section { Meter(fraction: 0.5) } }
            let narrow = try Document(json: document.json(width: 4))
            #expect(narrow.sections[0].items == [Text("##..\n50%").item])
            #expect(document.json() == document.json(width: 80))
        }

        /// Records each piece the encoder hands over.
        struct Pieces: TextOutputStream {
            var pieces: [String] = []
            mutating func write(_ string: String) { pieces.append(string) }
        }

        @Test func writingStreamsInBoundedPieces() {
            let items = (0..<5_000).map { Row("Item \($0)", String(repeating: "v", count: 20)).item }
            let document = Document(
                sections: (0..<10).map { _ in
                    Section(id: nil, header: nil, footer: nil, layout: .list, items: items)
                })
            var output = Pieces()
            document.writeJSON(to: &output)
            #expect(output.pieces.count > 10)
            #expect(output.pieces.allSatisfy { $0.utf8.count < 2 * 65_536 })
            #expect(output.pieces.joined() == document.json())
        }
    }
}
