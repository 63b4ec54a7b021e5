import Foundation
import Sections
import SectionsTesting
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// The samples of Getting Started, The pipeline, Scripting in the terminal, and Data
/// sources and diffing, compiled here; where an article shows output, the test reads that
/// block from the article and compares it with the real output.
@Suite struct ArticleSamplesTests {
    /// The fenced block of `language` that follows the first line containing `marker`;
    /// when the marker is inside a code block, the block after that one.
    static func block(
        in article: String, after marker: String, language: String = "", markerInCode: Bool = false
    ) throws -> String {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/Sections/Sections.docc/\(article).md")
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        guard let found = lines.firstIndex(where: { $0.contains(marker) }),
            let start = markerInCode
                ? lines[found...].firstIndex(where: { $0 == "```" }).map({ $0 + 1 }) : found,
            let open = lines[start...].firstIndex(where: { $0 == "```" + language }),
            let close = lines[(open + 1)...].firstIndex(where: { $0 == "```" })
        else { throw CocoaError(.fileReadCorruptFile) }
        return lines[(open + 1)..<close].map { $0 + "\n" }.joined()
    }

    // MARK: Getting Started

    struct User {
        var name: String
        var email: String?
        var tags: [String]
    }

    /// The same card as the article "Custom items" shows.
    typealias PlanCard = CustomItemsArticleTests.PlanCard

    @SectionBuilder var billing: [Item] {
        Row("Card", "•••• 4242")
        Row("Next invoice", "1 March")
    }

    @Test(.needsPythonCheckers) func gettingStarted() throws {
        let user = User(name: "Lin Hay", email: nil, tags: ["admin", "beta"])
        let doc = Document(title: "Account") {
            Section(id: "profile") {
                Row("Name", user.name)
                if let email = user.email { Row("Email", email) } else { Text("no email on file") }
                for tag in user.tags { Text(tag) }
            } header: {
                "Profile"
            } footer: {
                "\(user.tags.count) tags"
            }
        }
        // The README shows the same example: both show the real output.
        let marker = "print(try PlainRenderer.render(doc, width: 40)"
        let rendered = try PlainRenderer.render(doc, width: 40)
        #expect(try Self.block(in: "GettingStarted", after: marker, markerInCode: true) == rendered)
        #expect(try Self.block(in: "../../../README", after: marker, markerInCode: true) == rendered)

        var out = StandardOutput(descriptor: open("/dev/null", O_WRONLY))
        var renderer = PlainRenderer()
        renderer.render(try LaidOutDocument(doc, width: 80), into: &out)
        try out.flush()

        let plan = Section(header: "Plan") { PlanCard(name: "Pro", seats: 5) }
        #expect(plan.items[0].content(as: PlanCard.self)?.seats == 5)
        let billingSection = Section(header: "Billing") { billing }
        #expect(billingSection.items.count == 2)

        let decoded = try Document(json: #"{"sections": [{"header": "Hi", "items": ["there"]}]}"#)
        #expect(decoded == Document { Section(header: "Hi") { Text("there") } })
        #expect(decoded.json().hasPrefix("{\n"))
    }

    // MARK: The pipeline

    @Test func pipelineStreamsIntoAnyOutput() throws {
        let document = Document { Section(header: "Pipeline") { Row("Stage", "layout") } }
        let layout = try LaidOutDocument(document, width: 72)
        var renderer = PlainRenderer()
        var output = ""
        renderer.render(layout, into: &output)
        #expect(output == (try PlainRenderer.render(document, width: 72)))
    }

    // MARK: Scripting in the terminal

    @Test(.needsPythonCheckers) func scriptingSamples() throws {
        struct Options { var width: Int? }
        let options = Options(width: nil)
        let report = Document { Section { Row("Tasks", "3") } }
        let terminal = TerminalEnvironment(
            variables: ["COLUMNS": "50"], isTerminal: false, terminalColumns: nil)
        let width = terminal.width(explicit: options.width)
        #expect(width == 50)
        #expect(try PlainRenderer.render(report, width: width).hasSuffix("3\n"))

        let tasks = ["Fetch", "Build"]
        func progress(finished: Int) -> Document {
            Document {
                Section {
                    for (index, task) in tasks.enumerated() { Row(task, index < finished ? "done" : "…") }
                }
            }
        }
        var display = LiveDisplay(terminal: LiveDisplayTests.terminal)
        var output = ""
        for finished in 0...tasks.count {
            try display.update(to: progress(finished: finished), width: 48, into: &output)
        }
        try display.finish(into: &output)
        #expect(
            try Checkers.screen(of: output, columns: 48)
                == (try PlainRenderer.render(progress(finished: 2), width: 48)))
    }

    // MARK: Data sources and diffing

    @Test func dataSourceSamples() async throws {
        let doc = Document(title: "Account") {
            Section(id: "profile", header: "Profile") {
                Row("Name", "Lin Hay").id("name")
                Row("Email", "lin@example.com").id("email").onSelect {}
            }
            Section(id: "plan") { PlanCard(name: "Pro", seats: 5) }
        }
        #expect(doc.numberOfSections == 2)
        #expect(try doc.numberOfItems(inSection: 0) == 2)
        #expect(try doc.header(inSection: 0) == "Profile")
        #expect(try doc.item(at: ItemPath(section: 0, item: 1)).content(as: Row.self)?.label == "Email")
        #expect(try doc.item(at: ItemPath(section: 1, item: 0), as: PlanCard.self).seats == 5)
        #expect(doc.path(ofItemWithID: "email") == ItemPath(section: 0, item: 1))
        let edited =
            try doc
            .insertingItem(Row("Phone", "555-0100"), at: ItemPath(section: 0, item: 2))
            .movingItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1))
            .replacingItem(at: ItemPath(section: 0, item: 0), with: Row("Email", "lin@hay.example"))
            .insertingSection(Section(header: "Help") { Text("Press ? for help.") }, at: 0)
        #expect(edited.numberOfSections == 3)
        #expect(try await doc.select(itemWithID: "email") == .performed)
        #expect(try await doc.select(itemAt: ItemPath(section: 0, item: 0)) == .noAction)
    }

    @Test func changesetSample() throws {
        let before = Document {
            Section(id: "today", header: "Today") {
                Text("Write the release notes").id("notes")
                Text("Review the diff")
                Row("Standup", "9:30")
            }
            Section(id: "later", header: "Later") {
                Text("Plan the offsite")
                Text("Renew the certificate").id("cert")
            }
        }
        let after = Document {
            Section(id: "today", header: "Today") {
                Text("Renew the certificate").id("cert")
                Text("Write the release notes").id("notes")
                Row("Standup", "10:00")
            }
            Section(id: "later", header: "Later") { Text("Plan the offsite") }
            Section(id: "done", header: "Done") { Text("Review the diff") }
        }
        let changes = try Changeset(from: before, to: after)
        let shown = try Self.block(
            in: "DataSourcesAndDiffing", after: "prints this changeset", language: "json")
        #expect(changes.json() == shown)
        #expect(try before.applying(changes) == after)
        let printed = try Self.block(
            in: "DataSourcesAndDiffing", after: "debugPrint(changes)", markerInCode: true)
        let item = after.sections[0].items[1]
        let lines = [changes.description, changes.debugDescription, item.description, item.debugDescription]
        #expect(printed == lines.map { $0 + "\n" }.joined())
    }
}
