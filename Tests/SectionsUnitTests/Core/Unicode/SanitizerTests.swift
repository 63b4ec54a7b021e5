import Sections
import Testing

@testable import Core
@testable import Interactive

extension UnicodeTests {
    /// <doc:DisplayWidth> untrusted text: every replacement, the text left alone, and seeded random text.
    @Suite struct SanitizerTests {
        /// Scalar values in hex, so that a failure shows exactly which invisible scalar differs
        /// (`String ==` would also equate canonically equivalent text).
        private func codes(_ text: String) -> [String] {
            text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        }

        /// Input text and what sanitising must make of it; described escaped, so that the test
        /// log itself never carries the raw controls under test to a terminal.
        struct Sample: Sendable, CustomTestStringConvertible {
            /// The untrusted input.
            let text: String
            /// The expected output.
            let sanitized: String

            /// The input with controls escaped, as Swift source would write it.
            var testDescription: String { text.debugDescription }
        }

        /// A control at any position of text around the eight-byte words the scan skips by,
        /// in a word or in the tail, is found and replaced; clean text comes back as it was.
        @Test(arguments: [1, 7, 8, 9, 15, 16, 17, 24, 31])
        func aControlAnywhereIsReplaced(length: Int) {
            let clean = String(repeating: "x", count: length)
            #expect(Sanitizer.sanitize(clean) == clean)
            for position in 0..<length {
                for (control, replacement) in [
                    ("\u{1B}", "\u{241B}"), ("\u{7F}", "\u{2421}"), ("\u{85}", "\u{FFFD}"),
                ] {
                    var scalars = Array(clean.unicodeScalars)
                    var expected = scalars
                    scalars[position] = control.unicodeScalars.first!
                    expected[position] = replacement.unicodeScalars.first!
                    let text = String(String.UnicodeScalarView(scalars))
                    #expect(
                        codes(Sanitizer.sanitize(text)) == codes(String(String.UnicodeScalarView(expected))),
                        "\(codes(control)) at \(position)")
                }
            }
        }

        /// C0 controls other than TAB, LF and CR become their Control Picture.
        @Test(arguments: (0x00..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) })
        func c0ControlBecomesPicture(_ code: UInt32) throws {
            let control = try #require(Unicode.Scalar(code))
            let picture = try #require(Unicode.Scalar(0x2400 + code))
            let text = "a\(Character(control))b"
            #expect(codes(Sanitizer.sanitize(text)) == codes("a\(Character(picture))b"))
        }

        /// C1 controls (U+0080–U+009F, UTF-8 C2 80–C2 9F) become U+FFFD.
        @Test(arguments: UInt32(0x80)...0x9F)
        func c1ControlBecomesReplacementCharacter(_ code: UInt32) throws {
            let control = try #require(Unicode.Scalar(code))
            let text = "é\(Character(control))é"
            #expect(codes(Sanitizer.sanitize(text)) == codes("é\u{FFFD}é"))
        }

        /// TAB, CR, LF and DEL, alone and in the combinations that treat them differently.
        @Test(arguments: [
            Sample(text: "a\tb", sanitized: "a b"),
            Sample(text: "\t\t", sanitized: "  "),
            Sample(text: "a\r\nb", sanitized: "a\nb"),
            Sample(text: "a\rb", sanitized: "a\u{240D}b"),
            Sample(text: "end\r", sanitized: "end\u{240D}"),
            Sample(text: "\r\r\n", sanitized: "\u{240D}\n"),
            Sample(text: "\n\r", sanitized: "\n\u{240D}"),
            Sample(text: "\r\n\r\n", sanitized: "\n\n"),
            Sample(text: "a\u{7F}b", sanitized: "a\u{2421}b"),
            Sample(text: "\u{1B}[31mred", sanitized: "\u{241B}[31mred"),
            Sample(text: "\u{0}", sanitized: "\u{2400}"),
            Sample(text: "日本\u{7}語", sanitized: "日本\u{2407}語"),
        ])
        func replacements(_ sample: Sample) {
            #expect(codes(Sanitizer.sanitize(sample.text)) == codes(sample.sanitized))
        }

        /// Text without controls stays as it is, including bytes 0x80–0x9F that continue other
        /// scalars, U+00A0 (C2 A0) and bidi controls, which are left for terminals to apply.
        @Test(
            arguments: [
                "", "plain text", "line\nbreak\n", "\u{A0}no-break", "em—dash €", "東京タワー 👍🏽",
                "\u{202E}override\u{202C} \u{2067}isolate\u{2069}", "e\u{301}\u{200D}\u{FE0F}", "~",
                "\u{10FFFF}\u{E0001}",
            ].map { Sample(text: $0, sanitized: $0) })
        func cleanTextIsUnchanged(_ sample: Sample) {
            #expect(codes(Sanitizer.sanitize(sample.text)) == codes(sample.text))
        }

        /// The common case returns the caller's string itself, not a copy of its bytes.
        @Test func cleanTextIsNotCopied() {
            let text = String(repeating: "no controls here, just text ", count: 10)
            let sanitized = Sanitizer.sanitize(text)
            let original = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
            let returned = sanitized.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
            #expect(original != nil && original == returned)
        }

        /// Sanitised text measures as <doc:DisplayWidth> says: each picture is one cell.
        @Test func sanitizedWidth() {
            #expect(DisplayWidth.of(Sanitizer.sanitize("a\u{1B}[1mb\tc\u{85}")) == 9)
        }

        /// On random text: no control but LF survives, a second pass changes nothing, and
        /// every line break survives as one LF.
        @Test func randomText() {
            let pieces = [
                "a", " ", "é", "\u{A0}", "—", "東", "👍🏽", "\u{202E}", "\u{0}", "\u{7}", "\t", "\n",
                "\r", "\r\n", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{2400}",
            ]
            var random = SplitMix64(seed: 0xC0_47_20_15)
            for _ in 0..<3_000 {
                let text = (0..<random.below(10)).map { _ in pieces[random.below(pieces.count)] }
                    .joined()
                let sanitized = Sanitizer.sanitize(text)
                let survivors = sanitized.unicodeScalars.filter {
                    $0.value < 0x20 ? $0 != "\n" : (0x7F...0x9F).contains($0.value)
                }
                #expect(survivors.isEmpty, "\(codes(text))")
                #expect(codes(Sanitizer.sanitize(sanitized)) == codes(sanitized))
                let breaks = text.filter { $0 == "\n" || $0 == "\r\n" }.count
                #expect(sanitized.filter { $0 == "\n" }.count == breaks)
            }
        }
    }
}
