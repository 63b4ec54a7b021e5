import Sections
import Testing

@testable import Core
@testable import Interactive

/// Keys named as tmux's `send-keys` names them reach the list as the keys they name.
@Suite struct KeyNamesTests {
    @Test(arguments: [
        ("Up", Key.up), ("Down", .down), ("Left", .left), ("Right", .right), ("Home", .home),
        ("End", .end), ("PageUp", .pageUp), ("PPage", .pageUp), ("PgUp", .pageUp),
        ("PageDown", .pageDown), ("NPage", .pageDown), ("PgDn", .pageDown), ("Enter", .enter),
        ("Escape", .escape), ("Tab", .tab), ("BSpace", .backspace), ("DC", .delete),
        ("Space", .character(" ")), ("C-c", .interrupt), ("C-C", .interrupt), ("C-z", .suspend),
        ("C-m", .enter), ("C-i", .tab), ("enter", .enter), ("down", .down),
    ])
    func aNameIsTheKeyATerminalSends(name: String, key: Key) throws {
        var decoder = KeyDecoder()
        let bytes = try #require(KeyNames.bytes(ofKeyNamed: name))
        #expect(decoder.keys(from: bytes) + decoder.flush() == [key])
    }

    @Test func altIsEscapeBeforeTheKey() throws {
        var decoder = KeyDecoder()
        let bytes = try #require(KeyNames.bytes(ofKeyNamed: "M-x"))
        #expect(decoder.keys(from: bytes) + decoder.flush() == [.escape, .character("x")])
        #expect(KeyNames.bytes(ofKeyNamed: "M-Up") == [0x1B, 0x1B, 0x5B, 0x41])
    }

    @Test func otherWordsNameNoKey() {
        for word in ["w", "wa", "C-1", "C-", "M-", "Upp", "", "Ctrl-c"] {
            #expect(KeyNames.bytes(ofKeyNamed: word) == nil, "\(word)")
        }
    }
}
