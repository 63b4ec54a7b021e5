import Sections
import Testing

@testable import Core
@testable import Interactive

/// Which URLs can be links, how they are encoded, and how a link sits on an item.
@Suite struct HyperlinkTests {
    @Test func theFourSchemesAreAcceptedInAnyCase() throws {
        for url in [
            "http://a.b", "https://a.b/c?d=e&f=(g)#h", "mailto:x@y.z", "file:///tmp/x", "HTTPS://A.B",
            "FiLe:x",
        ] {
            #expect(Hyperlink(url)?.url == url)
            #expect(try Hyperlink(validating: url).url == url)
        }
    }

    @Test func whatAURLCannotHoldIsPercentEncoded() {
        let link = Hyperlink("https://例え.jp/ü?q=\"<x>\"&r=\\^`{|}[]%41%zz%4#f")
        #expect(
            link?.url
                == "https://%E4%BE%8B%E3%81%88.jp/%C3%BC?q=%22%3Cx%3E%22&r=%5C%5E%60%7B%7C%7D%5B%5D%41%25zz%254#f"
        )
        // A format character (here a right-to-left override) is encoded like any other.
        #expect(Hyperlink("https://a.b/\u{202E}txt")?.url == "https://a.b/%E2%80%AEtxt")
    }

    @Test func anyOtherURLIsRefusedWithAOneLineMessage() {
        let cases: [(url: String, kind: HyperlinkError.Kind, offset: Int, message: String)] = [
            (
                "javascript:alert(1)", .scheme, 0,
                #"link "javascript:alert(1)": the scheme must be http, https, mailto or file"#
            ),
            (
                "data:text/html,x", .scheme, 0,
                #"link "data:text/html,x": the scheme must be http, https, mailto or file"#
            ),
            (
                "example.com", .scheme, 0,
                #"link "example.com": the scheme must be http, https, mailto or file"#
            ),
            ("", .scheme, 0, #"link "": the scheme must be http, https, mailto or file"#),
            ("https//a.b", .scheme, 0, #"link "https//a.b": the scheme must be http, https, mailto or file"#),
            (
                "https://a.b/\u{1B}]8;;x", .controlCharacter, 12,
                "link \"https://a.b/\u{241B}]8;;x\": a control character at character 13"
            ),
            (
                "https://a\nb", .controlCharacter, 9,
                "link \"https://a\u{240A}b\": a control character at character 10"
            ),
            (
                "https://a\u{85}b", .controlCharacter, 9,
                "link \"https://a\u{FFFD}b\": a control character at character 10"
            ),
            (
                "https://a\u{7F}", .controlCharacter, 9,
                "link \"https://a\u{2421}\": a control character at character 10"
            ),
            ("https://a b", .whiteSpace, 9, #"link "https://a b": white space at character 10"#),
            (" https://a.b", .whiteSpace, 0, #"link " https://a.b": white space at character 1"#),
            ("https://a\u{A0}b", .whiteSpace, 9, "link \"https://a\u{A0}b\": white space at character 10"),
            (
                "https://a\u{2028}b", .whiteSpace, 9,
                "link \"https://a\u{2028}b\": white space at character 10"
            ),
        ]
        for (url, kind, offset, message) in cases {
            #expect(Hyperlink(url) == nil, "\(url)")
            #expect(throws: HyperlinkError.self) { try Hyperlink(validating: url) }
            do {
                _ = try Hyperlink(validating: url)
            } catch {
                #expect(error.kind == kind, "\(url)")
                #expect(error.offset == offset, "\(url)")
                #expect(error.url == url)
                #expect(error.description == message)
            }
        }
    }

    @Test func aLinkIsPartOfTheItemsValueAndKeepsItsAction() throws {
        let docs = try Hyperlink(validating: "https://example.com/docs")
        #expect(Text("a").link(docs) == Text("a").link(Hyperlink("https://example.com/docs")))
        #expect(Text("a").link(docs) != Text("a").item)
        #expect(Text("a").link(docs).hashValue == Text("a").link(docs).hashValue)
        #expect(Text("a").link(nil) == Text("a").item)
        #expect(Text("a").link(docs).link(Hyperlink("mailto:x@y.z")).link?.url == "mailto:x@y.z")
        let both = Text("a").onSelect {}.link(docs)
        #expect(both.isSelectable && both.link == docs)
        let reversed = Text("a").link(docs).onSelect {}
        #expect(reversed.isSelectable && reversed.link == docs)
        #expect(reversed.content(as: Text.self) == Text("a"))
        #expect(
            Text("a").link(docs).id("d").debugDescription
                == #"Text("a").link(Hyperlink("https://example.com/docs")).id("d")"#)
    }

    @Test func aLinkedItemDiffersFromItsTextButEncodesAsIt() throws {
        let docs = try Hyperlink(validating: "https://example.com/docs")
        let plain = Document { Section { Text("a").id("a") } }
        let linked = Document { Section { Text("a").link(docs).id("a") } }
        #expect(plain != linked)
        #expect(try JSONRenderer.render(linked) == JSONRenderer.render(plain))
    }
}
