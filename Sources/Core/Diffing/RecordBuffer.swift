/// The items of a ``DiffDocument``, each a record of bytes, one after another in one block,
/// doubled as it fills.
///
/// A record is a tag byte, the length of the identity's bytes as a LEB128 number, the
/// identity's bytes, and the rest of the content:
///
/// | item | identity | rest |
/// |---|---|---|
/// | with an id | the id | the content: a text; a label's length, the label, the value; each cell's length and text |
/// | a text | the text | nothing |
/// | a row | the label | the value |
/// | a table row | the first cell | each other cell's length and text |
/// | a table row without cells | nothing | nothing |
///
/// The tag says which line applies, so two records are equal exactly when their items are,
/// and two identities when their tags' identity kinds and their bytes are; for text that
/// is all ASCII. Swift compares strings by canonical equivalence ("e\u{301}" equals "é",
/// the Kelvin sign "K"), so a record with any other byte says so in its tag, and is
/// compared and hashed through `String`.
package final class RecordBuffer {
    /// Read and written only through the accessors at the end, each of which asserts that
    /// it stays within the records written (a read) or the block (a write).
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes (at least 4 KiB) before it grows.
    package init(capacity: Int = 0) {
        self.capacity = max(capacity, 1 << 12)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Identity kinds, in the tag's high bits.
    package static let idKind: UInt8 = 0x00
    package static let textKind: UInt8 = 0x10
    package static let valueKind: UInt8 = 0x20
    /// Content kinds, in the tag's low bits.
    package static let text: UInt8 = 0
    package static let row: UInt8 = 1
    package static let cells: UInt8 = 2
    /// Set in the tag of a record with a byte outside ASCII.
    package static let unicode: UInt8 = 0x80

    /// Appends the record of `item`, as the decoder read it.
    package func append(_ item: DecodedItem) {
        reserve(1)
        let start = count
        count += 1
        var ascii = true
        var tag: UInt8
        switch item.content {
        case .section:
            preconditionFailure(
                "the diff's reader stops at a nested section (ReceiverOutput.readsNestedSections)")
        case .text(let text):
            if let id = item.id {
                tag = Self.idKind | Self.text
                appendPrefixed(id, ascii: &ascii)
                appendBytes(text, ascii: &ascii)
            } else {
                tag = Self.textKind | Self.text
                appendPrefixed(text, ascii: &ascii)
            }
        case .row(let label, let value):
            if let id = item.id {
                tag = Self.idKind | Self.row
                appendPrefixed(id, ascii: &ascii)
            } else {
                tag = Self.textKind | Self.row
            }
            appendPrefixed(label, ascii: &ascii)
            appendBytes(value, ascii: &ascii)
        case .cells(let cells):
            if let id = item.id {
                tag = Self.idKind | Self.cells
                appendPrefixed(id, ascii: &ascii)
            } else {
                tag = (cells.isEmpty ? Self.valueKind : Self.textKind) | Self.cells
                if cells.isEmpty { appendNumber(0) }
            }
            for cell in cells { appendPrefixed(cell, ascii: &ascii) }
        }
        if !ascii { tag |= Self.unicode }
        setByte(tag, at: start)
    }

    /// Appends the record of a section's name, a record of an identity alone: its tag says
    /// `kind` (``idKind`` for an id, ``textKind`` for a header).
    package func appendName(_ name: DecodedText, kind: UInt8) {
        reserve(1)
        let start = count
        count += 1
        var ascii = true
        appendPrefixed(name, ascii: &ascii)
        setByte(ascii ? kind : kind | Self.unicode, at: start)
    }

    /// The identity of the record that starts at `start`.
    @inline(__always)
    package func identity(at start: Int) -> RecordIdentity {
        var position = start + 1
        let length = readNumber(at: &position)
        return RecordIdentity(tag: byte(at: start), bytes: bytes(from: position, to: position + length))
    }

    /// The strings of the record from `start` to `end` after its tag, as `String`s.
    package func strings(from start: Int, to end: Int) -> [String] {
        let tag = byte(at: start) & ~Self.unicode
        var position = start + 1
        var strings = [prefixedString(at: &position)]
        switch (tag & 0x30, tag & 0x0F) {
        case (_, Self.cells):
            while position < end { strings.append(prefixedString(at: &position)) }
        case (Self.idKind, Self.row):
            strings.append(prefixedString(at: &position))
            strings.append(string(at: &position, count: end - position))
        case (Self.idKind, _), (Self.textKind, Self.row):
            strings.append(string(at: &position, count: end - position))
        default: break
        }
        return strings
    }

    /// The string at `position` after its length, moving `position` past it.
    private func prefixedString(at position: inout Int) -> String {
        let count = readNumber(at: &position)
        return string(at: &position, count: count)
    }

    private func string(at position: inout Int, count: Int) -> String {
        defer { position += count }
        return String(decoding: bytes(from: position, to: position + count), as: UTF8.self)
    }

    @inline(__always)
    private func readNumber(at position: inout Int) -> Int {
        var value = 0
        var shift = 0
        while true {
            let next = byte(at: position)
            position += 1
            value |= Int(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// Room for `extra` more bytes; checked in line, grown apart, as a record of a section
    /// with an id checks three times.
    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: extra) }
    }

    @inline(never)
    private func grow(toHold extra: Int) {
        capacity = max(2 * capacity, count + extra)
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        memory.initialize(from: base, count: count)
        base.deallocate()
        base = memory
    }

    private func appendNumber(_ value: Int) {
        reserve(10)
        var rest = UInt(value)
        while rest >= 0x80 {
            setByte(UInt8(truncatingIfNeeded: rest) | 0x80, at: count)
            count += 1
            rest >>= 7
        }
        setByte(UInt8(rest), at: count)
        count += 1
    }

    private func appendPrefixed(_ text: DecodedText, ascii: inout Bool) {
        text.withUTF8 { bytes, isASCII in
            appendNumber(bytes.count)
            append(bytes, isASCII: isASCII, ascii: &ascii)
        }
    }

    private func appendBytes(_ text: DecodedText, ascii: inout Bool) {
        text.withUTF8 { bytes, isASCII in append(bytes, isASCII: isASCII, ascii: &ascii) }
    }

    @inline(__always)
    private func append(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool, ascii: inout Bool) {
        if !isASCII { ascii = false }
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        assert(count + bytes.count <= capacity, "a copy past the block")
        Self.copy(source, to: base + count, count: bytes.count)
        count += bytes.count
    }

    /// Copies `count` bytes, those of an id or a short text without a call: two words that
    /// may overlap from 8 bytes to 16, two half-words from 4 to 8, a byte at a time below.
    @inline(__always)
    private static func copy(
        _ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        if count > 16 {
            target.update(from: source, count: count)
        } else if count >= 8 {
            copyEnds(UInt64.self, source, to: target, count: count)
        } else if count >= 4 {
            copyEnds(UInt32.self, source, to: target, count: count)
        } else {
            for i in 0..<count { target[i] = source[i] }
        }
    }

    /// Copies `count` bytes, from one to two `Word`s, as a `Word` from each end.
    @inline(__always)
    private static func copyEnds<Word: BitwiseCopyable>(
        _: Word.Type, _ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        assert(
            count >= MemoryLayout<Word>.size && count <= 2 * MemoryLayout<Word>.size, "words past the bytes")
        let (from, to, last) = (
            UnsafeRawPointer(source), UnsafeMutableRawPointer(target), count - MemoryLayout<Word>.size
        )
        let (head, tail) = (
            from.loadUnaligned(as: Word.self), from.loadUnaligned(fromByteOffset: last, as: Word.self)
        )
        to.storeBytes(of: head, as: Word.self)
        to.storeBytes(of: tail, toByteOffset: last, as: Word.self)
    }

    /// The byte at `position`, one of the records written.
    @inline(__always)
    package func byte(at position: Int) -> UInt8 {
        assert(position >= 0 && position < count, "a read past the records")
        return base[position]
    }

    /// The bytes from `start` up to `end`, within the records written, without a copy.
    @inline(__always)
    private func bytes(from start: Int, to end: Int) -> UnsafeBufferPointer<UInt8> {
        assert(start >= 0 && start <= end && end <= count, "a read past the records")
        return UnsafeBufferPointer(start: base + start, count: end &- start)
    }

    /// Whether the bytes from `start` up to `end` equal those from `otherStart` up to
    /// `otherEnd` of `other`, both within the records written.
    @inline(__always)
    package func bytes(
        from start: Int, to end: Int, equalTo other: RecordBuffer, from otherStart: Int, to otherEnd: Int
    ) -> Bool {
        ByteWords.equal(bytes(from: start, to: end), other.bytes(from: otherStart, to: otherEnd))
    }

    /// Writes `byte` at `position`, within the block.
    @inline(__always)
    private func setByte(_ byte: UInt8, at position: Int) {
        assert(position >= 0 && position < capacity, "a write past the block")
        base[position] = byte
    }
}

/// The identity of a record: its tag and the identity's bytes, which stay in the
/// ``RecordBuffer`` as long as the document that owns it.
package struct RecordIdentity: DiffIdentity {
    package let tag: UInt8
    package let bytes: UnsafeBufferPointer<UInt8>

    /// The identity's kind, with the content's for an item identified by its value, whose
    /// identity is its content.
    private var kind: UInt8 {
        tag & 0x30 == RecordBuffer.valueKind ? tag & ~RecordBuffer.unicode : tag & 0x30
    }

    private var string: String { String(decoding: bytes, as: UTF8.self) }

    package static func == (a: RecordIdentity, b: RecordIdentity) -> Bool {
        guard a.kind == b.kind else { return false }
        guard (a.tag | b.tag) & RecordBuffer.unicode == 0 else { return a.string == b.string }
        return ByteWords.equal(a.bytes, b.bytes)
    }

    /// The hash `String` gives the identity's text: from the bytes when they are ASCII, as
    /// `String` hashes them, so that a record compared as a `String` finds them.
    package var payloadHash: Int {
        guard tag & RecordBuffer.unicode == 0, Self.bytesHashAsStrings else { return string.hashValue }
        return Self.hash(bytes)
    }

    package var id: String? { isID ? string : nil }

    /// Whether the identity is an id.
    package var isID: Bool { tag & 0x30 == RecordBuffer.idKind }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        // The terminator `String` adds.
        hasher.combine(0xFF as UInt8)
        return hasher.finalize()
    }

    /// Whether this standard library hashes an ASCII string as its bytes and a terminator,
    /// as its source does; if a later one does not, every identity is hashed as a `String`.
    private static let bytesHashAsStrings = ["", "a", "longer than a small string"].allSatisfy { text in
        var text = text
        return text.withUTF8 { hash($0) } == text.hashValue
    }
}
