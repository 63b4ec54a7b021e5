import Sections
import Testing

@testable import Core
@testable import Interactive

/// The scoring rules of `FuzzyScoring` on small texts, with scores worked out by hand from
/// the constants (match 16, gap 3 then 1, word start after white space 10, camelCase 7,
/// first character's bonus twice, a run keeping its first bonus and at least 4).
@Suite struct FuzzyPatternTests {
    /// A pattern, a text, and the score and highlighted offsets it must give.
    struct Case: Sendable, CustomTestStringConvertible {
        let pattern: String
        let text: String
        let score: Int?
        let offsets: [Int]?
        var testDescription: String {
            "\(Self.escaped(pattern)) in \(Self.escaped(text))"
        }
        /// Every scalar outside printable ASCII as `\u{...}`: combining marks and CR show.
        static func escaped(_ text: String) -> String {
            text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
        }
    }

    static let cases: [Case] = [
        // Word start after a space: 16 + 2 × 10.
        Case(pattern: "b", text: "foo bar", score: 36, offsets: [4]),
        // The same letter inside a word: 16.
        Case(pattern: "b", text: "foobar", score: 16, offsets: [3]),
        // One character takes its best placed occurrence, not the first.
        Case(pattern: "b", text: "abc bar", score: 36, offsets: [4]),
        Case(pattern: "b", text: "abc-bar", score: 32, offsets: [4]),
        Case(pattern: "b", text: "abbB", score: 30, offsets: [3]),
        // Consecutive: 16 + (16 + 4).
        Case(pattern: "ab", text: "xabx", score: 36, offsets: [1, 2]),
        // Scattered: 16 − 3 + 16.
        Case(pattern: "ab", text: "xaxbx", score: 29, offsets: [1, 3]),
        // Start of text, and the run keeps its first bonus: (16 + 20) + 2 × (16 + 10).
        Case(pattern: "abc", text: "abc", score: 88, offsets: [0, 1, 2]),
        // camelCase hump: 36 − 3 − 1 + (16 + 7).
        Case(pattern: "fb", text: "fooBar", score: 55, offsets: [0, 3]),
        Case(pattern: "fb", text: "foobar", score: 48, offsets: [0, 3]),
        // The backward scan finds the shortest window ending at the first full occurrence;
        // `a` after `_` starts a word: (16 + 16) + 2 × (16 + 8).
        Case(pattern: "abc", text: "a_____b___abc__", score: 80, offsets: [10, 11, 12]),
        // Smart case: lower-case query, any case of text; (16 + 20) + 5 × (16 + 10).
        Case(pattern: "readme", text: "README.md", score: 166, offsets: [0, 1, 2, 3, 4, 5]),
        Case(pattern: "README", text: "readme", score: nil, offsets: nil),
        Case(pattern: "Read", text: "readme", score: nil, offsets: nil),
        Case(pattern: "Read", text: "Readme", score: 114, offsets: [0, 1, 2, 3]),
        // Precomposed é finds a decomposed one; offsets count Characters.
        Case(pattern: "é", text: "cafe\u{301}", score: 16, offsets: [3]),
        Case(pattern: "x", text: "e\u{301}x", score: 16, offsets: [1]),
        Case(pattern: "école", text: "ÉCOLE", score: 140, offsets: [0, 1, 2, 3, 4]),
        Case(pattern: "École", text: "école", score: nil, offsets: nil),
        // Wide characters are letters: 16 − 3 + 16.
        Case(pattern: "京ワ", text: "東京タワー", score: 29, offsets: [1, 3]),
        // An emoji with a skin tone is one Character: (16 + 20) + (16 + 10).
        Case(pattern: "ok", text: "👍🏽 ok", score: 62, offsets: [2, 3]),
        // CR LF is one (white) Character.
        Case(pattern: "b", text: "a\r\nb", score: 36, offsets: [2]),
        Case(pattern: "", text: "anything", score: 0, offsets: []),
        Case(pattern: "abc", text: "ab", score: nil, offsets: nil),
        Case(pattern: "東", text: "plain ASCII", score: nil, offsets: nil),
    ]

    @Test(arguments: cases)
    func scoreAndOffsets(_ example: Case) {
        let pattern = FuzzyPattern(example.pattern)
        #expect(pattern.score(example.text) == example.score)
        #expect(pattern.matchedCharacters(in: example.text) == example.offsets)
    }

    @Test func wordStartBeatsMiddleAndConsecutiveBeatsScattered() throws {
        let b = FuzzyPattern("b")
        #expect(try #require(b.score("foo bar")) > #require(b.score("foobar")))
        let ab = FuzzyPattern("ab")
        #expect(try #require(ab.score("xabx")) > #require(ab.score("xaxbx")))
        let fb = FuzzyPattern("fb")
        #expect(try #require(fb.score("foo-bar")) > #require(fb.score("foobar")))
    }

    @Test func smartCase() {
        #expect(!FuzzyPattern("abc").isCaseSensitive)
        #expect(FuzzyPattern("aBc").isCaseSensitive)
        #expect(FuzzyPattern("É").isCaseSensitive)
        #expect(!FuzzyPattern("é1-").isCaseSensitive)
        #expect(FuzzyPattern("").isEmpty)
        #expect(!FuzzyPattern(" ").isEmpty)
    }

    @Test func narrowing() {
        func narrows(_ new: String, _ old: String) -> Bool {
            FuzzyPattern(new).narrows(FuzzyPattern(old))
        }
        #expect(narrows("ab", "a"))
        #expect(narrows("axb", "ab"))
        #expect(narrows("a", ""))
        #expect(narrows("aB", "ab"))
        #expect(narrows("ab", "ab"))
        #expect(!narrows("a", "ab"))
        #expect(!narrows("", "a"))
        #expect(!narrows("ab", "aB"))
        #expect(!narrows("ba", "ab"))
        #expect(narrows("Écx", "éc"))
    }
}
