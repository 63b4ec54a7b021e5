import Sections
import Testing

@testable import Core
@testable import Interactive

extension UnicodeTests {
    /// The generated line-break tables: well formed, and read back as LineBreak.txt and UAX #14's
    /// LB1 resolve the classes (`UnicodeTablesTests` checks that the file is current).
    @Suite struct LineBreakTablesTests {
        @Test func tablesCoverEveryCodePoint() {
            #expect(LineBreakTables.unicodeVersion == "15.0.0")
            #expect(LineBreakTables.blockSize == 128)
            #expect(LineBreakTables.blockIndex.count == 0x110000 / 128)
            #expect(LineBreakTables.blocks.count % 128 == 0)
            let blockCount = LineBreakTables.blocks.count / 128
            #expect(LineBreakTables.blockIndex.allSatisfy { Int($0) < blockCount })
            #expect(LineBreakTables.blocks.allSatisfy { LineBreakClass(rawValue: $0 & 0x3F) != nil })
        }

        static func lineBreakClass(_ value: UInt32) -> LineBreakClass? {
            LineBreakClass(rawValue: LineBreakTables.value(of: value) & 0x3F)
        }

        static let samples: [(UInt32, LineBreakClass)] = [
            (0x0020, .sp), (0x0041, .al), (0x0031, .nu), (0x002D, .hy), (0x002F, .sy), (0x0028, .op),
            (0x0029, .cp), (0x00A0, .gl), (0x00AD, .ba), (0x200B, .zw), (0x2060, .wj), (0x200D, .zwj),
            (0x3002, .cl), (0x300C, .opw), (0x300D, .cl), (0xFF09, .cl), (0x4E00, .id), (0x3042, .id),
            // CJ resolves to NS: small kana and the prolonged sound mark never start a line.
            (0x3041, .ns), (0x30FC, .ns), (0x30E3, .ns), (0xAC00, .h2), (0xAC01, .h3), (0x1100, .jl),
            // SA resolves to AL, or to CM for its marks; AI, XX to AL.
            (0x0E01, .al), (0x0E31, .cm), (0x00A7, .al), (0x0378, .al), (0x1F1E6, .ri), (0x1F466, .eb),
            (0x1F3FB, .em), (0x05D0, .hl), (0x2014, .b2), (0x0024, .pr), (0x0025, .po), (0x0022, .qu),
        ]

        @Test(arguments: samples)
        func classesAreLineBreakTxtsAsLB1ResolvesThem(value: UInt32, expected: LineBreakClass) {
            #expect(Self.lineBreakClass(value) == expected, "U+\(String(value, radix: 16, uppercase: true))")
        }

        @Test func graphemeFlagsMarkExtendersAndPrependedScalars() {
            for value: UInt32 in [0x0301, 0x200D, 0xFE0F, 0x1F3FB, 0x0E31, 0x0903, 0xE0067] {
                #expect(LineBreakTables.value(of: value) & LineBreakTables.extendsFlag != 0, "\(value)")
            }
            #expect(LineBreakTables.value(of: 0x0600) & LineBreakTables.prependFlag != 0)
            for value: UInt32 in [0x20, 0x41, 0x4E00, 0x200B, 0xAC00] {
                #expect(LineBreakTables.value(of: value) & 0xC0 == 0, "\(value)")
            }
        }
    }
}
