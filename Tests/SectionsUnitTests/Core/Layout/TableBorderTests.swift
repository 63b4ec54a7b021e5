import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Bordered tables: the box at every width, within it, in every format.
@Suite struct TableBorderTests {
    static let disks = Document {
        Section(
            header: "Disks",
            layout: .table(
                [TableColumn("Mount"), TableColumn("Free", alignment: .trailing)], border: .rounded)
        ) {
            TableRow {
                Text("/"); Text("12 GB")
            }
            TableRow {
                Text("/home/lin/projects"); Text("1.5 TB free of 2 TB")
            }
        }
    }

    @Test func aRoundedTableHasARuleUnderItsTitles() throws {
        let expected = """
            Disks
              ╭──────────────────┬─────────────────╮
              │ Mount            │            Free │
              ├──────────────────┼─────────────────┤
              │ /                │           12 GB │
              │ /home/lin/       │  1.5 TB free of │
              │ projects         │            2 TB │
              ╰──────────────────┴─────────────────╯

            """
        #expect(try PlainRenderer.render(Self.disks, width: 40) == expected)
    }

    @Test func aTableTooNarrowStacksInOneBox() throws {
        let expected = """
            Disks
              ╭────────────────╮
              │ Mount        / │
              │ Free     12 GB │
              ├────────────────┤
              │ Mount          │
              │   /home/lin/   │
              │   projects     │
              │ Free           │
              │   1.5 TB free  │
              │   of 2 TB      │
              ╰────────────────╯

            """
        #expect(try PlainRenderer.render(Self.disks, width: 20) == expected)
    }

    @Test func eachStyleDrawsItsOwnLinesAndRulesMayRunBetweenRows() throws {
        let expected: [TableBorder: String] = [
            .square: "┌───┬───┐\n│ A │ B │\n├───┼───┤\n│ x │ y │\n├───┼───┤\n│ z │ w │\n└───┴───┘",
            .heavy: "┏━━━┳━━━┓\n┃ A ┃ B ┃\n┣━━━╋━━━┫\n┃ x ┃ y ┃\n┣━━━╋━━━┫\n┃ z ┃ w ┃\n┗━━━┻━━━┛",
            .double: "╔═══╦═══╗\n║ A ║ B ║\n╠═══╬═══╣\n║ x ║ y ║\n╠═══╬═══╣\n║ z ║ w ║\n╚═══╩═══╝",
            .ascii: "+---+---+\n| A | B |\n+---+---+\n| x | y |\n+---+---+\n| z | w |\n+---+---+",
        ]
        for (border, box) in expected {
            let document = Document {
                Section(
                    layout: .table([TableColumn("A"), TableColumn("B")]).border(border, betweenRows: true)
                ) {
                    TableRow {
                        Text("x"); Text("y")
                    }
                    TableRow {
                        Text("z"); Text("w")
                    }
                }
            }
            let indented = box.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
            #expect(try PlainRenderer.render(document, width: 30) == indented, "\(border)")
        }
    }

    @Test func asciiGlyphsDrawEveryBorderInASCII() throws {
        let expected = """
            Disks
              +--------------+-------------+
              | Mount        |        Free |
              +--------------+-------------+
              | /            |       12 GB |
              | /home/lin/   | 1.5 TB free |
              | projects     |     of 2 TB |
              +--------------+-------------+

            """
        let ascii = try PlainRenderer.render(Self.disks, width: 32, options: LayoutOptions(glyphs: .ascii))
        #expect(ascii == expected)
    }

    @Test func theDefaultStaysAsItWas() throws {
        var plain = Self.disks
        plain.sections[0].layout.border = .none
        let table = try PlainRenderer.render(plain, width: 40)
        let expected = """
            Disks
              Mount                             Free
              ──────────────────  ──────────────────
              /                                12 GB
              /home/lin/projects    1.5 TB free of 2
                                                  TB

            """
        #expect(table == expected)
    }

