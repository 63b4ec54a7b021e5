import Sections

extension Workload {
    /// Writes `sections-N` as a JSON document (the Document format article) that `sections render` reads and
    /// the Rich peer loads: `sections-bench --json N > sections-N.json`.
    ///
    /// The bytes are fixed, as the baseline's output is, so that a file written by one
    /// version can be compared with another's (SHA-256 in the README): one line, no
    /// indentation, `", "` between elements and `": "` after keys, non-ASCII characters as
    /// themselves, and a final LF. None of the workload's strings needs escaping.
    static func writeJSON(items n: Int, into output: inout some TextOutputStream) {
        writeSections(items: n, into: &output) { k, j, output in
            output.write(#"{"label": "Item "#)
            output.write("\(k).\(j)")
            output.write(#"", "value": ""#)
            output.write(value((k - 1) * itemsPerSection + j))
            output.write(#""}"#)
        }
    }

    /// The frame every workload's JSON shares: sections of ``itemsPerSection`` items headed
    /// "Section k" (from 1), each ending with the footer "100 items", on one line, with
    /// `", "` between elements and a final LF; `item` writes item `j` (from 1) of section `k`.
    static func writeSections<Output: TextOutputStream>(
        items n: Int, into output: inout Output, item: (_ k: Int, _ j: Int, inout Output) -> Void
    ) {
        output.write(#"{"sections": ["#)
        for k in 1...(n / itemsPerSection) {
            if k > 1 { output.write(", ") }
            output.write(#"{"header": "Section "#)
            output.write(String(k))
            output.write(#"", "items": ["#)
            for j in 1...itemsPerSection {
                if j > 1 { output.write(", ") }
                item(k, j, &output)
            }
            output.write(#"], "footer": "\#(itemsPerSection) items"}"#)
        }
        output.write("]}\n")
    }
}

extension Workload {
    /// Writes the rows of `sections-N` as lines, label and value joined by a space, for a
    /// chooser that reads lines (`sections-bench --row-text N`): the texts the interactive
    /// list filters the rows by.
    static func writeRowText(items n: Int, into output: inout some TextOutputStream) {
        for k in 1...(n / itemsPerSection) {
            for j in 1...itemsPerSection {
                output.write("Item \(k).\(j) ")
                output.write(value((k - 1) * itemsPerSection + j))
                output.write("\n")
            }
        }
    }
}
