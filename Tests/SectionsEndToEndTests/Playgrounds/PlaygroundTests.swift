import Testing

@testable import SectionsTestSupport

/// Every playground runs, and prints what its documentation shows.
@Suite struct PlaygroundTests {
    @Test func settingsListing() throws {
        let expected = """
            Settings

            Account
              Name                                   Lin Hay
              Language                          English (UK)

            Notifications
              Mentions                                    on
              Weekly digest                              off

            Updates
              Channel                                   beta
              Beta builds arrive weekly and may change
              without notice; report problems from the Help
              menu.
            Changes apply at the next start.

            """
        #expect(
            try Products.run("settings-listing") == Products.Result(status: 0, output: expected, errors: ""))
    }

    @Test func terminalStatus() throws {
        let expected = """
            \u{1B}[1mmain · build 1482\u{1B}[0m

            \u{1B}[1mChecks\u{1B}[0m
              \u{1B}[32mUnit tests\u{1B}[0m                    \u{1B}[32m✓ 412 passed\u{1B}[0m
              \u{1B}[1;33mLint\u{1B}[0m                          \u{1B}[1;33m! 3 warnings\u{1B}[0m
              \u{1B}[1;31mDocs\u{1B}[0m                      \u{1B}[1;31m✗ 2 broken links\u{1B}[0m
            \u{1B}[2m1 failure, 1 warning\u{1B}[0m

            \u{1B}[1;2mLast lines of the log\u{1B}[0m
              \u{1B}[2merror: Documentation/Guide.md:14: link to\u{1B}[0m
              \u{1B}[2m'Setup' is broken\u{1B}[0m
              \u{1B}[2mControl characters from the log stay\u{1B}[0m
              \u{1B}[2mvisible: ␛[2J\u{1B}[0m

            """
        #expect(
            try Products.run("terminal-status") == Products.Result(status: 0, output: expected, errors: ""))
    }

    @Test func terminalStatusInTrueColour() throws {
        let sixteen = try Products.run("terminal-status").output
        let expected = sixteen.replacing("\u{1B}[1;31m", with: "\u{1B}[1;38;2;229;72;77m")
        #expect(expected != sixteen)
        #expect(
            try Products.run("terminal-status", ["44", "truecolor"])
                == Products.Result(status: 0, output: expected, errors: ""))
    }

    @Test(.needsPythonCheckers) func markdownReport() throws {
        let expected = """
            # Sections 0.2

            ## Highlights

            - Renderers for ANSI, Markdown, HTML and JSON.
            - **Styles: \\*strong\\*, \\_emphasis\\_ and colours, set like SwiftUI modifiers.**
            - **Breaking**: none

            ## Contributors

            - **Lin Hay** (lin), 14 changes
            - **Sam \\<Q> Ortiz** (sam_o), 3 changes

            Thanks to everyone who filed an issue.

            """
        #expect(
            try Products.run("markdown-report") == Products.Result(status: 0, output: expected, errors: ""))
        #expect(try Checkers.markdown([expected])[0].unexpected == [])
    }

    @Test(.needsPythonCheckers) func htmlPage() throws {
        let expected = """
            <h1>Order #1042</h1>
            <section>
            <h2>Items</h2>
            <ul>
            <li>Tea &lt;loose leaf&gt; <span class="accent">€ 12.00</span></li>
            <li>Cups &amp; saucers <span class="accent">€ 30.00</span></li>
            </ul>
            <dl>
            <dt><strong>Total</strong></dt>
            <dd><strong>€ 42.00</strong></dd>
            </dl>
            <footer>Prices include VAT.</footer>
            </section>
            <section>
            <h2>Delivery</h2>
            <ul>
            <li><span class="success">Arrives Tuesday.
            Leave at the door.</span></li>
            </ul>
            </section>

            """
        #expect(
            try Products.run("html-page") == Products.Result(status: 0, output: expected, errors: ""))
        let page = try Products.run("html-page", ["--standalone"]).output
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.contains("<main>\n" + expected + "</main>\n"))
        #expect(try Checkers.html([page], standalone: true)[0].errors == [])
    }

    @Test func jsonExport() throws {
        let expected = """
            {
              "title": "Devices",
              "sections": [
                {
                  "id": "phones",
                  "header": "Phones",
                  "items": [
                    {
                      "label": "Lin's phone",
                      "value": "iOS 19",
                      "id": "phone-1"
                    },
                    "█████████░░░",
                    "Tab\\tand \\u0007 bell are escaped in JSON, not lost."
                  ]
                }
              ]
            }
            same bytes again
            Devices

            Phones
              Lin's phone                     iOS 19
              █████████░░░
              Tab and ␇ bell are escaped in JSON,
              not lost.

            """
        #expect(
            try Products.run("json-export") == Products.Result(status: 0, output: expected, errors: ""))
    }

    @Test func csvRenderer() throws {
        let expected = [
            "section,kind,label,value",
            "Account,row,Name,Lin Hay",
            "Account,row,Address,\"1 Main St, Springfield\"",
            "Account,text,,\"Pays by \"\"direct debit\"\"\nsince 2024\"",
            "Invoices,invoice,7,€ 42.00",
            "Invoices,invoice,8,€ 18.50",
        ].map { $0 + "\r\n" }.joined()
        #expect(
            try Products.run("csv-renderer") == Products.Result(status: 0, output: expected, errors: ""))
    }

    /// In a pipe the live display writes only its final version, as plain lines.
    @Test func liveProgressPrintsOnlyTheFinalReportToAPipe() throws {
        let result = try Products.run("live-progress")
        let expected = """
            Release build

            Tasks
              Fetch sources                             done
              Resolve packages                          done
              Compile                                   done
              Link                                      done
              Run tests                                 done

              Overall █████████████████████████████ 100% 5/5

            """
        #expect(result == Products.Result(status: 0, output: expected, errors: ""))
    }
}
