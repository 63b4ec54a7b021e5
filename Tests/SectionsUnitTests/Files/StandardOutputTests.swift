import Sections
import Syscalls
import Testing

@testable import Core
@testable import Files
@testable import Interactive
@testable import SectionsTestSupport

/// The buffered stream copies pieces into fixed storage and writes it out when full: every
/// byte arrives once and in order, whatever the sizes of the pieces around the storage's
/// capacity, and a failed write is reported by `flush()`.
@Suite struct StandardOutputTests {
    /// A file that exists for one test, read back after the stream is flushed.
    struct TemporaryFile: ~Copyable {
        let descriptor: Int32

        init() throws {
            descriptor = try #require(SystemCalls.anonymousFile())
        }

        func contents() -> [UInt8] {
            SystemCalls.rewind(descriptor)
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes {
                    Platform.readBytes(descriptor, into: $0.baseAddress, count: $0.count)
                }
                guard count > 0 else { return bytes }
                bytes += chunk[..<count]
            }
        }

        deinit { Platform.closeDescriptor(descriptor) }
    }

    @Test func piecesOfEverySizeArriveOnceInOrder() throws {
        let file = try TemporaryFile()
        var output = StandardOutput(descriptor: file.descriptor)
        var expected: [UInt8] = []
        var random = CodingTests.JSONRoundTripTests.SplitMix64(seed: 42)
        // Short pieces fill the 64 KiB storage many times over; some pieces are larger than
        // the storage, written straight through after what is pending.
        let sizes =
            (0..<3_000).map { _ in Int.random(in: 0...40, using: &random) } + [0, 65_535, 65_536, 65_537]
            + [200_000, 1, 70_000]
        for (index, size) in sizes.enumerated() {
            let letter = UInt8(ascii: "a") + UInt8(index % 26)
            let piece =
                String(repeating: Character(Unicode.Scalar(letter)), count: size)
                + (index % 7 == 0 ? "東\n" : "")
            output.write(piece)
            expected += Array(piece.utf8)
        }
        try output.flush()
        #expect(file.contents() == expected)
    }

    @Test func aFailedWriteIsReportedByFlush() {
        var output = StandardOutput(descriptor: -1)
        output.write("lost")
        #expect(throws: StandardOutput.WriteError(code: SystemCalls.badDescriptor)) { try output.flush() }
    }
}
