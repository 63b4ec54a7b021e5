import Core

/// Keys named as tmux's `send-keys` names them, turned into the bytes a terminal sends for
/// them, so that a script of keys reaches a list through the same ``KeyDecoder`` as a
/// person's typing.
///
/// The names, case aside: `Up`, `Down`, `Left`, `Right`, `Home`, `End`, `PageUp` (or
/// `PPage`, `PgUp`), `PageDown` (`NPage`, `PgDn`), `Enter`, `Escape`, `Tab`, `BTab`,
/// `BSpace`, `DC` (Delete), `IC` (Insert), `Space`; `C-` and a character for that
/// character with Ctrl (`C-c`), `M-` and a key for that key after ESC. A word that names
/// no key is typed as itself.
package enum KeyNames {
    /// The bytes of the key `name` names, or `nil` when it names none.
    package static func bytes(ofKeyNamed name: String) -> [UInt8]? {
        if let bytes = named[name.lowercased()] { return bytes }
        let lower = name.lowercased()
        if lower.hasPrefix("m-"), name.count > 2 {
            let rest = String(name.dropFirst(2))
            return [0x1B] + (bytes(ofKeyNamed: rest) ?? Array(rest.utf8))
        }
        if lower.hasPrefix("c-"), name.count == 3, let ascii = name.last?.asciiValue {
            let character = ascii >= 0x61 && ascii <= 0x7A ? ascii - 0x20 : ascii
            guard (0x3F...0x5F).contains(character) else { return nil }
            // Ctrl-? is DEL, as terminals send it; the others clear the two high bits.
            return [character == 0x3F ? 0x7F : character & 0x1F]
        }
        return nil
    }

    private static let named: [String: [UInt8]] = [
        "up": csi("A"), "down": csi("B"), "right": csi("C"), "left": csi("D"),
        "home": csi("1~"), "end": csi("4~"), "ic": csi("2~"), "dc": csi("3~"),
        "pageup": csi("5~"), "ppage": csi("5~"), "pgup": csi("5~"),
        "pagedown": csi("6~"), "npage": csi("6~"), "pgdn": csi("6~"),
        "btab": csi("Z"), "enter": [0x0D], "escape": [0x1B], "tab": [0x09], "bspace": [0x7F],
        "space": [0x20],
    ]

    private static func csi(_ final: String) -> [UInt8] { [0x1B, 0x5B] + Array(final.utf8) }
}
