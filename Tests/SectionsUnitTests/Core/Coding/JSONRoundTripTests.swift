import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive

extension CodingTests {
    /// Seeded random documents full of hostile strings: the normal form decodes to the same
    /// tree, writes the same bytes again, holds no raw control character, and reads the same
    /// through Foundation's independent JSON parser.
    @Suite struct JSONRoundTripTests {
        /// SplitMix64 (Steele, Lea and Flood): a tiny seeded generator, so a failure replays.
        struct SplitMix64: RandomNumberGenerator {
            var state: UInt64
            init(seed: UInt64) { state = seed }
            mutating func next() -> UInt64 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
        }

        static let pieces: [String] = [
            "", "a", "Lin Hay", " ", "\"", "\\", "/", "\n", "\r\n", "\r", "\t", "\u{0}", "\u{1}",
            "\u{1B}[31m",
            "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "©", "é", "e\u{301}", "東京タワー",
            "😀", "👍🏽", "👨‍👩‍👧", "🇺🇳", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFD}", "\u{10FFFF}",
            "\\u0041", "\\n", "</script>", "{\"text\": 1}", "null", "[", "}", "x,",
            String(repeating: "long ", count: 20),
        ]

        static func string(_ random: inout SplitMix64) -> String {
            (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
        }

        static func optional(_ random: inout SplitMix64) -> String? {
            Bool.random(using: &random) ? string(&random) : nil
        }

        /// A document with unique ids: each starts with a fresh number and `#`.
        static func document(_ random: inout SplitMix64) -> Document {
            var next = 0
            func id(_ random: inout SplitMix64) -> String? {
                guard Int.random(in: 0..<3, using: &random) == 0 else { return nil }
                next += 1
                return "\(next)#" + string(&random)
            }
            let sections = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                let items = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    let content: Item.Content =
                        Bool.random(using: &random)
                        ? .text(string(&random)) : .row(label: string(&random), value: string(&random))
                    return Item(id: id(&random), content: content)
                }
                return Section(
                    id: id(&random), header: optional(&random), footer: optional(&random), layout: .list,
                    items: items)
            }
            return Document(title: optional(&random), sections: sections)
        }

        @Test(arguments: [1, 2, 3, 0x5EC7_1095, 2_026] as [UInt64])
        func randomDocumentsRoundTrip(seed: UInt64) throws {
            var random = SplitMix64(seed: seed)
            for _ in 0..<200 {
                let document = Self.document(&random)
                let json = document.json()
                let decoded = try Document(json: json)
                #expect(decoded == document)
                #expect(decoded.json() == json)
                #expect(try Document(jsonBytes: Array(json.utf8)) == document)
                #expect(
                    json.unicodeScalars.allSatisfy { scalar in
                        scalar == "\n" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
                    })
                #expect(try JSONDecoder().decode(Document.self, from: Data(json.utf8)) == document)
            }
        }

        @Test(arguments: [7, 8] as [UInt64])
        func foundationsOutputDecodesToTheSameTree(seed: UInt64) throws {
            var random = SplitMix64(seed: seed)
            for _ in 0..<200 {
                let document = Self.document(&random)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                let data = try encoder.encode(document)
                #expect(try Document(jsonBytes: data) == document)
                #expect(try Document(json: String(decoding: data, as: UTF8.self)).json() == document.json())
            }
        }

        @Test func normalisingIsIdempotentOnHandWrittenInput() throws {
            let messy = """
                {"sections":[{"layout":"list","footer":"f","items":[{"value":"v","label":"l"},
                {"text":"t"},{"id":"i","text":"\\u0074"}],"header":"h"}],"title":"\\/"}
                """
            let once = try Document(json: messy).json()
            let twice = try Document(json: once).json()
            #expect(once == twice)
            #expect(once.contains(#""title": "/""#))
            #expect(!once.contains("layout"))
        }
    }
}
