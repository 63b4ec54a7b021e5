import Sections
import Testing

@testable import Core
@testable import Interactive

/// The wrapper's shortcut: a paragraph that ``SpaceBreaks`` lets break at its spaces alone
/// has exactly those opportunities by ``LineBreakRules``, on seeded random text of letters,
/// digits and every ASCII punctuation mark.
@Suite struct SpaceBreaksTests {
    typealias Generator = CodingTests.JSONRoundTripTests.SplitMix64

    static let pieces: [String] =
        ["word", "Wörter", "слово", "12", " ", "  ", "\u{A0}", "é", "e\u{301}", "日本", "«", "»"]
        + (0x21...0x7E).filter {
            !(0x30...0x39).contains($0) && !(0x41...0x5A).contains($0) && !(0x61...0x7A).contains($0)
        }
        .map { String(UnicodeScalar(UInt8($0))) }

    /// Offsets (scalars) right after each run of spaces that is followed by more text.
    static func afterSpaces(_ text: String) -> Set<Int> {
        let scalars = Array(text.unicodeScalars)
        return Set(scalars.indices.dropFirst().filter { scalars[$0] != " " && scalars[$0 - 1] == " " })
    }

    @Test func theShortcutIsTakenOnlyWhereSpacesAreTheOnlyOpportunities() {
        var random = Generator(seed: 2_900)
        var taken = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                Self.pieces.randomElement(using: &random)!
            }.joined()
            let suffices = Array(text.utf8).withUnsafeBufferPointer { SpaceBreaks.suffice($0, 0..<$0.count) }
            guard suffices else { continue }
            taken += 1
            #expect(
                LineBreakICUTests.opportunities(in: text) == Self.afterSpaces(text),
                "\(text.debugDescription)")
        }
        // Most of these texts hold some mark that needs the rules, but not all.
        #expect(taken > 2_000)
    }

    /// The eight-byte test agrees with a byte-by-byte one for every ASCII byte in every
    /// position.
    @Test func eightBytesArePlainExactlyWhenEachIsASpaceLetterOrDigit() {
        for byte in UInt8(0)..<0x80 {
            let plain = SpaceBreaks.isPlain(byte: byte)
            #expect(
                plain
                    == (byte == 0x20 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                        || (0x61...0x7A).contains(byte)))
            for position in 0..<8 {
                let word =
                    (0x6161_6161_6161_6161 as UInt64) & ~(0xFF << (8 * position)) | UInt64(byte)
                    << (8 * position)
                #expect(SpaceBreaks.isPlain(word) == plain, "byte \(byte) at \(position)")
            }
        }
        #expect(!SpaceBreaks.isPlain(0x6161_6161_6161_61C3))
    }

    /// The letters taken without a table search are AL with no grapheme flag in the table.
    @Test func lettersTakenWithoutTheTableAreLettersInIt() {
        for value in UInt32(0x80)..<0x600 where SpaceBreaks.isLetter(value) {
            let lineBreak = LineBreakTables.value(of: value)
            #expect(
                [LineBreakClass.al.rawValue, LineBreakClass.nu.rawValue, LineBreakClass.qu.rawValue].contains(
                    lineBreak),
                "U+\(String(value, radix: 16))")
        }
        #expect(SpaceBreaks.isLetter(0xE9) && SpaceBreaks.isLetter(0x436) && !SpaceBreaks.isLetter(0x301))
    }

    @Test func plainWordsTakeTheShortcutAndPunctuationThatMattersDoesNot() {
        func suffices(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { SpaceBreaks.suffice($0, 0..<$0.count) }
        }
        #expect(suffices("item number 10 with some words to wrap around"))
        #expect(suffices("Hello, world. \"Fine?\" Yes! it's 10:30; ok) Съешь же ещё"))
        #expect(!suffices("state-of-the-art"))
        #expect(!suffices("a/b"))
        #expect(!suffices("say (hi)"))
        #expect(!suffices("Bonjour !"))
        #expect(!suffices("Hi!there"))
        #expect(!suffices("1\u{A0}000"))
        #expect(!suffices("日本語"))
    }
}
