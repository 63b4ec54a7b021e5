import Core

/// The scan of one item by the rules of ``FuzzyScoring``, over the item's units: its own
/// bytes for an ASCII item, character codes for the others. Generic so that one algorithm
/// serves both and the compiler specialises each; it reads through unsafe pointers, folds
/// case as it compares, and writes nothing but the positions it is asked for.
package enum FuzzyAlignment {
    /// The score of `pattern` in `text`, nil when it does not match. `table` folds the units
    /// compared for a case-insensitive pattern; the bonuses read the units unfolded (case
    /// changes are bonuses). With `record`, the matched positions are appended to `positions`.
    @inline(__always)
    package static func score<Unit: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<Unit>, pattern: UnsafeBufferPointer<UInt32>, table: CodeTable,
        record: Bool, positions: inout [Int]
    ) -> Int32? {
        let length = pattern.count
        if length == 0 { return 0 }
        if length == 1 {
            return bestSingle(text, pattern[0], table: table, record: record, positions: &positions)
        }
        // Forward: where the whole pattern has first occurred.
        var index = -1
        let count = text.count
        for wanted in pattern {
            index = nextIndex(of: wanted, in: text, after: index, table: table)
            if index == count { return nil }
        }
        let end = index + 1
        // Backward: the shortest window that ends there.
        var next = length - 1
        var wanted = pattern[next]
        while true {
            if table.compared(text[index]) == wanted {
                if next == 0 { break }
                next -= 1
                wanted = pattern[next]
            }
            index -= 1
        }
        return windowScore(
            text, from: index, to: end, pattern: pattern, table: table, record: record,
            positions: &positions)
    }

    /// Whether `text` holds the pattern's characters in order, as ``score(_:pattern:table:record:positions:)``
    /// compares them: the first half of its work, without the scoring.
    @inline(__always)
    package static func holds<Unit: FixedWidthInteger & UnsignedInteger>(
        _ pattern: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<Unit>, table: CodeTable
    ) -> Bool {
        var index = -1
        for wanted in pattern {
            index = nextIndex(of: wanted, in: text, after: index, table: table)
            if index == text.count { return false }
        }
        return true
    }

    /// A one-character pattern: its best placed occurrence, the first with the highest bonus.
    /// The scan stops at a bonus nothing can beat (a word start after white space), which the
    /// first occurrence usually is.
    @inline(__always)
    private static func bestSingle<Unit: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<Unit>, _ wanted: UInt32, table: CodeTable, record: Bool,
        positions: inout [Int]
    ) -> Int32? {
        var best: Int32 = -1
        var bestIndex = -1
        var index = nextIndex(of: wanted, in: text, after: -1, table: table)
        while index < text.count {
            let previous =
                index > 0 ? table.classOf(text[index - 1]) : CharacterClass.white
            let bonus = FuzzyScoring.bonus(after: previous, table.classOf(text[index]))
            if bonus > best {
                best = bonus
                bestIndex = index
                if bonus >= FuzzyScoring.boundaryAfterWhite { break }
            }
            index = nextIndex(of: wanted, in: text, after: index, table: table)
        }
        guard bestIndex >= 0 else { return nil }
        if record { positions.append(bestIndex) }
        return FuzzyScoring.match + best * FuzzyScoring.firstCharacterMultiplier
    }

    /// The first index after `start` whose unit compares equal to `wanted`, or the text's
    /// count when there is none.
    @inline(__always)
    private static func nextIndex<Unit: FixedWidthInteger & UnsignedInteger>(
        of wanted: UInt32, in text: UnsafeBufferPointer<Unit>, after start: Int, table: CodeTable
    ) -> Int {
        if Unit.bitWidth == 8 {
            let bytes = UnsafeRawBufferPointer(text).assumingMemoryBound(to: UInt8.self)
            return nextByte(of: wanted, in: bytes, after: start, table: table)
        }
        return nextIndexByUnits(of: wanted, in: text, after: start, table: table)
    }

    /// ``nextIndex(of:in:after:table:)`` one unit at a time: the codes of an item that is
    /// not ASCII, and the reference ``nextByte(of:in:after:table:)`` must agree with.
    @inline(__always)
    package static func nextIndexByUnits<Unit: FixedWidthInteger & UnsignedInteger>(
        of wanted: UInt32, in text: UnsafeBufferPointer<Unit>, after start: Int, table: CodeTable
    ) -> Int {
        var index = start + 1
        while index < text.count, table.compared(text[index]) != wanted { index += 1 }
        return index
    }

    /// ``nextIndex(of:in:after:table:)`` in ASCII bytes, eight at a time: most of an
    /// item's bytes are not the pattern's next character, and a first filter key scans
    /// every byte of every item.
    ///
    /// Reference: ``nextIndexByUnits(of:in:after:table:)``.
    @inline(__always)
    package static func nextByte(
        of wanted: UInt32, in text: UnsafeBufferPointer<UInt8>, after start: Int, table: CodeTable
    ) -> Int {
        let count = text.count
        // The bytes that compare equal to `wanted`: itself, and its capital when case is
        // folded. None when it is not ASCII.
        guard wanted < 128 else { return count }
        let byte = UInt8(wanted)
        let other = !table.caseSensitive && byte &- UInt8(ascii: "a") < 26 ? byte ^ 0x20 : byte
        if table.compared(byte) != wanted && table.compared(other) != wanted { return count }
        let (one, two) = (UInt64(byte) &* ByteWords.ones, UInt64(other) &* ByteWords.ones)
        var index = start + 1
        while index &+ 8 <= count {
            let word = ByteWords.word(text, at: index)
            let marks = ByteWords.zeroBytes(word ^ one) | ByteWords.zeroBytes(word ^ two)
            if marks != 0 { return index + marks.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < count, text[index] != byte, text[index] != other { index += 1 }
        return index
    }

    @inline(__always)
    private static func windowScore<Unit: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<Unit>, from start: Int, to end: Int,
        pattern: UnsafeBufferPointer<UInt32>, table: CodeTable, record: Bool, positions: inout [Int]
    ) -> Int32 {
        var score: Int32 = 0
        var next = 0
        var inGap = false
        var consecutive = 0
        var firstBonus: Int32 = 0
        var previous =
            start > 0 ? table.classOf(text[start - 1]) : CharacterClass.white
        for index in start..<end {
            let current = table.classOf(text[index])
            if next < pattern.count && table.compared(text[index]) == pattern[next] {
                score += FuzzyScoring.match
                var bonus = FuzzyScoring.bonus(after: previous, current)
                if consecutive == 0 {
                    firstBonus = bonus
                } else {
                    // A run keeps the bonus of its start, raised by a word boundary inside it.
                    if bonus >= FuzzyScoring.boundary && bonus > firstBonus { firstBonus = bonus }
                    bonus = max(bonus, firstBonus, FuzzyScoring.consecutive)
                }
                score += next == 0 ? bonus * FuzzyScoring.firstCharacterMultiplier : bonus
                if record { positions.append(index) }
                inGap = false
                consecutive += 1
                next += 1
            } else {
                score += inGap ? FuzzyScoring.gapExtension : FuzzyScoring.gapStart
                inGap = true
                consecutive = 0
                firstBonus = 0
            }
            previous = current
        }
        return score
    }
}

