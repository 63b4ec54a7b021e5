import Core

/// What a person typed to filter a list, ready to match (rules: ``FuzzyScoring``).
///
/// Smart case, as fzf: a query with no upper-case character matches regardless of case,
/// because someone who types `readme` means `README` too; one upper-case character makes
/// the whole query case-sensitive, because typing it was deliberate. Characters are
/// compared as `Character`s (canonical equivalence: `é` matches `e` + U+0301); a space is a
/// character like any other.
package struct FuzzyPattern: Hashable, Sendable {
    /// The query as typed.
    package let query: String
    /// The characters to find in order: the query's, case-folded unless case-sensitive.
    package let characters: [Character]
    /// Whether the query holds an upper-case character.
    package let isCaseSensitive: Bool

    package init(_ query: String) {
        self.query = query
        isCaseSensitive = query.contains { $0.isUppercase }
        characters = isCaseSensitive ? Array(query) : query.map(Self.fold)
    }

    /// Whether the pattern is empty, which every text matches with score 0.
    package var isEmpty: Bool { characters.isEmpty }

    /// Whether every match of `self` is a match of `previous`, so narrowing may start from
    /// previous's result: `previous`'s characters occur in order among `self`'s (compared
    /// the way `previous` compares them), and `self` is no less case-sensitive.
    package func narrows(_ previous: FuzzyPattern) -> Bool {
        if previous.isCaseSensitive && !isCaseSensitive { return false }
        let mine = previous.isCaseSensitive ? characters : characters.map(Self.fold)
        var wanted = previous.characters.makeIterator()
        var next = wanted.next()
        for character in mine where character == next {
            next = wanted.next()
        }
        return next == nil
    }

    /// Score of `text`, nil when it does not match (for one item; the search uses the corpus).
    package func score(_ text: String) -> Int? {
        var positions: [Int] = []
        return alignment(in: text, record: false, positions: &positions).map(Int.init)
    }

    /// The Character offsets in `text` to highlight (best alignment, as fzf), nil if no match.
    package func matchedCharacters(in text: String) -> [Int]? {
        var positions: [Int] = []
        guard alignment(in: text, record: true, positions: &positions) != nil else { return nil }
        return positions
    }

    private func alignment(in text: String, record: Bool, positions: inout [Int]) -> Int32? {
        if isEmpty { return 0 }
        let corpus = SearchCorpus(texts: [text])
        guard let codes = corpus.codes(of: self) else { return nil }
        var scratch = SearchScratch()
        return corpus.withScanner(codes: codes, caseSensitive: isCaseSensitive) { scanner in
            scanner.score(text, scratch: &scratch, record: record, positions: &positions)
        }
    }

    /// The character a case-insensitive comparison sees: the lower-case form when it is one
    /// character (`ß` stays `ß`; `İ`'s `i` + U+0307 is one character and is used).
    package static func fold(_ character: Character) -> Character {
        if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
            return Character(Unicode.Scalar(SearchCorpus.foldASCII(ascii)))
        }
        if !character.isUppercase && !character.isCased { return character }
        let lower = character.lowercased()
        return lower.count == 1 ? Character(lower) : character
    }
}
