import Sections
import Testing

@testable import Core
@testable import Interactive

/// Each scan of the search that reads eight bytes at a time agrees with the plain reference
/// named in its documentation, on seeded random bytes.
@Suite struct SearchFastPathTests {
    typealias Generator = RandomBytes.Generator

    /// Letters of both cases, digits, punctuation and spaces: what items are mostly made of.
    static let common = Array("abcxyzABCXYZ019 -_./".utf8)

    /// An item is ASCII by the word test exactly when each byte is ASCII and none is a CR.
    @Test func asciiByWordsIsASCIIByBytes() {
        var random = Generator(seed: 0x5EA2_0001)
        for _ in 0..<5_000 {
            let bytes = RandomBytes.make(
                &random, common: Self.common, stops: [0x0D, 0x0A, 0x7F, 0x80, 0xC3, 0xFF])
            bytes.withUnsafeBufferPointer { buffer in
                #expect(SearchCorpus.isASCII(buffer) == SearchCorpus.isASCIIByBytes(bytes), "\(bytes)")
            }
        }
    }

    /// The next byte of an ASCII item that compares equal to a pattern's character, found
    /// eight bytes at a time, is the one the scan unit by unit finds, with case folded or
    /// not, for characters of either case, the bytes next to the letters (whose case bit
    /// flips them into other punctuation), and characters outside ASCII, from every start.
    @Test func theNextByteIsTheNextUnit() {
        let wanted: [UInt32] = Array("acxzACXZ0 -.@`[{".unicodeScalars.map(\.value)) + [0x7F, 0xE9, 0x1F600]
        var random = Generator(seed: 0x5EA2_0002)
        for _ in 0..<3_000 {
            let bytes = RandomBytes.make(
                &random, common: Self.common, stops: Array("@`[{\u{0}\u{7F}".utf8), rarity: 20)
            let caseSensitive = Bool.random(using: &random)
            let character = wanted.randomElement(using: &random)!
            bytes.withUnsafeBufferPointer { buffer in
                let table = CodeTable(
                    classes: UnsafeBufferPointer(start: nil, count: 0),
                    foldedCodes: UnsafeBufferPointer(start: nil, count: 0), caseSensitive: caseSensitive)
                for start in -1..<buffer.count {
                    let fast = FuzzyAlignment.nextByte(of: character, in: buffer, after: start, table: table)
                    let reference = FuzzyAlignment.nextIndexByUnits(
                        of: character, in: buffer, after: start, table: table)
                    #expect(fast == reference, "\(character) in \(bytes) after \(start), \(caseSensitive)")
                }
            }
        }
    }
}
