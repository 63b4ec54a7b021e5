import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

extension CodingTests {
    /// The schema of <doc:DocumentFormat> as `Document(json:)` reads it: the trees it builds and the exact
    /// errors it gives for content that breaks a rule.
    @Suite struct DocumentDecoderTests {
        static let specJSON = """
            {
              "title": "Account",
              "sections": [
                {
                  "id": "profile",
                  "header": "Profile",
                  "footer": "2 items",
                  "layout": "list",
                  "items": [
                    "a plain text item",
                    { "text": "a text item with an id", "id": "intro" },
                    { "label": "Name", "value": "Lin Hay", "id": "name" },
                    { "label": "Email", "value": "lin@example.com" }
                  ]
                }
              ]
            }
            """

        static let specDocument = SpecExample.document

        @Test func specExampleDecodesToTheTreeTheBuilderBuilds() throws {
            #expect(try Document(json: Self.specJSON) == Self.specDocument)
            #expect(try Document(jsonBytes: Array(Self.specJSON.utf8)) == Self.specDocument)
            #expect(try Document(json: Substring(Self.specJSON)) == Self.specDocument)
        }

        @Test func keysMayComeInAnyOrderAndOptionalOnesMayBeLeftOut() throws {
            let json = """
                {"sections": [{"items": [{"id": "n", "value": "Lin", "label": "Name"}, {"id": "t", "text": "x"}],
                "footer": "f"}, {"items": []}]}
                """
            let expected = Document(sections: [
                Section(
                    id: nil, header: nil, footer: "f", layout: .list,
                    items: [Row("Name", "Lin").id("n"), Text("x").id("t")]),
                Section {},
            ])
            #expect(try Document(json: json) == expected)
            #expect(try Document(json: #"{"sections":[]}"#) == Document(sections: []))
        }

        @Test func escapedKeysAndContentAreDecoded() throws {
            let json =
                #"{"\u0074itle": "\"q\" \\ \/ \b\f\n\r\t \u00e9 \u6771 \uD83D\uDC4D \u0000", "sections": []}"#
            #expect(try Document(json: json).title == "\"q\" \\ / \u{8}\u{C}\n\r\t é 東 👍 \u{0}")
        }

        @Test func aByteOrderMarkIsSkipped() throws {
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"sections": []}"#.utf8)
            #expect(try Document(jsonBytes: bytes) == Document(sections: []))
        }

        /// One input and the exact error it gives.
        struct Case: Sendable, CustomTestStringConvertible {
            var json: String
            var kind: DocumentError.Kind
            var error: String
            var testDescription: String { error }

            init(_ json: String, _ kind: DocumentError.Kind, _ error: String) {
                self.json = json
                self.kind = kind
                self.error = error
            }
        }

