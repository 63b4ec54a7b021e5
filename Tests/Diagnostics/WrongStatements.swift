// Compiled by .ci/run with `swiftc -typecheck -Xfrontend -verify`: each wrong statement
// in a block must get the diagnostic written beside it, at its own line.
import Sections

struct Stamp {}

func wrongStatements(stamp: Stamp, count: Int) -> Section {
    Section(id: "s", header: "Header") {
        Text("fine")
        stamp  // expected-error {{a section block accepts Text, Row, String, Header, Footer}}
        count  // expected-error {{a section holds items: write Text(}}
    }
}

func wrongStatementInTrailingClosureForm(stamp: Stamp) -> Section {
    Section {
        Row("a", "b")
        stamp  // expected-error {{a section block accepts Text, Row, String, Header, Footer}}
    } header: {
        "Header"
    }
}
