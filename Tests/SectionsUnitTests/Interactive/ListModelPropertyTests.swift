import Sections
import Testing

@testable import Core
@testable import Interactive

/// Random documents of every layout, driven by random keys, resizes and filters: every
/// frame keeps its size and widths, and the highlight is always on screen.
@Suite struct ListModelPropertyTests {
    @Test(arguments: 1...30) func randomSessionsKeepTheFrameSound(seed: UInt64) throws {
        var documents = RandomDocuments(seed: seed, hostile: seed % 3 == 0)
        var random = CodingTests.JSONRoundTripTests.SplitMix64(seed: seed &* 7919)
        let modes: [SelectionMode] = [.single, .multiple, .browse]
        var list = try ListModel(
            document: documents.document(), options: ListOptions(mode: modes[Int(seed) % 3]),
            width: Int.random(in: 8...50, using: &random), height: Int.random(in: 1...12, using: &random))
        let keys: [Key] = [
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .tab, .backspace, .escape,
            .wheelUp, .wheelDown, .character("a"), .character("e"), .character(" "), .character("/"),
            .character("x"),
        ]
        for step in 0..<120 {
            if step % 40 == 39 {
                try list.resize(
                    width: Int.random(in: 8...50, using: &random),
                    height: Int.random(in: 1...12, using: &random))
            } else if step % 30 == 29 {
                list.update(to: documents.document())
            } else {
                _ = list.handle(keys.randomElement(using: &random)!)
            }
            if Int.random(in: 0..<3, using: &random) == 0 { list.settle() }
            let problems = list.frameProblems()
            #expect(problems == [], "seed \(seed), step \(step)")
            if list.highlight != nil, list.rows > 0 {
                let marked = list.frame().rows.dropFirst().filter { row in
                    row.segments.contains { $0.text.hasPrefix(">") && $0.look.contains(.highlight) }
                }
                #expect(
                    marked.count <= 1, "seed \(seed), step \(step): the mark is on \(marked.count) rows")
                // All of the highlighted entry's own lines are in view, or as many as the rows
                // hold; in a grid row, the lines where the highlighted cell has text.
                let entry = list.layOut(list.lineEntry(list.highlight!))
                let lit = list.frame().rows.dropFirst().filter {
                    $0.segments.contains { $0.look.contains(.highlight) }
                }
                let expected = min(
                    entry.own.count, list.rows - list.firstRow(for: list.lineEntry(list.highlight!)))
                if !entry.cells.isEmpty {
                    #expect(lit.count <= expected, "seed \(seed), step \(step)")
                    continue
                }
                #expect(lit.count == expected, "seed \(seed), step \(step)")
            }
        }
    }
}
