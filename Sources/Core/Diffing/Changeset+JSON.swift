extension Changeset {
    /// The changeset in the JSON format of <doc:ChangesetFormat>.
    ///
    /// ```swift
    /// print(try Changeset(from: old, to: new).json(), terminator: "")
    /// // {
    /// //   "sections": {
    /// //     "deleted": [],
    /// //     "inserted": [1],
    /// //     "moved": [],
    /// //     "updated": []
    /// //   },
    /// //   "items": {
    /// //     "deleted": [[0, 3]],
    /// //     "inserted": [[1, 0]],
    /// //     "moved": [{"from": [0, 1], "to": [0, 0]}],
    /// //     "updated": []
    /// //   }
    /// // }
    /// ```
    ///
    /// See ``writeJSON(to:)`` for the exact form.
    ///
    /// - Returns: The JSON text, ending with one line feed.
    public func json() -> String {
        var output = ""
        writeJSON(to: &output)
        return output
    }

    /// Writes the changeset in the JSON format of <doc:ChangesetFormat>, as it goes.
    ///
    /// Positions are 0-based; `[s, i]` is item `i` of section `s`, and `[s, i, j]` item `j`
    /// of the section nested as item `i` of section `s`; a top-level section is its index,
    /// a nested one its path. The form is fixed: the
    /// keys in the order `sections`, `items`; `deleted`, `inserted`, `moved`, `updated`;
    /// `from`, `to`; each list on one line, sorted as ``Changes`` describes, `[]` when
    /// empty; one line feed at the end. The title and the new values a changeset carries
    /// for ``Document/applying(_:)`` are not part of it.
    ///
    /// - Parameter output: Where the text goes, in pieces of up to 64 KiB.
    /// - Complexity: O(*c*) in the number of changes.
    public func writeJSON(to output: inout some TextOutputStream) {
        Self.writeJSON(sections: sections, items: items, to: &output)
    }

    /// Writes the JSON form of the positions of a changeset of top-level sections.
    package static func writeJSON(
        sections: Changes<Int>, items: Changes<ItemPath>, to output: inout some TextOutputStream
    ) {
        // The writer hands its pieces to a function rather than to the stream itself: the
        // stream's type is unknown to this module, and everything generic over it ran
        // unspecialised, looking up type metadata for every element written.
        func emit(_ piece: String) { output.write(piece) }
        writeJSON(sections, { $0.number($1) }, items, emit: emit)
    }

    /// Writes the JSON form of the positions of a changeset: a nested section's as its
    /// path.
    package static func writeJSON(
        sections: Changes<SectionPath>, items: Changes<ItemPath>, to output: inout some TextOutputStream
    ) {
        func emit(_ piece: String) { output.write(piece) }
        writeJSON(sections, { $0.sectionPath($1) }, items, emit: emit)
    }

    private static func writeJSON<Position>(
        _ sections: Changes<Position>, _ section: (inout ChangesetWriter, Position) -> Void,
        _ items: Changes<ItemPath>, emit: (String) -> Void
    ) {
        var writer = ChangesetWriter()
        writer.raw("{\n  \"sections\": {\n")
        writer.changes(sections, emit: emit, section)
        writer.raw("  },\n  \"items\": {\n")
        writer.changes(items, emit: emit) { $0.path($1) }
        writer.raw("  }\n}\n")
        writer.flush(emit: emit)
    }
}

/// Gathers the text as UTF-8 into a buffer handed to `emit` whenever it fills: appending
/// to a `String` cost hundreds of instructions a piece, however short.
private struct ChangesetWriter {
    private var buffer: [UInt8] = []
    private static let pieceSize = 1 << 16

    package mutating func raw(_ text: String) { buffer.append(contentsOf: text.utf8) }

    /// A position, in decimal.
    package mutating func number(_ value: Int) {
        guard value >= 0 else { return raw(String(value)) }
        var unit = 1
        while unit <= value / 10 { unit *= 10 }
        var rest = value
        while unit > 0 {
            buffer.append(UInt8(ascii: "0") + UInt8(rest / unit))
            rest %= unit
            unit /= 10
        }
    }

    package mutating func path(_ path: ItemPath) {
        buffer.append(UInt8(ascii: "["))
        number(path.section)
        for index in path.nesting {
            raw(", ")
            number(index)
        }
        raw(", ")
        number(path.item)
        buffer.append(UInt8(ascii: "]"))
    }

    /// A top-level section's index, or a nested section's path.
    package mutating func sectionPath(_ path: SectionPath) {
        guard let item = path.itemPath else { return number(path.section) }
        self.path(item)
    }

    /// The four lists of one kind of element, each position written by `position`.
    package mutating func changes<Position>(
        _ changes: Changes<Position>, emit: (String) -> Void,
        _ position: (inout ChangesetWriter, Position) -> Void
    ) {
        list("deleted", changes.deleted, emit: emit, position)
        list("inserted", changes.inserted, emit: emit, position)
        list("moved", changes.moved, emit: emit) { writer, move in
            writer.raw("{\"from\": ")
            position(&writer, move.from)
            writer.raw(", \"to\": ")
            position(&writer, move.to)
            writer.buffer.append(UInt8(ascii: "}"))
        }
        list("updated", changes.updated, last: true, emit: emit, position)
    }

    /// `    "name": [a, b, c],` on one line.
    package mutating func list<Element>(
        _ name: String, _ elements: [Element], last: Bool = false, emit: (String) -> Void,
        _ write: (inout ChangesetWriter, Element) -> Void
    ) {
        raw("    \"\(name)\": [")
        for index in elements.indices {
            if index > 0 { raw(", ") }
            write(&self, elements[index])
            if buffer.count >= Self.pieceSize { flush(emit: emit) }
        }
        raw(last ? "]\n" : "],\n")
    }

    package mutating func flush(emit: (String) -> Void) {
        emit(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
    }
}