/// What the scan needs to know of a unit: the class of its character, and what a
/// case-insensitive comparison sees of it. Codes from 128 up are a corpus's interned
/// characters; a code it does not have (never met in a corpus that indexed every item) is
/// punctuation that folds to itself.
package struct CodeTable {
    /// The class of the character with code `128 + i`, and the code of its folded form.
    package let classes: UnsafeBufferPointer<UInt8>
    package let foldedCodes: UnsafeBufferPointer<UInt32>
    package let caseSensitive: Bool

    /// The code compared with the pattern's.
    @inline(__always)
    package func compared<Unit: FixedWidthInteger & UnsignedInteger>(_ unit: Unit) -> UInt32 {
        let code = UInt32(truncatingIfNeeded: unit)
        if caseSensitive { return code }
        if code < 128 { return UInt32(SearchCorpus.foldASCII(UInt8(truncatingIfNeeded: code))) }
        let index = Int(code) - 128
        return index < foldedCodes.count ? foldedCodes[index] : code
    }

    @inline(__always)
    package func classOf<Unit: FixedWidthInteger & UnsignedInteger>(_ unit: Unit) -> CharacterClass {
        let code = UInt32(truncatingIfNeeded: unit)
        if code < 128 { return .ascii(code) }
        let index = Int(code) - 128
        guard index < classes.count else { return .nonWord }
        return CharacterClass(rawValue: classes[index]) ?? .nonWord
    }
}
