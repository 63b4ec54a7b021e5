/// The control characters a format's output may not hold raw (<doc:DisplayWidth>): C0 controls but
/// LF, DEL, and C1 controls; their code points, in order.
func rawControls(_ output: String) -> [UInt32] {
    output.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) }
}

/// ANSI output without the renderer's own sequences: SGR (`ESC [ … m`) only. Matched
/// scalar by scalar: content that starts with a combining mark joins the sequence's `m`
/// into one character.
func withoutSGR(_ ansi: String) -> String {
    ansi.replacing(#/\x1B\[[0-9;]*m/#.matchingSemantics(.unicodeScalar), with: "")
}
