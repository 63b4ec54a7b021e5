/// Line-break opportunities by UAX #14, the Unicode Line Breaking Algorithm: its default
/// pair rules LB2–LB31, fed one scalar at a time, with two tailorings the Plain layout
/// article states. Korean keeps its words whole (CSS's `word-break: keep-all`): no break
/// between two Hangul syllables or jamo. And no break inside a grapheme cluster, so an
/// emoji sequence, a flag or a letter with its marks always stays on one line.
///
/// Mandatory breaks (LB4, LB5) are opportunities like any other: the wrapper has already
/// split paragraphs at line feeds, and sanitised text holds no other control.
package struct LineBreakRules {
    /// The class of the last scalar that was not a space, after LB9 and LB10.
    private var before = LineBreakClass.al
    /// The class of the scalar just before, as the table gives it (LB8a reads a raw ZWJ).
    private var previous = LineBreakClass.al
    /// Whether spaces came after `before`: the `SP*` of LB8 and LB14–LB17.
    private var afterSpaces = false
    /// Whether `before` is a hyphen or break-after that follows a Hebrew letter (LB21a).
    private var hyphenAfterHebrew = false
    /// Whether `before` is a hyphen that begins a word (LB20a).
    private var hyphenStartsWord = false
    /// Whether `before` ends an odd run of regional indicators (LB30a).
    private var oddIndicators = false
    /// Whether the scalar before joins the cluster that follows it (Grapheme Prepend).
    private var previousPrepends = false
    /// Whether the scalars before end in an odd run of regional indicators, with nothing
    /// between them: the next one pairs with the last into a flag.
    private var oddRawIndicators = false
    private var started = false

    /// Classes of the ideographs and the punctuation around them in Chinese and Japanese
    /// text, and of letters and digits. After one of them, with no space, joiner or Prepend
    /// scalar since, whether a line may break before another of them is the pair table's
    /// entry alone, and the state after it is its class alone: no rule reads more of what
    /// came before (as LB8a, LB9, LB20a, LB21a and LB30a do). The wrapper then takes a run
    /// of them (``Run``) without feeding them one by one.
    package static let runClasses = ClassSet(
        bits: ClassSet(.id, .cl, .cp, .cpw, .ns, .op).bits | ClassSet(.opw, .nu, .al).bits)

    /// The raw value of the class of the scalar before, when it is one of ``runClasses``
    /// with nothing since that the pair table does not cover; `nil` otherwise.
    package var runClass: UInt8? {
        guard started, previous == before, !afterSpaces, !previousPrepends, Self.runClasses.has(before)
        else { return nil }
        return before.rawValue
    }

    /// Moves past a run taken by ``Run``, whose last scalar's class is `last`, one of
    /// ``runClasses``: the state ``breaks(before:)`` leaves after such a scalar.
    package mutating func pass(run last: UInt8) {
        let raw = LineBreakClass(rawValue: last) ?? .al
        previousPrepends = false
        oddRawIndicators = false
        settle(raw, raw: raw)
    }

    /// The pair table, taken once for the loop over a run: each read of a static table
    /// checks that it was made.
    package struct Run {
        private let table = LineBreakRules.pairTable

        /// Whether `value`, a ``LineBreakTables`` value, belongs to the run: one of
        /// ``runClasses`` with no grapheme flag.
        @inline(__always)
        package func holds(_ value: UInt8) -> Bool {
            value < 64 && LineBreakRules.runClasses.bits >> value & 1 != 0
        }

        /// Whether a line may break between scalars of run classes `before` and `next`.
        @inline(__always)
        package func breaks(between before: UInt8, and next: UInt8) -> Bool {
            table[Int(before) << 1] >> next & 1 != 0
        }
    }

    /// Whether a line may break before a scalar whose ``LineBreakTables`` value is `value`,
    /// after the scalars fed so far; the scalar then becomes one of them.
    package mutating func breaks(before value: UInt8) -> Bool {
        // An ideograph after an ideograph, the bulk of Chinese and Japanese: LB31's break,
        // and nothing changes.
        if value == LineBreakClass.id.rawValue, previous == .id, before == .id, !afterSpaces,
            !previousPrepends
        {
            return true
        }
        let raw = LineBreakClass(rawValue: value & 0x3F) ?? .al
        // A regional indicator after an odd run of them completes a flag, one cluster (GB12,
        // GB13), even where LB30a, which counts through marks, allows a break.
        let completesFlag = raw == .ri && oddRawIndicators
        oddRawIndicators = raw == .ri && !completesFlag
        // A mark or joiner extends the cluster before it (GB9), except after U+200B, the one
        // grapheme Control that LB9 leaves a mark apart from: a cluster ends after a
        // Control (GB4), so LB8's break after it stands.
        let extendsCluster = value & LineBreakTables.extendsFlag != 0 && previous != .zw
        let joinsCluster = extendsCluster || previousPrepends || completesFlag
        previousPrepends = value & LineBreakTables.prependFlag != 0
        guard started else {
            // LB2: never at the start; LB10: a mark there is a letter.
            settle(raw == .cm || raw == .zwj ? .al : raw, raw: raw)
            started = true
            return false
        }
        if raw == .cm || raw == .zwj, !afterSpaces, !ClassSet(.bk, .cr, .lf, .nl, .zw).has(before) {
            // LB9: a mark or joiner takes the class of what it follows.
            previous = raw
            return false
        }
        let next: LineBreakClass = raw == .cm || raw == .zwj ? .al : raw
        let allowed: Bool
        if previous != .zwj, !hyphenAfterHebrew, !hyphenStartsWord, before != .ri {
            // The common case, ideographs and letters: what the rules give for the two
            // classes alone, read from a table.
            let row = Self.pairTable[Int(before.rawValue) << 1 | (afterSpaces ? 1 : 0)]
            allowed = row >> next.rawValue & 1 != 0
        } else {
            allowed = Self.allows(self, next)
        }
        settle(next, raw: raw)
        return allowed && !joinsCluster
    }

    /// ``allows(_:_:)`` for each class before, with or without spaces after it, and each
    /// class next, one bit per next class: for a state that none of LB8a, LB20a, LB21a and
    /// LB30a reads more of, which ``breaks(before:)`` checks before it reads the table.
    private static let pairTable: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 128)
        for (beforeValue, spaced) in (UInt8(0)..<64).flatMap({ value in [(value, false), (value, true)] }) {
            guard let before = LineBreakClass(rawValue: beforeValue) else { continue }
            var state = LineBreakRules()
            state.started = true
            state.before = before
            state.previous = before
            state.afterSpaces = spaced
            for nextValue in UInt8(0)..<64 {
                guard let next = LineBreakClass(rawValue: nextValue), allows(state, next) else { continue }
                table[Int(beforeValue) << 1 | (spaced ? 1 : 0)] |= 1 << nextValue
            }
        }
        return table
    }()

    /// Moves past a scalar of class `next` (after LB10).
    private mutating func settle(_ next: LineBreakClass, raw: LineBreakClass) {
        previous = raw
        if next == .sp {
            afterSpaces = true
            return
        }
        // Only hyphens and regional indicators set a flag: the rest clear them cheaply.
        if next == .hy || next == .ba {
            hyphenAfterHebrew = before == .hl && !afterSpaces
            hyphenStartsWord =
                next == .hy
                && (!started || afterSpaces || ClassSet(.bk, .cr, .lf, .nl, .zw, .cb).has(before)
                    || before == .gl)
        } else {
            hyphenAfterHebrew = false
            hyphenStartsWord = false
        }
        oddIndicators = next == .ri && !(before == .ri && !afterSpaces && oddIndicators)
        before = next
        afterSpaces = false
    }

    /// The rules in their order, for a scalar of class `next` after `state`.
    private static func allows(_ state: Self, _ next: LineBreakClass) -> Bool {
        let before = state.before
        let spaced = state.afterSpaces
        if before == .bk || (before == .cr && next != .lf) || before == .lf || before == .nl, !spaced {
            return true  // LB4, LB5
        }
        if ClassSet(.bk, .cr, .lf, .nl, .sp, .zw).has(next) { return false }  // LB6, LB7
        if before == .zw { return true }  // LB8
        if state.previous == .zwj { return false }  // LB8a
        if next == .wj || (before == .wj && !spaced) { return false }  // LB11
        if before == .gl, !spaced { return false }  // LB12
        if next == .gl, !spaced, before != .ba, before != .hy { return false }  // LB12a
        if ClassSet(.cl, .cp, .cpw, .ex, .is, .sy).has(next) { return false }  // LB13
        if before == .op || before == .opw { return false }  // LB14
        if before == .qu, next == .op || next == .opw { return false }  // LB15
        if ClassSet(.cl, .cp, .cpw).has(before), next == .ns { return false }  // LB16
        if before == .b2, next == .b2 { return false }  // LB17
        if spaced { return true }  // LB18
        return pairAllows(state, before, next)
    }

    /// LB19–LB31: the rules between two scalars with no space between them.
    private static func pairAllows(_ state: Self, _ before: LineBreakClass, _ next: LineBreakClass) -> Bool {
        if next == .qu || before == .qu { return false }  // LB19
        if next == .cb || before == .cb { return true }  // LB20
        // LB20a, from Unicode 15.1, which ICU 72 already follows: a hyphen that begins a word
        // (a minus sign, a prefix) stays with it.
        if state.hyphenStartsWord, next == .al || next == .hl { return false }
        if next == .ba || next == .hy || next == .ns || before == .bb { return false }  // LB21
        if state.hyphenAfterHebrew { return false }  // LB21a
        if before == .sy, next == .hl { return false }  // LB21b
        if next == .in { return false }  // LB22
        let letters = ClassSet(.al, .hl)
        if letters.has(before) && next == .nu || before == .nu && letters.has(next) {
            return false  // LB23
        }
        let ideographs = ClassSet(.id, .eb, .em)
        if before == .pr && ideographs.has(next) || ideographs.has(before) && next == .po {
            return false  // LB23a
        }
        let affixes = ClassSet(.pr, .po)
        if affixes.has(before) && letters.has(next) || letters.has(before) && affixes.has(next) {
            return false  // LB24
        }
        if numberPairHolds(before, next) { return false }  // LB25
        let hangul = ClassSet(.jl, .jv, .jt, .h2, .h3)
        // LB26 and LB27, and the keep-all tailoring that covers all of LB26.
        if hangul.has(before) && (hangul.has(next) || next == .po) { return false }
        if before == .pr, hangul.has(next) { return false }
        if letters.has(before), letters.has(next) { return false }  // LB28
        if before == .is, letters.has(next) { return false }  // LB29
        if letters.has(before) || before == .nu, next == .op { return false }  // LB30
        if before == .cp, letters.has(next) || next == .nu { return false }
        if before == .ri, next == .ri, state.oddIndicators { return false }  // LB30a
        if before == .eb, next == .em { return false }  // LB30b
        return true  // LB31
    }

    /// LB25's pairs, the numbers rule as Unicode 15.0 states it.
    private static func numberPairHolds(_ before: LineBreakClass, _ next: LineBreakClass) -> Bool {
        switch (before, next) {
        case (.cl, .po), (.cp, .po), (.cpw, .po), (.cl, .pr), (.cp, .pr), (.cpw, .pr), (.nu, .po), (.nu, .pr),
            (.po, .op), (.po, .opw), (.po, .nu), (.pr, .op), (.pr, .opw), (.pr, .nu), (.hy, .nu), (.is, .nu),
            (.nu, .nu), (.sy, .nu):
            true
        default: false
        }
    }
}

/// A set of classes as the bits of one word, so that the rules allocate nothing.
package struct ClassSet {
    package let bits: UInt64

    @inline(__always)
    init(
        _ a: LineBreakClass, _ b: LineBreakClass, _ c: LineBreakClass? = nil, _ d: LineBreakClass? = nil,
        _ e: LineBreakClass? = nil, _ f: LineBreakClass? = nil
    ) {
        bits = Self.bit(a) | Self.bit(b) | Self.bit(c) | Self.bit(d) | Self.bit(e) | Self.bit(f)
    }

    package init(bits: UInt64) { self.bits = bits }

    @inline(__always)
    private static func bit(_ member: LineBreakClass?) -> UInt64 {
        guard let member else { return 0 }
        return 1 << member.rawValue
    }

    @inline(__always)
    func has(_ member: LineBreakClass) -> Bool { bits >> member.rawValue & 1 != 0 }
}
