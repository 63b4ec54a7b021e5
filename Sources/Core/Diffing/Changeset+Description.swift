// How a changeset prints: `description` counts the changes, `debugDescription` lists
// them one a line with what an insertion or update brings.

extension Changeset: CustomStringConvertible, CustomDebugStringConvertible {
    /// The changes counted: `1 section inserted, 2 items moved, title changed`, or
    /// `no changes`.
    public var description: String {
        var parts: [String] = []
        for (changes, noun) in [(sections.counts, "section"), (items.counts, "item")] {
            for (number, verb) in zip(changes, ["deleted", "inserted", "moved", "updated"]) where number > 0 {
                parts.append(counted(number, noun) + " " + verb)
            }
        }
        if changesTitle { parts.append("title changed") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }

    /// The changes one a line, positions as in the JSON form (sections by index, items
    /// as `[section, item]`), insertions and updates with the Swift of what they bring:
    ///
    /// ```text
    /// Changeset {
    ///     delete item [0, 1]
    ///     insert item [1, 0]: Row("Plan", "Pro")
    ///     move item [0, 0] → [0, 2]
    /// }
    /// ```
    ///
    /// An inserted or updated section is shown without its items, which have lines of
    /// their own.
    public var debugDescription: String {
        var lines: [String] = []
        lines += sections.deleted.map { "delete section \($0)" }
        lines += zip(sections.inserted, insertedSections).map { "insert section \($0): \($1.oneLineForm)" }
        lines += sections.moved.map { "move section \($0.from) → \($0.to)" }
        lines += zip(sections.updated, updatedSections).map { "update section \($0): \($1.oneLineForm)" }
        lines += items.deleted.map { "delete item \($0)" }
        lines += zip(items.inserted, insertedItems).map { "insert item \($0): \($1.debugDescription)" }
        lines += items.moved.map { "move item \($0.from) → \($0.to)" }
        lines += zip(items.updated, updatedItems).map { "update item \($0): \($1.debugDescription)" }
        if changesTitle { lines.append("title " + (title.map(swiftLiteral) ?? "nil")) }
        guard !lines.isEmpty else { return "Changeset {}" }
        return (["Changeset {"] + lines.map { "    " + $0 } + ["}"]).joined(separator: "\n")
    }
}

extension Changes {
    /// How many deletions, insertions, moves and updates, in that order.
    fileprivate var counts: [Int] { [deleted.count, inserted.count, moved.count, updated.count] }
}

extension Section {
    /// A section without items on one line: `Section("Profile", id: "profile") {}`.
    fileprivate var oneLineForm: String { withoutItems.sourceLines.joined(separator: " ") }
}
