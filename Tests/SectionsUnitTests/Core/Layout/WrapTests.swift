import Sections
import Testing

@testable import Core
@testable import Interactive

/// <doc:PlainLayout> wrapping, one rule per test, each at an explicit width.
@Suite struct WrapTests {
    /// The lines of `text` wrapped at `width`, as plain strings.
    func wrapped(_ text: String, width: Int) -> [String] {
        var writer = LineWriter()
        writer.wrap(Sanitizer.sanitize(text), indent: 0, width: width, role: .text)
        return writer.lines(0..<writer.lineCount).map(\.text)
    }

    @Test func fitsOnOneLine() {
        #expect(wrapped("hello world", width: 11) == ["hello world"])
    }

    @Test func breaksAtTheRunOfSpacesAndDropsIt() {
        #expect(wrapped("hello world", width: 10) == ["hello", "world"])
        #expect(wrapped("aaa    bbb ccc", width: 8) == ["aaa", "bbb ccc"])
    }

    @Test func keepsRunsInsideALine() {
        #expect(wrapped("a   b  c", width: 20) == ["a   b  c"])
    }

    @Test func dropsTrailingSpacesAndKeepsLeadingOnes() {
        #expect(wrapped("  indented   ", width: 20) == ["  indented"])
        #expect(wrapped("   ", width: 20) == [""])
    }

    @Test func leadingRunIsDroppedWhenTheFirstWordDoesNotFitBesideIt() {
        #expect(wrapped("    abcdefgh", width: 8) == ["abcdefgh"])
    }

    @Test func lineFeedsSplitParagraphsAndEmptyParagraphsAreEmptyLines() {
        #expect(wrapped("one\n\ntwo", width: 20) == ["one", "", "two"])
        #expect(wrapped("", width: 20) == [""])
        #expect(wrapped("\n", width: 20) == ["", ""])
        #expect(wrapped("a\r\nb", width: 20) == ["a", "b"])
    }

    @Test func cutsAWordWiderThanTheLineAndContinuesAfterTheLastPiece() {
        #expect(
            wrapped("abcdefghijklmnopqrstu vw xyz", width: 8) == ["abcdefgh", "ijklmnop", "qrstu vw", "xyz"])
    }

    @Test func aWideWordStartsANewLineBeforeItIsCut() {
        #expect(wrapped("ab cdefghijklm", width: 8) == ["ab", "cdefghij", "klm"])
    }

    @Test func neverSplitsAWideCluster() {
        // Ten cells of CJK in a line of 9 columns: the fifth character does not fit.
        // The prolonged sound mark ー never begins a line: the fourth character goes too.
        #expect(wrapped("東京タワー東京", width: 9) == ["東京タ", "ワー東京"])
        #expect(wrapped("a東京タワー", width: 8) == ["a東京タ", "ワー"])
    }

    @Test func emojiSequencesAndCombiningMarksAreSingleClusters() {
        let family = "👨‍👩‍👧"
        #expect(
            wrapped(String(repeating: family, count: 5), width: 8) == [
                String(repeating: family, count: 4), family,
            ])
        let accented = String(repeating: "e\u{301}", count: 10)
        #expect(
            wrapped(accented, width: 8) == [
                String(repeating: "e\u{301}", count: 8), String(repeating: "e\u{301}", count: 2),
            ])
    }

    @Test func controlCharactersAreShownAsPictures() {
        #expect(wrapped("a\u{1B}[31mb\u{7F}\u{85}\tc", width: 20) == ["a\u{241B}[31mb\u{2421}\u{FFFD} c"])
    }

    @Test func runsCarryTheirDisplayWidths() {
        var writer = LineWriter()
        writer.wrap("東京 abc", indent: 2, width: 20, role: .text)
        let run = writer.lines(0..<1)[0].runs.first
        #expect(run == Run(spaces: 2, text: "東京 abc", width: 8, role: .text))
    }
}
