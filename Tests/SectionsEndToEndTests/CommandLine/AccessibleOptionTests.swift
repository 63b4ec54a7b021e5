import Testing

@testable import SectionsCLI

/// `--accessible` asks `pick` and `view` to ask plainly; it takes no value and applies to
/// no other command, nor to `pick --filter`, which asks nothing.
@Suite struct AccessibleOptionTests {
    @Test func pickAndViewAskPlainly() {
        #expect(
            InteractionCommandTests.run(["pick", "--accessible"], answer: ["tea"])
                == (.init(status: 0, output: "tea\n", errors: ""), [.accessible(.pick(multiple: false))]))
        #expect(
            InteractionCommandTests.run(["pick", "--multi", "--accessible"], answer: nil).1
                == [.accessible(.pick(multiple: true))])
        #expect(InteractionCommandTests.run(["view", "--accessible"], answer: []).1 == [.accessible(.view)])
        #expect(Interaction.accessible(.view).command == "view")
    }

    @Test(arguments: [
        (
            ["render", "--accessible"],
            "option '--accessible' does not apply to render (see 'sections render --help')"
        ),
        (
            ["pick", "--accessible", "--filter", "x"],
            "option '--accessible' does not apply to pick --filter (see 'sections pick --help')"
        ),
        (["view", "--accessible=yes"], "option '--accessible' takes no value, got '--accessible=yes'"),
    ])
    func elsewhereItIsAUsageError(arguments: [String], message: String) {
        let (outcome, asked) = InteractionCommandTests.run(arguments, answer: ["x"])
        #expect(outcome == .init(status: 2, output: "", errors: "error: \(message)\n"))
        #expect(asked.isEmpty)
    }
}
