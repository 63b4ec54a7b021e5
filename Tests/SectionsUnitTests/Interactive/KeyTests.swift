import Sections
import Testing

@testable import Core
@testable import Interactive

/// Keys from the bytes a terminal sends in raw mode.
@Suite struct KeyTests {
    /// The keys of `bytes` read at once, with nothing more to come.
    static func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.keys(from: bytes) + decoder.flush()
    }

    static func keys(_ text: String) -> [Key] { keys(Array(text.utf8)) }

    @Test func arrowsInBothCursorModes() {
        #expect(Self.keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(Self.keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    }

    @Test func pagingAndEditingKeys() {
        #expect(
            Self.keys("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[3~")
                == [.pageUp, .pageDown, .home, .end, .home, .end, .home, .end, .delete])
        #expect(
            Self.keys("\r\n\t\u{7F}\u{08}\u{03}\u{1A}\u{10}\u{0E}") == [
                .enter, .enter, .tab, .backspace, .backspace, .interrupt, .suspend, .up, .down,
            ])
    }

    @Test func textIsCharactersAndSpaceIsOne() {
        #expect(Self.keys("a é") == [.character("a"), .character(" "), .character("é")])
        #expect(Self.keys("日") == [.character("日")])
    }

    /// The wheel arrives as SGR mouse reports; with Shift, Alt or Ctrl held its button has
    /// extra bits. Clicks, releases and motion do nothing and leak nothing.
    @Test func theMouseWheelAndNothingElseOfTheMouse() {
        #expect(Self.keys("\u{1B}[<64;10;5M\u{1B}[<65;1;1M") == [.wheelUp, .wheelDown])
        #expect(Self.keys("\u{1B}[<68;3;3M\u{1B}[<81;3;3M") == [.wheelUp, .wheelDown])
        #expect(Self.keys("\u{1B}[<0;3;3M\u{1B}[<0;3;3m\u{1B}[<32;4;3M\u{1B}[<64;1;1m") == [])
        #expect(Self.keys("\u{1B}[<65;200;100Mx") == [.wheelDown, .character("x")])
    }

    /// A sequence the list has no use for (Ctrl-Up, F5, a focus report) is consumed whole.
    @Test func unknownSequencesTypeNothing() {
        #expect(Self.keys("\u{1B}[1;5A\u{1B}[15~\u{1B}[Iq") == [.character("q")])
    }

    /// A lone ESC waits for what may follow; once nothing more came, it is Escape. A
    /// sequence or a character cut between two reads is kept for the next one.
    @Test func partialInputIsKeptForTheNextRead() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [0x1B]) == [])
        #expect(decoder.waits)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.keys(from: Array("a\u{1B}[1;".utf8)) == [.character("a")])
        #expect(decoder.pending == Array("\u{1B}[1;".utf8))
        #expect(!decoder.waits, "an unfinished sequence waits for its end, however long")
        #expect(decoder.keys(from: Array("5A".utf8)) == [])
        #expect(decoder.keys(from: Array("\u{1B}[<64;1".utf8)) == [])
        #expect(decoder.keys(from: Array(";1M".utf8)) == [.wheelUp])
        #expect(decoder.keys(from: [0xE6, 0x97]) == [])
        #expect(decoder.waits)
        #expect(decoder.keys(from: [0xA5]) == [.character("日")])
        #expect(Self.keys("\u{1B}x") == [.escape, .character("x")], "Alt-x is Escape, then x")
    }

    /// A C1 control typed (or pasted) never reaches the filter, which is echoed.
    @Test func controlCharactersAreNotText() {
        #expect(Self.keys("a\u{1}\u{1F}b") == [.character("a"), .character("b")])
        #expect(Self.keys("a\u{9B}b") == [.character("a"), .character("b")])
    }

    /// A byte that cannot start a character, or a sequence that breaks off, is one U+FFFD,
    /// and the byte that broke it off is decoded afresh (as terminals decode: the WHATWG
    /// rule of maximal subparts): the keys after it act.
    @Test func aBadByteIsOneReplacementAndTakesNothingAfterIt() {
        let replacement = Key.character("\u{FFFD}")
        // x, 0xFF, then Esc, Esc and Ctrl-C, as a terminal sending 8-bit Alt does.
        #expect(
            Self.keys([0x78, 0xFF, 0x1B, 0x1B, 0x03]) == [
                .character("x"), replacement, .escape, .escape, .interrupt,
            ])
        #expect(Self.keys([0xC3, 0x1B, 0x5B, 0x41]) == [replacement, .up])
        #expect(Self.keys([0xE6, 0x9D, 0x1B, 0x5B, 0x41]) == [replacement, .up])
        #expect(Self.keys([0xE6, 0x9D, 0x0D]) == [replacement, .enter])
        #expect(Self.keys([0xF0, 0x9F, 0x98, 0x7F]) == [replacement, .backspace])
        // Maximal subparts: each lone continuation byte, overlong or surrogate lead is one.
        #expect(Self.keys([0x80, 0x80, 0x61]) == [replacement, replacement, .character("a")])
        #expect(Self.keys([0xC0, 0xAF]) == [replacement, replacement])
        #expect(Self.keys([0xE0, 0x80, 0x80]) == [replacement, replacement, replacement])
        #expect(Self.keys([0xED, 0xA0, 0x80]) == [replacement, replacement, replacement])
        #expect(Self.keys([0xF4, 0x90, 0x80, 0x80]) == Array(repeating: replacement, count: 4))
        #expect(Self.keys([0xF5, 0x61]) == [replacement, .character("a")])
        #expect(Self.keys([0xE6, 0x9D, 0x61]) == [replacement, .character("a")])
        // Cut off by the end of input: one U+FFFD once nothing more comes.
        #expect(Self.keys([0x61, 0xE6, 0x9D]) == [.character("a"), replacement])
        // After a sequence's start, a byte outside its grammar starts afresh.
        #expect(Self.keys("\u{1B}O\u{1B}[B") == [.down])
        #expect(Self.keys("\u{1B}[1\u{3}") == [.interrupt])
    }

    /// Swift's own decoding replaces the same maximal subparts: the rule is Unicode's.
    @Test(arguments: [
        [0xFF], [0xC3], [0xE6, 0x9D], [0xC0, 0xAF], [0xE0, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80],
    ])
    func theReplacementsAreThoseOfUnicodesRule(bytes: [UInt8]) {
        let expected = String(decoding: bytes, as: UTF8.self).map(Key.character)
        #expect(Self.keys(bytes) == expected)
    }

    /// A bracketed paste is one key, however many reads it takes; its control characters
    /// (line breaks, tabs, escapes, Ctrl-C) are dropped, not acted on.
    @Test func aBracketedPasteIsOneKeyWithoutControls() {
        #expect(
            Self.keys("a\u{1B}[200~b c\r\nd\te\u{3}\u{1B}x\u{9B}\u{1B}[201~\u{1B}[A") == [
                .character("a"), .paste("b cdex"), .up,
            ])
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: Array("\u{1B}[20".utf8)) == [])
        #expect(decoder.keys(from: Array("0~one ".utf8)) == [])
        #expect(decoder.isPasting)
        #expect(decoder.keys(from: [0xE6, 0x97] + Array("\u{1B}[2".utf8)) == [])
        #expect(decoder.keys(from: [0x30, 0x31, 0x7E, 0x71]) == [.paste("one \u{FFFD}"), .character("q")])
        #expect(!decoder.isPasting)
        #expect(Self.keys("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    }

    /// A paste whose end never comes ends when the list stops waiting for it.
    @Test func aPasteWithoutItsEndEndsOnAFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: Array("\u{1B}[200~abc".utf8)) == [])
        #expect(decoder.flush() == [.paste("abc")])
        #expect(decoder.keys(from: [0x1B, 0x5B, 0x41]) == [.up])
    }
}
