extension Changeset {
    /// The changeset in the JSON format of SPEC §5.
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

    /// Writes the changeset in the JSON format of SPEC §5, as it goes.
    ///
    /// Positions are 0-based; `[s, i]` is item `i` of section `s`. The form is fixed: the
    /// keys in the order `sections`, `items`; `deleted`, `inserted`, `moved`, `updated`;
    /// `from`, `to`; each list on one line, sorted as ``Changes`` describes, `[]` when
    /// empty; one line feed at the end. The title and the new values a changeset carries
    /// for ``Document/applying(_:)`` are not part of it.
    ///
    /// - Parameter output: Where the text goes, in pieces of up to 64 KiB.
    /// - Complexity: O(*c*) in the number of changes.
    public func writeJSON(to output: inout some TextOutputStream) {
        var writer = ChangesetWriter()
        writer.raw("{\n  \"sections\": {\n")
        writer.changes(sections, to: &output) { $0.number($1) }
        writer.raw("  },\n  \"items\": {\n")
        writer.changes(items, to: &output) { $0.path($1) }
        writer.raw("  }\n}\n")
        writer.flush(to: &output)
    }
}

/// Gathers the text into a buffer handed to the output whenever it fills.
private struct ChangesetWriter {
    private var buffer = ""
    private static let pieceSize = 1 << 16

    mutating func raw(_ text: String) { buffer += text }

    mutating func number(_ value: Int) { buffer += String(value) }

    mutating func path(_ path: ItemPath) {
        buffer += "["
        number(path.section)
        buffer += ", "
        number(path.item)
        buffer += "]"
    }

    /// The four lists of one kind of element, each position written by `position`.
    mutating func changes<Position>(
        _ changes: Changes<Position>, to output: inout some TextOutputStream,
        _ position: (inout ChangesetWriter, Position) -> Void
    ) {
        list("deleted", changes.deleted, to: &output, position)
        list("inserted", changes.inserted, to: &output, position)
        list("moved", changes.moved, to: &output) { writer, move in
            writer.raw("{\"from\": ")
            position(&writer, move.from)
            writer.raw(", \"to\": ")
            position(&writer, move.to)
            writer.raw("}")
        }
        list("updated", changes.updated, last: true, to: &output, position)
    }

    /// `    "name": [a, b, c],` on one line.
    mutating func list<Element>(
        _ name: String, _ elements: [Element], last: Bool = false,
        to output: inout some TextOutputStream, _ write: (inout ChangesetWriter, Element) -> Void
    ) {
        buffer += "    \"\(name)\": ["
        for (index, element) in elements.enumerated() {
            if index > 0 { buffer += ", " }
            write(&self, element)
            if buffer.utf8.count >= Self.pieceSize { flush(to: &output) }
        }
        buffer += last ? "]\n" : "],\n"
    }

    mutating func flush(to output: inout some TextOutputStream) {
        output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
