import Sections
import Testing

@testable import Core
@testable import Interactive

/// Self-sizing items are asked for their size against the room each layout has, and
/// granted it: in a list, a grid cell, a table cell and a panel.
@Suite struct SelfSizingLayoutTests {
    /// A bar that would like `preferred` columns and fills whatever it is granted.
    struct Bar: SelfSizingItem {
        var preferred: Int

        func preferredSize(limit: Size) -> Size { Size(width: min(preferred, limit.width), height: 1) }
        func draw(in size: Size) -> [String] { [String(repeating: "#", count: size.width)] }
    }

    @Test func inAList() throws {
        #expect(
            try plain(
                Document {
                    Section {
                        Bar(preferred: 5); Bar(preferred: 50)
                    }
                }, width: 12) == "  #####\n  ##########\n")
    }

    @Test func inAGridTheCellLimitsIt() throws {
        let output = try plain(width: 20, layout: .grid(columnWidth: .maximum(6))) {
            Bar(preferred: 10); Bar(preferred: 3); Text("x")
        }
        #expect(output == "  ######  ###  x\n")
    }

    @Test func inATableItsPreferredWidthIsTheColumnsNaturalWidth() throws {
        let output = try plain(width: 30, layout: .table(TableColumn("Name"), TableColumn("Load"))) {
            TableRow {
                "web"; Bar(preferred: 8)
            }
            TableRow {
                "db"; Bar(preferred: 4)
            }
        }
        #expect(output == "  Name  Load\n  ────  ────────\n  web   ########\n  db    ####\n")
        let narrow = try plain(width: 14, layout: .table(TableColumn("Name"), TableColumn("Load"))) {
            TableRow {
                "web"; Bar(preferred: 20)
            }
        }
        #expect(narrow == "  Name  Load\n  ────  ──────\n  web   ######\n")
    }

    @Test func inAPanelTheInnerWidthLimitsIt() throws {
        let output = try plain(Document { Section { Panel { Bar(preferred: 40) } } }, width: 14)
        #expect(output == "  ┌──────────┐\n  │ ######## │\n  └──────────┘\n")
    }

    @Test func asksWithTheLimitOfItsPlace() throws {
        final class Limits: @unchecked Sendable { var widths: [Int] = [] }
        struct Probe: SelfSizingItem {
            let limits: Limits
            func preferredSize(limit: Size) -> Size {
                limits.widths.append(limit.width)
                return Size(width: 1, height: 1)
            }
            func draw(in size: Size) -> [String] { ["x"] }
            static func == (lhs: Probe, rhs: Probe) -> Bool { true }
            func hash(into hasher: inout Hasher) {}
        }
        let limits = Limits()
        _ = try plain(width: 20, layout: .grid(columnWidth: .fixed(5))) { Probe(limits: limits) }
        #expect(limits.widths.last == 5)
        _ = try plain(Document { Section { Panel { Probe(limits: limits) } } }, width: 20)
        #expect(limits.widths.last == 14)
    }
}
