import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

extension CodingTests {
    /// Malformed JSON: every syntax error names the path reached so far and the line and
    /// column (in Unicode scalars) of the offending byte.
    @Suite struct JSONParserTests {
        typealias Case = DocumentDecoderTests.Case

        static let syntaxErrors: [Case] = [
            Case("", .syntax, "the input is empty (line 1, column 1)"),
            Case(" \n\t", .syntax, "the input is empty (line 2, column 2)"),
            Case("{", .syntax, "unexpected end of input (line 1, column 2)"),
            Case(#"{"sections": ["#, .syntax, "sections: unexpected end of input (line 1, column 15)"),
            Case(#"{"title": "abc"#, .syntax, "title: unterminated string (line 1, column 11)"),
            Case(#"{"title": "#, .syntax, "title: unexpected end of input (line 1, column 11)"),
            Case(#"{"sections": [], }"#, .syntax, "trailing comma (line 1, column 16)"),
            Case(
                #"{"sections": [{"items": ["a",]}]}"#, .syntax,
                "sections[0].items: trailing comma (line 1, column 29)"),
            Case(
                #"{"sections": [{"items": ["a" "b"]}]}"#, .syntax,
                #"sections[0].items: expected "," or "]" (line 1, column 30)"#),
            Case(#"{"sections": [] "title": "a"}"#, .syntax, #"expected "," or "}" (line 1, column 17)"#),
            Case(#"{"title" "x"}"#, .syntax, #"expected ":" after the key (line 1, column 10)"#),
            Case(#"{title: "x"}"#, .syntax, "expected a key in double quotes (line 1, column 2)"),
            Case(
                #"{"sections": []} x"#, .syntax, "unexpected content after the document (line 1, column 18)"),
            Case(
                #"{"sections": []}{}"#, .syntax, "unexpected content after the document (line 1, column 17)"),
            Case(
                #"{"title": "a", "title": "b", "sections": []}"#, .syntax,
                #"duplicate key "title" (line 1, column 16)"#),
            Case(
                #"{"sections": [{"items": [{"text": "a", "text": "b"}]}]}"#, .syntax,
                #"sections[0].items[0]: duplicate key "text" (line 1, column 40)"#),
            Case(#"{"title": }"#, .syntax, "title: expected a value (line 1, column 11)"),
            Case(#"{"title": tru}"#, .syntax, "title: expected a value (line 1, column 11)"),
            Case(#"{"title": 01}"#, .syntax, "title: expected a value (line 1, column 11)"),
            Case(#"{"title": 1.}"#, .syntax, "title: expected a value (line 1, column 11)"),
            Case(#"{"title": 'a'}"#, .syntax, "title: expected a value (line 1, column 11)"),
            Case(#"{"title": -1.5e+3}"#, .invalidValue, "title: expected a string (line 1, column 11)"),
            Case(#"{"title": true}"#, .invalidValue, "title: expected a string (line 1, column 11)"),
            Case(#"{"title": "a\x"}"#, .syntax, #"title: invalid escape \x (line 1, column 13)"#),
            Case(
                #"{"title": "a\u12"}"#, .syntax,
                #"title: expected four hex digits after \u (line 1, column 13)"#),
            Case(
                #"{"title": "a\uD800"}"#, .syntax,
                #"title: lone surrogate \uD800 is not a character (line 1, column 13)"#),
            Case(
                #"{"title": "a\ud800\u0041"}"#, .syntax,
                #"title: lone surrogate \uD800 is not a character (line 1, column 13)"#),
            Case(
                #"{"title": "a\uDC00"}"#, .syntax,
                #"title: lone surrogate \uDC00 is not a character (line 1, column 13)"#),
            Case(
                #"{"sections": [{"items": ["ok", "\uDFFF"]}]}"#, .syntax,
                #"sections[0].items[1]: lone surrogate \uDFFF is not a character (line 1, column 33)"#),
            Case(
                "{\"title\": \"a\nb\"}", .syntax,
                "title: unescaped control character U+000A in a string (line 1, column 13)"),
            Case(
                "{\"sections\": [{\"items\": [\"\u{1}\"]}]}", .syntax,
                "sections[0].items[0]: unescaped control character U+0001 in a string (line 1, column 27)"),
            Case(
                "{\r\n  \"sections\": [\r\n    {\"items\": [\"東京\", 1]}\r\n  ]\r\n}", .invalidValue,
                #"sections[0].items[1]: expected a text item (a string, {"text": …}), a label/value item ({"label": …, "value": …}) or a table row ({"cells": […]}) (line 3, column 22)"#
            ),
        ]

        @Test(arguments: syntaxErrors) func syntaxError(_ test: Case) {
            do {
                _ = try Document(json: test.json)
                Issue.record("no error for \(test.json)")
            } catch {
                #expect(error.description == test.error)
                #expect(error.kind == test.kind)
            }
        }

        @Test func invalidUTF8IsReportedAtTheFirstBadByte() throws {
            let prefix = Array(#"{"title": "東"#.utf8)
            for bad: [UInt8] in [
                [0xFF], [0xE6, 0x9D], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            ] {
                let bytes = prefix + bad + Array(#"", "sections": []}"#.utf8)
                let error = try #require(thrownError(DocumentError.self) { try Document(jsonBytes: bytes) })
                #expect(error.description == "title: invalid UTF-8 (line 1, column 13)")
                #expect(error.kind == .syntax)
            }
            let inEscapedString =
                Array(#"{"sections": [{"items": ["\n"#.utf8) + [0x80] + Array(#""]}]}"#.utf8)
            let error = try #require(
                thrownError(DocumentError.self) { try Document(jsonBytes: inEscapedString) })
            #expect(error.description == "sections[0].items[0]: invalid UTF-8 (line 1, column 29)")
            let outsideStrings = Array(#"{"sections": "#.utf8) + [0xFF]
            let outside = try #require(
                thrownError(DocumentError.self) { try Document(jsonBytes: outsideStrings) })
            #expect(outside.description == "sections: expected a value (line 1, column 14)")
        }

        @Test func deepNestingIsATypeErrorWhereItStartsNotAStackOverflow() throws {
            let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            let root = try #require(thrownError(DocumentError.self) { try Document(json: deep) })
            #expect(root.description == "expected an object (line 1, column 1)")
            let inItems = #"{"sections": [{"items": ["# + deep + "]}]}"
            let item = try #require(thrownError(DocumentError.self) { try Document(json: inItems) })
            #expect(item.path == "sections[0].items[0]")
            #expect(item.column == 26)
        }

        @Test func columnsCountUnicodeScalarsAndLinesEndAtLineFeeds() {
            let text = "ab\nc\u{E9}東👍🏽x\r\ny"
            var bytes = Array(text.utf8)
            bytes.withUnsafeMutableBufferPointer { buffer in
                let cursor = ByteCursor(UnsafeBufferPointer(buffer))
                let x = Array(text.utf8).firstIndex(of: UInt8(ascii: "x"))!
                let y = Array(text.utf8).firstIndex(of: UInt8(ascii: "y"))!
                #expect(cursor.lineAndColumn(of: 0) == (1, 1))
                #expect(cursor.lineAndColumn(of: 3) == (2, 1))
                #expect(cursor.lineAndColumn(of: x) == (2, 6))
                #expect(cursor.lineAndColumn(of: y) == (3, 1))
            }
        }

        /// The scan stops at the first quote of an eight-byte word; a byte outside ASCII
        /// before it, at any place in the word, still has the string's UTF-8 checked.
        @Test func aBadByteBeforeTheClosingQuoteIsFoundAtEveryOffset() throws {
            for length in 0..<20 {
                let bytes =
                    Array(#"{"title": ""#.utf8) + Array(repeating: UInt8(ascii: "a"), count: length) + [0xFF]
                    + Array(#"", "sections": []}"#.utf8)
                let error = try #require(thrownError(DocumentError.self) { try Document(jsonBytes: bytes) })
                #expect(error.description == "title: invalid UTF-8 (line 1, column \(12 + length))")
            }
        }

        /// Keys are matched as packed words: a key that is a prefix or an extension of one
        /// the format defines is unknown, and every defined key is found whatever its length.
        @Test func keysAreMatchedWholeAndOnlyWhole() throws {
            for key in ["i", "idx", "item", "itemss", "sectionss", "", "ids"] {
                let json = #"{"sections": [{"\#(key)": 1, "items": []}]}"#
                let error = try #require(thrownError(DocumentError.self) { try Document(json: json) })
                #expect(error.kind == .unknownKey, "\(key)")
            }
            for key in SectionKey.allCases {
                let bytes = Array(key.name.description.utf8)
                #expect(bytes.withUnsafeBufferPointer { SectionKey.matching($0)?.key } == key)
            }
            for key in ItemKey.allCases {
                let bytes = Array(key.name.description.utf8)
                #expect(bytes.withUnsafeBufferPointer { ItemKey.matching($0)?.key } == key)
            }
        }

        /// A key and its closing quote are matched in one word where eight bytes are left;
        /// anything else, a longer or shorter name, an escape, a name of eight bytes or the
        /// end of the input near, is left to the reading of a string.
        @Test func aKeyAndItsQuoteAreMatchedInOneWord() {
            func found<Key: FormatKey>(_: Key.Type, _ text: String) -> (index: Int, length: Int)? {
                Array(text.utf8).withUnsafeBufferPointer { Key.spellings.index(quotedAt: 1, in: $0) }
            }
            func check<Key: FormatKey>(_: Key.Type) {
                for (index, key) in Key.allCases.enumerated() {
                    let name = key.name.description
                    for tail in ["", ":", ": 1}", #": "a long value"}"#] {
                        let text = "\"" + name + "\"" + tail
                        let expected =
                            name.utf8.count < 8 && text.utf8.count >= 9 ? (index, name.utf8.count) : nil
                        #expect(
                            found(Key.self, text).map { [$0.index, $0.length] }
                                == expected.map { [$0.0, $0.1] }, "\(text)")
                        #expect(found(Key.self, "\"" + name + "s\"" + tail + "       ") == nil, "\(text)")
                        #expect(
                            found(Key.self, "\"" + name.dropLast() + "\"" + tail + "        ") == nil,
                            "\(text)")
                        #expect(found(Key.self, "\"\\" + name + "\"" + tail + "        ") == nil, "\(text)")
                    }
                }
            }
            check(DocumentKey.self)
            check(SectionKey.self)
            check(ItemKey.self)
            check(ColumnKey.self)
        }

        @Test func longStringsCrossTheEightByteScanAtEveryOffset() throws {
            for length in 0..<40 {
                for special in ["", "\\n", "é", "\\\"", "😀"] {
                    let content = String(repeating: "a", count: length) + special + "b"
                    let json = #"{"title": ""# + content + #"", "sections": []}"#
                    let title = try #require(try Document(json: json).title)
                    let expected =
                        String(repeating: "a", count: length)
                        + ["": "", "\\n": "\n", "é": "é", "\\\"": "\"", "😀": "😀"][special]! + "b"
                    #expect(title == expected)
                }
            }
        }
    }
}
