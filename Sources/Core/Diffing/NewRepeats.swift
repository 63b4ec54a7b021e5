/// The first id of the new document that repeats an earlier one, found from the elements
/// that took no old occurrence, as ``Matching`` goes through them in order.
///
/// The old document's ids are unique once its table is made, so each old id is taken by
/// one new element at most: the first new element with that id. A later one takes nothing,
/// and its id is in the old table. An id that is not there repeats only among the new
/// elements that took nothing. Both are checked among those elements alone, so a diff of
/// documents that share most of their ids checks few.
package struct NewRepeats {
    /// Whether the new document's ids are checked at all.
    package let isChecking: Bool
    /// The first element whose id an earlier new element took from the old document.
    private var firstTaken: Int?
    /// The elements with ids the old document does not have, in order, and their hashes.
    private var absent: [Int] = []
    private var absentHashes: [Int] = []

    package init(checking: Bool) { isChecking = checking }

    /// Notes element `number`, which has an id and took no old occurrence; `isOld` says
    /// whether the old document has the id.
    package mutating func noteUnmatched(_ number: Int, hash: Int, isOld: Bool) {
        if isOld {
            if firstTaken == nil { firstTaken = number }
        } else {
            absent.append(number)
            absentHashes.append(hash)
        }
    }

    /// The first element, in order, whose id an earlier one has, and that earlier one.
    ///
    /// - Parameter isSame: Whether the elements with the two numbers have the same id.
    /// - Returns: The numbers of the two elements, or `nil` when no id repeats.
    package func first(isSame: (Int, Int) -> Bool) -> (repeat: Int, first: Int)? {
        let amongAbsent = OccurrenceTable.firstRepeat(absentHashes) { isSame(absent[$0], absent[$1]) }
            .map { (absent[$0.repeat], absent[$0.first]) }
        guard let taken = firstTaken, amongAbsent.map({ taken < $0.0 }) ?? true else { return amongAbsent }
        // The element that took the id is found only for the message.
        guard let first = (0..<taken).first(where: { isSame($0, taken) }) else { return amongAbsent }
        return (taken, first)
    }
}
