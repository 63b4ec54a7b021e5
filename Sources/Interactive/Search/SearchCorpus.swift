package import Core

/// What ``FuzzySearch`` searches: the UTF-8 of every item's text, one after another in one
/// buffer, and a table of the distinct non-ASCII characters they hold.
///
/// The texts are copied once, as the corpus is indexed, so that a scan reads one run of
/// memory from item to item: read in place, each item's strings were a retain, a release
/// and a cache miss of their own, most of a key's time, where fzf reads its lines' bytes
/// from chunks as this does. A text is an item's string, a row's label and value two
/// spaces apart (so that a row needs no string of its own), any other item's plain text on
/// one line; the copy costs its bytes and two words an item, not a lower-cased twin, as
/// the search folds case as it compares. An ASCII item's bytes are compared as they are;
/// an item with any other character (or a CR, which with a following LF makes one
/// `Character` of two bytes) is also decoded, once, into 32-bit codes, one per
/// `Character`: ASCII characters are their own code, every other character an interned
/// number from 128 up. Interning goes by `Character` equality, which is
/// canonical equivalence, so `é` and `e` + U+0301 are one code; a code's position is the
/// character's offset in the item, which is what the highlight needs. The table is made
/// once, a slice at a time by ``index(limit:)``, so that a pattern character no item holds
/// is known to match nothing before any scan, and a scan only looks codes up; it is as
/// large as the number of distinct characters.
package struct SearchCorpus: Sendable {
    package enum Source: Sendable {
        /// The items of a document; `starts` the index of each section's first item among
        /// all (as the list keeps them), `width` for the plain
        /// text of items that are neither texts nor rows.
        case document(Document, starts: [Int32], width: Int)
        /// Texts given whole.
        case texts
    }

    package let source: Source
    /// The number of items.
    package let total: Int
    /// The number of items whose characters are in the table (the first ones).
    private(set) var count = 0
    /// The UTF-8 length of the longest of those items' texts: no item has more
    /// characters, so a pattern of more characters matches none.
    private(set) var longest = 0
    /// The texts of the items indexed, one after another, and where each starts, with
    /// the end of the last one after them.
    private(set) var bytes: [UInt8] = []
    private(set) var textStarts: [Int] = [0]
    /// The character codes of the items that are not ASCII, one after another, and where
    /// each item's start (an ASCII item's are empty), with the end of the last after them:
    /// decoded once here rather than at every scan, where an emoji with a skin tone made a
    /// string to break into characters.
    private(set) var codes: [UInt32] = []
    private(set) var codeStarts: [Int] = [0]
    private var cursor = ItemPath(section: 0, item: 0)
    /// The code of each interned character; the class of the character with code `128 + i`,
    /// and the code of its case-folded form, at `i`.
    private var interned: [Character: UInt32] = [:]
    private(set) var wideClasses: [UInt8] = []
    private(set) var foldedCodes: [UInt32] = []
    /// The codes of characters of one non-ASCII scalar, by the scalar's value.
    private(set) var singleScalarCodes: [UInt32: UInt32] = [:]

    /// An empty corpus.
    package init() { self.init(texts: []) }

    /// A corpus of `texts`, indexed at once.
    package init(texts: [String]) {
        source = .texts
        total = texts.count
        textStarts.reserveCapacity(total + 1)
        codeStarts.reserveCapacity(total + 1)
        for text in texts { add(text) }
        count = total
    }

    /// The corpus of a document's items in reading order, indexed by ``index(limit:)``.
    package init(document: Document, starts: [Int32], width: Int) {
        source = .document(document, starts: starts, width: width)
        total = Int(starts.last ?? 0)
        textStarts.reserveCapacity(total + 1)
        codeStarts.reserveCapacity(total + 1)
    }

    /// Adds the characters of up to `limit` more items to the table, in reading order.
    package mutating func index(limit: Int) {
        guard case .document(let document, _, let width) = source else { return }
        var added = 0
        while added < limit, cursor.section < document.sections.count {
            let items = document.sections[cursor.section].items
            let end = min(items.count, cursor.item + limit - added)
            for index in cursor.item..<end {
                switch items[index].content {
                case .text(let string): add(string)
                case .row(let label, let value):
                    let start = bytes.count
                    bytes.append(contentsOf: label.utf8)
                    bytes.append(contentsOf: "  ".utf8)
                    bytes.append(contentsOf: value.utf8)
                    // As one text: a mark at the start of the value makes one character with
                    // the space before it.
                    endText(from: start) { label + "  " + value }
                default: add(Self.otherText(of: items[index], width: width))
                }
            }
            added += end - cursor.item
            cursor =
                end == items.count
                ? ItemPath(section: cursor.section + 1, item: 0)
                : ItemPath(section: cursor.section, item: end)
        }
        count += added
    }

    /// Adds `text` as the next item's.
    private mutating func add(_ text: String) {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        endText(from: start) { text }
    }

    /// Ends the text of the item whose bytes were added from `start`; `text` makes it as
    /// a string, which only a text that is not ASCII needs.
    private mutating func endText(from start: Int, _ text: () -> String) {
        let isASCII = bytes.withUnsafeBufferPointer {
            Self.isASCII(UnsafeBufferPointer(rebasing: $0[start...]))
        }
        if !isASCII {
            var text = text()
            indexCharacters(of: text)
            var codes = self.codes
            self.codes = []
            text.withUTF8 { appendCodes(of: $0, to: &codes) }
            self.codes = codes
        }
        textStarts.append(bytes.count)
        codeStarts.append(codes.count)
        longest = max(longest, bytes.count - start)
    }

    /// What the filter matches in an item that is neither a text nor a row: its plain text
    /// on one line.
    package static func otherText(of item: Item, width: Int) -> String {
        item.plainText(width: width).split(separator: "\n", omittingEmptySubsequences: false).joined(
            separator: " ")
    }

    private mutating func indexCharacters(of text: String) {
        if Self.isASCII(text) { return }
        if text.unicodeScalars.allSatisfy(Self.standsAlone) {
            for scalar in text.unicodeScalars where !scalar.isASCII && singleScalarCodes[scalar.value] == nil
            {
                singleScalarCodes[scalar.value] = intern(Character(scalar))
            }
        } else {
            for character in text where Self.asciiCode(character) == nil {
                let scalars = character.unicodeScalars
                let code = intern(character)
                if scalars.count == 1 { singleScalarCodes[scalars.first!.value] = code }
            }
        }
    }

    /// Whether `text` is one ASCII character per byte: no other character, no CR.
    package static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isASCII) ?? isASCIIByBytes(text.utf8)
    }

    /// ``isASCII(_:)-(String)`` of contiguous bytes, eight at a time.
    ///
    /// Reference: ``isASCIIByBytes(_:)``.
    @inline(__always)
    package static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = utf8.count
        // Eight bytes at a time: every item is checked before each scan of it.
        var high: UInt64 = 0
        var carriageReturns: UInt64 = 0
        var index = 0
        while index &+ 8 <= count {
            let word = ByteWords.word(utf8, at: index)
            high |= word
            carriageReturns |= ByteWords.zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
            index &+= 8
        }
        while index < count {
            let byte = utf8[index]
            high |= UInt64(byte)
            if byte == 0x0D { carriageReturns = 1 }
            index &+= 1
        }
        return high & ByteWords.highBits == 0 && carriageReturns == 0
    }

    /// Whether bytes are all ASCII and none is a CR, one at a time: what the word-at-a-time
    /// ``isASCII(_:)-(UnsafeBufferPointer<UInt8>)`` must agree with.
    package static func isASCIIByBytes(_ utf8: some Sequence<UInt8>) -> Bool {
        utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// Whether a scalar is a character of its own beside any other such scalar: it neither
    /// extends nor is extended (no marks, joiners, selectors, jamo, regional indicators, CR),
    /// in the ranges most text is made of: Latin-1, kana, CJK ideographs, Hangul syllables.
    package static func standsAlone(_ scalar: Unicode.Scalar) -> Bool { standsAlone(value: scalar.value) }

    @inline(__always)
    package static func standsAlone(value: UInt32) -> Bool {
        switch value {
        case 0x0D: return false
        case 0..<0x300, 0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return false
        }
    }

    /// Interns `character` and its folded form; returns the character's code.
    private mutating func intern(_ character: Character) -> UInt32 {
        if let ascii = Self.asciiCode(character) { return ascii }
        if let code = interned[character] { return code }
        let code = UInt32(128 + wideClasses.count)
        interned[character] = code
        wideClasses.append(CharacterClass(character).rawValue)
        foldedCodes.append(code)
        let folded = intern(FuzzyPattern.fold(character))
        foldedCodes[Int(code) - 128] = folded
        return code
    }

    /// The code of `character` in the table; nil when no indexed item holds it.
    package func code(of character: Character) -> UInt32? {
        var scalars = character.unicodeScalars.makeIterator()
        if let scalar = scalars.next(), scalars.next() == nil {
            // One scalar: its value is the key, which spares hashing the normalised character.
            return scalar.isASCII ? scalar.value : singleScalarCodes[scalar.value]
        }
        return interned[character]
    }

    /// The code of a character that is one ASCII scalar (not CR LF, whose `asciiValue` is LF's).
    package static func asciiCode(_ character: Character) -> UInt32? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.isASCII, scalars.count == 1 else { return nil }
        return first.value
    }

    @inline(__always)
    package static func foldASCII(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// The pattern's characters as this corpus's codes; nil when one of them occurs in no
    /// item, so that nothing can match.
    package func codes(of pattern: FuzzyPattern) -> [UInt32]? {
        var result: [UInt32] = []
        result.reserveCapacity(pattern.characters.count)
        for character in pattern.characters {
            guard let code = Self.asciiCode(character) ?? interned[character] else { return nil }
            result.append(code)
        }
        return result
    }
}
