import Sections
import Testing

@testable import Core
@testable import Interactive

/// The literal table of space runs, and padding wider than its longest entry.
@Suite struct SpacesTests {
    @Test func eachEntryHoldsAsManySpacesAsItsIndex() {
        #expect(spaceRuns.count == 65)
        for (count, run) in spaceRuns.enumerated() {
            #expect(run == String(repeating: " ", count: count), "entry \(count)")
        }
    }

    @Test func anyCountIsWrittenExactly() {
        for count in [0, 1, 63, 64, 65, 127, 128, 129, 200, 1_000] {
            var output = ""
            writeSpaces(count, into: &output)
            #expect(output == String(repeating: " ", count: count), "\(count) spaces")
        }
    }

    @Test func aWideRowIsPaddedToItsWidth() throws {
        let document = Document { Section { Row("a", "b") } }
        let text = try PlainRenderer.render(document, width: 300)
        // 3 + 296 + 1 = 300: the value ends at the right edge, <doc:PlainLayout>.
        #expect(text == "  a" + String(repeating: " ", count: 296) + "b\n")
    }
}
