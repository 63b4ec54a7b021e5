/// The scan of one item by the rules of ``FuzzyScoring``, over units a corpus already holds:
/// bytes for ASCII items, character codes for the others. Generic so that one algorithm
/// serves both and the compiler specialises each; it reads through unsafe pointers the
/// search takes once per slice, and writes nothing but the positions it is asked for.
enum FuzzyAlignment {
    /// The score of `pattern` in `text`, nil when it does not match. `text` holds the units
    /// compared (case-folded ones for a case-insensitive pattern), `original` the same
    /// positions unfolded (case changes are bonuses), `wideClasses` the classes of codes from
    /// 128 up. With `record`, the matched positions are appended to `positions`.
    @inline(__always)
    static func score<Unit: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<Unit>, original: UnsafeBufferPointer<Unit>,
        pattern: UnsafeBufferPointer<UInt32>, wideClasses: UnsafeBufferPointer<UInt8>,
        record: Bool, positions: inout [Int]
    ) -> Int32? {
        let length = pattern.count
        if length == 0 { return 0 }
        if length == 1 {
            return bestSingle(
                text, original: original, pattern[0], wideClasses: wideClasses, record: record,
                positions: &positions)
        }
        // Forward: where the whole pattern has first occurred.
        var index = 0
        var next = 0
        var wanted = pattern[0]
        let count = text.count
        while index < count {
            if UInt32(truncatingIfNeeded: text[index]) == wanted {
                next += 1
                if next == length { break }
                wanted = pattern[next]
            }
            index += 1
        }
        if next < length { return nil }
        let end = index + 1
        // Backward: the shortest window that ends there.
        next = length - 1
        wanted = pattern[next]
        while true {
            if UInt32(truncatingIfNeeded: text[index]) == wanted {
                if next == 0 { break }
                next -= 1
                wanted = pattern[next]
            }
            index -= 1
        }
        return windowScore(
            text, original: original, from: index, to: end, pattern: pattern,
            wideClasses: wideClasses, record: record, positions: &positions)
    }

    /// A one-character pattern: its best placed occurrence, the first with the highest bonus.
    /// The scan stops at a bonus nothing can beat (a word start after white space), which the
    /// first occurrence usually is.
    @inline(__always)
    private static func bestSingle<Unit: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<Unit>, original: UnsafeBufferPointer<Unit>, _ wanted: UInt32,
        wideClasses: UnsafeBufferPointer<UInt8>, record: Bool, positions: inout [Int]
    ) -> Int32? {
        var best: Int32 = -1
        var bestIndex = -1
        for index in 0..<text.count where UInt32(truncatingIfNeeded: text[index]) == wanted {
            let previous =
                index > 0 ? classOf(original[index - 1], wideClasses: wideClasses) : CharacterClass.white
            let bonus = FuzzyScoring.bonus(
                after: previous, classOf(original[index], wideClasses: wideClasses))
            if bonus > best {
                best = bonus
                bestIndex = index
                if bonus >= FuzzyScoring.boundaryAfterWhite { break }
            }
        }
        guard bestIndex >= 0 else { return nil }
        if record { positions.append(bestIndex) }
        return FuzzyScoring.match + best * FuzzyScoring.firstCharacterMultiplier
    }

    @inline(__always)
    private static func windowScore<Unit: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<Unit>, original: UnsafeBufferPointer<Unit>,
        from start: Int, to end: Int, pattern: UnsafeBufferPointer<UInt32>,
        wideClasses: UnsafeBufferPointer<UInt8>, record: Bool, positions: inout [Int]
    ) -> Int32 {
        var score: Int32 = 0
        var next = 0
        var inGap = false
        var consecutive = 0
        var firstBonus: Int32 = 0
        var previous =
            start > 0 ? classOf(original[start - 1], wideClasses: wideClasses) : CharacterClass.white
        for index in start..<end {
            let current = classOf(original[index], wideClasses: wideClasses)
            if next < pattern.count && UInt32(truncatingIfNeeded: text[index]) == pattern[next] {
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

    @inline(__always)
    private static func classOf<Unit: FixedWidthInteger & UnsignedInteger>(
        _ unit: Unit, wideClasses: UnsafeBufferPointer<UInt8>
    ) -> CharacterClass {
        let code = UInt32(truncatingIfNeeded: unit)
        if code < 128 { return .ascii(code) }
        return CharacterClass(rawValue: wideClasses[Int(code) - 128]) ?? .nonWord
    }
}

extension SearchCorpus {
    /// Calls `body` with a scorer of this corpus's items for `codes` (from
    /// ``SearchCorpus/codes(of:)``), which borrows the corpus's buffers for its duration.
    func withScorer<Result>(
        codes pattern: [UInt32], caseSensitive: Bool, _ body: (borrowing Scorer) -> Result
    ) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            foldedBytes.withUnsafeBufferPointer { foldedBytes in
                codes.withUnsafeBufferPointer { codes in
                    foldedCodes.withUnsafeBufferPointer { foldedCodes in
                        wideClasses.withUnsafeBufferPointer { wideClasses in
                            spans.withUnsafeBufferPointer { spans in
                                pattern.withUnsafeBufferPointer { pattern in
                                    body(
                                        Scorer(
                                            spans: spans, bytes: bytes,
                                            comparedBytes: caseSensitive ? bytes : foldedBytes,
                                            codes: codes,
                                            comparedCodes: caseSensitive ? codes : foldedCodes,
                                            wideClasses: wideClasses, pattern: pattern,
                                            patternIsASCII: pattern.allSatisfy { $0 < 128 }))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Scores items of a corpus whose buffers it borrows.
    struct Scorer: ~Copyable {
        let spans: UnsafeBufferPointer<Span>
        let bytes: UnsafeBufferPointer<UInt8>
        let comparedBytes: UnsafeBufferPointer<UInt8>
        let codes: UnsafeBufferPointer<UInt32>
        let comparedCodes: UnsafeBufferPointer<UInt32>
        let wideClasses: UnsafeBufferPointer<UInt8>
        let pattern: UnsafeBufferPointer<UInt32>
        /// An ASCII item can only match a pattern of ASCII characters.
        let patternIsASCII: Bool

        /// The score of item `item`, nil when it does not match; with `record`, its matched
        /// character offsets are appended to `positions`.
        @inline(__always)
        func score(_ item: Int, record: Bool = false, positions: inout [Int]) -> Int32? {
            let span = spans[item]
            let range = span.start..<span.start + Int(span.count)
            if span.isWide {
                return FuzzyAlignment.score(
                    UnsafeBufferPointer(rebasing: comparedCodes[range]),
                    original: UnsafeBufferPointer(rebasing: codes[range]), pattern: pattern,
                    wideClasses: wideClasses, record: record, positions: &positions)
            }
            guard patternIsASCII else { return nil }
            return FuzzyAlignment.score(
                UnsafeBufferPointer(rebasing: comparedBytes[range]),
                original: UnsafeBufferPointer(rebasing: bytes[range]), pattern: pattern,
                wideClasses: wideClasses, record: record, positions: &positions)
        }
    }
}
