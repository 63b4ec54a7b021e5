/// Buffers a scan reuses from item to item, so that scoring an item allocates nothing once
/// they have grown to the longest item met: a row's label and value side by side, a
/// non-ASCII item's character codes.
struct SearchScratch: Sendable {
    var bytes: [UInt8] = []
    var codes: [UInt32] = []
}

extension SearchCorpus {
    /// Calls `body` with a scanner of this corpus's items for `codes` (from
    /// ``SearchCorpus/codes(of:)``), which borrows the corpus's tables for its duration.
    func withScanner<Result>(
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
                            pattern: pattern, patternIsASCII: pattern.allSatisfy { $0 < 128 }))
                }
            }
        }
    }

    /// Scores items where their texts are, through buffers it borrows.
    struct Scanner: ~Copyable {
        let corpus: SearchCorpus
        let table: CodeTable
        let pattern: UnsafeBufferPointer<UInt32>
        /// An ASCII item can only match a pattern of ASCII characters.
        let patternIsASCII: Bool

        /// What the filter matches in `item`: a text's string, a row's label and value two
        /// spaces apart, any other item's plain text on one line (`width` wide).
        @inline(__always)
        func score(
            _ item: UnsafePointer<Item>, width: Int, scratch: inout SearchScratch, record: Bool = false,
            positions: inout [Int]
        ) -> Int32? {
            // Through a pointer and its stored content, so that the strings are read where
            // they are: `content` made a copy of the item's content, a retain and a release
            // of each string, which were a third of a narrowing key's time.
            switch item.pointee.stored {
            case .plain(.text(let string)):
                return score(string, scratch: &scratch, record: record, positions: &positions)
            case .plain(.row(let label, let value)):
                return score(
                    label: label, value: value, scratch: &scratch, record: record, positions: &positions)
            default: break
            }
            switch item.pointee.content {
            case .text(let string):
                return score(string, scratch: &scratch, record: record, positions: &positions)
            case .row(let label, let value):
                return score(
                    label: label, value: value, scratch: &scratch, record: record, positions: &positions)
            default:
                return score(
                    SearchCorpus.otherText(of: item.pointee, width: width), scratch: &scratch, record: record,
                    positions: &positions)
            }
        }

        /// The score of a row: its label and value two spaces apart, side by side in the
        /// scratch bytes, so that a row needs no string of its own. The buffer only grows,
        /// and is written in place: emptying and appending to it for every row of a million
        /// cost as much as scoring them.
        @inline(__always)
        private func score(
            label: String, value: String, scratch: inout SearchScratch, record: Bool, positions: inout [Int]
        ) -> Int32? {
            let (labelCount, valueCount) = (label.utf8.count, value.utf8.count)
            let total = labelCount + 2 + valueCount
            if scratch.bytes.count < total {
                scratch.bytes = [UInt8](repeating: 0, count: max(total, 2 * scratch.bytes.count))
            }
            return scratch.bytes.withUnsafeMutableBufferPointer { buffer in
                Self.copy(label, to: buffer.baseAddress!)
                buffer[labelCount] = 0x20
                buffer[labelCount + 1] = 0x20
                Self.copy(value, to: buffer.baseAddress! + labelCount + 2)
                return score(
                    UnsafeBufferPointer(rebasing: buffer[..<total]), codes: &scratch.codes, record: record,
                    positions: &positions)
            }
        }

        /// Writes the UTF-8 of `string` at `destination`.
        @inline(__always)
        private static func copy(_ string: String, to destination: UnsafeMutablePointer<UInt8>) {
            let copied: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
                guard let source = utf8.baseAddress else { return }
                destination.update(from: source, count: utf8.count)
            }
            if copied == nil {
                _ = UnsafeMutableBufferPointer(start: destination, count: string.utf8.count).initialize(
                    from: string.utf8)
            }
        }

        /// The score of `text`, read in place when the string lends its bytes.
        @inline(__always)
        func score(
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
            appendCodes(of: utf8, to: &codes)
            return codes.withUnsafeBufferPointer { codes in
                FuzzyAlignment.score(
                    codes, pattern: pattern, table: table, record: record, positions: &positions)
            }
        }

        /// Appends the code of each character of the valid UTF-8 `utf8`.
        ///
        /// Two scalars side by side that each stand alone are two characters, so the text
        /// is cut between every such pair, and only the pieces of more than one scalar are
        /// broken into characters by `String` (grapheme breaking): an emoji with a skin
        /// tone costs its own piece, not a walk of the whole item by characters.
        func appendCodes(of utf8: UnsafeBufferPointer<UInt8>, to codes: inout [UInt32]) {
            var index = 0
            let count = utf8.count
            var pieceStart = 0
            var scalars = 0
            var last: UInt32 = 0
            var lastStandsAlone = false
            while index < count {
                let lead = UInt32(utf8[index])
                var value: UInt32
                var length: Int
                if lead < 0x80 {
                    (value, length) = (lead, 1)
                } else if lead < 0xE0 {
                    (value, length) = ((lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F), 2)
                } else if lead < 0xF0 {
                    value = (lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6
                    (value, length) = (value | UInt32(utf8[index + 2] & 0x3F), 3)
                } else {
                    value = (lead & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12
                    (value, length) = (
                        value | UInt32(utf8[index + 2] & 0x3F) << 6 | UInt32(utf8[index + 3] & 0x3F), 4
                    )
                }
                let standsAlone = SearchCorpus.standsAlone(value: value)
                if standsAlone, lastStandsAlone {
                    appendPiece(utf8, from: pieceStart, to: index, scalars: scalars, last: last, to: &codes)
                    (pieceStart, scalars) = (index, 0)
                }
                scalars += 1
                last = value
                lastStandsAlone = standsAlone
                index += length
            }
            if scalars > 0 {
                appendPiece(utf8, from: pieceStart, to: count, scalars: scalars, last: last, to: &codes)
            }
        }

        /// Appends the codes of the characters from `start` to `end`, which hold `scalars`
        /// scalars, the last of them `last`.
        @inline(__always)
        private func appendPiece(
            _ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, scalars: Int, last: UInt32,
            to codes: inout [UInt32]
        ) {
            // One scalar is one character, whatever it is.
            guard scalars > 1 else {
                codes.append(last < 0x80 ? last : corpus.singleScalarCodes[last] ?? .max)
                return
            }
            let piece = String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
            for character in piece { codes.append(corpus.code(of: character) ?? .max) }
        }
    }
}
