import Core
import Syscalls

/// Buffers a scan reuses from item to item, so that scoring an item allocates nothing once
/// they have grown to the longest item met: a non-ASCII item's character codes, the bytes
/// of a string that does not lend its own.
package struct SearchScratch: Sendable {
    package var bytes: [UInt8] = []
    package var codes: [UInt32] = []
}

/// A corpus's texts as a scan reads them, borrowed for its duration.
package struct CorpusText {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let textStarts: UnsafeBufferPointer<Int>
    package let codes: UnsafeBufferPointer<UInt32>
    package let codeStarts: UnsafeBufferPointer<Int>
}

extension SearchCorpus {
    /// Calls `body` with the corpus's texts, borrowed for its duration.
    package func withText<Result>(_ body: (CorpusText) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            textStarts.withUnsafeBufferPointer { textStarts in
                codes.withUnsafeBufferPointer { codes in
                    codeStarts.withUnsafeBufferPointer { codeStarts in
                        body(
                            CorpusText(
                                bytes: bytes, textStarts: textStarts, codes: codes, codeStarts: codeStarts))
                    }
                }
            }
        }
    }

    /// Calls `body` with a scanner of this corpus's items for `codes` (from
    /// ``SearchCorpus/codes(of:)``), which borrows the corpus's tables for its duration.
    package func withScanner<Result>(
        codes pattern: [UInt32], caseSensitive: Bool, _ body: (borrowing Scanner) -> Result
    ) -> Result {
        wideClasses.withUnsafeBufferPointer { classes in
            foldedCodes.withUnsafeBufferPointer { foldedCodes in
                pattern.withUnsafeBufferPointer { pattern in
                    body(
                        Scanner(
                            corpus: self,
                            table: CodeTable(
                                classes: classes, foldedCodes: foldedCodes, caseSensitive: caseSensitive),
                            pattern: pattern, patternIsASCII: pattern.allSatisfy { $0 < 128 },
                            // Only a character that folds to ASCII (the Kelvin sign) matches
                            // an ASCII character its bytes lack.
                            foldsToASCII: !caseSensitive && foldedCodes.contains { $0 < 128 }))
                }
            }
        }
    }

    /// Scores items where their texts are, through buffers it borrows.
    package struct Scanner: ~Copyable {
        package let corpus: SearchCorpus
        package let table: CodeTable
        package let pattern: UnsafeBufferPointer<UInt32>
        /// An ASCII item can only match a pattern of ASCII characters.
        package let patternIsASCII: Bool
        /// Whether a non-ASCII character of the corpus compares equal to an ASCII one.
        package let foldsToASCII: Bool
        /// Whether an item matches only if its bytes hold the pattern's, in order, as they
        /// do when the pattern is ASCII and no other character compares equal to one.
        package var bytesMustHoldPattern: Bool { patternIsASCII && !foldsToASCII }

        /// The score of item `item` of the corpus, read where the corpus keeps it: its codes
        /// when it has any, else its ASCII bytes.
        @inline(__always)
        package func score(item: Int, in text: CorpusText, positions: inout [Int]) -> Int32? {
            let (first, end) = (text.codeStarts[item], text.codeStarts[item + 1])
            if first < end {
                // Looked for in the bytes first, eight at a time: most items a key scans do
                // not match, and their codes are read one at a time.
                if bytesMustHoldPattern {
                    let bytes = UnsafeBufferPointer(
                        rebasing: text.bytes[text.textStarts[item]..<text.textStarts[item + 1]])
                    guard FuzzyAlignment.holds(pattern, in: bytes, table: table) else { return nil }
                }
                return FuzzyAlignment.score(
                    UnsafeBufferPointer(rebasing: text.codes[first..<end]), pattern: pattern, table: table,
                    record: false, positions: &positions)
            }
            guard patternIsASCII else { return nil }
            return FuzzyAlignment.score(
                UnsafeBufferPointer(rebasing: text.bytes[text.textStarts[item]..<text.textStarts[item + 1]]),
                pattern: pattern, table: table, record: false, positions: &positions)
        }

        /// Scores every item of `items`, calling `found` with each that matches and its
        /// score, in order.
        ///
        /// An ASCII item matches only if it holds a byte that compares equal to the
        /// pattern's first character, so the texts are searched for the next such byte with
        /// `memchr` across item boundaries, as fzf looks for a pattern's first character,
        /// and the items it passes over are not scored, but for those with codes when some
        /// character folds to ASCII (``bytesMustHoldPattern``).
        @inline(__always)
        package func scoreAll(_ items: Range<Int>, in text: CorpusText, _ found: (Int, Int32) -> Void) {
            var positions: [Int] = []
            guard !pattern.isEmpty else {
                for item in items { found(item, score(item: item, in: text, positions: &positions) ?? 0) }
                return
            }
            let end = items.upperBound
            let bytesEnd = text.textStarts[end]
            // The bytes the first character can be: itself and its other case; none when
            // the pattern is not ASCII or the character matches no ASCII byte. Where each
            // occurs next, once looked for.
            var (one, two) = (-1, -1)
            var (first, other): (UInt8, UInt8) = (0, 0)
            var searches = false
            if patternIsASCII, let wanted = pattern.first, wanted < 128 {
                first = UInt8(wanted)
                other = !table.caseSensitive && first &- UInt8(ascii: "a") < 26 ? first ^ 0x20 : first
                searches = table.compared(first) == wanted || table.compared(other) == wanted
            }
            var item = items.lowerBound
            while item < end {
                var next = bytesEnd
                if searches {
                    let start = text.textStarts[item]
                    if one < start {
                        one = Platform.firstIndex(of: first, in: text.bytes, from: start, to: bytesEnd)
                    }
                    if other != first, two < start {
                        two = Platform.firstIndex(of: other, in: text.bytes, from: start, to: bytesEnd)
                    }
                    next = other != first ? min(one, two) : one
                }
                // The items before the one that holds `next`: only their codes can match, and
                // only if some character folds to ASCII.
                while item < end && text.textStarts[item + 1] <= next {
                    if !bytesMustHoldPattern, text.codeStarts[item] < text.codeStarts[item + 1],
                        let score = score(item: item, in: text, positions: &positions)
                    {
                        found(item, score)
                    }
                    item += 1
                }
                guard item < end else { break }
                if let score = score(item: item, in: text, positions: &positions) { found(item, score) }
                item += 1
            }
        }

        /// The score of `text`, read in place when the string lends its bytes.
        @inline(__always)
        package func score(
            _ text: String, scratch: inout SearchScratch, record: Bool = false, positions: inout [Int]
        ) -> Int32? {
            let inPlace = text.utf8.withContiguousStorageIfAvailable { utf8 in
                score(utf8, codes: &scratch.codes, record: record, positions: &positions)
            }
            if let inPlace { return inPlace }
            // A string that does not lend its bytes (a bridged one) is copied once.
            scratch.bytes.removeAll(keepingCapacity: true)
            scratch.bytes.append(contentsOf: text.utf8)
            return scratch.bytes.withUnsafeBufferPointer { utf8 in
                score(utf8, codes: &scratch.codes, record: record, positions: &positions)
            }
        }

        /// The score of the text whose UTF-8 is `utf8`: the bytes themselves when they are
        /// ASCII, else the codes of its characters in `codes`.
        @inline(__always)
        private func score(
            _ utf8: UnsafeBufferPointer<UInt8>, codes: inout [UInt32], record: Bool, positions: inout [Int]
        ) -> Int32? {
            if SearchCorpus.isASCII(utf8) {
                guard patternIsASCII else { return nil }
                return FuzzyAlignment.score(
                    utf8, pattern: pattern, table: table, record: record, positions: &positions)
            }
            codes.removeAll(keepingCapacity: true)
            corpus.appendCodes(of: utf8, to: &codes)
            return codes.withUnsafeBufferPointer { codes in
                FuzzyAlignment.score(
                    codes, pattern: pattern, table: table, record: record, positions: &positions)
            }
        }
    }
}
