/// Where each section and item of one document is in another, by the identities of
/// ``Changeset/init(from:to:)``: what a view that holds positions (a highlight, a set of
/// chosen items, folded sections) needs to follow its elements through an update.
///
/// An item is followed only when the changeset would keep it common: its old section is
/// not deleted and its new section not inserted.
package struct IdentityMap: Sendable {
    private let matching: Matching<DocumentOperand>

    /// - Throws: ``DocumentError`` when ids repeat in either document, as the changeset does.
    package init(from old: Document, to new: Document) throws(DocumentError) {
        do {
            matching = try Matching(
                from: DocumentOperand(old), to: DocumentOperand(new), comparingItems: false)
        } catch {
            throw error.error
        }
    }

    /// The new index of old section `section`, or `nil` when it was deleted.
    package func newSection(_ section: Int) -> Int? {
        guard matching.oldSectionMatch.indices.contains(section) else { return nil }
        let t = matching.oldSectionMatch[section]
        return t >= 0 ? t : nil
    }

    /// The new path of the item at old path `path`, or `nil` when it was deleted.
    package func newPath(_ path: ItemPath) -> ItemPath? {
        guard let p = oldNumber(path) else { return nil }
        let q = matching.oldItemMatch(p)
        return q >= 0 ? matching.newItems.path(q) : nil
    }

    /// The new global number (reading order across sections) of old item number `p`, or `nil`.
    package func newNumber(_ p: Int) -> Int? {
        guard p >= 0, p < matching.oldItems.count else { return nil }
        let q = matching.oldItemMatch(p)
        return q >= 0 ? q : nil
    }

    private func oldNumber(_ path: ItemPath) -> Int? {
        let starts = matching.oldItems.starts
        guard path.section >= 0, path.section + 1 < starts.count, path.item >= 0,
            starts[path.section] + path.item < starts[path.section + 1]
        else { return nil }
        return starts[path.section] + path.item
    }
}
