import Sections

/// The `wrap-N` workload of issue 18: `N` text items of 45 printable ASCII characters in
/// `N / 100` sections, each item wrapping to two lines at width 40 (38 columns after the
/// indent) and to one at width 80. Item `g` (from 0) reads
/// "item number `10 + g mod 90` with some words to wrap around"; section `k` (from 1) is
/// headed "Section k" and ends with the footer "100 items".
///
/// `sections-bench --wrap-json N` writes it as the JSON document `sections render` reads;
/// `sections-bench --wrap-text N` writes the items' text, one a line, for GNU `fmt -w 38`
/// (`fmt` joins the lines of a paragraph, so it does the same greedy filling over the same
/// words). The bytes are fixed (SHA-256 in the README): the JSON is one line with `", "`
/// between elements and `": "` after keys, and a final LF.
enum WrapWorkload {
    static let itemsPerSection = Workload.itemsPerSection

    /// The text of item `g`.
    static func text(_ g: Int) -> String {
        "item number \(10 + g % 90) with some words to wrap around"
    }

    /// The text of item `g` of the Japanese workload: 68 cells, which wrap to two lines at
    /// width 40 between characters and fit on one at width 80.
    static func japanese(_ g: Int) -> String {
        "第\(10 + g % 90)項：日本語の文は単語の間に空白がなく、句読点の前では改行しない。"
    }

    /// The Japanese workload (issue 29): `wrap-N`'s sections, headers and footers, with the
    /// items of ``japanese(_:)``.
    static func writeJapaneseJSON(items n: Int, into output: inout some TextOutputStream) {
        Workload.writeSections(items: n, into: &output) { k, j, output in
            output.write("\"")
            output.write(japanese((k - 1) * itemsPerSection + j - 1))
            output.write("\"")
        }
    }

    static func writeJSON(items n: Int, into output: inout some TextOutputStream) {
        Workload.writeSections(items: n, into: &output) { k, j, output in
            output.write("\"")
            output.write(text((k - 1) * itemsPerSection + j - 1))
            output.write("\"")
        }
    }

    /// The same items in one section headed "Items", for the memory of one large section.
    static func writeOneSectionJSON(items n: Int, into output: inout some TextOutputStream) {
        output.write(#"{"sections": [{"header": "Items", "items": ["#)
        for g in 0..<n {
            if g > 0 { output.write(", ") }
            output.write("\"")
            output.write(text(g))
            output.write("\"")
        }
        output.write("]}]}\n")
    }

    /// `N` tiny items, each "same text", in one section: the memory an item costs beyond its
    /// text.
    static func writeTinyJSON(items n: Int, into output: inout some TextOutputStream) {
        output.write(#"{"sections": [{"items": ["#)
        for g in 0..<n { output.write(g > 0 ? #", "same text""# : #""same text""#) }
        output.write("]}]}\n")
    }

    /// `N` sections of one item each, `item number g` (from 0): what `sections diff` holds
    /// per section beyond its item, twice.
    static func writeOneItemSectionsJSON(items n: Int, into output: inout some TextOutputStream) {
        output.write(#"{"sections": ["#)
        for g in 0..<n {
            output.write(g > 0 ? #", {"items": ["item number "# : #"{"items": ["item number "#)
            output.write(String(g))
            output.write(#""]}"#)
        }
        output.write("]}\n")
    }

    /// The one-item sections with ids: section `g` (from 0) has the id `s<g>` and its item
    /// the text `item number g` and the id `i<g>`, for the diff of documents that carry
    /// ids against the same document without them.
    static func writeIDSectionsJSON(items n: Int, into output: inout some TextOutputStream) {
        output.write(#"{"sections": ["#)
        for g in 0..<n {
            let number = String(g)
            output.write(g > 0 ? #", {"id": "s"# : #"{"id": "s"#)
            output.write(number)
            output.write(#"", "items": [{"text": "item number "#)
            output.write(number)
            output.write(#"", "id": "i"#)
            output.write(number)
            output.write(#""}]}"#)
        }
        output.write("]}\n")
    }

    static func writeText(items n: Int, into output: inout some TextOutputStream) {
        for g in 0..<n {
            output.write(text(g))
            output.write("\n")
        }
    }
}
