import Sections
import Testing

@testable import Core
@testable import Interactive

/// Panels at explicit widths: items and sections in boxes, titles in the border or
/// inside, nesting, ASCII glyphs, and what happens when the box runs out of room.
@Suite struct PanelLayoutTests {
    static let server = Document {
        Section(header: "Server") {
            Panel(title: "Disk") {
                Row("Used", "78%")
                Panel(title: "Quota") { Row("Limit", "2 TB") }
            }
        }
    }

    @Test func nestedPanels() throws {
        let expected = """
            Server
              ┌─ Disk ───────────────────┐
              │ Used                 78% │
              │ ┌─ Quota ──────────────┐ │
              │ │ Limit           2 TB │ │
              │ └──────────────────────┘ │
              └──────────────────────────┘

            """
        #expect(try plain(Self.server, width: 30) == expected)
    }

    @Test func asciiWhenTheOutputAsksForIt() throws {
        let expected = """
            Server
              +- Disk -------------------+
              | Used                 78% |
              | +- Quota --------------+ |
              | | Limit           2 TB | |
              | +----------------------+ |
              +--------------------------+

            """
        #expect(try plain(Self.server, width: 30, options: .ascii) == expected)
    }

    @Test func aTitleTooWideForItsBorderGoesInside() throws {
        let expected = """
            Server
              ┌─ Disk ─┐
              │ Used   │
              │   78%  │
              │ ┌────┐ │
              │ │ Qu │ │
              │ │ ot │ │
              │ │ a  │ │
              │ │ Li │ │
              │ │ mi │ │
              │ │ t  │ │
              │ │ 2  │ │
              │ │ TB │ │
              │ └────┘ │
              └────────┘

            """
        // "Disk" needs 10 columns in the border, as many as the box has; "Quota" needs 11
        // in a box of 6, so it goes inside and wraps.
        #expect(try plain(Self.server, width: 12) == expected)
    }

    @Test func withoutRoomForABoxTheContentStays() throws {
        let expected = """
            Server
              ┌────┐
              │ Di │
              │ sk │
              │ Us │
              │ ed │
              │ 78 │
              │ %  │
              │ Qu │
              │ ot │
              │ a  │
              │ Li │
              │ mi │
              │ t  │
              │ 2  │
              │ TB │
              └────┘

            """
        #expect(try plain(Self.server, width: 8) == expected)
    }

    @Test func aSectionInAPanelHasItsHeaderInTheBorder() throws {
        let document = Document(title: "Report") {
            Section(header: "Disk usage", footer: "2 volumes", layout: .panel) {
                Row("/", "78%")
                Row("/home", "31%")
            }
            Section(header: "A header far too long for the border of this box", layout: .panel) {
                Text("content")
            }
        }
        let expected = """
            Report

            ┌─ Disk usage ─────────────────┐
            │ /                        78% │
            │ /home                    31% │
            │ 2 volumes                    │
            └──────────────────────────────┘

            ┌──────────────────────────────┐
            │ A header far too long for    │
            │ the border of this box       │
            │ content                      │
            └──────────────────────────────┘

            """
        #expect(try plain(document, width: 32) == expected)
    }

    @Test func tablesAndGridsInPanels() throws {
        let document = Document {
            Section(
                layout: .table(TableColumn("Volume"), TableColumn("Used", alignment: .trailing)).inPanel()
            ) {
                TableRow("/", "78%")
                TableRow("/home", "31%")
            }
            Section(header: "Grid", layout: .grid.inPanel(PanelStyle(padding: 2))) {
                for name in ["a", "bb", "ccc", "dddd", "eeeee"] { Text(name) }
            }
        }
        let expected = """
            ┌──────────────────────────────┐
            │ Volume  Used                 │
            │ ──────  ────                 │
            │ /        78%                 │
            │ /home    31%                 │
            └──────────────────────────────┘

            ┌─ Grid ───────────────────────┐
            │  a  bb  ccc  dddd  eeeee     │
            └──────────────────────────────┘

            """
        #expect(try plain(document, width: 32) == expected)
    }

    @Test func thePanelIsThereForRenderers() throws {
        let document = Document {
            Section(header: "Volumes", layout: .table(TableColumn("Volume"), TableColumn("Used")).inPanel()) {
                TableRow("/", "78%")
            }
        }
        let section = try #require(Array(try LaidOutDocument(document, width: 30).sections).first)
        let panel = try #require(section.panel)
        #expect(panel.title == "Volumes")
        #expect(panel.top.text == "┌─ Volumes ──────────────────┐")
        #expect(panel.bottom.text == "└────────────────────────────┘")
        #expect(section.header == nil)
        // Inside the box, columns start after the side and the padding.
        #expect(section.table?.columns.map(\.start) == [2, 10])
        #expect(section.lines.count == 5)
    }
}
