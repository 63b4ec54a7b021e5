import Foundation
import Sections
import Testing

@testable import Core
@testable import Files
@testable import Interactive

extension CodingTests {
    /// A large document's later half is read on a thread of its own: the document, its
    /// errors and their places must be those of reading it on one.
    @Suite(.systemThreads) struct LaterHalfTests {
        typealias Generator = JSONRoundTripTests.SplitMix64

        /// Sections of hostile strings, rows, ids and tables, past the size that splits.
        static func document(seed: UInt64) -> Document {
            var random = Generator(seed: seed)
            var sections: [Section] = []
            var size = 0
            var next = 0
            while size < LaterHalf.smallestSplit * 5 / 4 {
                let items = (0..<Int.random(in: 0...5, using: &random)).map { _ -> Item in
                    next += 1
                    let text = JSONRoundTripTests.string(&random)
                    size += text.utf8.count + 24
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: return Item(id: "i\(next)", content: .text(text))
                    case 1: return Item(content: .row(label: text, value: "v\(next)"))
                    default: return Item(content: .text(text))
                    }
                }
                next += 1
                let id = Bool.random(using: &random) ? "s\(next)" : nil
                sections.append(
                    Section(
                        id: id, header: JSONRoundTripTests.optional(&random), footer: nil, layout: .list,
                        items: items))
                size += 40
            }
            return Document(title: "halves", sections: sections)
        }

        @Test(arguments: [1, 2] as [UInt64]) func aLargeDocumentReadsAsItWasWritten(seed: UInt64) throws {
            let document = Self.document(seed: seed)
            let json = document.json()
            #expect(json.utf8.count > LaterHalf.smallestSplit)
            #expect(try Document(json: json) == document)
            // The later half alone is the document's last sections, read where one begins.
            var bytes = Array(json.utf8)
            let half = bytes.withUnsafeMutableBufferPointer { bytes in
                LaterHalf.start(in: UnsafeBufferPointer(bytes), after: 0)?.joined()
            }
            let read = try #require(half)
            #expect(read.sections.count > document.sections.count / 4)
            #expect(read.sections[...] == document.sections.suffix(read.sections.count))
            // Read from a file, whose pages are handed back as the decoder goes.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "later-half-\(seed)-\(UUID().uuidString).json")
            try json.write(to: url, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: url) }
            #expect(try Document(contentsOfFile: url.path) == document)
        }

        /// JSON of `count` sections of one item each, with `broken` in place of section
        /// `index`'s item.
        static func json(sections count: Int, broken index: Int, with broken: String) -> String {
            var json = #"{"sections": ["#
            for s in 0..<count {
                if s > 0 { json += ", " }
                json += #"{"header": "section \#(s)", "items": ["#
                json += s == index ? broken : #"{"label": "item", "value": "\#(s)"}"#
                json += "]}"
            }
            return json + "]}"
        }

        /// Writes `json` to a new file, read by `body`, then removed.
        static func withFile(_ json: String, _ body: (String) throws -> Void) throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "later-half-\(UUID().uuidString).json")
            try json.write(to: url, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: url) }
            try body(url.path)
        }

        /// An error in the later half is found, and named, as on one thread: from a file too,
        /// whose later half the other thread has handed back by then.
        @Test func anErrorInTheLaterHalfNamesItsPlace() throws {
            let count = 70_000
            let index = count * 3 / 4
            let json = Self.json(sections: count, broken: index, with: #"{"label": "item", "valu": "x"}"#)
            #expect(json.utf8.count > LaterHalf.smallestSplit)
            let isThatError = { (error: any Error) in
                guard let error = error as? DocumentError else { return false }
                return error.path == "sections[\(index)].items[0]" && error.line == 1
                    && error.message.contains("valu")
            }
            #expect(throws: Never.self) {
                _ = try Document(json: Self.json(sections: count, broken: -1, with: ""))
            }
            #expect(performing: { try Document(json: json) }, throws: isThatError)
            try Self.withFile(json) { path in
                #expect(performing: { try Document(contentsOfFile: path) }, throws: isThatError)
            }
        }

        /// An id repeated across the halves is found, naming both places.
        @Test func anIDRepeatedAcrossTheHalvesIsFound() throws {
            let count = 70_000
            let json = Self.json(
                sections: count, broken: count - 1, with: #"{"id": "twice", "text": "later"}"#
            ).replacingOccurrences(
                of: #"{"label": "item", "value": "3"}"#, with: #"{"id": "twice", "text": "earlier"}"#)
            let isThatError = { (error: any Error) in
                guard let error = error as? DocumentError else { return false }
                return error.kind == .duplicateID && error.path.contains("sections[\(count - 1)].items[0]")
                    && error.message.contains("sections[3].items[0]")
            }
            #expect(performing: { try Document(json: json) }, throws: isThatError)
            try Self.withFile(json) { path in
                #expect(performing: { try Document(contentsOfFile: path) }, throws: isThatError)
            }
        }

        /// Where the middle falls inside one section's items, nothing is split: the items'
        /// objects do not begin as sections do.
        @Test func itemsOfOneSectionAreNotSplit() {
            var json = #"{"sections": [{"items": ["#
            for g in 0..<200_000 {
                json += (g > 0 ? ", " : "") + #"{"id": "i\#(g)", "label": "a", "value": "b"}"#
            }
            json += "]}]}"
            #expect(json.utf8.count > LaterHalf.smallestSplit)
            var bytes = Array(json.utf8)
            let half = bytes.withUnsafeMutableBufferPointer { bytes in
                LaterHalf.start(in: UnsafeBufferPointer(bytes), after: 0)
            }
            #expect(half == nil)
            #expect((try? Document(json: json))?.sections.first?.items.count == 200_000)
        }
    }
}
