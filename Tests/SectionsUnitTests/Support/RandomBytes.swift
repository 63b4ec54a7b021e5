/// Seeded random bytes for the tests that hold a scan eight bytes at a time to the
/// byte-by-byte reference beside it: runs of ordinary bytes long enough to fill whole
/// words, with the bytes a scan stops at dropped in now and then, so that a stop lands in
/// every position of a word and in the tail after the last whole word.
enum RandomBytes {
    typealias Generator = CodingTests.JSONRoundTripTests.SplitMix64

    /// Up to `longest` bytes drawn from `common`, each one in `rarity` taken from `stops`
    /// instead.
    static func make(
        _ random: inout Generator, common: [UInt8], stops: [UInt8], longest: Int = 40, rarity: Int = 12
    ) -> [UInt8] {
        (0..<Int.random(in: 0...longest, using: &random)).map { _ in
            Int.random(in: 0..<rarity, using: &random) == 0
                ? stops.randomElement(using: &random)! : common.randomElement(using: &random)!
        }
    }

    /// A word of eight bytes from `pool`, the first in the low byte, and its bytes.
    static func word(_ random: inout Generator, from pool: [UInt8]) -> (word: UInt64, bytes: [UInt8]) {
        let bytes = (0..<8).map { _ in pool.randomElement(using: &random)! }
        return (bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }, bytes)
    }

    /// Printable ASCII.
    static let printable = Array(UInt8(0x20)...0x7E)
    /// Every byte value.
    static let all = Array(UInt8.min...UInt8.max)
}
