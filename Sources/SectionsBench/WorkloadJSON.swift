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
        output.write(#"{"sections": ["#)
        for k in 1...(n / itemsPerSection) {
            if k > 1 { output.write(", ") }
            output.write(#"{"header": "Section "#)
            output.write(String(k))
            output.write(#"", "items": ["#)
            let base = (k - 1) * itemsPerSection
            for j in 1...itemsPerSection {
                if j > 1 { output.write(", ") }
                output.write(#"{"label": "Item "#)
                output.write("\(k).\(j)")
                output.write(#"", "value": ""#)
                output.write(value(base + j))
                output.write(#""}"#)
            }
            output.write(#"], "footer": "\#(itemsPerSection) items"}"#)
        }
        output.write("]}\n")
    }
}