    /// Seeded random tables of hostile text, every border, at every width from 8 to 200:
    /// the invariants of every layout, and a box whose every line is as wide as the others
    /// and starts at the table's indent with a border character.
    @Test func theInvariantsHoldAtEveryWidth() throws {
        var random = RandomContent.Generator(seed: 0xB0_8DE5)
        for sample in 0..<24 {
            let columns = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                TableColumn(
                    Bool.random(using: &random) ? RandomContent.hostile.randomElement(using: &random)! : nil,
                    alignment: [Alignment.leading, .trailing, .center].randomElement(using: &random)!)
            }
            let rows = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                TableRow(
                    columns.map { _ in
                        (0..<Int.random(in: 0...4, using: &random)).map { _ in
                            (RandomContent.hostile + RandomContent.pieces + ["lorem ipsum dolor"])
                                .randomElement(
                                    using: &random)!
                        }.joined()
                    }
                ).item
            }
            let border = TableBorder.allCases.dropFirst().randomElement(using: &random)!
            let layout = SectionLayout.table(columns).border(border, betweenRows: Bool.random(using: &random))
            let document = Document(
                title: nil,
                sections: [Section(id: nil, header: "T", footer: nil, layout: layout, items: rows)])
            let glyphs = Set("╭┌┏╔+├┣╠╰└┗╚│┃║|")
            for width in 8...200 {
                let context = "sample \(sample), \(border), width \(width)"
                let laidOut = try LaidOutDocument(document, width: width)
                LayoutInvariants(context: context).check(document, laidOut)
                // By the layout's widths: a line counted whole may join a cell's leading
                // extender to the space before it.
                var lines: [Line] = []
                for section in laidOut.sections { section.forEachLines { lines += $0.dropFirst() } }
                guard !lines.isEmpty else { continue }
                #expect(Set(lines.map(\.width)).count == 1, "\(context)")
                for line in lines {
                    let first = line.runs.first
                    #expect(first?.spaces == 2 && first?.role == .border, "\(context): \(line.text)")
                    #expect(first.map { glyphs.contains($0.text.first!) } == true, "\(context): \(line.text)")
                    #expect(line.runs.last?.role == .border, "\(context): \(line.text)")
                }
            }
        }
    }

    @Test func jsonReadsAndWritesTheBorder() throws {
        let json =
            #"{"sections": [{"border": "heavy", "layout": "table", "columns": [{"title": "A"}], "items": [{"cells": ["x"]}]}]}"#
        let streamed = try Document(json: json)
        let coded = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
        #expect(streamed.sections[0].layout.border == .heavy)
        #expect(coded == streamed)
        let written = try JSONRenderer.render(streamed)
        #expect(written.contains(#""border": "heavy""#))
        #expect(try Document(json: written) == streamed)
        #expect(
            String(decoding: try JSONEncoder().encode(streamed), as: UTF8.self).contains(#""border":"heavy""#)
        )
        #expect(
            !(try JSONRenderer.render(Document { Section(layout: .table(TableColumn())) {} })).contains(
                "border"))
        #expect(throws: DocumentError.self) {
            try Document(
                json:
                    #"{"sections": [{"layout": "table", "columns": [{}], "border": "dotted", "items": []}]}"#)
        }
        do {
            _ = try Document(
                json:
                    #"{"sections": [{"layout": "table", "columns": [{}], "border": "dotted", "items": []}]}"#)
        } catch {
            #expect(
                error.description
                    == #"sections[0].border: unknown border "dotted" (expected "none", "rounded", "square", "heavy", "double" or "ascii") (line 1, column 62)"#
            )
        }
    }

    @Test func htmlDrawsTheBorderByClassAndMarkdownKeepsItsTable() throws {
        let html = try HTMLRenderer.render(Self.disks)
        #expect(html.hasPrefix("<section>\n<h2>Disks</h2>\n<table class=\"border-rounded\">\n<thead>\n"))
        let page = try HTMLRenderer.render(Self.disks, standalone: true)
        #expect(
            page.contains(#"table[class^="border-"] th, table[class^="border-"] td { border: 1px solid;"#))
        var plain = Self.disks
        plain.sections[0].layout.border = .none
        #expect(try MarkdownRenderer.render(Self.disks) == MarkdownRenderer.render(plain))
        #expect(
            try HTMLRenderer.render(plain)
                == html.replacing(#"<table class="border-rounded">"#, with: "<table>"))
    }

    @Test(.needsPythonCheckers) func svgAndATerminalShowTheBox() throws {
        let documents = TableBorder.allCases.map { border in
            var document = Self.disks
            document.sections[0].layout.border = border
            return document
        }
        for width in [20, 40] {
            let svgs = try documents.map { try SVGRenderer.render($0, width: width) }
            let readings = try Checkers.svg(svgs)
            let ansi = try documents.map { try ANSIRenderer.render($0, width: width, colors: .ansi16) }
            let screens = try Checkers.terminal(ansi, width: width)
            for (index, document) in documents.enumerated() {
                let plain = try PlainRenderer.render(document, width: width)
                #expect(readings[index].errors == [], "\(index)")
                #expect(readings[index].lines == expectedSVGLines(plain: plain), "\(index)")
                #expect(screens[index].lines.joined(separator: "\n") + "\n" == plain, "\(index)")
            }
        }
    }
}

extension TableBorderTests {
    @Test func aBorderPrintsAsTheSwiftThatSetsIt() {
        let layout = SectionLayout.table(TableColumn("A")).border(.double, betweenRows: true)
        #expect(
            Section(layout: layout) {}.debugDescription
                == #"Section(layout: .table(TableColumn("A")).border(.double, betweenRows: true)) {}"#)
        #expect(
            SectionLayout.table([TableColumn("A")], border: .ascii)
                == SectionLayout.table(TableColumn("A")).border(.ascii))
    }
}
