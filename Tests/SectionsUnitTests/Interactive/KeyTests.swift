import Testing

@testable import Sections

/// Keys from the bytes a terminal sends in raw mode.
@Suite struct KeyTests {
    static func keys(_ text: String, complete: Bool = true) -> [Key] {
        Key.decode(Array(text.utf8), complete: complete).keys
    }

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
        #expect(Key.decode([0x1B], complete: false) == ([], [0x1B]))
        #expect(Key.decode([0x1B], complete: true) == ([.escape], []))
        #expect(
            Key.decode(Array("a\u{1B}[1;".utf8), complete: false) == (
                [.character("a")], Array("\u{1B}[1;".utf8)
            ))
        #expect(Key.decode(Array("\u{1B}[<64;1".utf8), complete: false) == ([], Array("\u{1B}[<64;1".utf8)))
        #expect(Key.decode([0xE6, 0x97], complete: false) == ([], [0xE6, 0x97]))
        #expect(Self.keys("\u{1B}x") == [.escape, .character("x")], "Alt-x is Escape, then x")
    }

    /// A C1 control typed (or pasted) never reaches the filter, which is echoed.
    @Test func controlCharactersAreNotText() {
        #expect(Self.keys("a\u{1}\u{1F}b") == [.character("a"), .character("b")])
        #expect(Self.keys("a\u{9B}b") == [.character("a"), .character("b")])
    }
}
