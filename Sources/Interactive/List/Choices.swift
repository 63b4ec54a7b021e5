import Core

/// The items marked in multiple choice, by global number, with how many of each section's
/// items are marked, so that a header shows whether none, some or all of its section's
/// items are chosen without counting them for every frame.
package struct Choices: Sendable {
    private(set) var numbers: Set<Int> = []
    /// Marked items by section index; a section with none is absent.
    private var counts: [Int: Int] = [:]

    package var count: Int { numbers.count }
    package var isEmpty: Bool { numbers.isEmpty }

    package func contains(_ number: Int) -> Bool { numbers.contains(number) }

    /// How many of section `section`'s items are marked.
    package func count(inSection section: Int) -> Int { counts[section] ?? 0 }

    /// Marks or unmarks item `number` of section `section`.
    package mutating func set(_ number: Int, inSection section: Int, to marked: Bool) {
        if marked {
            guard numbers.insert(number).inserted else { return }
            counts[section, default: 0] += 1
        } else {
            guard numbers.remove(number) != nil else { return }
            counts[section, default: 1] -= 1
            if counts[section] == 0 { counts[section] = nil }
        }
    }

    /// The marks of another version of the document: `numbers` there, whose sections
    /// `section(of:)` gives.
    package init(_ numbers: some Sequence<Int>, section: (Int) -> Int) {
        for number in numbers { set(number, inSection: section(number), to: true) }
    }

    package init() {}
}
