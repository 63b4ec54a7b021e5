import Sections
import Testing

@testable import Core
@testable import Interactive

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

    /// Printable ASCII takes a shortcut; any text quotes as the sanitizer, the line break's
    /// picture, the shortening and the closing of bidirectional runs make it, step by step.
    @Test func theShortcutQuotesAsEveryStepDoes() {
        var random = FuzzySearchTests.Generator(seed: 0x7E)
        let pieces = [
            "a", "Z", " ", "~", "0123456789", "word ", "\u{7F}", "\u{1B}[31m", "\n", "\t", "\r", "é", "東",
            "\u{202E}", "\u{2066}", "👍🏽",
        ]
        var shortcuts = 0
        for _ in 0..<600 {
            // Half the texts are printable ASCII alone, the first five pieces.
            let choices = Bool.random(using: &random) ? pieces.prefix(5) : pieces[...]
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in
                choices.randomElement(using: &random)!
            }.joined()
            let width = Bool.random(using: &random) ? nil : Int.random(in: 1...40, using: &random)
            let safe = Sanitizer.sanitize(text).replacing("\n", with: "\u{240A}")
            let expected = UntrustedText.closingBidirectionalRuns(
                width.map { UntrustedText.shortened(safe, toWidth: $0) } ?? safe)
            #expect(
                UntrustedText.singleLine(text, maximumWidth: width) == expected, "\(text.debugDescription)")
            if text.utf8.count >= 8, text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { shortcuts += 1 }
        }
        #expect(shortcuts > 100)
    }
}
