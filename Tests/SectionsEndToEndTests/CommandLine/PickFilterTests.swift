import Testing

@testable import SectionsTestSupport

/// `sections pick --filter QUERY`: no interface and no terminal; the matches, ranked as
/// the list ranks them, one a line as `pick` prints a choice; status 1 with none.
@Suite struct PickFilterTests {
    static let document = #"""
        {"title": "Café", "sections": [
          {"header": "Drinks", "items": [
            {"text": "Tea", "id": "tea"}, {"text": "Coffee", "id": "coffee"}, "Iced coffee",
            {"label": "Cocoa", "value": "hot"}]},
          {"header": "Food", "layout": "table", "columns": [{"title": "Dish"}, {"title": "Price"}],
           "items": [{"cells": ["Coffee cake", "3.00"], "id": "cake"}, {"cells": ["Toffee", "1.00"]}]},
          {"items": ["Decaf coffee beans"]}
        ]}
        """#

    static func pick(_ arguments: [String], input: String = document) throws -> Products.Result {
        try Products.run("sections", ["pick"] + arguments + ["-"], input: input)
    }

    @Test func theMatchesArePrintedRankedWithTheirIdsElseTheirTexts() throws {
        // Sections by their best match, then items by theirs; a row without an id prints
        // its label, a table row its first line; the ids themselves are not searched.
        #expect(
            try Self.pick(["--filter", "coffee"])
                == .init(status: 0, output: "coffee\nIced coffee\ncake\nDecaf coffee beans\n", errors: ""))
        #expect(
            try Self.pick(["--filter=coa"])
                == .init(status: 0, output: "cake\nDecaf coffee beans\nCocoa\n", errors: ""))
        #expect(
            try Self.pick(["--filter", "ffe"])
                == .init(
                    status: 0, output: "coffee\nIced coffee\ncake\nToffee  1.00\nDecaf coffee beans\n",
                    errors: ""))
    }

    /// `--with-section` prints each match's section (id, else header, else nothing) and a
    /// tab before it, as it does for a choice.
    @Test func withSectionPrintsTheSectionBeforeEachMatch() throws {
        #expect(
            try Self.pick(["--filter", "coffee", "--with-section"]).output
                == "Drinks\tcoffee\nDrinks\tIced coffee\nFood\tcake\n\tDecaf coffee beans\n")
    }

    @Test func anEmptyQueryPrintsEveryItemInReadingOrder() throws {
        #expect(
            try Self.pick(["--filter", ""]).output
                == "tea\ncoffee\nIced coffee\nCocoa\ncake\nToffee  1.00\nDecaf coffee beans\n")
    }

    /// As `fzf --filter`: nothing matches, nothing printed, status 1; an empty document
    /// the same.
    @Test func noMatchIsStatus1() throws {
        #expect(try Self.pick(["--filter", "xyz"]) == .init(status: 1, output: "", errors: ""))
        #expect(
            try Self.pick(["--filter", "a"], input: #"{"sections": []}"#)
                == .init(status: 1, output: "", errors: ""))
    }

    /// Ids and texts that hold escapes and line feeds are printed as symbols, one line each.
    @Test func hostileTextCannotReachTheTerminal() throws {
        let hostile = #"""
            {"sections": [{"items": [
              {"text": "x", "id": "evil\u001b]0;owned\u0007\nid"},
              "clear\u001b[2J\u009b31m screen"
            ]}]}
            """#
        let result = try Self.pick(["--filter", ""], input: hostile)
        #expect(result.status == 0)
        #expect(result.output == "evil␛]0;owned␇␊id\nclear␛[2J\u{FFFD}31m screen\n")
        #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    }

    /// Options that shape an interface do not apply; --width does (a table's rows are
    /// searched as laid out).
    @Test func optionsOfTheInterfaceAreRefused() throws {
        let multi = try Self.pick(["--multi", "--filter", "tea"])
        #expect(multi.status == 2)
        #expect(multi.output == "")
        #expect(
            multi.errors
                == "error: option '--multi' does not apply to pick --filter (see 'sections pick --help')\n")
        #expect(try Self.pick(["--filter", "tea", "--width", "30"]).output == "tea\n")
        let view = try Products.run("sections", ["view", "--filter", "tea", "-"], input: Self.document)
        #expect(view.status == 2)
        #expect(
            view.errors == "error: option '--filter' does not apply to view (see 'sections view --help')\n")
        let missing = try Products.run("sections", ["pick", "--filter"], input: Self.document)
        #expect(missing == .init(status: 2, output: "", errors: "error: option '--filter' needs a value\n"))
    }
}
