import Sections
import Testing

@testable import Core
@testable import Interactive

/// A document of many items has its identities hashed in two halves at once: the hashes
/// are those of one pass in reading order, for documents on both sides of the threshold.
@Suite(.systemThreads) struct IdentityHashesTests {
    static func document(items: Int, seed: UInt64) -> Document {
        var random = ChangesetPropertyTests.Random(seed: seed)
        var sections: [Section] = []
        var made = 0
        while made < items {
            let count = min(Int.random(in: 0...400, using: &random), items - made)
            sections.append(
                Section(
                    id: nil, header: nil, footer: nil, layout: .list,
                    items: (0..<count).map { k in
                        let number = made + k
                        // Texts repeat; one item in ten has an id of its own.
                        let content = Item.Content.text("text \(Int.random(in: 0..<500, using: &random))")
                        return Item(id: number % 10 == 0 ? "id \(number)" : nil, content: content)
                    }))
            made += count
        }
        return Document(sections: sections)
    }

    @Test(arguments: [DocumentOperand.threadedItems - 1, DocumentOperand.threadedItems, 100_001])
    func twoHalvesHashAsOnePass(items: Int) {
        let operand = DocumentOperand(Self.document(items: items, seed: UInt64(items)))
        #expect(operand.items.count == items)
        let hashes = operand.identityHashes(from: 0)
        #expect(hashes == operand.identityHashes(of: 0..<items))
        #expect(hashes.count == items)
        // After a matched prefix, the halves are those of the rest.
        #expect(operand.identityHashes(from: 3) == Array(hashes[3...]))
        #expect(operand.identityHashes(from: items) == [])
    }
}
