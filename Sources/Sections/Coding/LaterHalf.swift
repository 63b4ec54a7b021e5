import Syscalls

/// The later half of a large document's sections, read by a thread of its own while the
/// decoder reads the first half: most of the time of reading a document goes into making
/// its items, which two cores make in about half the time.
///
/// Where the later half begins is a guess: the first `}, {` after the middle of the input
/// whose object begins with a key that only a section has, which is where one section ends
/// and the next begins in any document of the format (a quote cannot stand unescaped in a
/// string, and items and columns have keys of their own). The thread reads sections from
/// there to the end of their array. The
/// decoder uses them only if its own reading arrives exactly there between two sections, so
/// the guess never changes what a document reads as: from that state the later half reads
/// the same on either thread. Otherwise, and when the thread finds anything but sections,
/// the decoder reads on past the guess itself, and its errors name their places as always.
/// The thread hands a file's input back behind it as the decoder does; if its work then goes
/// unused, the input the decoder needs is gone, so the decoder fails and the file's reader
/// reads the file again and decodes it keeping every page.
struct LaterHalf {
    /// The offset of the opening brace where the other thread began.
    let start: Int
    private let reading: Forked<Result?>
    /// The release of the input the thread reads, when it is a file's.
    private let release: InputRelease?

    /// What the thread read: sections up to the bracket that closes their array.
    struct Result: Sendable {
        var sections: [Section]
        /// The offset of the bracket that closes the sections' array.
        var end: Int
        var idCount: Int
    }

    /// Inputs smaller than this are read by one thread: a thread costs more than it saves.
    static var smallestSplit: Int { 4 << 20 }

    /// How far past the middle a place to begin is looked for.
    private static var search: Int { 1 << 20 }

    /// Starts reading the later half of the sections whose array is in `bytes` after
    /// `offset`, releasing what it has read through a part of `release`; `nil` when the
    /// input is small, or no place to begin is found, or no thread can be made.
    static func start(
        in bytes: UnsafeBufferPointer<UInt8>, after offset: Int, release: InputRelease? = nil
    ) -> LaterHalf? {
        guard bytes.count - offset >= smallestSplit, let start = guess(in: bytes, after: offset) else {
            return nil
        }
        let input = Input(bytes: bytes)
        let part = release?.part(from: start)
        let reading = Forked { read(input.bytes, from: start, releasing: part) }
        // Without a thread of its own the later half is no help: the decoder reads on.
        guard reading.isConcurrent else { return nil }
        return LaterHalf(start: start, reading: reading, release: part)
    }

    /// Waits for the thread and returns what it read, `nil` when it did not read sections.
    /// Called once: the decoder lets go of the half as it calls it.
    func joined() -> Result? { reading.join() }

    /// Whether the thread released input, once it is joined.
    var releasedInput: Bool { release?.hasReleased ?? false }

    /// The input, handed to the thread: the decoder keeps it alive and unchanged until the
    /// thread is joined.
    // Unchecked: a pointer is never Sendable; the bytes do not change while the thread reads them.
    private struct Input: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
    }

    /// The offset of the `{` of the first `}`, `,`, `{` (with white space between) in the
    /// search window after the middle of the input from `offset`.
    private static func guess(in bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int? {
        let limit = min(bytes.count, offset + (bytes.count - offset) / 2 + search)
        var cursor = ByteCursor(bytes)
        var index = offset + (bytes.count - offset) / 2
        while true {
            index = Platform.firstIndex(of: UInt8(ascii: "}"), in: bytes, from: index, to: limit)
            guard index < limit else { return nil }
            cursor.offset = index + 1
            if cursor.skipWhitespace() == UInt8(ascii: ",") {
                cursor.offset += 1
                if cursor.skipWhitespace() == UInt8(ascii: "{"), opensSection(bytes, at: cursor.offset) {
                    return cursor.offset
                }
            }
            index += 1
        }
    }

    /// Whether the object at `start` begins as a section does, not as an item: its first
    /// key, or its second after an id, is one that only a section has.
    private static func opensSection(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var cursor = ByteCursor(bytes)
        cursor.offset = start + 1
        for _ in 0..<2 {
            guard cursor.skipWhitespace() == .quote else { return false }
            let keyStart = cursor.offset + 1
            cursor.offset = keyStart
            var nonASCII = false
            guard cursor.scanStringContent(sawNonASCII: &nonASCII) == .quote else { return false }
            let key = UnsafeBufferPointer(rebasing: bytes[keyStart..<cursor.offset])
            cursor.offset += 1
            guard let (found, _) = SectionKey.matching(key) else { return false }
            guard found == .id else { return ItemKey.matching(key) == nil }
            // An id, which items have too: the next key decides, after the id's string.
            guard cursor.skipWhitespace() == UInt8(ascii: ":") else { return false }
            cursor.offset += 1
            guard cursor.skipWhitespace() == .quote else { return false }
            cursor.offset += 1
            guard cursor.scanStringContent(sawNonASCII: &nonASCII) == .quote else { return false }
            cursor.offset += 1
            guard cursor.skipWhitespace() == UInt8(ascii: ",") else { return false }
            cursor.offset += 1
        }
        return false
    }

    /// Reads sections from the opening brace at `start` to the bracket that closes their
    /// array, as the decoder reads them; `nil` when the input from there does not read
    /// as sections up to one.
    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, releasing release: InputRelease?
    ) -> Result? {
        var decoder = DocumentDecoder(parser: JSONParser(bytes), output: TreeOutput())
        decoder.parser.cursor.offset = start
        decoder.consumed = release
        var sections: [Section] = []
        do throws(DocumentError) {
            while true {
                sections.append(try decoder.section())
                decoder.release(before: decoder.parser.cursor.offset)
                switch decoder.parser.cursor.skipWhitespace() {
                case UInt8(ascii: ","): decoder.parser.cursor.offset += 1
                case UInt8(ascii: "]"):
                    return Result(
                        sections: sections, end: decoder.parser.cursor.offset, idCount: decoder.idCount)
                default: return nil
                }
            }
        } catch {
            return nil
        }
    }
}
