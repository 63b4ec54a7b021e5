import Sections
import Syscalls
import Testing

@testable import Core
@testable import Files
@testable import Interactive
@testable import SectionsTestSupport

/// Large documents are laid out on a second thread ahead of the renderer: the sections, and
/// so every format's bytes, are the ones the calling thread lays out alone.
@Suite(.systemThreads) struct LayoutAheadTests {
    /// Seeded random sections of every shape, untrusted text included, repeated until the
    /// document is large enough for a second thread.
    static func largeDocument(seed: UInt64) -> Document {
        var random = RandomDocuments(seed: seed, hostile: true)
        var sections: [Section] = []
        var items = 0
        while items < 3_000 {
            var section = random.section()
            if sections.count % 7 == 3 {
                // A long list between the small random sections, so that the worker runs a
                // budget ahead and waits.
                section.items = (0..<900).map { _ in Row(random.word(), random.text(maxWords: 3)).item }
            }
            items += section.items.count
            sections.append(section)
        }
        return Document(title: "Seed \(seed)", sections: sections)
    }

    static func options(concurrent: Bool) -> LayoutOptions {
        LayoutOptions(concurrentLayout: concurrent)
    }

    @Test(arguments: 1...6 as ClosedRange<UInt64>) func everyFormatIsTheSameAsLaidOutInline(seed: UInt64)
        throws
    {
        let document = Self.largeDocument(seed: seed)
        #expect(
            LayoutAhead.isWorthwhile(for: document, on: SystemThreads()) == (SystemThreads().processors > 1))
        for width in [24, 80] {
            let ahead = try LaidOutDocument(document, width: width, options: Self.options(concurrent: true))
            let inline = try LaidOutDocument(document, width: width, options: Self.options(concurrent: false))
            var plain = (PlainRenderer(), PlainRenderer())
            #expect(plain.0.render(ahead) == plain.1.render(inline), "plain, seed \(seed), width \(width)")
            var ansi = (ANSIRenderer(), ANSIRenderer())
            #expect(ansi.0.render(ahead) == ansi.1.render(inline), "ANSI, seed \(seed), width \(width)")
            var markdown = (MarkdownRenderer(), MarkdownRenderer())
            #expect(markdown.0.render(ahead) == markdown.1.render(inline), "Markdown, seed \(seed)")
            var html = (HTMLRenderer(), HTMLRenderer())
            #expect(html.0.render(ahead) == html.1.render(inline), "HTML, seed \(seed), width \(width)")
        }
    }

    @Test func theSectionsComeInOrderWithTheirIndices() throws {
        let document = Self.largeDocument(seed: 7)
        let layout = try LaidOutDocument(document, width: 40)
        let printing = document.sections.indices.filter {
            let section = document.sections[$0]
            return section.header != nil || section.footer != nil || !section.items.isEmpty
        }
        #expect(layout.sections.map(\.index) == printing)
    }

    /// A consumer that stops early stops the worker: dropping the iterator returns (the
    /// time limit catches a worker left waiting), and a new iteration starts over.
    @Test func aConsumerThatStopsEarlyStopsTheWorker() throws {
        let document = Self.largeDocument(seed: 8)
        let layout = try LaidOutDocument(document, width: 80)
        for taken in [0, 1, 2, 5] {
            var iterator = layout.sections.makeIterator()
            var seen: [Int] = []
            for _ in 0..<taken { seen.append(iterator.next()!.index) }
            #expect(seen == Array(layout.sections.prefix(taken)).map(\.index))
        }
        let all = layout.sections.map(\.index)
        let inline = try LaidOutDocument(document, width: 80, options: Self.options(concurrent: false))
        #expect(all == inline.sections.map(\.index))
    }

    /// Whichever side is slower, the sections are the same: a caller that dawdles over each
    /// section (the worker fills its budget and waits), and sections far larger than the
    /// budget (each is laid out whole, and alone in flight).
    @Test func aSlowCallerAndSectionsLargerThanTheBudget() throws {
        let document = Self.largeDocument(seed: 9)
        let ahead = try LaidOutDocument(document, width: 60)
        let inline = try LaidOutDocument(document, width: 60, options: Self.options(concurrent: false))
        var slow: [String] = []
        for section in ahead.sections {
            SystemCalls.sleep(microseconds: 200)
            slow.append(section.lines.text)
        }
        #expect(slow == inline.sections.map(\.lines.text))

        let rows = (0..<(LayoutAhead.lineBudget + 500)).map { Row("row \($0)", "value").item }
        let huge = Document(
            title: nil,
            sections: (0..<3).map { _ in
                Section(id: nil, header: "Huge", footer: nil, layout: .list, items: rows)
            })
        let hugeAhead = try LaidOutDocument(huge, width: 40)
        let hugeInline = try LaidOutDocument(huge, width: 40, options: Self.options(concurrent: false))
        var plain = (PlainRenderer(), PlainRenderer())
        #expect(plain.0.render(hugeAhead) == plain.1.render(hugeInline))
    }

    @Test func smallDocumentsAndSingleSectionsStayOnTheCallingThread() {
        let rows = (0..<5_000).map { Row("\($0)", "value").item }
        let oneSection = Document(
            title: nil, sections: [Section(id: nil, header: nil, footer: nil, layout: .list, items: rows)])
        #expect(!LayoutAhead.isWorthwhile(for: oneSection, on: SystemThreads()))
        let small = Document(
            title: nil,
            sections: (0..<10).map { _ in
                Section(id: nil, header: nil, footer: nil, layout: .list, items: Array(rows.prefix(100)))
            })
        #expect(!LayoutAhead.isWorthwhile(for: small, on: SystemThreads()))
        let large = Document(
            title: nil,
            sections: (0..<25).map { _ in
                Section(id: nil, header: nil, footer: nil, layout: .list, items: Array(rows.prefix(100)))
            })
        #expect(LayoutAhead.isWorthwhile(for: large, on: SystemThreads()) == (SystemThreads().processors > 1))
    }
}
