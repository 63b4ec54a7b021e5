import Sections
import Testing

@testable import Core
@testable import Interactive

/// Where <doc:PlainLayout> lets a line break: the opportunities of UAX #14, each example at an
/// explicit width, with the exact lines.
@Suite struct LineBreakTests {
    func wrapped(_ text: String, width: Int) -> [String] { WrapTests().wrapped(text, width: width) }

    static let japanese =
        "日本語の文章は、単語の間に空白を入れないので、句読点「。」や「、」が行頭に来ないようにする禁則処理が必要です。"

    /// Kinsoku: between ideographs and kana, but never before closing punctuation, and never
    /// after opening punctuation.
    @Test func japaneseBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        let lines = wrapped(Self.japanese, width: 22)
        #expect(
            lines == [
                "日本語の文章は、単語の", "間に空白を入れないの", "で、句読点「。」や", "「、」が行頭に来ないよ",
                "うにする禁則処理が必要", "です。",
            ])
        for line in lines {
            #expect(!["」", "。", "、"].contains(line.first), "\(line)")
            #expect(line.last != "「", "\(line)")
        }
    }

    @Test func smallKanaAndProlongedSoundMarksNeverStartALine() {
        // Cut by cells, the second line would begin with the small ャ.
        #expect(wrapped("ちょっとキャッシュ", width: 10) == ["ちょっと", "キャッシュ"])
    }

    /// Thai separates words with U+200B, which is where its lines break.
    @Test func thaiBreaksAtZeroWidthSpaces() {
        let thai = "ภาษาไทย\u{200B}ไม่เว้นวรรค\u{200B}ระหว่างคำ"
        #expect(wrapped(thai, width: 12) == ["ภาษาไทย\u{200B}", "ไม่เว้นวรรค\u{200B}", "ระหว่างคำ"])
    }

    /// U+200B is a grapheme cluster of its own (UAX #29 GB4: it is a Control), and LB9 does
    /// not join a mark to it, so LB8's break after it stands before a combining mark too:
    /// the mark then begins the next line, where it joins the indent's space.
    @Test func aZeroWidthSpaceBreaksBeforeACombiningMark() {
        #expect(wrapped("aaaa\u{200B}\u{301}bbbb", width: 6) == ["aaaa\u{200B}", "\u{301}bbbb"])
        #expect(wrapped("aaaa\u{200B}\u{200D}bbbb", width: 6) == ["aaaa\u{200B}", "\u{200D}bbbb"])
        // Without U+200B the mark joins the letter before it, and the word stays whole.
        #expect(wrapped("aa aa\u{301}bbbb", width: 7) == ["aa", "aa\u{301}bbbb"])
    }

    @Test func hyphenatedWordsBreakAfterTheirHyphens() {
        #expect(wrapped("a state-of-the-art design", width: 12) == ["a state-of-", "the-art", "design"])
        // Before a digit a hyphen is a minus sign.
        #expect(wrapped("range 10-20 -5", width: 8) == ["range", "10-20 -5"])
    }

    @Test func urlsBreakAfterSlashes() {
        #expect(
            wrapped("see https://example.com/docs/line-breaking", width: 20) == [
                "see https://", "example.com/docs/", "line-breaking",
            ])
    }

    @Test func noBreakSpacesAndWordJoinersNeverBreak() {
        #expect(
            wrapped("total 1\u{A0}000\u{A0}000 units", width: 12) == [
                "total", "1\u{A0}000\u{A0}000", "units",
            ])
        #expect(wrapped("ab 日本語", width: 7) == ["ab 日本", "語"])
        #expect(wrapped("ab 日本\u{2060}語", width: 7) == ["ab 日", "本\u{2060}語"])
    }

    /// Keep-all: Korean breaks at its spaces, not between syllables.
    @Test func koreanBreaksAtSpacesOnly() {
        #expect(wrapped("대한민국의 수도는 서울입니다", width: 12) == ["대한민국의", "수도는", "서울입니다"])
    }

    @Test func emojiSequencesStayWhole() {
        let family = "👨‍👩‍👧"
        #expect(wrapped("\(family)\(family)\(family) 🇯🇵🇫🇷", width: 4) == ["\(family)\(family)", family, "🇯🇵🇫🇷"])
    }

    @Test func punctuationAfterASpaceStaysWithTheWordBeforeIt() {
        #expect(wrapped("Oui, c'est ça !", width: 13) == ["Oui, c'est", "ça !"])
        #expect(wrapped("say ( hi ) now", width: 7) == ["say", "( hi )", "now"])
    }

    /// Text of scripts that separate words with spaces breaks at them as it always did.
    @Test func spaceSeparatedTextBreaksAtSpaces() {
        #expect(
            wrapped("Съешь же ещё этих мягких булок", width: 12) == ["Съешь же ещё", "этих мягких", "булок"])
        #expect(wrapped("Hello, world. Fine? Yes!", width: 13) == ["Hello, world.", "Fine? Yes!"])
    }
}
