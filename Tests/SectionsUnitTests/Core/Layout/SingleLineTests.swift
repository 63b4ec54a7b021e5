import Sections
import Testing

@testable import Core
@testable import Interactive

/// A text that fits on one line is that line, however it is measured. The one-line fast
/// path stops measuring once the scalars so far are wider than the line, and a cluster
/// that ends in U+FE0F after visible scalars is 2 cells however many they are: such a text
/// may fit although its scalars did not, and the wrapper then gives the same one line.
@Suite struct SingleLineTests {
    /// Scalars that extend the cluster before them and are one cell wide (spacing marks).
    static let wideMarks: [Unicode.Scalar] = (0x300..<0x3000).compactMap { value in
        guard let scalar = Unicode.Scalar(UInt32(value)),
            LineBreakTables.value(of: UInt32(value)) & LineBreakTables.extendsFlag != 0,
            DisplayWidth.of(scalarValue: UInt32(value)) == 1
        else { return nil }
        return scalar
    }

    @Test(arguments: [1, 2, 3, 5])
    func aClusterNarrowerThanItsScalarsFitsOnOneLine(marks: Int) throws {
        let mark = try #require(Self.wideMarks.first, "no one-cell spacing mark in the tables")
        for base in ["a", "字", "x y"] {
            let text =
                base + String(String.UnicodeScalarView(Array(repeating: mark, count: marks))) + "\u{FE0F}"
            let whole = DisplayWidth.placed(text)
            if marks >= 2 {
                // The case under test: the scalars are wider than the text, so the fast
                // path declines a line the text fits.
                #expect(SingleLine(text, width: whole) == nil, "\(text.debugDescription)")
            }
            for width in 1...8 {
                var writer = LineWriter()
                writer.wrap(text, indent: 0, width: width, role: .text)
                let lines = writer.lines(0..<writer.lineCount)
                guard whole <= width else { continue }
                #expect(lines.map(\.text) == [text], "\(text.debugDescription) at \(width)")
                #expect(lines.map(\.width) == [whole], "\(text.debugDescription) at \(width)")
            }
        }
    }
}