        static let schemaErrors: [Case] = [
            Case("[]", .invalidValue, "expected an object (line 1, column 1)"),
            Case("{}", .missingKey, #"missing key "sections" (line 1, column 1)"#),
            Case(#"{"sections": {}}"#, .invalidValue, "sections: expected an array (line 1, column 14)"),
            Case(
                #"{"title": 5, "sections": []}"#, .invalidValue,
                "title: expected a string (line 1, column 11)"),
            Case(
                #"{"title": null, "sections": []}"#, .invalidValue,
                "title: expected a string (line 1, column 11)"),
            Case(#"{"colour": 1}"#, .unknownKey, #"unknown key "colour" (line 1, column 2)"#),
            Case(#"{"s\u00e9": 1}"#, .unknownKey, #"unknown key "sé" (line 1, column 2)"#),
            Case(
                #"{"sections": [{"items": [], "colour": "red"}]}"#, .unknownKey,
                #"sections[0]: unknown key "colour" (line 1, column 29)"#),
            Case(
                #"{"sections": [{"header": "a"}]}"#, .missingKey,
                #"sections[0]: missing key "items" (line 1, column 15)"#),
            Case(
                #"{"sections": [{"items": []}, []]}"#, .invalidValue,
                "sections[1]: expected an object (line 1, column 30)"),
            Case(
                #"{"sections": [{"id": null, "items": []}]}"#, .invalidValue,
                "sections[0].id: expected a string (line 1, column 22)"),
            Case(
                #"{"sections": [{"layout": "mosaic", "items": []}]}"#, .invalidValue,
                #"sections[0].layout: unknown layout "mosaic" (line 1, column 26)"#),
            Case(
                #"{"sections": [{"layout": 1, "items": []}]}"#, .invalidValue,
                "sections[0].layout: expected a string (line 1, column 26)"),
            Case(
                #"{"sections": [{"items": "a"}]}"#, .invalidValue,
                "sections[0].items: expected an array (line 1, column 25)"),
            Case(
                #"{"sections": [{"items": ["a", 1]}]}"#, .invalidValue,
                #"sections[0].items[1]: expected a text item (a string, {"text": …}), a label/value item ({"label": …, "value": …}) or a table row ({"cells": […]}) (line 1, column 31)"#
            ),
            Case(
                #"{"sections": [{"items": [null]}]}"#, .invalidValue,
                #"sections[0].items[0]: expected a text item (a string, {"text": …}), a label/value item ({"label": …, "value": …}) or a table row ({"cells": […]}) (line 1, column 26)"#
            ),
            Case(
                #"{"sections": [{"items": [{"id": "x"}]}]}"#, .invalidValue,
                #"sections[0].items[0]: expected a text item (a string, {"text": …}), a label/value item ({"label": …, "value": …}) or a table row ({"cells": […]}) (line 1, column 26)"#
            ),
            Case(
                #"{"sections": [{"items": [{"label": "x"}]}]}"#, .missingKey,
                #"sections[0].items[0]: missing key "value" (line 1, column 26)"#),
            Case(
                #"{"sections": [{"items": [{"value": "x"}]}]}"#, .missingKey,
                #"sections[0].items[0]: missing key "label" (line 1, column 26)"#),
            Case(
                #"{"sections": [{"items": [{"text": "x", "label": "y"}]}]}"#, .invalidValue,
                #"sections[0].items[0]: expected a text item ({"text": …}), a label/value item ({"label": …, "value": …}) or a table row ({"cells": […]}), not a mix (line 1, column 26)"#
            ),
            Case(
                #"{"sections": [{"items": [{"label": "x", "value": 5}]}]}"#, .invalidValue,
                "sections[0].items[0].value: expected a string (line 1, column 50)"),
            Case(
                #"{"sections": [{"items": [{"text": "x", "id": 7}]}]}"#, .invalidValue,
                "sections[0].items[0].id: expected a string (line 1, column 46)"),
            Case(
                #"{"sections": [{"items": [{"text": "x", "colour": "red"}]}]}"#, .unknownKey,
                #"sections[0].items[0]: unknown key "colour" (line 1, column 40)"#),
        ]

        @Test(arguments: schemaErrors) func schemaError(_ test: Case) {
            Self.expectError(test)
        }

        /// Decoding `test.json` fails with exactly `test`'s error and kind.
        static func expectError(_ test: Case) {
            #expect(throws: DocumentError.self) { try Document(json: test.json) }
            do {
                _ = try Document(json: test.json)
            } catch {
                #expect(error.description == test.error)
                #expect(error.kind == test.kind)
            }
        }

        @Test func theSpecsExamplePathIsReportedAsWritten() throws {
            let items = #"["a", "b", "c", "d", "e", {"label": "x", "value": ["y"]}]"#
            let json = """
                {"sections": [{"items": []}, {"items": []},
                  {"items": \(items)}]}
                """
            let error = try #require(thrownError(DocumentError.self) { try Document(json: json) })
            #expect(error.path == "sections[2].items[5].value")
            #expect(error.message == "expected a string")
            #expect(error.description == "sections[2].items[5].value: expected a string (line 2, column 63)")
        }

        @Test func duplicateIDsNameBothPositionsAndTheSecondOnesLine() throws {
            let sections = #"{"sections": [{"id": "a", "items": []}, {"id": "a", "items": []}]}"#
            let sectionError = try #require(thrownError(DocumentError.self) { try Document(json: sections) })
            #expect(sectionError.kind == .duplicateID)
            #expect(
                sectionError.description
                    == #"sections[1]: duplicate section id "a", first used at sections[0] (line 1, column 41)"#
            )

            let items = """
                {"sections": [
                  {"items": [{"id": "x", "text": "東京"}]},
                  {"items": ["東京", {"text": "y", "id": "x"}]}
                ]}
                """
            let itemError = try #require(thrownError(DocumentError.self) { try Document(json: items) })
            #expect(itemError.kind == .duplicateID)
            #expect(
                itemError.description
                    == #"sections[1].items[1]: duplicate item id "x", first used at sections[0].items[0] (line 3, column 20)"#
            )
        }

        @Test func aSectionIDMayEqualAnItemID() throws {
            let json = #"{"sections": [{"id": "a", "items": [{"text": "x", "id": "a"}]}]}"#
            #expect(try Document(json: json).sections[0].id == "a")
        }
    }
}
