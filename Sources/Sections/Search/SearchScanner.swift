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
            // Through a pointer, so that only the strings are taken out of the item.
            switch item.pointee.content {
            case .text(let string):
                return score(string, scratch: &scratch, record: record, positions: &positions)
            case .row(let label, let value):
                // Side by side in the scratch bytes: a row needs no string of its own.
                scratch.bytes.removeAll(keepingCapacity: true)
                scratch.bytes.append(contentsOf: label.utf8)
                scratch.bytes.append(0x20)
                scratch.bytes.append(0x20)
                scratch.bytes.append(contentsOf: value.utf8)
                return scratch.bytes.withUnsafeBufferPointer { utf8 in
                    score(utf8, codes: &scratch.codes, record: record, positions: &positions) { codes in
                        appendCharacterCodes(ofRow: label, value, to: &codes)
                    }
                }
            default:
                return score(
                    SearchCorpus.otherText(of: item.pointee, width: width), scratch: &scratch, record: record,
                    positions: &positions)
            }
        }

        /// The score of `text`, read in place when the string lends its bytes.
        @inline(__always)
        func score(
            _ text: String, scratch: inout SearchScratch, record: Bool = false, positions: inout [Int]
        ) -> Int32? {
            let inPlace = text.utf8.withContiguousStorageIfAvailable { utf8 in
                score(utf8, codes: &scratch.codes, record: record, positions: &positions) { codes in
                    appendCharacterCodes(of: text, to: &codes)
                }
            }
            if let inPlace { return inPlace }
            // A string that does not lend its bytes (a bridged one) is copied once.
            scratch.bytes.removeAll(keepingCapacity: true)
            scratch.bytes.append(contentsOf: text.utf8)
            return scratch.bytes.withUnsafeBufferPointer { utf8 in
                score(utf8, codes: &scratch.codes, record: record, positions: &positions) { codes in
                    appendCharacterCodes(of: text, to: &codes)
                }
            }
        }

        /// The score of the text whose UTF-8 is `utf8`: the bytes themselves when they are
        /// ASCII, else the codes of its characters in `codes`, decoded from the bytes when each
        /// scalar stands alone and by `characters` (grapheme breaking) otherwise.
        @inline(__always)
        private func score(
            _ utf8: UnsafeBufferPointer<UInt8>, codes: inout [UInt32], record: Bool,
            positions: inout [Int], characters: (inout [UInt32]) -> Void
        ) -> Int32? {
            if SearchCorpus.isASCII(utf8) {
                guard patternIsASCII else { return nil }
                return FuzzyAlignment.score(
                    utf8, pattern: pattern, table: table, record: record, positions: &positions)
            }
            codes.removeAll(keepingCapacity: true)
            if !appendScalarCodes(of: utf8, to: &codes) {
                codes.removeAll(keepingCapacity: true)
                characters(&codes)
            }
            return codes.withUnsafeBufferPointer { codes in
                FuzzyAlignment.score(
                    codes, pattern: pattern, table: table, record: record, positions: &positions)
            }
        }

        private func appendCharacterCodes(of text: String, to codes: inout [UInt32]) {
            for character in text { codes.append(corpus.code(of: character) ?? .max) }
        }

        /// Appends the codes of the characters of `label`, two spaces and `value`: from the
        /// parts when the spaces are characters of their own between them (they nearly always
        /// are; a mark at the start of the value would join the space), else from one string.
        private func appendCharacterCodes(ofRow label: String, _ value: String, to codes: inout [UInt32]) {
            guard Self.separates(label.last, " ") && Self.separates(" ", value.first) else {
                return appendCharacterCodes(of: label + "  " + value, to: &codes)
            }
            appendCharacterCodes(of: label, to: &codes)
            codes.append(0x20)
            codes.append(0x20)
            appendCharacterCodes(of: value, to: &codes)
        }

        /// Whether `before` and `after` side by side are two characters (a missing one is
        /// nothing to join).
        private static func separates(_ before: Character?, _ after: Character?) -> Bool {
            guard let before, let after else { return true }
            var pair = String(before)
            pair.append(after)
            return pair.count == 2
        }

        /// Appends the code of each scalar of the valid UTF-8 `utf8`, as long as each stands
        /// alone (is a character of its own); returns false at the first that does not.
        private func appendScalarCodes(of utf8: UnsafeBufferPointer<UInt8>, to codes: inout [UInt32]) -> Bool
        {
            var index = 0
            let count = utf8.count
            while index < count {
                let lead = UInt32(utf8[index])
                var value: UInt32
                if lead < 0x80 {
                    value = lead
                    index += 1
                } else if lead < 0xE0 {
                    value = (lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
                    index += 2
                } else if lead < 0xF0 {
                    value = (lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6
                    value |= UInt32(utf8[index + 2] & 0x3F)
                    index += 3
                } else {
                    value = (lead & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12
                    value |= UInt32(utf8[index + 2] & 0x3F) << 6 | UInt32(utf8[index + 3] & 0x3F)
                    index += 4
                }
                guard SearchCorpus.standsAlone(value: value) else { return false }
                codes.append(value < 0x80 ? value : corpus.singleScalarCodes[value] ?? .max)
            }
            return true
        }
    }
}
