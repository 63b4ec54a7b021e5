import Sections
import Testing

@testable import Core
@testable import Interactive

/// Grids at explicit widths: packing like `ls`, both orders, wrapping inside a column,
/// width rules, rows in cells, and the grid's shape for renderers.
///
/// Where a grid of text items is compared with `ls`, the expected output is what GNU
/// `ls -C` (or `ls -x`) prints for the same names at `--width` one more than the
/// section's available width (the width less the indent of 2), indented by 2.
@Suite struct GridLayoutTests {
    static let files = [
        "README.md", "Package.swift", "Sources", "Tests", "Documentation", "Playgrounds", "Scripts",
        ".gitignore", "東京.txt",
    ]

    static func files(_ layout: SectionLayout, width: Int) throws -> String {
        try plain(width: width, header: "Files", layout: layout) { for name in files { Text(name) } }
    }

    @Test func columnMajorLikeLsInTheFewestRows() throws {
        let expected = """
            Files
              README.md      Playgrounds
              Package.swift  Scripts
              Sources        .gitignore
              Tests          東京.txt
              Documentation

            """
        #expect(try Self.files(.grid, width: 40) == expected)
    }

    /// Ten columns would need 89 columns; two rows of five columns, each as wide as its
    /// own widest name, need 64 of the 78 (`ls -C --width=79`).
    @Test func eachColumnIsAsWideAsItsOwnWidestItem() throws {
        let expected = """
            Files
              README.md      Sources  Documentation  Scripts     東京.txt
              Package.swift  Tests    Playgrounds    .gitignore

            """
        #expect(try Self.files(.grid, width: 80) == expected)
    }

    static let directory = [
        "bin", "configure-options.txt", "doc", "etc", "lib", "man", "src", "test", "tmp", "var",
    ]

    /// With every column as wide as the longest name, one column of 21 fits in 38 and no
    /// more; `ls -C --width=39` takes three rows, and so does the grid.
    @Test func oneLongNameWidensOnlyItsOwnColumn() throws {
        let expected = """
            Files
              bin                    etc  src   var
              configure-options.txt  lib  test
              doc                    man  tmp

            """
        #expect(
            try plain(width: 40, header: "Files", layout: .grid) { for name in Self.directory { Text(name) } }
                == expected)
        // At 38 the three rows need 37 of 36 columns; four rows fit (`ls -C --width=37`).
        let narrower = """
              bin                    lib   tmp
              configure-options.txt  man   var
              doc                    src
              etc                    test

            """
        #expect(try plain(width: 38, layout: .grid) { for name in Self.directory { Text(name) } } == narrower)
    }

    /// Column-major grids with the same row count are the same grid: six columns of two
    /// rows would leave the sixth empty, so ten items take five. (Here `ls` differs: it
    /// counts a last column of names narrower than 3 as 3 wide, and takes three rows.)
    @Test func theLastColumnIsNeverEmpty() throws {
        let output = try plain(width: 20, layout: .grid) { for n in 0..<10 { Text("n\(n)") } }
        #expect(output == "  n0  n2  n4  n6  n8\n  n1  n3  n5  n7  n9\n")
        let seven = try plain(width: 14, layout: .grid) { for n in 0..<7 { Text("n\(n)") } }
        #expect(seven == "  n0  n3  n6\n  n1  n4\n  n2  n5\n")
    }

    @Test func oneColumnWhenTwoDoNotFit() throws {
        let expected = "Files\n" + Self.files.map { "  \($0)\n" }.joined()
        #expect(try Self.files(.grid, width: 24) == expected)
    }

    /// Like `ls -x --width=39`: three columns whose widths are 9, 13 and 11.
    @Test func rowMajorFillsRowsFirst() throws {
        let expected = """
            Files
              README.md  Package.swift  Sources
              Tests      Documentation  Playgrounds
              Scripts    .gitignore     東京.txt

            """
        #expect(try Self.files(.grid(order: .rowMajor), width: 40) == expected)
    }

    @Test func itemsWiderThanTheColumnWrapInsideIt() throws {
        let output = try plain(width: 30, layout: .grid(columnWidth: .maximum(8))) {
            Text("a long item that wraps"); Text("b"); Text("c")
        }
        #expect(output == "  a long    b  c\n  item\n  that\n  wraps\n")
    }

    /// A row shares its column with a wider one: its value moves to the column's edge.
    @Test func rowsSpreadAcrossTheirCell() throws {
        let output = try plain(width: 30, layout: .grid) {
            Row("CPU", "12%"); Row("Memory", "3.1 GB"); Row("Disk", "78%")
        }
        #expect(output == "  CPU        12%  Disk  78%\n  Memory  3.1 GB\n")
    }

    /// Widths 9, 13, 7 and 5 and three gaps of 1 leave 9 of 46 columns: 3, 2, 2 and 2
    /// more.
    @Test func proportionalColumnsFillTheWidth() throws {
        let output = try plain(width: 48, layout: .grid(columnWidth: .proportional(), gap: 1)) {
            for name in Self.files.prefix(4) { Text(name) }
        }
        #expect(output == "  README.md    Package.swift   Sources   Tests\n")
    }

    @Test func minimumAndFixedWidthsAndGap() throws {
        let minimum = try plain(width: 30, layout: .grid(columnWidth: .minimum(6), gap: 1)) {
            Text("a"); Text("b"); Text("c"); Text("d")
        }
        #expect(minimum == "  a      b      c      d\n")
        let fixed = try plain(width: 20, layout: .grid(columnWidth: .fixed(4), gap: 3)) {
            Text("abcdef"); Text("g"); Text("h")
        }
        #expect(fixed == "  abcd   g      h\n  ef\n")
    }

    @Test func spacingAndSeparatorsStandBetweenGridRows() throws {
        let output = try plain(width: 14, layout: .grid.separator(.rule)) {
            Text("a"); Text("b"); Text("c"); Text("d"); Text("e"); Text("f"); Text("g")
        }
        #expect(output == "  a  c  e  g\n  ────────────\n  b  d  f\n")
        let ruled = try plain(width: 8, layout: .grid.separator(.rule).spacing(1)) {
            Text("aa"); Text("bb"); Text("cc")
        }
        #expect(ruled == "  aa  cc\n\n  ──────\n  bb\n")
    }

    @Test func theShapeIsThereForRenderers() throws {
        let document = Document { Section(layout: .grid) { for name in Self.files { Text(name) } } }
        let section = try #require(Array(try LaidOutDocument(document, width: 40).sections).first)
        let grid = try #require(section.grid)
        #expect(grid.order == .columnMajor)
        #expect((grid.columnCount, grid.rowCount, grid.gap) == (2, 5, 2))
        #expect(grid.columnWidths == [13, 11])
        #expect(grid.columnStarts == [2, 17])
        #expect(grid.position(ofItem: 6) == (1, 1))
        #expect(section.items[6].lines.map(\.text) == ["Scripts"])
        #expect(grid.rows[1].map(\.text) == ["  Package.swift  Scripts"])
        #expect(section.table == nil && section.panel == nil)
    }

    @Test func anEmptyGridPrintsOnlyItsHeader() throws {
        #expect(try plain(width: 20, header: "Files", layout: .grid) {} == "Files\n")
    }
}
