import Sections
import Syscalls
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Waiting for input with `select`, which Darwin uses where `poll` fails on `/dev/tty`, and
/// with `poll`, which is the reference: they must see the same descriptors ready. The set
/// that `select` fills by hand has Darwin's layout, which Linux here shares.
@Suite struct InputWaitTests {
    typealias Generator = CodingTests.JSONRoundTripTests.SplitMix64

    /// What a pipe holds when the wait looks at it.
    enum State: CaseIterable {
        case empty, holdsInput, hungUp
    }

    /// Seeded random sets of pipes, each empty, holding a byte or with its writer closed, at
    /// numbers from 0 to 1,000 (words of the set apart): both waits report exactly the pipes
    /// with something to read.
    @Test func selectAndPollSeeTheSameDescriptorsReady() throws {
        var random = Generator(seed: 0x5E1E_C7)
        for _ in 0..<200 {
            let states = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                State.allCases.randomElement(using: &random)!
            }
            var readEnds: [Int32] = []
            var openWriters: [Int32] = []
            for state in states {
                let pipe = try Platform.makeNonBlockingPipe().get()
                let number = SystemCalls.duplicate(
                    pipe.read, atLeast: Int32.random(in: 0...1_000, using: &random))
                try #require(number >= 0)
                Platform.closeDescriptor(pipe.read)
                readEnds.append(number)
                switch state {
                case .empty: openWriters.append(pipe.write)
                case .holdsInput:
                    var byte: UInt8 = 1
                    #expect(Platform.writeBytes(pipe.write, from: &byte, count: 1) == 1)
                    openWriters.append(pipe.write)
                case .hungUp: Platform.closeDescriptor(pipe.write)
                }
            }
            let expected = states.map { $0 != .empty }
            #expect(Platform.pollForInput(readEnds, milliseconds: 0) == expected)
            #if canImport(Darwin) || (canImport(Glibc) && _endian(little))
                #expect(Platform.selectForInput(readEnds, milliseconds: 0) == expected)
            #endif
            for descriptor in readEnds + openWriters { Platform.closeDescriptor(descriptor) }
        }
    }

    #if canImport(Darwin) || (canImport(Glibc) && _endian(little))
        /// A descriptor beyond what a set holds is left to `poll`.
        @Test func aDescriptorBeyondTheSetIsLeftToPoll() {
            #expect(Platform.selectForInput([0, 1 << 20], milliseconds: 0) == nil)
            #expect(Platform.selectForInput([-1], milliseconds: 0) == nil)
        }
    #endif
}
