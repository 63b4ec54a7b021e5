// Compiled by .ci/run with `swiftc -typecheck -Xfrontend -verify`: each wrong statement
// in a block must get the diagnostic written beside it, at its own line, naming
// `SectionContent`, the protocol of everything a block accepts.
import Sections

struct Stamp {}

func wrongStatements(stamp: Stamp, count: Int) -> Section {
    Section(id: "s", header: "Header") {
        Text("fine")
        stamp  // expected-error {{argument type 'Stamp' does not conform to expected type 'SectionContent'}}
        count  // expected-error {{argument type 'Int' does not conform to expected type 'SectionContent'}}
    }
}

func wrongFirstStatement(count: Int) -> Section {
    Section {
        count  // expected-error {{requires that 'Int' conform to 'SectionContent'}}
        Row("a", "b")
    }
}

func wrongStatementInALoop(stamps: [Stamp]) -> Section {
    Section {
        for stamp in stamps {
            stamp  // expected-error {{requires that 'Stamp' conform to 'SectionContent'}}
        }
    }
}

func wrongStatementInABranch(flag: Bool) -> Section {
    Section {
        if flag {
            Text("fine")
            3.5  // expected-error {{type 'Double' does not conform to expected type 'SectionContent'}}
        }
    }
}

func wrongStatementInTrailingClosureForm(stamp: Stamp) -> Section {
    Section {
        Row("a", "b")
        stamp  // expected-error {{argument type 'Stamp' does not conform to expected type 'SectionContent'}}
    } header: {
        "Header"
    }
}

func wrongStatementInTitledSection(stamp: Stamp) -> Section {
    Section("Profile") {
        Row("a", "b")
        stamp  // expected-error {{argument type 'Stamp' does not conform to expected type 'SectionContent'}}
    }
}

func wrongFirstStatementInTitledSection(count: Int) -> Section {
    Section("Profile", id: 7) {
        count  // expected-error {{requires that 'Int' conform to 'SectionContent'}}
    }
}

func wrongStatementInFooterForm(stamp: Stamp) -> Section {
    Section {
        Row("a", "b")
        stamp  // expected-error {{argument type 'Stamp' does not conform to expected type 'SectionContent'}}
    } footer: {
        "Footer"
    }
}

func wrongStatementInHeaderAndFooterForm(stamp: Stamp) -> Section {
    Section(id: 3) {
        Row("a", "b")
        stamp  // expected-error {{argument type 'Stamp' does not conform to expected type 'SectionContent'}}
    } header: {
        "Header"
    } footer: {
        "Footer"
    }
}

// A document's block stops at its first wrong section, so each case has its own document.
func wrongStatementInATitledSectionOfADocument(stamp: Stamp) -> Document {
    Document {
        Section("Profile") {
            Row("a", "b")
            stamp  // expected-error {{type 'Stamp' does not conform to expected type 'SectionContent'}}
        }
    }
}

func wrongStatementInAFooterSectionOfADocument(stamp: Stamp) -> Document {
    Document {
        Section {
            Row("a", "b")
            stamp  // expected-error {{type 'Stamp' does not conform to expected type 'SectionContent'}}
        } footer: {
            "Footer"
        }
    }
}

func wrongStatementInATitledPanel(stamp: Stamp) -> Section {
    Section {
        Panel("Disk") {
            Row("Used", "78%")
            stamp  // expected-error {{type 'Stamp' does not conform to expected type 'SectionContent'}}
        }
    }
}

func wrongHeaderInTrailingClosure(count: Int) -> Section {
    Section {
        Row("a", "b")
    } header: {
        count  // expected-error {{to closure result type '(any SectionLabel)?'}}
    }
}

func anItemDirectlyInADocument() -> Document {
    Document {
        // expected-error@+1 {{'buildExpression' is unavailable: a Document holds sections: put items in a Section}}
        Text("hello")
    }
}
