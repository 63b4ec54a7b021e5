import Testing

@testable import Sections

/// Quotations for messages: one line, shortened, and unable to reorder the line around them.
@Suite struct UntrustedTextTests {
    @Test(arguments: [
        ("a\u{202E}b", "a\u{202E}b\u{202C}"),
        ("\u{2067}x", "\u{2067}x\u{2069}"),
        ("\u{2066}\u{202B}x", "\u{2066}\u{202B}x\u{202C}\u{2069}"),
        ("\u{202D}\u{2068}x\u{202C}", "\u{202D}\u{2068}x\u{202C}\u{2069}\u{202C}"),
        ("\u{2067}\u{202E}x\u{2069}y", "\u{2067}\u{202E}x\u{2069}y"),
        ("\u{202E}x\u{202C}", "\u{202E}x\u{202C}"),
        ("x\u{202C}\u{2069}", "x\u{202C}\u{2069}"),
        ("\u{200F}mark", "\u{200F}mark"),
        ("plain", "plain"),
    ])
    func everyBidirectionalRunAQuotationOpensIsClosedAtItsEnd(text: String, quoted: String) {
        #expect(UntrustedText.singleLine(text) == quoted)
    }

    @Test func aShortenedQuotationIsClosedAfterItsEllipsis() {
        let quoted = UntrustedText.singleLine(
            "\u{202E}" + String(repeating: "x", count: 100), maximumWidth: 10)
        #expect(quoted == "\u{202E}" + String(repeating: "x", count: 9) + "…\u{202C}")
        #expect(DisplayWidth.of(quoted) == 10)
    }

    @Test func aMessageQuotingAnOverrideEndsInTheOrderItWasWritten() {
        let message = "cannot read '\(UntrustedText.singleLine("a\u{202E}b.json"))': No such file"
        #expect(message == "cannot read 'a\u{202E}b.json\u{202C}': No such file")
    }
}
