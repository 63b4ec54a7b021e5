import Core

/// How a fuzzy match is scored: fzf's rules (junegunn/fzf, `src/algo/algo.go`), restated.
///
/// A pattern matches a text when its characters occur in the text in order, not necessarily
/// next to each other. Among texts that match, a person expects the ones where the typed
/// characters *mean* something to come first: the starts of words, the humps of camelCase,
/// a run of consecutive characters. So every matched character earns
/// ``FuzzyScoring/match`` plus a bonus for where it sits, and every unmatched character
/// between the first and the last match costs a penalty:
///
/// - **Word starts.** A word character after white space or the start of the text earns
///   ``FuzzyScoring/boundaryAfterWhite`` (10), after a delimiter (`/ , : ; |`)
///   ``FuzzyScoring/boundaryAfterDelimiter`` (9), after other punctuation
///   ``FuzzyScoring/boundary`` (8). Half a match is enough to prefer `f-b` over `foob` on
///   `fb`, and small enough that the gap penalty cancels it after about eight characters:
///   fzf is a fuzzy finder, not an acronym finder.
/// - **camelCase and digits.** An upper-case letter after a lower-case one, or a digit after
///   a non-digit, earns ``FuzzyScoring/camel`` (7): one less than a boundary, because such a
///   hump has no separator character in front of it that a gap would have cost.
/// - **Punctuation and white space** matched themselves earn a boundary-sized bonus, so a
///   typed `/` or space counts as much as the word start it usually precedes.
/// - **Consecutive characters** carry the bonus of the first character of their run (or
///   at least ``FuzzyScoring/consecutive``, 4, which is exactly what a gap of one would have
///   cost), so `foobar` beats `foo-bar` on `foob` although the `b` of the latter starts a
///   word.
/// - **The first pattern character's bonus counts twice**: what a person types first is
///   usually the start of what they mean (`to-go` before `ongoing` on `og`).
/// - **Gaps.** The first unmatched character after a match costs 3, every further one 1:
///   one long gap is more likely the space between two words than many short ones.
///
/// The alignment is fzf's `v1`: a forward scan finds the first position where the whole
/// pattern has occurred, a backward scan from there finds the shortest window ending at
/// it, and the window is scored. That is linear in the text and needs no per-item table,
/// which is what lets a million items be searched within a frame's budget; unlike fzf's
/// `v2` it does not search every alignment for the best one, so a later, better placed
/// occurrence of the pattern is not seen. A one-character pattern, the first key typed and
/// the one that sorts the most items, is the exception where the best alignment costs
/// nothing: its best placed occurrence is taken, as `v2` would. `FuzzyPattern`'s
/// `matchedCharacters(in:)` returns the characters of the same alignment, so what is
/// highlighted is what was scored.
package enum FuzzyScoring {
    /// Each matched character.
    package static let match: Int32 = 16
    /// The first unmatched character after a match.
    package static let gapStart: Int32 = -3
    /// Every further unmatched character.
    package static let gapExtension: Int32 = -1
    /// A word character after punctuation.
    package static let boundary: Int32 = match / 2
    /// A word character after white space or at the start of the text.
    package static let boundaryAfterWhite: Int32 = boundary + 2
    /// A word character after a delimiter.
    package static let boundaryAfterDelimiter: Int32 = boundary + 1
    /// Punctuation matched itself.
    package static let nonWord: Int32 = match / 2
    /// An upper-case letter after a lower-case one, a digit after a non-digit.
    package static let camel: Int32 = boundary + gapExtension
    /// The least bonus of a character that continues a run of matches.
    package static let consecutive: Int32 = -(gapStart + gapExtension)
    /// How many times the first pattern character's bonus counts.
    package static let firstCharacterMultiplier: Int32 = 2

    /// The bonus of a character of class `current` after one of class `previous`.
    @inline(__always)
    package static func bonus(after previous: CharacterClass, _ current: CharacterClass) -> Int32 {
        if current.isWord {
            switch previous {
            case .white: return boundaryAfterWhite
            case .delimiter: return boundaryAfterDelimiter
            case .nonWord: return boundary
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number {
            return camel
        }
        switch current {
        case .nonWord, .delimiter: return nonWord
        case .white: return boundaryAfterWhite
        default: return 0
        }
    }
}

/// What kind of character a position holds, for the bonuses of ``FuzzyScoring``.
package enum CharacterClass: UInt8, Sendable {
    case white, nonWord, delimiter, lower, upper, letter, number

    /// Letters and digits: the characters words are made of.
    package var isWord: Bool { rawValue >= CharacterClass.lower.rawValue }

    /// The class of an ASCII byte.
    @inline(__always)
    package static func ascii(_ byte: UInt32) -> CharacterClass {
        switch byte {
        case 0x61...0x7A: return .lower
        case 0x41...0x5A: return .upper
        case 0x30...0x39: return .number
        case 0x20, 0x09...0x0D: return .white
        case 0x2F, 0x2C, 0x3A, 0x3B, 0x7C: return .delimiter
        default: return .nonWord
        }
    }

    /// The class of any character, by its first scalar (a combining mark belongs to the letter
    /// it follows).
    package init(_ character: Character) {
        let scalar = character.unicodeScalars.first!
        if scalar.isASCII {
            self = .ascii(scalar.value)
            return
        }
        // By general category, as Go's `unicode.IsLower` and friends that fzf uses; not by
        // `numericType`, which would make 京 (a numeral among its meanings) a digit.
        switch scalar.properties.generalCategory {
        case .lowercaseLetter: self = .lower
        case .uppercaseLetter: self = .upper
        case .decimalNumber, .letterNumber, .otherNumber: self = .number
        case .titlecaseLetter, .modifierLetter, .otherLetter: self = .letter
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: self = .white
        default: self = scalar.properties.isWhitespace ? .white : .nonWord
        }
    }
}
