/// The box rules drawn around and between a table's cells.
///
/// ```swift
/// Section(header: "Disks", layout: .table([TableColumn("Mount"), TableColumn("Free")], border: .rounded)) {
///     TableRow { Text("/"); Text("12 GB") }
/// }
/// ```
///
/// ```text
/// Disks
///   ╭───────┬───────╮
///   │ Mount │ Free  │
///   ├───────┼───────┤
///   │ /     │ 12 GB │
///   ╰───────┴───────╯
/// ```
///
/// A bordered table puts a rule under its column titles, and with
/// ``SectionLayout/border(_:betweenRows:)`` one between rows too. Each cell has a space on
/// either side, so a table of *n* columns takes 3 × *n* + 1 cells beyond its columns'
/// widths; the widths are worked out within what is left. A table too narrow for its
/// columns stacks its rows, as one without a border does, inside one box. When the
/// layout asks for ASCII glyphs (`--ascii`) every border is drawn as ``ascii``.
public enum TableBorder: String, Hashable, Sendable, CaseIterable {
    /// No rules: columns separated by the layout's gap (the default).
    case none
    /// Light lines with round corners: `╭─┬─╮`.
    case rounded
    /// Light lines with square corners: `┌─┬─┐`.
    case square
    /// Heavy lines: `┏━┳━┓`.
    case heavy
    /// Double lines: `╔═╦═╗`.
    case double
    /// ASCII: `+-+-+` and `|`.
    case ascii

    /// The characters of a border: the horizontal and vertical lines, then for the top, a
    /// rule between and the bottom, the left end, the crossing and the right end.
    package struct Glyphs {
        package let horizontal: String
        package let vertical: String
        package let top: (String, String, String)
        package let middle: (String, String, String)
        package let bottom: (String, String, String)

        /// The eleven characters in that order, such as `─│╭┬╮├┼┤╰┴╯`.
        package init(_ characters: String) {
            let all = characters.map(String.init)
            horizontal = all[0]
            vertical = all[1]
            top = (all[2], all[3], all[4])
            middle = (all[5], all[6], all[7])
            bottom = (all[8], all[9], all[10])
        }
    }

    /// This border's characters; `nil` for ``none``.
    package var glyphs: Glyphs? {
        switch self {
        case .none: nil
        case .rounded: Glyphs("─│╭┬╮├┼┤╰┴╯")
        case .square: Glyphs("─│┌┬┐├┼┤└┴┘")
        case .heavy: Glyphs("━┃┏┳┓┣╋┫┗┻┛")
        case .double: Glyphs("═║╔╦╗╠╬╣╚╩╝")
        case .ascii: Glyphs("-|+++++++++")
        }
    }
}
