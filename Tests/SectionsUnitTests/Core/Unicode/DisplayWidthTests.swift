import Sections
import Testing

@testable import Core
@testable import Interactive

extension UnicodeTests {
    /// <doc:DisplayWidth> display widths: single scalars, single clusters, whole strings, and the fast paths
    /// checked against the cluster rule on seeded random text.
    @Suite struct DisplayWidthTests {
        /// A piece of text and the cells <doc:DisplayWidth> gives it; the note names it in test output, since
        /// combining marks and joiners are invisible there.
        struct Example: Sendable, CustomTestStringConvertible {
            /// The text measured.
            let text: String
            /// The expected width in cells.
            let cells: Int
            /// What the text is.
            let note: String

            /// Shown by the test runner for each argument.
            var testDescription: String { "\(note): \(cells)" }
        }

        /// Single extended grapheme clusters, the <doc:DisplayWidth> examples first.
        static let clusters: [Example] = [
            Example(text: "e\u{301}", cells: 1, note: "e + combining acute"),
            Example(text: "é", cells: 1, note: "precomposed é"),
            Example(text: "東", cells: 2, note: "CJK ideograph"),
            Example(text: "ला", cells: 2, note: "Devanagari la + spacing vowel sign aa (Mc)"),
            Example(text: "👨\u{200D}👩\u{200D}👧", cells: 2, note: "family ZWJ sequence"),
            Example(text: "1\u{FE0F}\u{20E3}", cells: 2, note: "keycap: 1 + FE0F + U+20E3"),
            Example(text: "🇺🇸", cells: 2, note: "flag US"),
            Example(text: "🇯🇵", cells: 2, note: "flag JP"),
            Example(text: "\u{AD}", cells: 1, note: "soft hyphen"),
            Example(text: "\u{200B}", cells: 0, note: "zero width space"),
            Example(text: "\u{1100}\u{1161}\u{11A8}", cells: 2, note: "Hangul jamo L V T"),
            Example(text: "\u{1100}\u{1161}", cells: 2, note: "Hangul jamo L V"),
            Example(
                text: "\u{1100}\u{D7B0}\u{D7CB}", cells: 2, note: "jamo L + extended-B V and T"),
            Example(text: "\u{1160}", cells: 0, note: "lone Hangul jungseong filler"),
            Example(text: "한", cells: 2, note: "precomposed Hangul syllable"),
            Example(text: "👍🏽", cells: 2, note: "thumbs up + medium skin tone"),
            Example(text: "🖐🏿", cells: 2, note: "text-default hand + dark skin tone"),
            Example(text: "🏽", cells: 2, note: "lone skin-tone modifier (wide)"),
            Example(
                text: "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", cells: 2,
                note: "flag Scotland tag sequence"),
            Example(text: "❤\u{FE0F}", cells: 2, note: "narrow heart + FE0F"),
            Example(text: "❤", cells: 1, note: "heart without selector"),
            Example(text: "☺\u{FE0F}", cells: 2, note: "narrow smiley + FE0F"),
            Example(text: "⌚\u{FE0E}", cells: 2, note: "wide watch + text selector FE0E"),
            Example(text: "❤\u{200D}🔥", cells: 2, note: "unqualified ZWJ sequence"),
            Example(text: "🧑\u{200D}💻", cells: 2, note: "technologist ZWJ sequence"),
            Example(text: "a\u{200D}", cells: 2, note: "letter + ZWJ is a sequence by the rule"),
            Example(
                text: "\u{301}\u{FE0F}", cells: 0, note: "FE0F after an invisible first scalar"),
            Example(text: "\u{200D}", cells: 0, note: "lone ZWJ"),
            Example(text: "🇺", cells: 1, note: "lone regional indicator (EAW N)"),
            Example(text: "\u{3099}", cells: 0, note: "wide-class combining mark stays 0"),
            Example(text: "\u{302E}", cells: 2, note: "wide spacing mark (Mc, W)"),
            Example(text: "Ａ", cells: 2, note: "fullwidth A"),
            Example(text: "ｱ", cells: 1, note: "halfwidth katakana"),
            Example(text: "\u{202E}", cells: 0, note: "right-to-left override (Cf)"),
            Example(text: "\u{2067}", cells: 0, note: "right-to-left isolate (Cf)"),
            Example(text: "\u{1B}", cells: 0, note: "ESC control"),
            Example(text: "\u{85}", cells: 0, note: "C1 control NEL"),
            Example(text: "\r\n", cells: 0, note: "CR LF"),
            Example(text: "~", cells: 1, note: "last printable ASCII"),
        ]

        /// Every <doc:DisplayWidth> example is one cluster, measured the same as a cluster and as a string.
        @Test(arguments: clusters)
        func cluster(_ example: Example) {
            #expect(example.text.count == 1)
            #expect(DisplayWidth.of(Character(example.text)) == example.cells)
            #expect(DisplayWidth.of(example.text) == example.cells)
        }

