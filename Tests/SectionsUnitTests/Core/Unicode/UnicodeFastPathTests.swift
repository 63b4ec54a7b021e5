import Sections
import Testing

@testable import Core
@testable import Interactive

extension UnicodeTests {
    /// Each scan of the Unicode folder that reads eight bytes at a time, or skips work on
    /// bytes it recognises, agrees with the plain reference named in its documentation, on
    /// seeded random input.
    @Suite struct FastPathTests {
        typealias Generator = RandomBytes.Generator

        /// The lowest mark of the zero-byte test is the first zero byte, and there is a mark
        /// exactly when there is a zero byte, even where a borrow marks bytes above it.
        @Test func zeroBytesFindsTheFirstZeroByte() {
            var random = Generator(seed: 0xB17E_0001)
            for _ in 0..<20_000 {
                let (word, _) = RandomBytes.word(&random, from: [0x00, 0x01, 0x02, 0x7F, 0x80, 0x81, 0xFF])
                let marks = ByteWords.zeroBytes(word)
                let first = ByteWords.firstZeroByte(of: word)
                #expect((marks == 0) == (first == nil), "\(word)")
                if let first { #expect(marks.trailingZeroBitCount >> 3 == first, "\(word)") }
            }
        }

        /// A word read from a buffer holds the eight bytes from its offset, the first lowest.
        @Test func aWordHoldsTheBytesFromItsOffset() {
            var random = Generator(seed: 0xB17E_0002)
            for _ in 0..<500 {
                let bytes = RandomBytes.make(
                    &random, common: RandomBytes.all, stops: RandomBytes.all, longest: 24)
                bytes.withUnsafeBufferPointer { buffer in
                    for offset in stride(from: 0, through: buffer.count - 8, by: 1) {
                        let expected = (0..<8).reduce(UInt64(0)) {
                            $0 | UInt64(bytes[offset + $1]) << UInt64(8 * $1)
                        }
                        #expect(ByteWords.word(buffer, at: offset) == expected)
                    }
                }
            }
        }

        /// Two buffers compare equal a word at a time exactly when their bytes do: copies
        /// of every length, each with one byte changed in every position, and buffers of
        /// other lengths.
        @Test func equalWordsAgreeWithEqualBytes() {
            var random = Generator(seed: 0xB17E_000E)
            for _ in 0..<500 {
                let bytes = RandomBytes.make(
                    &random, common: [0x61, 0x62], stops: RandomBytes.all, longest: 40)
                var variants = [bytes, bytes + [0x61], Array(bytes.dropLast())]
                for index in bytes.indices {
                    var changed = bytes
                    changed[index] ^= UInt8.random(in: 1...255, using: &random)
                    variants.append(changed)
                }
                bytes.withUnsafeBufferPointer { a in
                    for other in variants {
                        other.withUnsafeBufferPointer { b in
                            #expect(ByteWords.equal(a, b) == a.elementsEqual(b), "\(bytes) \(other)")
                        }
                    }
                }
            }
        }

        /// A word is printable exactly when each of its bytes is.
        @Test func printableWordsAreWordsOfPrintableBytes() {
            var random = Generator(seed: 0xB17E_0003)
            let pool: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x41, 0x7E, 0x7F, 0x80, 0x9F, 0xA0, 0xC2, 0xFF]
            for _ in 0..<20_000 {
                let (word, bytes) = RandomBytes.word(&random, from: pool)
                #expect(
                    PrintableASCII.isPrintable(word) == bytes.allSatisfy(PrintableASCII.isPrintable(byte:)),
                    "\(bytes)")
            }
        }

        /// The printable prefix found a word at a time ends at most seven bytes before the
        /// first byte that is not printable, and is the whole text when every byte is and
        /// there are eight or more (fewer are left to the byte-by-byte look that follows).
        @Test func thePrintablePrefixStopsWithinAWordOfTheFirstOtherByte() {
            var random = Generator(seed: 0xB17E_0004)
            for _ in 0..<5_000 {
                let bytes = RandomBytes.make(
                    &random, common: RandomBytes.printable,
                    stops: [0x00, 0x0A, 0x1F, 0x7F, 0x80, 0xC3, 0xFF],
                    rarity: 30)
                bytes.withUnsafeBufferPointer { buffer in
                    let prefix = PrintableASCII.prefix(of: buffer)
                    let first = PrintableASCII.firstNonPrintable(in: buffer)
                    #expect(prefix <= first && first - prefix < 8, "\(bytes)")
                    if first == buffer.count, buffer.count >= 8 {
                        #expect(prefix == buffer.count, "\(bytes)")
                    }
                }
            }
        }

        /// The sanitiser's byte scans give what replacing scalar by scalar gives.
        @Test func sanitizingBytesAgreesWithSanitizingScalars() {
            let pieces = [
                "plain text ", "a", " ", "é", "\u{A0}", "東", "👍🏽", "\u{0}", "\u{7}", "\t", "\n", "\r",
                "\r\n", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A9}", "\u{2400}",
                "\u{FFFD}",
            ]
            var random = Generator(seed: 0xB17E_0005)
            for _ in 0..<5_000 {
                let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                    pieces.randomElement(using: &random)!
                }
                .joined()
                let reference = Sanitizer.sanitizedByScalars(text)
                let codes = { (text: String) in text.unicodeScalars.map(\.value) }
                #expect(codes(Sanitizer.sanitize(text)) == codes(reference), "\(codes(text))")
            }
        }
    }
}
