import Foundation
import Sections
import Testing

/// Nested sections in the JSON format: an object among items with an `"items"` key is a
/// section, to a depth of 100, with errors that name nested paths.
@Suite struct NestedSectionJSONTests {
    static let tree = #"""
        {"sections": [{"header": "swift-nio", "footer": "3 entries", "items": [{"label": "Package.swift", "value": "4 KB"}, {"header": "Sources", "items": [{"header": "NIOCore", "footer": "2 files", "items": [{"label": "ByteBuffer-core.swift", "value": "52 KB"}, "EventLoop.swift"]}, "NIOPosix 東京都の設定"]}, "README.md with a long description of the package"]}]}
        """#

    @Test func aNestedDocumentIsLaidOutAsItsNesting() throws {
        let expected = """
            swift-nio
              Package.swift                     4 KB
              Sources
                NIOCore
                  ByteBuffer-core.swift        52 KB
                  EventLoop.swift
                2 files
                NIOPosix 東京都の設定
              README.md with a long description of
              the package
            3 entries

            """
        #expect(try PlainRenderer.render(Document(json: Self.tree), width: 40) == expected)
    }

    @Test func nestedSectionsRoundTripThroughTheNormalForm() throws {
        let document = try Document(json: Self.tree)
        let json = document.json()
        #expect(try Document(json: json) == document)
        #expect(try Document(json: json).json() == json)
        let decoded = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
        #expect(decoded == document)
        #expect(try JSONDecoder().decode(Document.self, from: JSONEncoder().encode(document)) == document)
    }

    @Test func theNormalFormIndentsEachLevel() throws {
        let document = Document {
            Section(id: "outer") {
                Section("Inner", layout: .table(TableColumn("Name"))) { TableRow("a") }
            }
        }
        let expected = """
            {
              "sections": [
                {
                  "id": "outer",
                  "items": [
                    {
                      "header": "Inner",
                      "layout": "table",
                      "columns": [
                        {
                          "title": "Name"
                        }
                      ],
                      "items": [
                        {
                          "cells": [
                            "a"
                          ]
                        }
                      ]
                    }
                  ]
                }
              ]
            }

            """
        #expect(document.json() == expected)
    }

    /// A section `depth` levels below a top-level one, holding one text.
    static func nested(depth: Int) -> String {
        var section = #"{"items": ["leaf"]}"#
        for _ in 0..<depth { section = #"{"items": [\#(section)]}"# }
        return #"{"sections": [\#(section)]}"#
    }

    @Test func sectionsNestToADepthOfOneHundred() throws {
        let document = try Document(json: Self.nested(depth: 100))
        #expect(
            try PlainRenderer.render(document, width: 300).hasSuffix(
                String(repeating: " ", count: 202) + "leaf\n"))
        #expect(try JSONDecoder().decode(Document.self, from: Data(Self.nested(depth: 100).utf8)) == document)
    }

    @Test func aSectionOnePastTheLimitIsAnInputErrorNamingItsPath() {
        let path = "sections[0]" + String(repeating: ".items[0]", count: 101)
        #expect(throws: DocumentError.self) { try Document(json: Self.nested(depth: 101)) }
        do {
            _ = try Document(json: Self.nested(depth: 101))
        } catch {
            #expect(error.path == path)
            #expect(
                error.message == "a section nested more than 100 deep (a top-level section is at depth 0)")
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Document.self, from: Data(Self.nested(depth: 101).utf8))
        }
    }

    @Test func errorsInsideNestedSectionsNameTheNestedPath() {
        let cases: [(json: String, error: String)] = [
            (
                #"{"sections": [{"items": [{"header": "n", "items": ["a", {"label": "x", "value": 3}]}]}]}"#,
                "sections[0].items[0].items[1].value: expected a string (line 1, column 81)"
            ),
            (
                #"{"sections": [{"layout": "table", "columns": [{}], "items": [{"items": []}]}]}"#,
                #"sections[0].items[0]: a table section holds no nested section (an object with "items"); sections nest in list and tree sections (line 1, column 62)"#
            ),
            (
                #"{"sections": [{"layout": "grid", "items": ["a", {"items": []}]}]}"#,
                #"sections[0].items[1]: a grid section holds no nested section (an object with "items"); sections nest in list and tree sections (line 1, column 49)"#
            ),
            (
                #"{"sections": [{"id": "s", "items": [{"id": "s", "items": []}]}]}"#,
                #"sections[0].items[0]: duplicate section id "s", first used at sections[0] (line 1, column 37)"#
            ),
            (
                #"{"sections": [{"items": [{"items": [], "text": "t"}]}]}"#,
                #"sections[0].items[0]: unknown key "text" (line 1, column 40)"#
            ),
        ]
        for (json, expected) in cases {
            do {
                _ = try Document(json: json)
                Issue.record("no error for \(json)")
            } catch {
                #expect(error.description == expected, "\(json)")
            }
        }
    }

    @Test func aSectionAndAnItemMayShareAnIdAtAnyDepth() throws {
        let json =
            #"{"sections": [{"id": "x", "items": [{"id": "y", "items": [{"text": "t", "id": "x"}]}]}]}"#
        #expect(try Document(json: json).sections[0].items.count == 1)
    }
}
