import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive

extension CodingTests {
    /// Grids, tables and panels in JSON: `"layout"`, a table's `"columns"` and rows of
    /// `"cells"`, read by both decoders with the same rules, and written in normal form.
    @Suite struct LayoutJSONTests {
        static let json = """
            {
              "sections": [
                {
                  "header": "Processes",
                  "layout": "table",
                  "columns": [
                    {
                      "title": "PID",
                      "align": "trailing"
                    },
                    {
                      "title": "Command"
                    },
                    {}
                  ],
                  "items": [
                    {
                      "cells": [
                        "1",
                        "/sbin/init",
                        ""
                      ],
                      "id": "init"
                    }
                  ]
                },
                {
                  "layout": "grid",
                  "items": [
                    "a",
                    "b"
                  ]
                },
                {
                  "layout": "panel",
                  "items": []
                }
              ]
            }

            """

        static let document = Document {
            Section(
                header: "Processes",
                layout: .table(
                    TableColumn("PID", alignment: .trailing), TableColumn("Command"), TableColumn())
            ) {
                TableRow("1", "/sbin/init", "").id("init")
            }
            Section(layout: .grid) {
                "a"; "b"
            }
            Section(layout: .panel) {}
        }

        @Test func decodesToTheBuiltTree() throws {
            #expect(try Document(json: Self.json) == Self.document)
            #expect(try JSONDecoder().decode(Document.self, from: Data(Self.json.utf8)) == Self.document)
        }

        @Test func writesTheNormalForm() throws {
            #expect(Self.document.json() == Self.json)
            #expect(try Document(json: Self.json).json() == Self.json)
            let data = try JSONEncoder().encode(Self.document)
            #expect(try Document(jsonBytes: data) == Self.document)
        }

        @Test func itemsThatJSONCannotHoldAreWrittenAsTextsAndRows() throws {
            let document = Document {
                Section(layout: .table(TableColumn("Disk"), TableColumn("Use"))) {
                    TableRow {
                        "sda"; Gauge(text: "##..", slack: 0)
                    }
                }
                Section {
                    Panel(title: "Box") { Row("k", "v") }.id("box")
                    TableRow("a", "b")
                }
            }
            let decoded = try Document(json: document.json())
            #expect(decoded.sections[0].items == [TableRow("sda", "##..").item])
            #expect(
                decoded.sections[1].items == [Text("Box").id("box"), Row("k", "v").item, Text("a  b").item])
        }

        typealias Case = DocumentDecoderTests.Case

        static let errors: [Case] = [
            Case(
                #"{"sections": [{"layout": "table", "columns": [{}, {}], "items": [{"cells": ["a", "b"]}, {"cells": ["a"]}]}]}"#,
                .raggedRow,
                "sections[0].items[1]: expected 2 cells, one per column, found 1 (line 1, column 89)"),
            Case(
                #"{"sections": [{"items": [{"cells": ["a"]}, {"cells": ["a", "b"]}], "columns": [{}], "layout": "table"}]}"#,
                .raggedRow,
                "sections[0].items[1]: expected 1 cell, one per column, found 2 (line 1, column 44)"),
            Case(
                #"{"sections": [{"layout": "table", "items": []}]}"#, .missingKey,
                #"sections[0]: missing key "columns" (line 1, column 15)"#),
            Case(
                #"{"sections": [{"layout": "table", "columns": [], "items": []}]}"#, .invalidValue,
                "sections[0]: expected at least one column (line 1, column 15)"),
            Case(
                #"{"sections": [{"columns": [{}], "items": []}]}"#, .invalidValue,
                #"sections[0]: "columns" belongs in a section with "layout": "table" (line 1, column 15)"#),
            Case(
                #"{"sections": [{"items": ["a", {"cells": ["b"]}]}]}"#, .invalidValue,
                #"sections[0].items[1]: a table row ({"cells": […]}) belongs in a section with "layout": "table" (line 1, column 31)"#
            ),
            Case(
                #"{"sections": [{"layout": "table", "columns": [{}], "items": ["a"]}]}"#, .invalidValue,
                #"sections[0].items[0]: expected a table row ({"cells": […]}) (line 1, column 62)"#),
            Case(
                #"{"sections": [{"layout": "table", "columns": [{"align": "left"}], "items": []}]}"#,
                .invalidValue,
                #"sections[0].columns[0].align: unknown alignment "left" (expected "leading", "trailing" or "center") (line 1, column 57)"#
            ),
            Case(
                #"{"sections": [{"layout": "table", "columns": [{"width": 3}], "items": []}]}"#, .unknownKey,
                #"sections[0].columns[0]: unknown key "width" (line 1, column 48)"#),
            Case(
                #"{"sections": [{"layout": "table", "columns": [{}], "items": [{"cells": [1]}]}]}"#,
                .invalidValue,
                "sections[0].items[0].cells[0]: expected a string (line 1, column 73)"),
            Case(
                #"{"sections": [{"layout": "table", "columns": [{}], "items": [{"cells": ["a"], "text": "b"}]}]}"#,
                .invalidValue,
                #"sections[0].items[0]: expected a text item ({"text": …}), a label/value item ({"label": …, "value": …}) or a table row ({"cells": […]}), not a mix (line 1, column 62)"#
            ),
        ]

        @Test(arguments: errors) func fastDecoderError(_ test: Case) {
            DocumentDecoderTests.expectError(test)
        }

        @Test(arguments: errors) func codableDecoderNamesTheSamePlace(_ test: Case) {
            let place = String(test.error.prefix { $0 != ":" })
            do {
                _ = try JSONDecoder().decode(Document.self, from: Data(test.json.utf8))
                Issue.record("no error for \(test.json)")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(path(context.codingPath) == place)
                #expect(test.error.contains(context.debugDescription))
            } catch DecodingError.typeMismatch(_, let context) {
                // A wrong type is the decoder's own error, as for the other keys.
                #expect(path(context.codingPath) == place)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }

        func path(_ codingPath: [any CodingKey]) -> String {
            DocumentCodableTests().path(codingPath)
        }
    }
}
