import Sections
import Testing

@testable import SectionsCLI

/// `pick` and `view` through the tool's entry point, the terminal replaced by a made-up
/// interaction: what is asked of it, what is printed, the exit status.
@Suite struct InteractionCommandTests {
    /// Runs the tool; the interaction records what it was asked and answers `answer`.
    static func run(_ arguments: [String], answer: [String]?) -> (SectionsToolTests.Outcome, [Interaction]) {
        nonisolated(unsafe) var asked: [Interaction] = []
        var system = System(
            environment: [:], outputIsTerminal: false, terminalWidth: nil,
            load: { (_: String?, _: Int) throws(DocumentError) -> Document in
                Document { Section { Text("x") } }
            })
        system.interact = { (_: Document, interaction: Interaction) throws(UsageError) -> [Picked]? in
            asked.append(interaction)
            return answer?.map { Picked(section: nil, item: $0) }
        }
        var output = ""
        var errors = ""
        let status = SectionsTool.run(arguments, system: system, output: &output, errors: &errors)
        return (SectionsToolTests.Outcome(status: status, output: output, errors: errors), asked)
    }

    @Test func pickPrintsTheChoiceOrExits130() {
        #expect(
            Self.run(["pick"], answer: ["tea"]) == (
                .init(status: 0, output: "tea\n", errors: ""), [.pick(multiple: false)]
            ))
        #expect(
            Self.run(["pick"], answer: nil) == (
                .init(status: 130, output: "", errors: ""), [.pick(multiple: false)]
            ))
    }

    @Test func pickMultiPrintsEveryChoiceOnALineOfItsOwn() {
        let (outcome, asked) = Self.run(["pick", "--multi", "menu.json"], answer: ["tea", "cake"])
        #expect(outcome == .init(status: 0, output: "tea\ncake\n", errors: ""))
        #expect(asked == [.pick(multiple: true)])
    }

    @Test func pickPassesItsLimitsAndPrintsSectionsWhenAsked() {
        let (outcome, asked) = Self.run(
            ["pick", "--multi", "--min", "2", "--max", "3"], answer: ["tea", "cake"])
        #expect(outcome == .init(status: 0, output: "tea\ncake\n", errors: ""))
        #expect(asked == [.pick(multiple: true, limit: 2...3)])
        #expect(
            Self.run(["pick", "--multi", "--max", "4"], answer: []).1 == [.pick(multiple: true, limit: 1...4)]
        )
        #expect(
            Self.run(["pick", "--with-section"], answer: []).1 == [.pick(multiple: false, withSection: true)])
        #expect(
            Self.run(["pick", "--preview", "file"], answer: []).1 == [.pick(multiple: false, preview: "file")]
        )
    }

    @Test func viewBrowsesAndPrintsNothing() {
        #expect(
            Self.run(["view", "doc.json"], answer: []) == (.init(status: 0, output: "", errors: ""), [.view]))
        #expect(Self.run(["view"], answer: nil) == (.init(status: 130, output: "", errors: ""), [.view]))
    }

    @Test(arguments: [
        (
            ["view", "--multi"],
            "error: option '--multi' does not apply to view (see 'sections view --help')\n"
        ),
        (
            ["render", "--multi"],
            "error: option '--multi' does not apply to render (see 'sections render --help')\n"
        ),
        (
            ["view", "--width", "20"],
            "error: option '--width' does not apply to view (see 'sections view --help')\n"
        ),
        (["view", "a.json", "b.json"], "error: view takes at most one file, got 2\n"),
        (["pick", "--min", "2"], "error: option '--min' needs '--multi'\n"),
        (["pick", "--preview", ""], "error: option '--preview' needs a program\n"),
        (
            ["view", "--preview", "cat"],
            "error: option '--preview' does not apply to view (see 'sections view --help')\n"
        ),
        (["pick", "--multi", "--min", "3", "--max", "2"], "error: '--min 3' is more than '--max 2'\n"),
        (
            ["pick", "--multi", "--max", "0"],
            "error: invalid count for '--max' '0': expected an integer from 1\n"
        ),
        (
            ["pick", "--multi", "--max", "99999999999999999999"],
            "error: invalid count for '--max' '99999999999999999999': expected an integer from 1\n"
        ),
        (
            ["pick", "--with-section=yes"],
            "error: option '--with-section' takes no value, got '--with-section=yes'\n"
        ),
        (
            ["view", "--with-section"],
            "error: option '--with-section' does not apply to view (see 'sections view --help')\n"
        ),
    ])
    func optionsThatDoNotApplyAreUsageErrors(arguments: [String], message: String) {
        let (outcome, asked) = Self.run(arguments, answer: ["x"])
        #expect(outcome == .init(status: 2, output: "", errors: message))
        #expect(asked.isEmpty)
    }

    /// What Enter prints for an item: the id, else the text, a row's label, else the
    /// item's first line as laid out.
    @Test func theResultOfAnItemIsItsIdElseItsText() {
        #expect(Interaction.result(of: Text("Tea").id("tea")) == "tea")
        #expect(Interaction.result(of: Text("Tea").item) == "Tea")
        #expect(Interaction.result(of: Row("Cake", "chocolate").item) == "Cake")
    }
}
