import Sections
import Testing

@testable import Core
@testable import Interactive

/// The invariants of every layout, on seeded random documents at every width from 8 to
/// 200: no line wider than the width (by the layout's widths and by an independent
/// count), no line ending with a space, cells of one column starting at one column,
/// every piece of content present and in order unless truncation was asked for, and the
/// same output for the same input.
@Suite struct LayoutInvariantTests {
    static let seeds: [UInt64] = Array(1...16)
    static let widths = Array(8...200)

    @Test(arguments: seeds) func linesFitAndNothingIsLostOrReordered(seed: UInt64) throws {
        var random = RandomDocuments(seed: seed)
        let document = random.document()
        for width in Self.widths {
            let layout = try LaidOutDocument(document, width: width)
            LayoutInvariants(context: "seed \(seed), width \(width)").check(document, layout)
            #expect(
                PlainRenderer().rendering(try LaidOutDocument(document, width: width))
                    == PlainRenderer().rendering(layout))
        }
    }

    @Test(arguments: seeds) func truncatedItemsStillFit(seed: UInt64) throws {
        var random = RandomDocuments(seed: seed)
        random.truncates = true
        let document = random.document()
        for width in Self.widths {
            for options in [LayoutOptions(), .ascii] {
                let layout = try LaidOutDocument(document, width: width, options: options)
                LayoutInvariants(context: "seed \(seed), width \(width)").check(
                    document, layout, truncates: true)
            }
        }
    }
}
