import Sections
import Testing

@testable import Core
@testable import Interactive

/// The column-width algorithm on its own: desired widths, floors, shrinking the widest
/// first, sharing spare width by weight, and the point where a table must stack.
@Suite struct TableWidthsTests {
    func widths(_ columns: [(Int, ColumnWidth)], budget: Int) -> [Int]? {
        TableWidths.resolve(columns.map { TableWidths.Column(natural: $0.0, rule: $0.1) }, budget: budget)
    }

    @Test func naturalWidthsWhenThereIsRoom() {
        #expect(widths([(3, .fit), (10, .fit)], budget: 40) == [3, 10])
    }

    @Test func theWidestShrinksFirstThenColumnsShrinkTogether() {
        #expect(widths([(3, .fit), (10, .fit), (30, .fit)], budget: 30) == [3, 10, 17])
        #expect(widths([(3, .fit), (10, .fit), (30, .fit)], budget: 20) == [3, 9, 8])
    }

    @Test func floorsAreSixOrTheNaturalWidthUnlessARuleSaysOtherwise() {
        #expect(widths([(20, .fit), (20, .fit)], budget: 12) == [6, 6])
        #expect(widths([(20, .fit), (20, .fit)], budget: 11) == nil)
        #expect(widths([(20, .minimum(3)), (20, .minimum(3))], budget: 8) == [4, 4])
        #expect(widths([(4, .fit), (20, .fit)], budget: 10) == [4, 6])
    }

    @Test func fixedMinimumAndMaximum() {
        #expect(widths([(20, .fixed(5)), (2, .minimum(8)), (30, .maximum(10))], budget: 80) == [5, 8, 10])
        #expect(widths([(20, .fixed(5)), (30, .fit)], budget: 10) == nil)
        #expect(widths([(20, .fixed(5)), (30, .fit)], budget: 12) == [5, 7])
    }

    @Test func proportionalColumnsShareTheRestByWeight() {
        #expect(
            widths([(5, .fixed(5)), (3, .proportional(2)), (1, .proportional(1))], budget: 35) == [5, 20, 10])
        #expect(widths([(8, .fit), (3, .proportional())], budget: 30) == [8, 22])
        #expect(widths([(8, .fit), (3, .proportional())], budget: 8) == nil)
    }

    @Test func wideCharactersAlwaysFit() {
        #expect(widths([(2, .fixed(1))], budget: 10) == [2])
        #expect(widths([(1, .fixed(1))], budget: 10) == [1])
        #expect(widths([(0, .fit)], budget: 10) == [1])
    }
}
