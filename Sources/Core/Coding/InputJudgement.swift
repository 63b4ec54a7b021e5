/// Judges input that is still arriving: whether any continuation could make it a valid
/// document. Reading stops at the first answer "none".
package enum InputJudgement {
    /// The error for input whose byte at `bad` no document could hold there
    /// (``JSONStreamCheck`` found it): the decoder's own error for the input so far when
    /// it lies no later than that byte, which names the JSON path too.
    package static func error(at bad: Int, in bytes: UnsafeBufferPointer<UInt8>) -> DocumentError {
        let (line, column) = ByteCursor(bytes).lineAndColumn(of: bad)
        do {
            _ = try Document(jsonBytes: bytes)
        } catch {
            if let errorLine = error.line, let errorColumn = error.column,
                (errorLine, errorColumn) <= (line, column)
            {
                return error
            }
        }
        let byte = "0x" + String(bytes[bad], radix: 16, uppercase: true)
        return DocumentError(
            .syntax, at: "", "no document can continue with the byte \(byte)", line: line, column: column)
    }

    /// Throws the decoder's error for `bytes` when it lies before their end, so that no
    /// more input could mend it — an unknown key, a value of the wrong type; an error at
    /// the end only says that more must come.
    package static func checkPrefix(_ bytes: UnsafeBufferPointer<UInt8>) throws(DocumentError) {
        // A UTF-8 sequence cut by the chunk's end is whole once more input comes.
        var lead = bytes.count
        while lead > 0, bytes.count - lead < 3, bytes[lead - 1] & 0xC0 == 0x80 { lead -= 1 }
        var end = bytes.count
        if lead > 0, bytes[lead - 1] >= 0xC0 {
            let length = bytes[lead - 1] >= 0xF0 ? 4 : bytes[lead - 1] >= 0xE0 ? 3 : 2
            if bytes.count - (lead - 1) < length { end = lead - 1 }
        }
        do {
            _ = try Document(jsonBytes: bytes[..<end])
        } catch {
            guard error.message != JSONParser.unterminatedString else { return }
            guard let line = error.line, let column = error.column else { throw error }
            let (lastLine, lastColumn) = ByteCursor(UnsafeBufferPointer(rebasing: bytes[..<end]))
                .lineAndColumn(
                    of: end)
            // A literal, number or escape cut short is reported at its start, a few
            // scalars back; only an error before that is final.
            if line < lastLine || column + 8 < lastColumn { throw error }
        }
    }
}
