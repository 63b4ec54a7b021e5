import Sections

/// `sections-bench diff N`: the `sections-N` document and a copy with 1% of its items
/// deleted, 1% inserted, 1% moved and 1% updated, chosen by a seeded generator.
enum DiffWorkload {
    /// The edited copy of `document`; every edit touches a distinct item.
    static func edited(_ document: Document) -> Document {
        var random = XorShift(seed: 0x5EC7_1045)
        var sections = document.sections
        let total = sections.reduce(0) { $0 + $1.items.count }
        let share = max(total / 100, 1)
        // Each item's fate by its position in reading order: one byte an item rather than
        // a set lookup per item and kind, so that building the copy costs little beside
        // the diff it is made for.
        enum Fate: UInt8 { case kept, deleted, moved, updated }
        var fates = [Fate](repeating: .kept, count: total)
        var picked = 0
        while picked < min(3 * share, total) {
            let pick = random.below(total)
            guard fates[pick] == .kept else { continue }
            fates[pick] = picked < share ? .deleted : picked < 2 * share ? .moved : .updated
            picked += 1
        }
        var moved: [Item] = []
        var flat = 0
        for s in sections.indices {
            var kept: [Item] = []
            kept.reserveCapacity(sections[s].items.count)
            for item in sections[s].items {
                defer { flat += 1 }
                switch fates[flat] {
                case .deleted: continue
                case .moved: moved.append(item)
                case .updated:
                    if let row = item.content(as: Row.self) {
                        kept.append(Row(row.label, row.value + " (edited)").item)
                    } else {
                        kept.append(item)
                    }
                case .kept: kept.append(item)
                }
            }
            sections[s].items = kept
        }
        let inserted = (0..<share).map { Row("New \($0)", "added").item }
        for item in moved + inserted {
            let s = random.below(sections.count)
            sections[s].items.insert(item, at: random.below(sections[s].items.count + 1))
        }
        return Document(title: document.title, sections: sections)
    }
}

/// xorshift64* (Vigna): a few lines, seeded, so every run edits the same items.
struct XorShift {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Int((state &* 0x2545_F491_4F6C_DD1D) % UInt64(bound))
    }
}
