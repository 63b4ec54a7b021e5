import Sections
import Testing

@testable import Core
@testable import Interactive

/// Each scan of the layout that reads eight bytes at a time agrees with the plain reference
/// named in its documentation, on seeded random words.
@Suite struct LayoutFastPathTests {
    typealias Generator = RandomBytes.Generator

    /// A word holds a line feed exactly when one of its bytes is 0x0A, whatever the bytes
    /// around it (a borrow from a byte below it must not fake one).
    @Test func aWordHoldsALineFeedExactlyWhenABytesIsOne() {
        var random = Generator(seed: 0x1A70_0001)
        for _ in 0..<20_000 {
            let (word, bytes) = RandomBytes.word(
                &random, from: [0x00, 0x09, 0x0A, 0x0B, 0x20, 0x61, 0x8A, 0xFF])
            let reference = ByteWords.firstZeroByte(of: word ^ 0x0A0A_0A0A_0A0A_0A0A) != nil
            #expect(LineWriter.holdsLineFeed(word) == reference, "\(bytes)")
            #expect(reference == bytes.contains(0x0A), "\(bytes)")
        }
    }

    /// A word is plain exactly when each of its bytes is a space, a letter or a digit, for
    /// words that mix them with the bytes next to each range and bytes outside ASCII.
    @Test func plainWordsAreWordsOfPlainBytes() {
        let pool: [UInt8] = [
            0x1F, 0x20, 0x21, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7B, 0x7F,
            0x80, 0xC3, 0xE0, 0xFF,
        ]
        var random = Generator(seed: 0x1A70_0002)
        for _ in 0..<20_000 {
            let (word, bytes) = RandomBytes.word(
                &random,
                from: Bool.random(using: &random) ? pool : [0x20, 0x30, 0x39, 0x41, 0x5A, 0x61, 0x7A])
            #expect(SpaceBreaks.isPlain(word) == bytes.allSatisfy(SpaceBreaks.isPlain(byte:)), "\(bytes)")
        }
    }
}
