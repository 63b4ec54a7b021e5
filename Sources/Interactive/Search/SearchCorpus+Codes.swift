import Core

extension SearchCorpus {
    /// Appends the code of each character of the valid UTF-8 `utf8`.
    ///
    /// Two scalars side by side that each stand alone are two characters, so the text
    /// is cut between every such pair, and only the pieces of more than one scalar are
    /// broken into characters by `String` (grapheme breaking): an emoji with a skin
    /// tone costs its own piece, not a walk of the whole item by characters.
    package func appendCodes(of utf8: UnsafeBufferPointer<UInt8>, to codes: inout [UInt32]) {
        var index = 0
        let count = utf8.count
        var pieceStart = 0
        var scalars = 0
        var last: UInt32 = 0
        var lastStandsAlone = false
        while index < count {
            let lead = UInt32(utf8[index])
            var value: UInt32
            var length: Int
            if lead < 0x80 {
                (value, length) = (lead, 1)
            } else if lead < 0xE0 {
                (value, length) = ((lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F), 2)
            } else if lead < 0xF0 {
                value = (lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6
                (value, length) = (value | UInt32(utf8[index + 2] & 0x3F), 3)
            } else {
                value = (lead & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12
                (value, length) = (
                    value | UInt32(utf8[index + 2] & 0x3F) << 6 | UInt32(utf8[index + 3] & 0x3F), 4
                )
            }
            let standsAlone = SearchCorpus.standsAlone(value: value)
            if standsAlone, lastStandsAlone {
                appendPiece(utf8, from: pieceStart, to: index, scalars: scalars, last: last, to: &codes)
                (pieceStart, scalars) = (index, 0)
            }
            scalars += 1
            last = value
            lastStandsAlone = standsAlone
            index += length
        }
        if scalars > 0 {
            appendPiece(utf8, from: pieceStart, to: count, scalars: scalars, last: last, to: &codes)
        }
    }

    /// Appends the codes of the characters from `start` to `end`, which hold `scalars`
    /// scalars, the last of them `last`.
    @inline(__always)
    private func appendPiece(
        _ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, scalars: Int, last: UInt32,
        to codes: inout [UInt32]
    ) {
        // One scalar is one character, whatever it is.
        guard scalars > 1 else {
            codes.append(last < 0x80 ? last : singleScalarCodes[last] ?? .max)
            return
        }
        let piece = String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
        for character in piece { codes.append(code(of: character) ?? .max) }
    }
}
