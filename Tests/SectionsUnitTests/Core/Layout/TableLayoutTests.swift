import Sections
import Testing

@testable import Core
@testable import Interactive

/// Tables at explicit widths: titles and rule, alignment, shrinking and wrapping, the
/// stacked form, width rules, truncation, cells of any item, and the table's structure.
@Suite struct TableLayoutTests {
    static let processes = Document {
        Section(
            header: "Processes",
            layout: .table(
                TableColumn("PID", alignment: .trailing), TableColumn("User"),
                TableColumn("CPU", alignment: .trailing), TableColumn("Command"))
        ) {
            TableRow("1", "root", "0.0", "/sbin/init splash")
            TableRow("812", "lin", "12.5", "/usr/bin/python3 -m http.server 8000")
            TableRow("1024", "www-data", "3.1", "nginx: worker process")
        }
    }

    @Test func naturalWidthsWhenTheTableFits() throws {
        let expected = """
            Processes
               PID  User       CPU  Command
              ────  ────────  ────  ────────────────────────────────────
                 1  root       0.0  /sbin/init splash
               812  lin       12.5  /usr/bin/python3 -m http.server 8000
              1024  www-data   3.1  nginx: worker process

            """
        #expect(try plain(Self.processes, width: 60) == expected)
    }

    @Test func theWidestColumnShrinksAndItsCellsWrap() throws {
        let expected = """
            Processes
               PID  User       CPU  Command
              ────  ────────  ────  ────────────────
                 1  root       0.0  /sbin/init
                                    splash
               812  lin       12.5  /usr/bin/python3
                                    -m http.server
                                    8000
              1024  www-data   3.1  nginx: worker
                                    process

            """
        #expect(try plain(Self.processes, width: 40) == expected)
    }

    @Test func columnsShrinkTogetherOnceTheyAreEquallyWide() throws {
        let expected = """
            Processes
               PID  User      CPU  Command
              ────  ───────  ────  ───────
                 1  root      0.0  /sbin/
                                   init
                                   splash
               812  lin      12.5  /usr/
                                   bin/
                                   python3
                                   -m
                                   http.se
                                   rver
                                   8000
              1024  www-      3.1  nginx:
                    data           worker
                                   process

            """
        let rendered = try plain(Self.processes, width: 30)
        #expect(rendered == expected)
    }

    @Test func stackedWhenEvenTheFloorsDoNotFit() throws {
        let expected = """
            Processes
              PID              1
              User          root
              CPU            0.0
              Command
                /sbin/init
                splash
              ──────────────────
              PID            812
              User           lin
              CPU           12.5
              Command
                /usr/bin/python3
                -m http.server
                8000
              ──────────────────
              PID           1024
              User      www-data
              CPU            3.1
              Command
                nginx: worker
                process

            """
        #expect(try plain(Self.processes, width: 20) == expected)
    }

    @Test func centredColumnWithAMinimumWidth() throws {
        let output = try plain(
            width: 40,
            layout: .table(TableColumn("Name"), TableColumn("Score", alignment: .center, width: .minimum(9)))
        ) {
            TableRow("Ada", "9")
            TableRow("Grace", "10")
        }
        #expect(output == "  Name     Score\n  ─────  ─────────\n  Ada        9\n  Grace     10\n")
    }

    @Test func proportionalColumnsShareWhatTheOthersLeave() throws {
        let output = try plain(
            width: 40,
            layout: .table(
                TableColumn("Key", width: .fixed(5)), TableColumn("Value", width: .proportional(2)),
                TableColumn("Note", width: .proportional(1)))
        ) {
            TableRow("a", "one", "x")
            TableRow("longer key", "two", "y")
        }
        let expected = """
              Key    Value                 Note
              ─────  ────────────────────  ─────────
              a      one                   x
              longe  two                   y
              r key

            """
        #expect(output == expected)
    }

    @Test func noTitlesNoRule() throws {
        let output = try plain(width: 30, layout: .table(TableColumn(), TableColumn(alignment: .trailing))) {
            TableRow("Total", "42")
            TableRow("Tax", "4.20")
        }
        #expect(output == "  Total    42\n  Tax    4.20\n")
    }

    @Test func truncatingColumnKeepsOneLine() throws {
        let output = try plain(
            width: 30,
            layout: .table(
                TableColumn("PID", alignment: .trailing), TableColumn("Command", truncation: .middle))
        ) {
            TableRow("812", "/usr/bin/python3 -m http.server 8000 --bind 127.0.0.1")
        }
        #expect(output == "  PID  Command\n  ───  ───────────────────────\n  812  /usr/bin/py…d 127.0.0.1\n")
    }

    @Test func anyItemIsACellAndOtherItemsSpanTheTable() throws {
        let output = try plain(width: 40, layout: .table(TableColumn("Item"), TableColumn("Usage"))) {
            TableRow {
                "Disk"; Gauge(text: "[#####.....] 50%", slack: 0)
            }
            Text("a note spanning the table")
        }
        #expect(
            output
                == "  Item  Usage\n  ────  ────────────────\n  Disk  [#####.....] 50%\n  a note spanning the table\n"
        )
    }

    @Test func aRowOutsideATableIsATableOfOneRow() throws {
        let output = try plain(
            Document {
                Section {
                    TableRow("a", "b", "c"); Text("x")
                }
            }, width: 20)
        #expect(output == "  a  b  c\n  x\n")
    }

    @Test func raggedRowsLoseNoCell() throws {
        let output = try plain(width: 30, layout: .table(TableColumn("A"), TableColumn("B"))) {
            TableRow("1")
            TableRow("1", "2", "3")
        }
        #expect(output == "  A  B\n  ─  ─  ─\n  1\n  1  2  3\n")
    }

    @Test func structureForRenderers() throws {
        let section = try #require(Array(try LaidOutDocument(Self.processes, width: 40).sections).first)
        let table = try #require(section.table)
        #expect(!table.isStacked)
        #expect(table.columns.map(\.title) == ["PID", "User", "CPU", "Command"])
        #expect(table.columns.map(\.alignment) == [.trailing, .leading, .trailing, .leading])
        #expect(table.columns.map(\.start) == [2, 8, 18, 24])
        #expect(table.columns.map(\.width) == [4, 8, 4, 16])
        #expect(table.titles?.count == 2)
        #expect(table.rows.count == 3)
        #expect(Array(table.rows[1].cells) == ["812", "lin", "12.5", "/usr/bin/python3 -m http.server 8000"])
        #expect(table.rows[1].item == 1)
        #expect(table.rows[1].lines.count == 3)
        #expect(section.items[1].lines.map(\.text) == table.rows[1].lines.map(\.text))
        #expect(table.lines.count == 9)
    }

    @Test func stackedStructureHasNoColumnPositions() throws {
        let section = try #require(Array(try LaidOutDocument(Self.processes, width: 20).sections).first)
        let table = try #require(section.table)
        #expect(table.isStacked && table.titles == nil)
        #expect(table.columns.allSatisfy { $0.start == 0 && $0.width == 0 })
        #expect(table.rows.count == 3)
    }
}
