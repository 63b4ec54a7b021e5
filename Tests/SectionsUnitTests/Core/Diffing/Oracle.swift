import Sections

@testable import Core
@testable import Interactive

/// <doc:ChangesetFormat> read plainly, with nothing clever: identities as keys, common elements by
/// lookup, and the fewest moves from a quadratic longest common subsequence. The property
/// tests hold the fast diff to it.
struct Oracle {
    struct Key: Hashable {
        var kind: String
        var text: String
        var occurrence: Int
    }

    var sectionsDeleted: [Int] = []
    var sectionsInserted: [Int] = []
    var sectionsUpdated: [Int] = []
    var sectionMoves = 0
    var itemsDeleted: [ItemPath] = []
    var itemsInserted: [ItemPath] = []
    var itemsUpdated: [ItemPath] = []
    var itemMoves = 0

    static func sectionKeys(_ document: Document) -> [Key] {
        var seen: [String: Int] = [:]
        return document.sections.enumerated().map { index, section in
            if let id = section.id { return Key(kind: "id", text: id, occurrence: 0) }
            if let header = section.header {
                seen[header, default: 0] += 1
                return Key(kind: "header", text: header, occurrence: seen[header]!)
            }
            return Key(kind: "position", text: "", occurrence: index)
        }
    }

    static func itemKeys(_ document: Document) -> [[Key]] {
        var seen: [String: Int] = [:]
        return document.sections.map { section in
            section.items.map { item in
                if let id = item.id { return Key(kind: "id", text: id, occurrence: 0) }
                // The random documents hold only texts and rows.
                var text = "\(item.content)"
                if case .text(let string) = item.content { text = string }
                if case .row(let label, _) = item.content { text = label }
                seen[text, default: 0] += 1
                return Key(kind: "content", text: text, occurrence: seen[text]!)
            }
        }
    }

    /// The length of a longest common subsequence, by the textbook table.
    static func lcs(_ a: [Key], _ b: [Key]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 1...a.count {
            for j in 1...b.count {
                table[i][j] =
                    a[i - 1] == b[j - 1] ? table[i - 1][j - 1] + 1 : max(table[i - 1][j], table[i][j - 1])
            }
        }
        return table[a.count][b.count]
    }

    init(old: Document, new: Document) {
        let oldSections = Self.sectionKeys(old)
        let newSections = Self.sectionKeys(new)
        sectionsDeleted = oldSections.indices.filter { !newSections.contains(oldSections[$0]) }
        sectionsInserted = newSections.indices.filter { !oldSections.contains(newSections[$0]) }
        let common = oldSections.filter { newSections.contains($0) }
        sectionMoves = common.count - Self.lcs(common, newSections.filter { oldSections.contains($0) })
        for (t, key) in newSections.enumerated() {
            guard let s = oldSections.firstIndex(of: key) else { continue }
            let (a, b) = (old.sections[s], new.sections[t])
            if a.header != b.header || a.footer != b.footer || a.layout != b.layout || a.id != b.id {
                sectionsUpdated.append(t)
            }
        }
        let oldItems = Self.itemKeys(old)
        let newItems = Self.itemKeys(new)
        /// Where each identity stands, on each side, in a section common to both.
        var oldPlace: [Key: ItemPath] = [:]
        var newPlace: [Key: ItemPath] = [:]
        for (s, keys) in oldItems.enumerated() where !sectionsDeleted.contains(s) {
            for (i, key) in keys.enumerated() { oldPlace[key] = ItemPath(section: s, item: i) }
        }
        for (t, keys) in newItems.enumerated() where !sectionsInserted.contains(t) {
            for (j, key) in keys.enumerated() { newPlace[key] = ItemPath(section: t, item: j) }
        }
        for (s, keys) in oldItems.enumerated() {
            for (i, key) in keys.enumerated() where oldPlace[key] == nil || newPlace[key] == nil {
                itemsDeleted.append(ItemPath(section: s, item: i))
            }
        }
        for (t, keys) in newItems.enumerated() {
            for (j, key) in keys.enumerated() {
                let path = ItemPath(section: t, item: j)
                guard let from = oldPlace[key], newPlace[key] != nil else {
                    itemsInserted.append(path)
                    continue
                }
                if old.sections[from.section].items[from.item] != new.sections[t].items[j] {
                    itemsUpdated.append(path)
                }
                if oldSections[from.section] != newSections[t] { itemMoves += 1 }
            }
        }
        for (s, keys) in oldItems.enumerated() {
            guard let t = newSections.firstIndex(of: oldSections[s]) else { continue }
            let stayingOld = keys.filter { newPlace[$0]?.section == t && oldPlace[$0] != nil }
            let stayingNew = newItems[t].filter { oldPlace[$0]?.section == s }
            itemMoves += stayingOld.count - Self.lcs(stayingOld, stayingNew)
        }
    }
}
