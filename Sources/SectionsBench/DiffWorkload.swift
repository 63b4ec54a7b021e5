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
        var chosen = Set<Int>()
        var picks: [Int] = []
        while picks.count < min(3 * share, total) {
            let pick = random.below(total)
            if chosen.insert(pick).inserted { picks.append(pick) }
        }
        let deleted = Set(picks[..<(picks.count / 3)])
        let moving = Set(picks[(picks.count / 3)..<(2 * picks.count / 3)])
        let updated = Set(picks[(2 * picks.count / 3)...])
        var moved: [Item] = []
        var flat = 0
        for s in sections.indices {
            var kept: [Item] = []
            kept.reserveCapacity(sections[s].items.count)
            for item in sections[s].items {
                defer { flat += 1 }
                if deleted.contains(flat) { continue }
                if moving.contains(flat) {
                    moved.append(item)
                    continue
                }
                if updated.contains(flat), let row = item.content(as: Row.self) {
                    kept.append(Row(row.label, row.value + " (edited)").item)
                } else {
                    kept.append(item)
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
