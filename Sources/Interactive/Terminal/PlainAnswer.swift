import Core

/// What a line typed at an accessible list's prompt asks for.
package enum PlainAnswer: Equatable, Sendable {
    /// Items by their numbers (from 1), in document order, each once.
    case choose([Int])
    /// Text to filter the items by.
    case filter(String)
    /// An empty line, or `q` in browse mode.
    case empty
    /// Esc alone on the line: the list is dismissed.
    case cancel
    /// A line that looks like numbers but names none to choose; the message says why.
    case invalid(String)

    /// Reads `line` (without its line feed) for a list of `count` items.
    ///
    /// Numbers are what a line of digits, spaces, commas and ranges (`2-4`) holds; any
    /// other line is filter text. In single choice one number alone chooses; in multiple
    /// choice any number of them do; in browse mode every line is filter text, for there
    /// is nothing to choose.
    package static func reading(_ line: String, mode: InteractiveList.SelectionMode, count: Int)
        -> PlainAnswer
    {
        let trimmed = line.trimmingSpaces
        if trimmed.isEmpty { return .empty }
        if trimmed == "\u{1B}" { return .cancel }
        if mode == .browse, trimmed == "q" { return .empty }
        let numeric = trimmed.unicodeScalars.allSatisfy {
            ("0"..."9").contains($0) || " ,-".unicodeScalars.contains($0)
        }
        guard mode != .browse, numeric, trimmed.unicodeScalars.contains(where: { ("0"..."9").contains($0) })
        else { return .filter(trimmed) }
        let words = trimmed.split { $0 == " " || $0 == "," }
        var numbers: Set<Int> = []
        for word in words {
            let bounds = word.split(separator: "-", omittingEmptySubsequences: false)
            guard bounds.count <= 2, let low = Int(bounds[0]), let high = Int(bounds.last!) else {
                return .invalid("'\(word)' is neither a number nor a range such as 2-4")
            }
            guard low >= 1, high <= count else {
                let outside = low < 1 ? low : high
                return .invalid("there is no item \(outside): the items are numbered 1 to \(count)")
            }
            guard low <= high else {
                return .invalid("the range \(word) runs backwards: write \(high)-\(low)")
            }
            numbers.formUnion(low...high)
        }
        if mode == .single, numbers.count != 1 {
            return .invalid("choose one item: type one number")
        }
        return .choose(numbers.sorted())
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
