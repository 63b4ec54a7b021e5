import Testing

@testable import Sections

/// Tables, grids and panels in every format: Markdown writes a GFM table and HTML a
/// `table` that independent parsers read back cell for cell, hostile content included;
/// ANSI shows the plain text cell for cell.
@Suite struct LayoutFormatsTests {
    static let processes = Document(title: "Processes") {
        Section(
            header: "Running",
            layout: .table(TableColumn("PID", alignment: .trailing), TableColumn("Command"))
        ) {
            TableRow("1", "/sbin/init")
            TableRow("812", "python3 -m http.server")
        }
    }

    /// A table whose titles and cells are `text`, the other column trailing and centred.
    static func table(of text: String) -> Document {
        Document {
            Section(
                layout: .table(
                    TableColumn(text, alignment: .trailing), TableColumn("B", alignment: .center),
                    TableColumn())
            ) {
                TableRow(text, "x", "")
                TableRow("y", text, text)
            }
        }
    }

    @Test func markdownTable() throws {
        let expected = """
            # Processes

            ## Running

            | PID | Command |
            | --: | --- |
            | 1 | /sbin/init |
            | 812 | python3 -m http\\.server |

            """
        #expect(try MarkdownRenderer.render(Self.processes) == expected)
    }

    @Test func aGFMParserReadsEveryCellBack() throws {
        let corpus = HostileCorpusTests.corpus
        let readings = try Checkers.markdown(corpus.map { try MarkdownRenderer.render(Self.table(of: $0)) })
        for (text, reading) in zip(corpus, readings) {
            let cell = Sanitizer.sanitize(text)
            let table = try #require(reading.blocks.first, "\(text.debugDescription)")
            #expect(reading.blocks.count == 1 && reading.unexpected == [], "\(text.debugDescription)")
            #expect(table.kind == "table")
            #expect(table.align == ["right", "center", ""])
            #expect(table.header?.map(\.text) == [cell, "B", ""], "\(text.debugDescription)")
            #expect(table.rows?.map { $0.map(\.text) } == [[cell, "x", ""], ["y", cell, cell]])
        }
    }

    @Test func markdownGridsAreListsAndPanelsAreGroups() throws {
        let document = Document {
            Section(header: "Files", layout: .grid) {
                Text("a"); Text("b")
            }
            Section(header: "Disk", layout: .panel) {
                Row("Used", "78%")
                Panel(title: "Quota") { Row("Limit", "2 TB") }
            }
        }
        let expected = """
            ## Files

            - a
            - b

            ## Disk

            - **Used**: 78%
            - **Quota**
            - **Limit**: 2 TB

            """
        #expect(try MarkdownRenderer.render(document) == expected)
    }

    @Test func htmlTable() throws {
        let expected = """
            <h1>Processes</h1>
            <section>
            <h2>Running</h2>
            <table>
            <thead>
            <tr><th style="text-align: right">PID</th><th>Command</th></tr>
            </thead>
            <tbody>
            <tr><td style="text-align: right">1</td><td>/sbin/init</td></tr>
            <tr><td style="text-align: right">812</td><td>python3 -m http.server</td></tr>
            </tbody>
            </table>
            </section>

            """
        #expect(try HTMLRenderer.render(Self.processes) == expected)
    }

    @Test func anHTML5ParserReadsEveryCellBack() throws {
        let corpus = HostileCorpusTests.corpus
        let readings = try Checkers.html(corpus.map { try HTMLRenderer.render(Self.table(of: $0)) })
        for (text, reading) in zip(corpus, readings) {
            let cell = Sanitizer.sanitize(text)
            let cells = reading.elements.filter { ["th", "td"].contains($0.tag) }
            #expect(
                cells.map(\.text) == [cell, "B", "", cell, "x", "", "y", cell, cell],
                "\(text.debugDescription)")
            let tags = Set(reading.elements.map(\.tag))
            #expect(
                tags == ["section", "table", "thead", "tbody", "tr", "th", "td"], "\(text.debugDescription)")
            let attributes = reading.elements.flatMap { element in
                element.attributes.map { "\(element.tag) \($0.key)=\($0.value)" }
            }
            #expect(
                Set(attributes) == [
                    "th style=text-align: right", "th style=text-align: center",
                    "td style=text-align: right", "td style=text-align: center",
                ])
            #expect(reading.errors == [])
        }
    }

    @Test func htmlGridsAndPanelsAndSpanningItems() throws {
        let document = Document {
            Section(layout: .grid) {
                Text("a"); Text("b")
            }
            Section(header: "Disk", layout: .table(TableColumn(), TableColumn()).inPanel()) {
                TableRow("/", "78%")
                Text("a <note>")
            }
        }
        let expected = """
            <section>
            <div class="grid">
            <ul>
            <li>a</li>
            <li>b</li>
            </ul>
            </div>
            </section>
            <section class="panel">
            <h2>Disk</h2>
            <table>
            <tbody>
            <tr><td>/</td><td>78%</td></tr>
            <tr><td colspan="2">a &lt;note&gt;</td></tr>
            </tbody>
            </table>
            </section>

            """
        #expect(try HTMLRenderer.render(document) == expected)
    }

    @Test func ansiShowsThePlainTextCellForCell() throws {
        let documents =
            [Self.processes, TableLayoutTests.processes, PanelLayoutTests.server]
            + (UInt64(1)...4).map {
                var random = RandomDocuments(seed: $0)
                return random.document()
            }
        for document in documents {
            for width in [8, 20, 33, 80] {
                let ansi = try ANSIRenderer.render(document, width: width, colors: .ansi16)
                #expect(Self.visible(ansi) == (try plain(document, width: width)), "width \(width)")
            }
        }
    }

    @Test func ansiStylesCellsRowsAndBorders() throws {
        let document = Document {
            Section(header: "Checks", layout: .table(TableColumn("Check"), TableColumn("Result")).inPanel()) {
                TableRow {
                    "lint"; Text("ok").style(.success)
                }
                TableRow("tests", "2 failed").style(.error)
            }
        }
        let dim = { (text: String) in "\u{1B}[2m\(text)\u{1B}[0m" }
        let expected = [
            dim("┌─") + " \u{1B}[1mChecks\u{1B}[0m " + dim("─────────────┐"),
            dim("│") + " \u{1B}[1mCheck\u{1B}[0m  \u{1B}[1mResult\u{1B}[0m        " + dim("│"),
            dim("│") + " " + dim("─────") + "  " + dim("────────") + "      " + dim("│"),
            dim("│") + " lint   \u{1B}[32mok\u{1B}[0m            " + dim("│"),
            dim("│") + " \u{1B}[31mtests\u{1B}[0m  \u{1B}[31m2 failed\u{1B}[0m      " + dim("│"),
            dim("└──────────────────────┘"), "",
        ]
        #expect(
            try ANSIRenderer.render(document, width: 24, colors: .ansi16) == expected.joined(separator: "\n"))
    }

    /// The text without its SGR sequences, as a terminal shows it.
    static func visible(_ ansi: String) -> String {
        var out = ""
        var inSequence = false
        for scalar in ansi.unicodeScalars {
            if scalar == "\u{1B}" {
                inSequence = true
            } else if inSequence {
                if scalar == "m" { inSequence = false }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
