import Sections
import Testing

@testable import Core
@testable import Interactive

/// The records of a diff's document keep every byte: the short copies (a word or two, or
/// bytes one by one) and the long ones, across the buffer's growth.
@Suite struct RecordBufferTests {
    @Test func namesOfEveryLengthComeBackWhole() {
        let buffer = RecordBuffer()
        var starts: [Int] = []
        var expected: [[UInt8]] = []
        for round in 0..<200 {
            for length in 0...40 {
                let bytes = (0..<length).map { UInt8(ascii: "a") + UInt8((round + $0 * 7) % 26) }
                starts.append(buffer.count)
                expected.append(bytes)
                bytes.withUnsafeBufferPointer {
                    buffer.appendName(.bytes($0, isASCII: true), kind: RecordBuffer.idKind)
                }
            }
        }
        #expect(buffer.count > 1 << 12)  // it grew
        for (start, bytes) in zip(starts, expected) {
            let identity = buffer.identity(at: start)
            #expect(Array(identity.bytes) == bytes && identity.tag == RecordBuffer.idKind)
        }
    }
}
