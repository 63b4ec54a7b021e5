import Sections
import Testing

@testable import Core
@testable import Interactive

/// A long list is laid out a chunk at a time as its items are read (`ListChunks`): its
/// lines, items, separators and every format's bytes are those of the section laid out
/// whole.
@Suite struct ListChunksTests {
    /// A list long enough for several chunks and a partial last one, of seeded random items
    /// (untrusted text, rows, your own items, panels), in a layout with gaps or without.
    static func longSection(seed: UInt64) -> Section {
        var random = RandomDocuments(seed: seed, hostile: true, shape: .list)
        var section = random.section()
        section.layout = SectionLayout.list.spacing(Int(seed % 2)).separator(seed % 3 == 0 ? .rule : .none)
            .insets(leading: Int(seed % 4), trailing: 1)
        section.items = (0..<(ListChunks.threshold + ListChunks.chunkSize + 17)).map { _ in random.item() }
        section.header = "Header \(seed)"
        section.footer = seed % 2 == 0 ? "Footer" : nil
        return section
    }

    static func isChunked(_ section: LaidOutSection) -> Bool { section.heldLines == nil }

    /// The lines' text, or a mark for none.
    static func text(_ lines: Lines?) -> String { lines.map { $0.text } ?? "(none)" }

    @Test(arguments: 1...4 as ClosedRange<UInt64>) func theChunksAreTheSectionLaidOutWhole(seed: UInt64) {
        let section = Self.longSection(seed: seed)
        for width in [20, 80] {
            let options = LayoutOptions(glyphs: seed % 2 == 0 ? .ascii : .unicode)
            let chunked = LaidOutSection(section, at: 0, width: width, options: options)
            let whole = LaidOutSection(section, at: 0, width: width, options: options, chunked: false)
            #expect(Self.isChunked(chunked), "seed \(seed): the items are laid out as read")
            #expect(!Self.isChunked(whole))
            #expect(chunked.heldLineCount == (chunked.header?.count ?? 0) + (chunked.footer?.count ?? 0))
            #expect(Self.text(chunked.header) == Self.text(whole.header))
            #expect(Self.text(chunked.footer) == Self.text(whole.footer))
            // Read in order, a chunk at a time.
            var count = 0
            for (read, expected) in zip(chunked.items, whole.items) {
                #expect(read.index == expected.index)
                #expect(
                    Self.text(read.lines) == Self.text(expected.lines), "seed \(seed), item \(read.index)")
                #expect(Self.text(read.separator) == Self.text(expected.separator))
                count += 1
            }
            #expect(count == section.items.count)
            // Read out of order, one at a time.
            for position in [0, 1, ListChunks.chunkSize - 1, ListChunks.chunkSize, section.items.count - 1] {
                #expect(Self.text(chunked.items[position].lines) == Self.text(whole.items[position].lines))
                #expect(
                    Self.text(chunked.items[position].separator) == Self.text(whole.items[position].separator)
                )
            }
            var parts = ""
            chunked.forEachLines { parts += $0.text }
            #expect(parts == whole.lines.text, "seed \(seed), width \(width)")
            #expect(chunked.lines.text == whole.lines.text)
        }
    }

    /// Without lines for its items (Markdown, HTML, JSON), a long list still has its
    /// separators, and no item has lines.
    @Test func withoutItemLinesOnlyTheSeparatorsAreLaidOut() {
        let section = Self.longSection(seed: 3)
        let chunked = LaidOutSection(section, at: 0, width: 40, options: LayoutOptions(), itemLines: false)
        let whole = LaidOutSection(
            section, at: 0, width: 40, options: LayoutOptions(), itemLines: false, chunked: false)
        #expect(Self.isChunked(chunked))
        #expect(chunked.items.allSatisfy { $0.lines.isEmpty })
        #expect(chunked.items.map { Self.text($0.separator) } == whole.items.map { Self.text($0.separator) })
        #expect(chunked.items.contains { $0.separator != nil })
        #expect(chunked.lines.text == whole.lines.text)
    }

    /// Plain text, ANSI and the default rendering item by item write the lines of the
    /// section laid out whole.
    @Test func theRenderersWriteTheLinesOfTheWholeSection() throws {
        let long = Self.longSection(seed: 2)
        let layout = try LaidOutDocument(Document(sections: [long]), width: 30)
        #expect(layout.sections.map(\.index) == [0])
        #expect(layout.sections.allSatisfy(Self.isChunked))
        let whole = LaidOutSection(long, at: 0, width: 30, options: LayoutOptions(), chunked: false)
        #expect(try PlainRenderer.render(Document(sections: [long]), width: 30) == whole.lines.text)
        // A byte of storage, as `PlainRendererTests.Defaults` explains.
        struct ItemByItem: Renderer { var storage: UInt8 = 0 }
        var parts = ItemByItem()
        #expect(parts.render(layout) == whole.lines.text)
        var ansi = ANSIRenderer(colors: .ansi256)
        var expected = ""
        for line in whole.lines { ansi.renderLine(line, into: &expected) }
        var rendered = ANSIRenderer(colors: .ansi256)
        #expect(rendered.render(layout) == expected)
        #expect(expected.contains("\u{1B}["))
    }

    /// A grid, a table and a list in a panel are laid out whole, however long.
    @Test func onlyAListOutsideAPanelIsLaidOutAsRead() {
        var section = Self.longSection(seed: 1)
        section.layout = section.layout.inPanel(PanelStyle(padding: 1))
        #expect(!Self.isChunked(LaidOutSection(section, at: 0, width: 40, options: LayoutOptions())))
        section.layout = .grid(order: .rowMajor, columnWidth: .fit, gap: 2)
        #expect(!Self.isChunked(LaidOutSection(section, at: 0, width: 40, options: LayoutOptions())))
        section.layout = .list
        section.items.removeLast(section.items.count - ListChunks.threshold)
        #expect(!Self.isChunked(LaidOutSection(section, at: 0, width: 40, options: LayoutOptions())))
    }
}
