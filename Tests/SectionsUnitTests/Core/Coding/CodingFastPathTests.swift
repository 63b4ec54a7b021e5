import Sections
import Testing

@testable import Core
@testable import Interactive

extension CodingTests {
    /// Each scan of the JSON decoder and encoder that reads eight bytes at a time, or copies
    /// runs of bytes, agrees with the plain reference named in its documentation, on seeded
    /// random input.
    @Suite struct FastPathTests {
        typealias Generator = RandomBytes.Generator

        /// String content scanned eight bytes at a time stops where the byte-by-byte scan
        /// stops, for the same reason, having seen a byte outside ASCII exactly when it did.
        @Test func stringContentStopsWhereTheByteScanStops() {
            let common = Array(RandomBytes.printable.filter { $0 != .quote && $0 != .backslash })
            let stops: [UInt8] = [.quote, .backslash, 0x00, 0x0A, 0x1F, 0x7F, 0x80, 0xC3, 0xBF, 0xFF]
            var random = Generator(seed: 0xC0D1_0001)
            for _ in 0..<5_000 {
                let bytes = RandomBytes.make(&random, common: common, stops: stops, rarity: 16)
                bytes.withUnsafeBufferPointer { buffer in
                    let from = Int.random(in: 0...buffer.count, using: &random)
                    var fast = ByteCursor(buffer)
                    var plain = ByteCursor(buffer)
                    (fast.offset, plain.offset) = (from, from)
                    var (fastSaw, plainSaw) = (false, false)
                    let fastStop = fast.scanStringContent(sawNonASCII: &fastSaw)
                    let plainStop = plain.scanStringContentByBytes(sawNonASCII: &plainSaw)
                    #expect(fastStop == plainStop, "\(bytes) from \(from)")
                    #expect(fast.offset == plain.offset, "\(bytes) from \(from)")
                    #expect(fastSaw == plainSaw, "\(bytes) from \(from)")
                }
            }
        }

        /// A key matched with one load is the key that its bytes up to the closing quote
        /// spell, matched byte by byte; a key of eight bytes, with no room for its quote in
        /// the word, is left to the byte-by-byte match.
        @Test func keysMatchedByWordAreKeysMatchedByBytes() {
            let names = SectionKey.allCases.map { "\($0.name)" } + DocumentKey.allCases.map { "\($0.name)" }
            let others = [
                "i", "idx", "Id", "item", "itemz", "head", "border\\", "columnss", "sections", "t\u{E9}",
            ]
            var random = Generator(seed: 0xC0D1_0002)
            for _ in 0..<5_000 {
                let name =
                    Bool.random(using: &random)
                    ? names.randomElement(using: &random)! : others.randomElement(using: &random)!
                let padding = RandomBytes.make(
                    &random, common: RandomBytes.printable, stops: [.quote], longest: 8)
                let lead = RandomBytes.make(
                    &random, common: RandomBytes.printable, stops: [.quote], longest: 3)
                let bytes = lead + Array(name.utf8) + [.quote] + padding
                bytes.withUnsafeBufferPointer { buffer in
                    let offset = lead.count
                    guard offset + 8 <= buffer.count else { return }
                    let fast = SectionKey.spellings.index(quotedAt: offset, in: buffer)
                    let quote = buffer[offset...].firstIndex(of: .quote)!
                    let reference = SectionKey.spellings.index(of: buffer.bytes(from: offset, to: quote))
                    if let fast {
                        #expect(fast.index == reference && fast.length == quote - offset, "\(bytes)")
                    } else {
                        #expect(reference == nil || quote - offset == 8, "\(bytes)")
                    }
                }
            }
        }

        /// Escaping that copies runs of bytes writes what escaping scalar by scalar writes.
        @Test func escapingRunsAgreesWithEscapingScalars() {
            let pieces = JSONRoundTripTests.pieces + ["\u{C2}", "\u{A0}\u{9F}", "¢", "\u{7E}", "\u{FF}"]
            var random = Generator(seed: 0xC0D1_0003)
            for _ in 0..<5_000 {
                let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    pieces.randomElement(using: &random)!
                }
                .joined()
                var fast: [UInt8] = []
                var reference: [UInt8] = []
                fast.appendJSONString(text)
                reference.appendJSONStringByScalars(text)
                #expect(fast == reference, "\(text.unicodeScalars.map(\.value))")
            }
        }
    }
}
