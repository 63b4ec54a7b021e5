/// What ``Matching`` makes of the old document alone, before it looks at the new one: the
/// table of its named sections and the table of its items from the first one with an id.
///
/// `sections diff` makes them on a thread of its own while it reads the new file
/// (``DiffDocument/Old``): with ids, they are most of what the matching costs, and in a
/// diff without ids there is no table to make, the common prefix matching every item.
package struct OldTables {
    package let namedSections: [Int]
    package let sectionNames: Result<OccurrenceTable, RepeatedID>
    /// The items' table from the first item with an id, `nil` when no item has one.
    ///
    /// Unless both documents' ids were checked, the common prefix ends at the first id,
    /// so this is the table the matching wants whenever the documents agree before it;
    /// otherwise the matching makes the table from where its prefix ends.
    package let items: (start: Int, table: OccurrenceTable, repeated: (item: Int, first: Int)?)?

    package init<Operand: DiffOperand>(of old: Operand) {
        namedSections = old.namedSections()
        let named = namedSections
        sectionNames = Result { () throws(RepeatedID) in try Matching.names(of: old, named) }
        items = (0..<old.items.count).first { old.identity(ofItem: $0).id != nil }.map { start in
            let (table, repeated) = Matching.itemTable(of: old, from: start)
            return (start, table, repeated)
        }
    }
}