        /// Strings of several clusters, including the benchmark's values.
        static let strings: [Example] = [
            Example(text: "", cells: 0, note: "empty"),
            Example(text: "Item 12.34", cells: 10, note: "ASCII"),
            Example(text: "東京タワーabcde", cells: 15, note: "benchmark value with CJK prefix"),
            Example(text: "👍🏽fghij", cells: 7, note: "benchmark value with emoji prefix"),
            Example(text: "a\u{200B}b", cells: 2, note: "zero width space inside"),
            Example(text: "🇯🇵🇫🇷", cells: 4, note: "two flags"),
            Example(text: "🇺🇸🇫", cells: 3, note: "flag then a lone indicator"),
            Example(text: "\u{202E}abc\u{202C}", cells: 3, note: "bidi override around text"),
            Example(text: "\u{2066}abc\u{2069}", cells: 3, note: "bidi isolate around text"),
            Example(text: "line\r\n", cells: 4, note: "trailing CR LF"),
            Example(text: "naïve café", cells: 10, note: "Latin-1"),
            Example(text: "cafe\u{301} e\u{301}", cells: 6, note: "decomposed accents"),
            Example(text: "क्षि", cells: 3, note: "Devanagari conjunct with virama"),
            Example(text: "x👨\u{200D}👩\u{200D}👧y", cells: 4, note: "ZWJ sequence between letters"),
            Example(text: "ab👍🏽cd", cells: 6, note: "modifier sequence between letters"),
            Example(text: "👍🏽\u{301}x", cells: 3, note: "modifier sequence with a further mark"),
            Example(text: "👍\u{200D}👍", cells: 2, note: "pictographs joined by ZWJ"),
            Example(text: "👍🇺", cells: 3, note: "indicator after a pictograph"),
            Example(text: "\u{2028}\u{FE0F}", cells: 1, note: "FE0F cannot join a line separator"),
            Example(text: "\u{85}🏽", cells: 2, note: "modifier after a C1 control"),
            Example(text: "東京タワー👍🏽", cells: 12, note: "emoji after CJK"),
        ]

        /// Whole strings are the sum over their clusters.
        @Test(arguments: strings)
        func string(_ example: Example) {
            #expect(DisplayWidth.of(example.text) == example.cells)
            #expect(DisplayWidth.of(clusters: example.text) == example.cells)
        }

        /// Scalar widths at the edges of each rule.
        @Test(arguments: [
            (0x00, 0), (0x09, 0), (0x1F, 0), (0x20, 1), (0x7E, 1), (0x7F, 0), (0x80, 0), (0x9F, 0),
            (0xA0, 1), (0xAD, 1), (0x2FF, 1), (0x300, 0), (0x36F, 0), (0x488, 0), (0x903, 1),
            (0x93E, 1), (0x600, 0), (0x1100, 2), (0x115F, 2), (0x1160, 0), (0x11FF, 0), (0x1200, 1),
            (0x200B, 0), (0x200D, 0), (0x2028, 1), (0x202A, 0), (0x202E, 0), (0x2066, 0),
            (0x2069, 0), (0x231A, 2), (0x2764, 1), (0x3000, 2), (0x3099, 0), (0x4E00, 2),
            (0x9FFF, 2), (0xAC00, 2), (0xD7A3, 2), (0xD7B0, 0), (0xD7FF, 0), (0xE000, 1),
            (0xFE0F, 0), (0xFEFF, 0), (0xFF01, 2), (0xFFFD, 1), (0x1F1E6, 1), (0x1F3FB, 2),
            (0x1F600, 2), (0x20000, 2), (0x2FFFD, 2), (0x3FFFD, 2), (0xE0001, 0), (0xE0020, 0),
            (0xE007F, 0), (0xE0100, 0), (0x10FFFF, 1),
        ])
        func scalar(_ value: UInt32, cells: Int) throws {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(DisplayWidth.of(scalar: scalar) == cells)
        }

        /// Pure printable ASCII takes the byte-count fast path; it must agree with the clusters.
        @Test func randomASCIIAgreesWithClusters() {
            var random = SplitMix64(seed: 0x5EC7_1095)
            for _ in 0..<2_000 {
                let bytes = (0..<random.below(48)).map { _ in UInt8(0x20 + random.below(0x5F)) }
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(DisplayWidth.of(text) == bytes.count)
                #expect(DisplayWidth.of(text) == DisplayWidth.of(clusters: text))
                let slice = text.dropFirst(random.below(text.count + 1))
                #expect(DisplayWidth.of(slice) == slice.utf8.count)
            }
        }

        /// Text mixing every kind of scalar the rules distinguish, glued at random so that marks,
        /// joiners and indicators land inside and between clusters.
        @Test func randomTextAgreesWithClusters() {
            let pieces = [
                "a", "Z", " ", "~", "é", "e", "\u{301}", "\u{20E3}", "東", "タ", "ｱ", "한", "\u{1100}",
                "\u{1161}", "\u{11A8}", "\u{D7B0}", "ला", "्", "\u{AD}", "\u{200B}", "\u{200D}",
                "\u{FE0F}", "\u{FE0E}", "👍", "🏽", "🖐", "❤", "🇺", "🇸", "🏴", "\u{E0067}",
                "\u{E007F}", "\u{202E}", "\u{2069}", "\r", "\n", "\t", "\u{1B}", "\u{85}",
                "👨\u{200D}👩\u{200D}👧", "\u{2028}", "\u{2065}", "\u{600}", "\u{1FAF9}", "🏿", "1",
            ]
            var random = SplitMix64(seed: 2_024)
            for _ in 0..<3_000 {
                let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }
                    .joined()
                let clusterSum = DisplayWidth.of(clusters: text)
                #expect(DisplayWidth.of(text) == clusterSum, "\(text.unicodeScalars.map(\.value))")
                let slice = text.dropFirst(random.below(text.count + 1))
                #expect(DisplayWidth.of(slice) == DisplayWidth.of(clusters: slice))
            }
        }
    }

    /// SplitMix64 (Steele, Lea and Flood): a tiny seeded generator, so that a random test replays
    /// the same cases on every run and toolchain.
    struct SplitMix64 {
        /// Advances by a fixed odd constant on every draw.
        private var state: UInt64

        /// A generator that always produces the same sequence for `seed`.
        init(seed: UInt64) { state = seed }

        /// The next 64 random bits.
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }

        /// A number in `0..<bound`; the modulo bias is irrelevant for test data.
        mutating func below(_ bound: Int) -> Int {
            Int(next() % UInt64(bound))
        }
    }
}
