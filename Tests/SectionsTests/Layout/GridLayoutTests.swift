import Testing

@testable import Sections

/// Grids at explicit widths: the column count, both orders, wrapping inside a column,
/// width rules, rows in cells, and the grid's shape for renderers.
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

    @Test func usesTheFewestColumnsThatKeepTheFewestRows() throws {
        // Five 15-column slots fit in 78 columns: two rows, and then five columns hold
        // nine items in two rows, so no column is left with one item.
        let expected = """
            Files
              README.md      Sources        Documentation  Scripts        東京.txt
              Package.swift  Tests          Playgrounds    .gitignore

            """
        #expect(try Self.files(.grid, width: 80) == expected)
    }

    @Test func oneColumnWhenTwoDoNotFit() throws {
        let expected = "Files\n" + Self.files.map { "  \($0)\n" }.joined()
        #expect(try Self.files(.grid, width: 24) == expected)
    }

    @Test func rowMajorFillsRowsFirst() throws {
        let expected = """
            Files
              README.md      Package.swift
              Sources        Tests
              Documentation  Playgrounds
              Scripts        .gitignore
              東京.txt

            """
        #expect(try Self.files(.grid(order: .rowMajor), width: 40) == expected)
    }

    @Test func itemsWiderThanTheColumnWrapInsideIt() throws {
        let output = try plain(width: 30, layout: .grid(columnWidth: .maximum(8))) {
            Text("a long item that wraps"); Text("b"); Text("c")
        }
        #expect(output == "  a long    b         c\n  item\n  that\n  wraps\n")
    }

    @Test func rowsSpreadAcrossTheirCell() throws {
        let output = try plain(width: 40, layout: .grid) {
            Row("CPU", "12%"); Row("Memory", "3.1 GB"); Row("Disk", "78%")
        }
        #expect(output == "  CPU        12%  Disk       78%\n  Memory  3.1 GB\n")
    }

    @Test func proportionalColumnsFillTheWidth() throws {
        let output = try plain(width: 40, layout: .grid(columnWidth: .proportional(), gap: 1)) {
            for name in Self.files.prefix(4) { Text(name) }
        }
        #expect(output == "  README.md          Sources\n  Package.swift      Tests\n")
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
        #expect((grid.columnCount, grid.rowCount, grid.columnWidth, grid.gap) == (2, 5, 13, 2))
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
