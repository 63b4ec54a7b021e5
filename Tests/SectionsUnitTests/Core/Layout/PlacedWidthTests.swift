import Sections
import SectionsTesting
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Text that begins with a cluster extender joins the space or border printed before it;
/// the layout must count the joined cluster, so no line is wider than the width (a
/// finding of the fuzzer: a label starting with tag characters).
@Suite struct PlacedWidthTests {
    static let extenders = ["\u{E0063}\u{E0074}\u{E007F}", "\u{FE0F}", "\u{200D}", "\u{1F3FD}", "\u{301}"]

    @Test(arguments: extenders)
    func everyLineFitsWhenTextStartsWithAnExtender(_ prefix: String) throws {
        let document = Document {
            Section(header: prefix + "header") {
                Row(prefix + "label", prefix + String(repeating: "v", count: 30))
                Text(prefix + "text " + prefix + "more")
                Row("label", prefix + "value")
            }
        }
        for width in [8, 20, 48] {
            let text = try PlainRenderer.render(document, width: width)
            for line in text.split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= width, "\(line.debugDescription) at width \(width)")
            }
        }
    }

    @Test func placedWidthCountsTheJoinedCluster() {
        #expect(DisplayWidth.placed("\u{FE0F}a") == 2)
        #expect(DisplayWidth.of(" \u{FE0F}a") == 3)
        #expect(DisplayWidth.placed("\u{1F3FD}") == 2)
        #expect(DisplayWidth.placed("\u{301}a") == 1)
        #expect(DisplayWidth.placed("plain") == 5)
    }

    @Test func asciiTextIsUnchanged() {
        expectRendering(
            of: Document { Section { Row("Name", "Lin Hay") } }, width: 20, toBe: "  Name       Lin Hay\n")
    }
}
