import Sections
import Testing

@testable import Core
@testable import Interactive

/// SVG text escaping copies a text with nothing to replace in one go; that agrees with
/// escaping it byte by byte, the reference named in its documentation, on seeded random
/// text with and without markup characters and controls.
@Suite struct SVGFastPathTests {
    /// The bytes written from `source`, one way or the other.
    static func written(_ source: [UInt8], byBytes: Bool) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: source.count * SVGText.growth)
        var cursor = 0
        output.withUnsafeMutableBufferPointer { buffer in
            source.withUnsafeBufferPointer { source in
                if byBytes {
                    SVGText.writeEach(source, into: buffer, at: &cursor)
                } else {
                    SVGText.write(source, into: buffer, at: &cursor)
                }
            }
        }
        return Array(output[..<cursor])
    }

    @Test func copyingInOneGoAgreesWithEscapingEachByte() {
        let stops = Array("&<>\"'".utf8) + [0x00, 0x0A, 0x1F, 0xEF, 0xBF, 0xBE]
        var random = RandomBytes.Generator(seed: 0x5A60_0001)
        var copiedWhole = 0
        for _ in 0..<5_000 {
            let text = String(
                decoding: RandomBytes.make(
                    &random, common: Array("plain text é".utf8), stops: stops, rarity: 40),
                as: UTF8.self)
            let source = Array(text.utf8)
            if !source.contains(where: SVGText.isSpecial) { copiedWhole += 1 }
            #expect(Self.written(source, byBytes: false) == Self.written(source, byBytes: true), "\(source)")
        }
        // Both ways were taken.
        #expect(copiedWhole > 500 && copiedWhole < 4_500)
    }
}
