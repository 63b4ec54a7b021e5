import Sections
import Testing

@testable import Core
@testable import Interactive

/// The judgement of input as it arrives, which decides when reading a stream stops: on
/// seeded random documents, a valid document is never stopped early, however its bytes
/// arrive, and a byte the syntax check refuses always belongs to an input the decoder
/// refuses too.
@Suite struct StreamJudgementTests {
    static func randomJSON(seed: UInt64) -> [UInt8] {
        var documents = RandomDocuments(seed: seed, hostile: true)
        return Array(documents.document().json().utf8)
    }

    static func refusedByte(_ bytes: [UInt8], chunk: Int) -> Int? {
        var check = JSONStreamCheck()
        var start = 0
        while start < bytes.count {
            let end = min(start + chunk, bytes.count)
            if let bad = check.check(bytes[start..<end]) { return start + bad }
            start = end
        }
        return nil
    }

    @Test(arguments: 0..<40 as Range<UInt64>)
    func aValidDocumentIsNeverStoppedEarly(seed: UInt64) throws {
        let bytes = Self.randomJSON(seed: seed)
        for chunk in [1, 3, 64, 4096] {
            #expect(Self.refusedByte(bytes, chunk: chunk) == nil, "seed \(seed), chunks of \(chunk)")
        }
        for cut in stride(from: 1, to: bytes.count, by: max(bytes.count / 25, 1)) {
            #expect(throws: Never.self, "seed \(seed), first \(cut) bytes") {
                try Array(bytes[..<cut]).withUnsafeBufferPointer { (prefix) throws(DocumentError) in
                    try InputJudgement.checkPrefix(prefix)
                }
            }
        }
    }

    /// One byte changed, inserted or removed: wherever the syntax check stops, the decoder
    /// refuses the input as well, so stopping early never loses a valid document.
    @Test(arguments: 0..<40 as Range<UInt64>)
    func aRefusedByteMeansAnInvalidDocument(seed: UInt64) {
        var random = CodingTests.JSONRoundTripTests.SplitMix64(seed: seed)
        let original = Self.randomJSON(seed: seed)
        let interesting: [UInt8] = Array("{}[]\":,\\ tfn0-.e\u{0}\u{1F}".utf8) + [0xC0, 0xFF, 0x80, 0xE2]
        for _ in 0..<50 {
            var bytes = original
            let index = Int.random(in: 0..<bytes.count, using: &random)
            let byte = interesting.randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes[index] = byte
            case 1: bytes.insert(byte, at: index)
            default: bytes.remove(at: index)
            }
            if let refused = Self.refusedByte(bytes, chunk: 1 + index % 7) {
                #expect(
                    (try? Document(jsonBytes: bytes)) == nil,
                    "seed \(seed): byte \(refused) refused in a valid document")
                #expect(
                    bytes.withUnsafeBufferPointer { InputJudgement.error(at: refused, in: $0) }.line != nil)
            }
        }
    }

    @Test func knownInputsStopWhereNoDocumentCanContinue() {
        let cases: [(String, Int?)] = [
            ("{\"sections\": []}", nil), ("\u{FEFF}{\"sections\": []}", nil), ("  \n{", nil),
            ("y", 0), ("{{", 1), ("{\"a\" 1", 5), ("{\"a\": tru", nil), ("{\"a\": trux", 9),
            ("{\"a\": [1, 2]}}", 13), ("{\"a\": \"\\x\"}", 8), ("{\"a\": \"\\u12g4\"}", 11),
            ("{}  {", 4), ("{\"a\": [}", 7),
        ]
        for (text, expected) in cases {
            #expect(Self.refusedByte(Array(text.utf8), chunk: 1) == expected, "\(text.debugDescription)")
            #expect(Self.refusedByte(Array(text.utf8), chunk: 100) == expected, "\(text.debugDescription)")
        }
    }
}
