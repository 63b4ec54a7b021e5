import Syscalls

// `sections-baseline N` writes the `sections-N` workload as the plain layout's text at width
// 80, the way a program written for this one document would: no DSL, no node tree, no
// layout pass. It makes the document's strings in memory, as a program built with the
// library does, then measures each label and value and appends the lines' bytes to one
// buffer. `sections-bench` compares the library with it: the package cannot beat it, and
// its targets are small factors of it. Its output is the workload's reference bytes (see
// `Sources/SectionsBench/README.md` for their SHA-256).
//
// One file on purpose: SwiftPM's release build optimises a target's files as separate
// LLVM modules (`-num-threads`), and split into files this program ran measurably slower
// than it does whole, which would flatter every ratio to it (the bench README has the
// figure). Only its system calls, made
// once per full buffer, are apart, in the Syscalls target with every C-library call of
// the package.

/// Writes a message to standard error, unbuffered.
func complain(_ message: String) {
    var message = message
    message.withUTF8 { bytes in _ = Platform.writeBytes(2, from: bytes.baseAddress, count: bytes.count) }
}

let usage = "usage: sections-baseline N   (N = a positive multiple of \(BaselineDocument.itemsPerSection))\n"

guard CommandLine.arguments.count == 2,
    let items = Int(CommandLine.arguments[1].filter { $0 != "_" && $0 != "," }),
    items > 0, items % BaselineDocument.itemsPerSection == 0
else {
    complain(usage)
    Platform.exit(2)
}

let document = BaselineDocument(items: items)
var output = ByteBuffer(descriptor: 1)
document.writePlainText(width: 80, into: &output)
if let error = output.flush() {
    complain("sections-baseline: cannot write the output: \(Platform.message(forError: error))\n")
    Platform.exit(1)
}

// MARK: - The document

/// The `sections-N` workload held as plain strings: `N / 100` sections, each a header, 100
/// label/value items and a footer.
///
/// Section `k` (from 1) is headed "Section k" and ends with "100 items"; its item `j` (from
/// 1) is the workload's item `g = (k − 1) · 100 + j`, labelled "Item k.j", whose value is
/// ``value(_:)``.
struct BaselineDocument {
    static let itemsPerSection = 100

    struct Item {
        var label: String
        var value: String
    }

    struct Part {
        var header: String
        var items: [Item]
        var footer: String
    }

    var parts: [Part]

    init(items: Int) {
        let footer = "\(Self.itemsPerSection) items"
        parts = []
        parts.reserveCapacity(items / Self.itemsPerSection)
        for k in 1...(items / Self.itemsPerSection) {
            let first = (k - 1) * Self.itemsPerSection
            let stem = "Item \(k)."
            var items: [Item] = []
            items.reserveCapacity(Self.itemsPerSection)
            for j in 1...Self.itemsPerSection {
                items.append(Item(label: stem + String(j), value: Self.value(first + j)))
            }
            parts.append(Part(header: "Section \(k)", items: items, footer: footer))
        }
    }

    /// The value of item `g`: `10 + g mod 21` grapheme clusters. Every 10th item starts with
    /// 東京タワー (5 clusters, 10 cells), then every 17th with a thumbs-up of a medium skin
    /// tone (1 cluster of 2 scalars, 2 cells); lowercase letters fill the rest, the first
    /// being letter `g mod 26` of the alphabet and each next one the following letter,
    /// from `z` back to `a`. Written straight into the string's storage.
    static func value(_ g: Int) -> String {
        let hasTower = g % 10 == 0
        let hasThumb = g % 17 == 0
        let letters = 10 + g % 21 - (hasTower ? 5 : 0) - (hasThumb ? 1 : 0)
        let size =
            letters + (hasTower ? tower.utf8CodeUnitCount : 0) + (hasThumb ? thumb.utf8CodeUnitCount : 0)
        return String(unsafeUninitializedCapacity: size) { bytes in
            guard let start = bytes.baseAddress else { return 0 }
            var end = start
            if hasTower { end = copy(tower, to: end) }
            if hasThumb { end = copy(thumb, to: end) }
            // Wrapping arithmetic: it cannot overflow, and a checked `+` per byte cost a
            // tenth of making the values.
            var letter = UInt8(truncatingIfNeeded: g % 26)
            for _ in 0..<letters {
                end.pointee = UInt8(ascii: "a") &+ letter
                end += 1
                letter = letter == 25 ? 0 : letter &+ 1
            }
            return end - start
        }
    }

    // Static strings, read in place: as arrays, held by the value generator and captured
    // by its closure, they made the whole program slower.
    private static let tower: StaticString = "東京タワー"
    private static let thumb: StaticString = "\u{1F44D}\u{1F3FD}"

    private static func copy(_ text: StaticString, to target: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        target.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return target + text.utf8CodeUnitCount
    }

