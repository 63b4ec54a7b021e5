import Sections
import SectionsTesting
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

@Suite struct PlainRendererTests {
    @Test func specExampleAtWidth40() throws {
        expectRendering(of: SpecExample.document, width: 40, toBe: SpecExample.plainAt40)
    }

    /// A renderer with every default: each part of each section, line by line.
    /// The protocol's defaults alone. It holds a byte: a renderer of no size has no address,
    /// and ThreadSanitizer takes the garbage address its `mutating` calls are given in
    /// generic code for one variable that parallel test cases write at once.
    struct Defaults: Renderer {
        var storage: UInt8 = 0
    }

    /// The plain renderer writes a section's lines straight from their storage; that is the
    /// bytes the protocol's defaults write part by part, for every shape of section.
    @Test(arguments: RandomDocuments.Shape.allCases)
    func theShortcutWritesWhatTheDefaultsWrite(shape: RandomDocuments.Shape) throws {
        for seed in 1...8 as ClosedRange<UInt64> {
            var random = RandomDocuments(seed: seed, hostile: true, shape: shape)
            let document = random.document()
            for width in [8, 17, 40, 80] {
                let layout = try LaidOutDocument(document, width: width)
                var plain = PlainRenderer()
                var defaults = Defaults()
                #expect(plain.render(layout) == defaults.render(layout), "seed \(seed), width \(width)")
            }
        }
    }
}
