import Sections
import Testing

@testable import Core
@testable import Interactive

/// Random bytes, the kind a hostile or broken terminal sends (8-bit bytes, sequences cut
/// off, stray ESC and CSI starts), between the keys a person presses: every key pressed
/// still comes out, in its place, and nothing of it is ever taken into text.
@Suite struct KeyPropertyTests {
    /// Keys a person presses, with the bytes a terminal sends for them.
    static let pressed: [(key: Key, bytes: [UInt8])] = [
        (.escape, [0x1B]), (.interrupt, [0x03]), (.suspend, [0x1A]), (.enter, [0x0D]), (.tab, [0x09]),
        (.backspace, [0x7F]), (.up, Array("\u{1B}[A".utf8)), (.down, Array("\u{1B}OB".utf8)),
        (.left, Array("\u{1B}[D".utf8)), (.right, Array("\u{1B}OC".utf8)),
        (.pageDown, Array("\u{1B}[6~".utf8)),
        (.delete, Array("\u{1B}[3~".utf8)), (.wheelUp, Array("\u{1B}[<64;3;4M".utf8)),
    ]

    /// What the keys say, characters taken apart into scalars: where a read ends inside a
    /// run of text, grapheme breaking may join or split characters differently.
    enum Token: Equatable {
        case key(Key)
        case scalar(UInt32)
    }

    static func tokens(_ keys: [Key]) -> [Token] {
        keys.flatMap { key -> [Token] in
            switch key {
            case .character(let character): character.unicodeScalars.map { .scalar($0.value) }
            default: [.key(key)]
            }
        }
    }

    /// Up to a dozen bytes, most of them ones that start or break something.
    static func noise(using random: inout CodingTests.JSONRoundTripTests.SplitMix64) -> [UInt8] {
        let starts: [UInt8] = [0x1B, 0x5B, 0x4F, 0x3B, 0x3C, 0x7E, 0x31, 0x32, 0x30]
        while true {
            let bytes = (0..<Int.random(in: 0...12, using: &random)).map { _ -> UInt8 in
                switch Int.random(in: 0..<4, using: &random) {
                case 0: UInt8.random(in: 0x80...0xFF, using: &random)
                case 1: starts.randomElement(using: &random)!
                case 2: UInt8.random(in: 0x20...0x7E, using: &random)
                default: UInt8.random(in: 0...0xFF, using: &random)
                }
            }
            // A paste's start swallows every byte until its end: not noise a terminal makes.
            if !bytes.indices.contains(where: { bytes[$0...].starts(with: KeyDecoder.pasteStart) }) {
                return bytes
            }
        }
    }

    @Test(arguments: 1...40) func everyPressedKeyActsWhateverComesBetween(seed: UInt64) {
        var random = CodingTests.JSONRoundTripTests.SplitMix64(seed: seed &* 0x5_DEEC_E66D)
        var decoder = KeyDecoder()
        var decoded: [Key] = []
        var expected: [Key] = []
        for _ in 0..<60 {
            let bytes = Self.noise(using: &random)
            // Alone, with nothing after it, the noise decodes to these keys.
            var alone = KeyDecoder()
            expected += alone.keys(from: bytes) + alone.flush()
            // In the stream it may come in pieces, as reads do.
            var rest = bytes[...]
            while !rest.isEmpty {
                let piece = rest.prefix(Int.random(in: 1...rest.count, using: &random))
                decoded += decoder.keys(from: Array(piece))
                rest = rest.dropFirst(piece.count)
            }
            let press = Self.pressed.randomElement(using: &random)!
            expected.append(press.key)
            decoded += decoder.keys(from: press.bytes)
            // A lone Esc is told from a sequence's start by the pause after it.
            if press.key == .escape || Bool.random(using: &random) { decoded += decoder.flush() }
        }
        decoded += decoder.flush()
        #expect(Self.tokens(decoded) == Self.tokens(expected), "seed \(seed)")
        for case .character(let character) in decoded {
            let controls = character.unicodeScalars.filter {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            }
            #expect(
                controls.isEmpty, "seed \(seed): \(character.unicodeScalars.map(\.value)) holds a control")
        }
    }
}