    /// The plain layout at `width`: per section its header, each item as two spaces, the label,
    /// spaces and the value ending at the last column, then its footer; one empty line
    /// between sections. The workload's headers and footers are one line, and every item
    /// fits on one line with at least two spaces between label and value, so nothing
    /// wraps.
    func writePlainText(width: Int, into output: inout ByteBuffer) {
        for (index, part) in parts.enumerated() {
            if index > 0 { output.append(newline) }
            output.append(part.header)
            output.append(newline)
            for item in part.items {
                let gap = width - 2 - CellWidth.of(item.label) - CellWidth.of(item.value)
                precondition(gap >= 2, "an item of the workload does not fit on one line")
                output.append(space, space)
                output.append(item.label)
                output.append(space, repeated: gap)
                output.append(item.value)
                output.append(newline)
            }
            output.append(part.footer)
            output.append(newline)
        }
    }

    private let space = UInt8(ascii: " ")
    private let newline = UInt8(ascii: "\n")
}

// MARK: - Measuring

/// The terminal cells a string occupies, for the characters the workload uses.
///
/// A general answer needs Unicode's East Asian Width and emoji tables, as the library
/// has; the baseline knows the ranges its text comes from, and measures each string at
/// render time, as any renderer of arbitrary text must, rather than counting cells while
/// it makes the values.
enum CellWidth {
    /// The width of `text`: 1 cell for each ASCII byte, and for every other scalar the
    /// width of ``scalar(_:)``, except that an emoji modifier after a wide scalar, and the
    /// scalar after a zero-width joiner, extend the cluster before them and add nothing.
    ///
    /// Read in place (`withUTF8` would need a copy of the string, and its retain and
    /// release cost a tenth of the rendering); a string that is not stored as contiguous
    /// UTF-8, which the workload never makes, is made so first.
    static func of(_ text: String) -> Int {
        if let cells = text.utf8.withContiguousStorageIfAvailable(of) { return cells }
        var copy = text
        copy.makeContiguousUTF8()
        return of(copy)
    }

    @inline(__always)
    private static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // Labels are ASCII and so are two thirds of the values: one pass decides.
        var index = 0
        while index < bytes.count, bytes[index] < 0x80 { index += 1 }
        return index == bytes.count ? index : index + nonASCII(bytes, from: index)
    }

    /// The cells of `bytes[start...]`, which is valid UTF-8.
    private static func nonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var cells = 0
        var index = start
        var previous = 1
        var afterJoiner = false
        while index < bytes.count {
            let (scalar, length) = decode(bytes, at: index)
            index += length
            if scalar == 0x200D {
                afterJoiner = true
                continue
            }
            if afterJoiner {
                afterJoiner = false
                continue
            }
            if (0x1F3FB...0x1F3FF).contains(scalar), previous == 2 { continue }
            let width = scalar < 0x80 ? 1 : Self.scalar(scalar)
            cells += width
            if width > 0 { previous = width }
        }
        return cells
    }

    /// The scalar that starts at `bytes[index]` and how many bytes it takes.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        func tail(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset] & 0x3F) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | tail(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | tail(1) << 6 | tail(2), 3) }
        return ((lead & 0x07) << 18 | tail(1) << 12 | tail(2) << 6 | tail(3), 4)
    }

    /// The width of a scalar outside ASCII: 0 for combining marks, zero-width characters
    /// and variation selectors; 2 for the wide blocks (Hangul, CJK, kana, fullwidth forms,
    /// the emoji pictographs); 1 otherwise.
    static func scalar(_ scalar: UInt32) -> Int {
        switch scalar {
        case 0x0300...0x036F, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F:
            return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

// MARK: - Writing

/// Bytes gathered into one 1 MiB block and written to a file descriptor whenever the next
/// piece would not fit: a few hundred `write` calls for the largest workload.
struct ByteBuffer: ~Copyable {
    private let capacity = 1 << 20
    private let storage: UnsafeMutablePointer<UInt8>
    private var used = 0
    private let descriptor: Int32
    /// The first error of `write`, kept until ``flush()`` reports it.
    private var failure: Int32?

    init(descriptor: Int32) {
        self.descriptor = descriptor
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    @inline(__always)
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            makeRoom(for: bytes.count)
            (storage + used).update(from: start, count: bytes.count)
            used += bytes.count
        }
    }

    /// One byte, stored in place: a call to `memset` for each would cost a tenth of the
    /// rendering.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        makeRoom(for: 1)
        storage[used] = byte
        used += 1
    }

    @inline(__always)
    mutating func append(_ first: UInt8, _ second: UInt8) {
        makeRoom(for: 2)
        storage[used] = first
        storage[used + 1] = second
        used += 2
    }

    @inline(__always)
    mutating func append(_ byte: UInt8, repeated count: Int) {
        makeRoom(for: count)
        (storage + used).update(repeating: byte, count: count)
        used += count
    }

    /// Writes out what is gathered; returns the first `errno` of a failed write, if any.
    mutating func flush() -> Int32? {
        drain()
        return failure
    }

    /// Every piece the baseline appends is far smaller than the buffer.
    @inline(__always)
    private mutating func makeRoom(for count: Int) {
        if used + count > capacity { drain() }
    }

    private mutating func drain() {
        var start = 0
        while start < used, failure == nil {
            let written = Platform.writeBytes(descriptor, from: storage + start, count: used - start)
            if written < 0 {
                let error = Platform.errorNumber
                if !Platform.wasInterrupted(error) { failure = error }
            } else {
                start += written
            }
        }
        used = 0
    }
}
