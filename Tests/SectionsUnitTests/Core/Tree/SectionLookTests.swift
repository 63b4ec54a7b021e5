import Sections
import Testing

@testable import Core
@testable import Interactive

/// A section's layout and styles sit behind a reference shared by every section with the
/// defaults (`SectionLook`): setting them reads back, equality and hashing go by value, and
/// the diff's comparison of sections without their items agrees with `withoutItems`.
@Suite struct SectionLookTests {
    /// Sections that differ in one attribute each, and one that differs only in its items.
    static var variants: [Section] {
        let base = Section(id: nil, header: "H", footer: nil, layout: .list, items: [Text("x").item])
        var variants = [base]
        var section = base
        section.items = [Text("y").item]
        variants.append(section)
        section = base
        section.layout = .grid
        variants.append(section)
        section = base
        section.layout = SectionLayout.list.spacing(1)
        variants.append(section)
        section = base
        section.style = .strong
        variants.append(section)
        section = base
        section.headerStyle = .dim
        variants.append(section)
        section = base
        section.footerStyle = .emphasis
        variants.append(section)
        section = base
        section.footer = "F"
        variants.append(section)
        section = base
        section.id = "a"
        variants.append(section)
        // Set away from the defaults and back: equal to the base again.
        section = base
        section.style = .strong
        section.style = .plain
        variants.append(section)
        return variants
    }

    @Test func attributesReadBackAndCompareByValue() {
        var section = Section(id: nil, header: nil, footer: nil, layout: .grid, items: [])
        section.style = .strong
        section.headerStyle = .dim
        section.footerStyle = .emphasis
        #expect(section.layout == .grid)
        #expect(section.style == .strong)
        #expect(section.headerStyle == .dim)
        #expect(section.footerStyle == .emphasis)
        var same = Section(id: nil, header: nil, footer: nil, layout: .list, items: [])
        same.layout = .grid
        same.footerStyle = .emphasis
        same.headerStyle = .dim
        same.style = .strong
        #expect(section == same)
        #expect(section.hashValue == same.hashValue)
        same.style = .plain
        #expect(section != same)
    }

    @Test func equalsIgnoringItemsIsEqualityWithoutItems() {
        let variants = Self.variants
        for a in variants {
            for b in variants {
                #expect(a.equalsIgnoringItems(b) == (a.withoutItems == b.withoutItems))
            }
        }
        #expect(variants[0].equalsIgnoringItems(variants[1]))
        #expect(variants[0] == variants[variants.count - 1])
        #expect(!variants[0].equalsIgnoringItems(variants[2]))
    }
}
