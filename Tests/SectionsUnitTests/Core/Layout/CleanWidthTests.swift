import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// The one-scan fast path of row layout must agree with the general path it skips: the
/// sanitiser, the trailing-space trim and the width.
@Suite struct CleanWidthTests {
    /// Every byte value at every position of a word: printable exactly when 0x20–0x7E.
    @Test func theWordTestAgreesWithTheByteTest() {
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = byte
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(
                    PrintableASCII.isPrintable(word) == (0x20...0x7E).contains(byte),
                    "\(byte) at \(position)")
                #expect(PrintableASCII.isPrintable(byte: byte) == (0x20...0x7E).contains(byte))
            }
        }
    }

    /// A control, DEL, C1 or line feed anywhere (inside the eight-byte words or in the
    /// tail after them) sends the text to the general path; so does a trailing space.
    @Test(arguments: [1, 7, 8, 9, 15, 16, 17, 31])
    func anythingToSanitiseOrTrimIsLeftToTheGeneralPath(length: Int) {
        let clean = String(repeating: "x", count: length)
        #expect(SingleLine.cleanWidth(clean) == length)
        for position in 0..<length {
            for unsafe in ["\u{0}", "\u{1B}", "\n", "\t", "\u{7F}", "\u{85}", "\u{9F}"] {
                var scalars = Array(clean.unicodeScalars)
                scalars[position] = unsafe.unicodeScalars.first!
                let text = String(String.UnicodeScalarView(scalars))
                #expect(SingleLine.cleanWidth(text) == nil, "\(unsafe.debugDescription) at \(position)")
            }
        }
        #expect(SingleLine.cleanWidth(clean + " ") == nil)
        #expect(SingleLine.cleanWidth("") == nil)
    }

    /// Non-ASCII text is measured as the layout measures it anywhere else.
    @Test func otherTextHasItsPlacedWidth() {
        for text in ["東京タワーabc", "abcdefgh👍🏽", "e\u{301}tude", "\u{A0}x", "\u{FE0F}lead", "🇯🇵🇫🇷"] {
            #expect(SingleLine.cleanWidth(text) == DisplayWidth.placed(text), "\(text)")
            #expect(Sanitizer.sanitize(text).unicodeScalars.elementsEqual(text.unicodeScalars))
        }
    }

    /// A non-ASCII scalar at any position, in the words or the tail, is measured as such:
    /// the last eight bytes are tested as one overlapping word only after clean words.
    @Test(arguments: [8, 9, 12, 16, 17, 23, 24, 25])
    func aWideScalarAnywhereIsMeasured(length: Int) {
        for position in 0..<length {
            var scalars = Array(String(repeating: "x", count: length).unicodeScalars)
            scalars[position] = "東"
            let text = String(String.UnicodeScalarView(scalars))
            #expect(SingleLine.cleanWidth(text) == length + 1, "at \(position)")
        }
    }
}
