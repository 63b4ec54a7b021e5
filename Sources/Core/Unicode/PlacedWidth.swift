extension DisplayWidth {
    /// Cells of text wherever the layout places it: at the start of a line, or after a
    /// space or a border character.
    ///
    /// A text that begins with a scalar that extends a cluster (U+FE0F, U+200D, an emoji
    /// modifier, a tag character, a combining mark) joins the character printed before it
    /// into one cluster, and display width counts a visible character followed by an emoji
    /// extender as 2 cells, not 1. The layout cannot always know what comes before a run,
    /// so it takes the larger of the two widths: a line may then fall a cell short of the
    /// width for such text, but it is never wider.
    ///
    /// - Parameter text: Sanitised text.
    /// - Returns: The cells the text may take; for text that starts with an ASCII
    ///   character, the same as ``of(_:)-(StringProtocol)``.
    package static func placed(_ text: some StringProtocol) -> Int {
        placed(text, alone: of(text))
    }

    /// ``placed(_:)-(StringProtocol)`` of a text whose width alone is `alone`.
    private static func placed(_ text: some StringProtocol, alone: Int) -> Int {
        guard let first = text.utf8.first, first >= 0x80, let scalar = text.unicodeScalars.first,
            extendsCluster(scalar)
        else { return alone }
        return max(alone, of(" " + text) - 1)
    }

    /// ``placed(_:)-(StringProtocol)`` when the text's scalars are within `limit`, else
    /// `nil` as soon as those measured so far are wider: a text that may not fit is left
    /// to a caller that measures it another way (see ``of(_:limit:)``).
    package static func placed(_ text: some StringProtocol, within limit: Int) -> Int? {
        // Within the limit, the measure went through the whole text: it is the width.
        let alone = of(text, limit: limit)
        guard alone <= limit else { return nil }
        let width = placed(text, alone: alone)
        return width <= limit ? width : nil
    }

    /// ``placed(_:)-(StringProtocol)`` for one cluster.
    package static func placed(_ cluster: Character) -> Int {
        guard let scalar = cluster.unicodeScalars.first, scalar.value >= 0x80, extendsCluster(scalar)
        else { return of(cluster) }
        return placed(String(cluster))
    }

    /// Cells of one cluster of a text that is measured a cluster at a time, as the whole
    /// text measures it: the first cluster in place, every later one by the cluster rule.
    ///
    /// A later cluster can begin with a joiner or a mark only after a Control-class
    /// character (U+200B, U+FEFF, U+202E, ...), where grapheme breaking starts a new
    /// cluster; nothing joins it there, so it counts what ``of(_:)-(Character)`` counts,
    /// as in ``placed(_:)-(StringProtocol)`` of the whole text. Measuring it in place too
    /// would make a line that is cut cluster by cluster a cell narrower than one that is
    /// measured whole.
    ///
    /// - Parameters:
    ///   - cluster: A cluster of sanitised text.
    ///   - startsText: Whether it is the first cluster of the text, which the layout
    ///     places after a space, an indent or a border.
    /// - Returns: The cells the cluster takes in the text.
    package static func placed(_ cluster: Character, startsText: Bool) -> Int {
        startsText ? placed(cluster) : of(cluster)
    }

    /// Whether the scalar continues the cluster before it rather than starting one.
    private static func extendsCluster(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
        default: return of(scalar: scalar) == 0
        }
    }

    /// The longest start of `text` at most `width` wide, without trailing spaces. Its
    /// clusters count what they count in the whole text: only the first is measured in
    /// place. Truncation and shortened quotations both cut text this way.
    package static func longestStart(of text: Substring, within width: Int) -> (text: Substring, width: Int) {
        var used = 0
        var end = text.startIndex
        while end < text.endIndex {
            let cells = placed(text[end], startsText: end == text.startIndex)
            if used + cells > width { break }
            used += cells
            end = text.index(after: end)
        }
        while end > text.startIndex, text[text.index(before: end)] == " " {
            end = text.index(before: end)
            used -= 1
        }
        return (text[..<end], used)
    }
}
