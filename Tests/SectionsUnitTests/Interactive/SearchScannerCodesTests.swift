import Sections
import Testing

@testable import Core
@testable import Interactive

/// The corpus cuts a non-ASCII item between scalars that each stand alone and breaks only
/// the pieces between into characters; the codes must be those of the item's characters
/// as `String` breaks them, on seeded random texts of every kind of cluster.
@Suite struct SearchScannerCodesTests {
    /// Pieces that join across their edges: marks, skin tones, joiners, flags, jamo, a
    /// combining sound mark, CR LF; and pieces that stand alone.
    static let pieces: [String] = [
        "a", "B", " ", "1", "é", "e", "\u{301}", "東", "か", "\u{3099}", "각", "\u{1100}", "\u{1161}",
        "\u{11A8}", "👍", "🏽", "\u{200D}", "💻", "🇯", "🇵", "\r", "\n", "\u{FE0F}", "ß", "\u{0600}",
    ]

    @Test func codesAreThoseOfTheCharacters() {
        var random = FuzzySearchTests.Generator(seed: 0x5CA7)
        for round in 0..<2000 {
            let text = (0..<Int.random(in: 1...10, using: &random)).map { _ in
                Self.pieces.randomElement(using: &random)!
            }.joined()
            let corpus = SearchCorpus(texts: [text])
            let expected = text.map { corpus.code(of: $0) ?? .max }
            var codes: [UInt32] = []
            Array(text.utf8).withUnsafeBufferPointer { corpus.appendCodes(of: $0, to: &codes) }
            let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
            #expect(codes == expected, "round \(round): \(scalars)")
            // What the corpus keeps for the scan: the codes of an item that is not ASCII.
            let isASCII = text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
            #expect(corpus.codes == (isASCII ? [] : expected), "round \(round): \(scalars)")
            #expect(corpus.codeStarts == [0, corpus.codes.count])
        }
    }
}

/// The scan of an ASCII item looks for the pattern's next character eight bytes at a time;
/// it must find what the scan of the same text as 32-bit codes finds, one unit at a time.
@Suite struct FuzzyAlignmentBytesTests {
    @Test func bytesScoreAsTheirCodesDo() {
        var random = FuzzySearchTests.Generator(seed: 0xB17E)
        let units = Array("aAbBzZ7 3-_/x".utf8)
        for round in 0..<3000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                units.randomElement(using: &random)!
            }
            let pattern = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                UInt32(units.randomElement(using: &random)!)
            }
            let caseSensitive = round % 3 == 0
            let codes = text.map(UInt32.init)
            let table = CodeTable(
                classes: UnsafeBufferPointer(start: nil, count: 0),
                foldedCodes: UnsafeBufferPointer(start: nil, count: 0),
                caseSensitive: caseSensitive)
            let folded = caseSensitive ? pattern : pattern.map { UInt32(SearchCorpus.foldASCII(UInt8($0))) }
            var bytePositions: [Int] = []
            var codePositions: [Int] = []
            let byByte = text.withUnsafeBufferPointer { text in
                folded.withUnsafeBufferPointer {
                    FuzzyAlignment.score(
                        text, pattern: $0, table: table, record: true, positions: &bytePositions)
                }
            }
            let byCode = codes.withUnsafeBufferPointer { text in
                folded.withUnsafeBufferPointer {
                    FuzzyAlignment.score(
                        text, pattern: $0, table: table, record: true, positions: &codePositions)
                }
            }
            #expect(byByte == byCode, "round \(round)")
            #expect(bytePositions == codePositions, "round \(round)")
            // And against the definition: a match is the pattern as a subsequence.
            var rest = folded[...]
            for unit in codes where rest.first == table.compared(unit) { rest = rest.dropFirst() }
            #expect((byByte != nil) == rest.isEmpty, "round \(round)")
        }
    }
}
