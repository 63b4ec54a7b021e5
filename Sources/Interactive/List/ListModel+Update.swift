package import Core

/// A new version of the document with its identities read against the version shown: the
/// costly part of an update (the diff, O(*n*)),
/// made apart so that it can be made away from the thread that handles keys, then applied
/// by ``ListModel/apply(_:)`` in time proportional to the screen and the matches.
package struct ListUpdate: Sendable {
    package let old: Document
    package let new: Document
    /// `nil` when ids repeat in either version: then elements keep their positions.
    package let map: IdentityMap?

    package init(from old: Document, to new: Document) {
        self.old = old
        self.new = new
        map = try? IdentityMap(from: old, to: new)
    }
}

/// Live updates: a new version of the document applied as a collection view applies a
/// batch update.
extension ListModel {
    /// Shows a new version of the document. The highlighted item, the chosen items and the
    /// folded sections follow their identities (those of ``Changeset/init(from:to:)``); a
    /// deleted highlighted item passes the highlight to its neighbour as shown: the next
    /// item of its section, else the previous one, else the section's header, else the
    /// nearest item shown. The highlighted row keeps its screen row where the list allows.
    ///
    /// With a filter, the shown items stay (followed to their new places) until the
    /// filter's search of the new version finishes in ``advance(budget:)``. When ids repeat
    /// in either version, identities cannot be read: elements keep their positions.
    package mutating func update(to new: Document) {
        apply(ListUpdate(from: document, to: new))
    }

    /// Applies an update made with ``ListUpdate/init(from:to:)``, as ``update(to:)`` does;
    /// one made against another version than the one shown is made again.
    package mutating func apply(_ update: ListUpdate) {
        guard update.old == document else { return self.update(to: update.new) }
        let map = update.map
        let new = update.new
        let newStarts = Self.starts(of: new)
        let newCount = Int(newStarts[newStarts.count - 1])
        func follow(_ number: Int) -> Int? {
            if let map { return map.newNumber(number) }
            return number < newCount ? number : nil
        }
        func followSection(_ section: Int) -> Int? {
            if let map { return map.newSection(section) }
            return section < new.sections.count ? section : nil
        }
        let row = highlightRow()
        let target = highlightTarget(follow: follow, followSection: followSection)
        let kept = chosen.numbers.compactMap(follow)
        folded = Set(folded.compactMap(followSection))
        let order =
            display.isFiltered ? (0..<display.itemCount).compactMap { follow(display.number(at: $0)) } : nil
        document = new
        starts = newStarts
        chosen = Choices(kept) { ListDisplay.section(of: $0, starts: newStarts) }
        unfiltered = .all(starts: newStarts)
        display = order.map { .ranked($0.map(Int32.init), starts: newStarts) } ?? unfiltered
        cache.removeAll()
        search.restart()
        top = nil
        switch target {
        case .item(let number):
            highlight = display.entry(ofNumber: number, starts: starts).map {
                isFolded($0.group) ? .header($0.group) : $0
            }
        case .header(let section):
            highlight = display.group(ofSection: section).flatMap {
                hasHeader(section) ? .header($0) : firstEntry(from: $0)
            }
        case nil:
            highlight = nil
        }
        if highlight == nil { highlight = firstItemEntry() }
        anchor(row: row ?? 0)
    }

    private enum Target {
        case item(Int)
        case header(Int)
    }

    /// Where the highlight goes in the new version, by new global number or section.
    private func highlightTarget(follow: (Int) -> Int?, followSection: (Int) -> Int?) -> Target? {
        guard let highlight else { return nil }
        let group = display.groups[highlight.group]
        let header = hasHeader(group.section) ? followSection(group.section) : nil
        if highlight.isHeader { return header.map { .header($0) } }
        if let number = follow(display.number(at: highlight.offset)) { return .item(number) }
        if let number = firstFollowed(in: (highlight.offset + 1)..<group.range.upperBound, follow: follow)
            ?? lastFollowed(in: group.range.lowerBound..<highlight.offset, follow: follow)
        {
            return .item(number)
        }
        if let header { return .header(header) }
        return
            (firstFollowed(in: (highlight.offset + 1)..<display.itemCount, follow: follow)
            ?? lastFollowed(in: 0..<highlight.offset, follow: follow)).map { .item($0) }
    }

    private func firstFollowed(in offsets: Range<Int>, follow: (Int) -> Int?) -> Int? {
        for offset in offsets {
            if let number = follow(display.number(at: offset)) { return number }
        }
        return nil
    }

    private func lastFollowed(in offsets: Range<Int>, follow: (Int) -> Int?) -> Int? {
        for offset in offsets.reversed() {
            if let number = follow(display.number(at: offset)) { return number }
        }
        return nil
    }
}
