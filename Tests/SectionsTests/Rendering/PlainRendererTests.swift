import SectionsTesting
import Testing

@testable import Sections

@Suite struct PlainRendererTests {
    @Test func specExampleAtWidth40() throws {
        expectRendering(of: SpecExample.document, width: 40, toBe: SpecExample.plainAt40)
    }
}
