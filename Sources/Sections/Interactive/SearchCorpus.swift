/// Every item's searchable text, in item order, laid out for ``FuzzySearch`` to scan without
/// touching a `String`.
///
/// Most items are ASCII: their bytes go into one contiguous buffer, with a lower-cased copy
/// beside it so that a case-insensitive scan compares bytes and folds nothing. An item with
/// any other character (or a CR, which with a following LF makes one `Character` of two
/// bytes) is kept as one 32-bit code per `Character` instead: ASCII characters are their
/// own code, every other character an interned number from 128 up. Interning goes by
/// `Character` equality, which is canonical equivalence, so `é` and `e` + U+0301 are one
/// code; a code's position is the character's offset in the item, which is what the
/// highlight needs. Both forms are made once, here; the scan never allocates.
struct SearchCorpus: Sendable {
    /// Where an item's units are: in `bytes` or, when `isWide`, in `codes`.
    struct Span: Sendable {
        var start: Int
        var count: UInt32
        var isWide: Bool
    }

    private(set) var spans: [Span] = []
    /// The ASCII items' bytes, and the same lower-cased.
    private(set) var bytes: [UInt8] = []
    private(set) var foldedBytes: [UInt8] = []
    /// The other items' character codes, and the codes of their case-folded characters.
    private(set) var codes: [UInt32] = []
    private(set) var foldedCodes: [UInt32] = []
    /// The code of each interned character, and the class of the character with code
    /// `128 + i` at `i`.
    private var interned: [Character: UInt32] = [:]
    private(set) var wideClasses: [UInt8] = []
    /// The codes of characters of one non-ASCII scalar met so far, and of their folded forms.
    private var singleScalarCodes: [UInt32: (code: UInt32, folded: UInt32)] = [:]

    init() {}

    /// The number of items.
    var count: Int { spans.count }

    /// Makes room for `items` items in all, whose ASCII texts take about `bytesPerItem`
    /// bytes each, so that a corpus built a slice at a time never doubles an array in the
    /// middle of a slice: at a million items a doubling copies tens of megabytes.
    mutating func reserveCapacity(items: Int, bytesPerItem: Int) {
        spans.reserveCapacity(items)
        bytes.reserveCapacity(items * bytesPerItem)
        foldedBytes.reserveCapacity(items * bytesPerItem)
    }

    /// Adds the next item's searchable text.
    mutating func append(_ text: String) {
        // Native strings lend their UTF-8 in place; any other is copied once.
        let appended =
            text.utf8.withContiguousStorageIfAvailable { appendIfASCII($0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { appendIfASCII($0) }
        if !appended { appendWide(text) }
    }

    /// Appends `utf8` as an ASCII item unless it holds another character or a CR.
    private mutating func appendIfASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in utf8 where byte >= 0x80 || byte == 0x0D { return false }
        spans.append(Span(start: bytes.count, count: UInt32(utf8.count), isWide: false))
        let start = foldedBytes.count
        bytes.append(contentsOf: utf8)
        foldedBytes.append(contentsOf: utf8)
        foldedBytes.withUnsafeMutableBufferPointer { folded in
            for index in start..<folded.count { folded[index] = Self.foldASCII(folded[index]) }
        }
        return true
    }

    private mutating func appendWide(_ text: String) {
        let start = codes.count
        if text.unicodeScalars.allSatisfy(Self.standsAlone) {
            // Each scalar is a character of its own: no grapheme breaking needed.
            for scalar in text.unicodeScalars { appendCodes(of: Character(scalar), scalar: scalar) }
        } else {
            for character in text {
                let scalars = character.unicodeScalars
                appendCodes(of: character, scalar: scalars.count == 1 ? scalars.first : nil)
            }
        }
        spans.append(Span(start: start, count: UInt32(codes.count - start), isWide: true))
    }

    /// Appends the codes of `character`, which is `scalar` alone when that is not nil.
    @inline(__always)
    private mutating func appendCodes(of character: @autoclosure () -> Character, scalar: Unicode.Scalar?) {
        if let scalar {
            let value = scalar.value
            if value < 128 {
                codes.append(value)
                foldedCodes.append(UInt32(Self.foldASCII(UInt8(value))))
                return
            }
            // Most characters are one scalar: a lookup by its value spares hashing the
            // normalised character and folding its case again.
            if let known = singleScalarCodes[value] {
                codes.append(known.code)
                foldedCodes.append(known.folded)
                return
            }
        }
        let character = character()
        let code = intern(character)
        let folded = intern(FuzzyPattern.fold(character))
        codes.append(code)
        foldedCodes.append(folded)
        if let scalar { singleScalarCodes[scalar.value] = (code, folded) }
    }

    /// Whether a scalar is a character of its own beside any other such scalar: it neither
    /// extends nor is extended (no marks, joiners, selectors, jamo, regional indicators, CR),
    /// in the ranges most text is made of: Latin-1, kana, CJK ideographs, Hangul syllables.
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0D: return false
        case 0..<0x300, 0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return false
        }
    }

    private mutating func intern(_ character: Character) -> UInt32 {
        if let ascii = Self.asciiCode(character) { return ascii }
        if let code = interned[character] { return code }
        let code = UInt32(128 + wideClasses.count)
        interned[character] = code
        wideClasses.append(CharacterClass(character).rawValue)
        return code
    }

    /// The code of a character that is one ASCII scalar (not CR LF, whose `asciiValue` is LF's).
    static func asciiCode(_ character: Character) -> UInt32? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.isASCII, scalars.count == 1 else { return nil }
        return first.value
    }

    @inline(__always)
    static func foldASCII(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// The pattern's characters as this corpus's codes; nil when one of them occurs in no
    /// item, so that nothing can match.
    func codes(of pattern: FuzzyPattern) -> [UInt32]? {
        var result: [UInt32] = []
        result.reserveCapacity(pattern.characters.count)
        for character in pattern.characters {
            guard let code = Self.asciiCode(character) ?? interned[character] else { return nil }
            result.append(code)
        }
        return result
    }
}
