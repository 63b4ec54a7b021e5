/// Renders for a terminal: the plain layout, cell for cell, styled with SGR sequences.
///
/// ```swift
/// let text = try ANSIRenderer.render(document, width: 40)   // 16 colours
/// let deep = try ANSIRenderer.render(document, width: 40, colors: .trueColor)
/// print(text, terminator: "")
/// ```
///
/// The visible text is exactly ``PlainRenderer``'s at the same width. Each run is styled
/// by its role's look in the ``Theme`` with the document's style over it: by default
/// titles and headers bold, footers faint, labels in the accent colour; underline,
/// reverse video and strikethrough are SGR 4, 7 and 9. Only SGR
/// sequences are written, and every styled run ends with a reset (`ESC [ 0 m`) before the
/// spaces that follow it, so a line never ends styled. Colours degrade to what ``colors``
/// allows; with ``ColorSupport/none`` nothing is styled and the output is plain text.
///
/// The renderer reads no environment: its output depends only on what it is given. For
/// the depth and hyperlinks of the terminal a program runs in, pass what a
/// ``TerminalEnvironment`` reads (`terminal.colors()`, `terminal.hyperlinks()`), or
/// ``ColorSupport/announcedByTerminal`` and ``hyperlinksAnnouncedByTerminal``.
///
/// A run with a link (``ItemConvertible/link(_:)``) is written between OSC 8 sequences
/// (`ESC ] 8 ; ; URL ESC \`, and `ESC ] 8 ; ; ESC \` after it) when ``hyperlinks`` is on:
/// the link opens before the run's SGR sequence and closes after its reset, so the spaces
/// around it are never part of it and no line ends inside one. The URL is printable ASCII
/// (``Hyperlink``), so it cannot end the sequence early; content is never a link.
///
/// A rendering registered in ``itemRenderings`` is written in place of the item's lines,
/// as it is: it must end with a line feed, and it may hold SGR sequences of its own.
public struct ANSIRenderer: Renderer, Sendable {
    /// Maps roles and semantic colours to what they look like.
    public var theme: Theme
    /// The colours the terminal shows: the 16 that every colour terminal has by default.
    public var colors: ColorSupport
    /// Whether links are written as OSC 8 hyperlinks; off by default, when a link shows
    /// its text alone.
    public var hyperlinks: Bool
    /// Renderings of chosen item types: the item's lines, each ending with a line feed.
    public var itemRenderings = ItemRenderings<ANSIRenderer>()
    /// The SGR sequence of each role and style met so far.
    private var sequences: [LookKey: String] = [:]
    /// The SGR sequence of each look with a background of the document's met so far.
    private var backgroundSequences: [BackgroundLookKey: String] = [:]
    /// The two looks met last, which most runs repeat (a label, then its value).
    private var recent: [(key: LookKey, sequence: String)] = []

    /// Creates an ANSI renderer.
    ///
    /// - Parameters:
    ///   - theme: The theme; ``Theme/standard`` by default.
    ///   - colors: The colours the terminal shows; the 16 that every colour terminal has by
    ///     default (for the depth a terminal announces, ``ColorSupport/announcedByTerminal``
    ///     or ``TerminalEnvironment/colors(explicit:)``).
    ///   - hyperlinks: Whether links are OSC 8 hyperlinks; off by default (for what a
    ///     terminal announces, ``hyperlinksAnnouncedByTerminal`` or
    ///     ``TerminalEnvironment/hyperlinks(explicit:)``).
    public init(theme: Theme = .standard, colors: ColorSupport = .ansi16, hyperlinks: Bool = false) {
        self.theme = theme
        self.colors = colors
        self.hyperlinks = hyperlinks
    }

    /// Lays out and renders a document for a terminal.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - width: The width in terminal cells, from 8; 80 by default. For the terminal's
    ///     own width, pass `TerminalEnvironment.current().width()`.
    ///   - theme: The theme; ``Theme/standard`` by default.
    ///   - colors: The colours the terminal shows; the 16 that every colour terminal has by
    ///     default.
    ///   - options: The glyphs and section spacing; the plain layout's defaults when left out.
    ///   - hyperlinks: Whether links are OSC 8 hyperlinks; off by default.
    /// - Returns: The text with its SGR sequences.
    /// - Throws: ``LayoutError`` when the width is out of range.
    public static func render(
        _ document: Document, width: Int = 80, theme: Theme = .standard,
        colors: ColorSupport = .ansi16, options: LayoutOptions = LayoutOptions(), hyperlinks: Bool = false
    ) throws(LayoutError) -> String {
        var renderer = ANSIRenderer(theme: theme, colors: colors, hyperlinks: hyperlinks)
        return renderer.render(try LaidOutDocument(document, width: width, options: options))
    }

    /// Writes every line of the section in print order, the lines its parts hold, without
    /// visiting each item; part by part when some item type has a rendering of its own.
    @inlinable
    public mutating func renderSection(
        _ section: LaidOutSection, into output: inout some TextOutputStream
    ) {
        renderSectionLineByLine(section, into: &output)
    }

    /// Writes each run's spaces, then its text between its SGR sequence and a reset, and
    /// between OSC 8 sequences when it is a link.
    public mutating func renderLine(_ line: Line, into output: inout some TextOutputStream) {
        if line.attributes != nil { return renderAttributedLine(line, into: &output) }
        // By position in the storage: `runs` makes a slice, which retains it once more.
        for index in line.bounds {
            let run = line.storage[index]
            writeSpaces(run.spaces, into: &output)
            writeStyled(run, into: &output)
        }
        output.write("\n")
    }

    /// A line of which some runs may be links or have a background: links between OSC 8
    /// sequences, backgrounds in their SGR sequence. Apart from ``renderLine(_:into:)`` so
    /// that lines without either cost what they did before lines had them.
    @inline(never)
    private mutating func renderAttributedLine(_ line: Line, into output: inout some TextOutputStream) {
        for run in line.runs {
            writeSpaces(run.spaces, into: &output)
            let background = line.background(of: run)
            guard hyperlinks, !run.text.isEmpty, let link = line.link(of: run) else {
                writeStyled(run, background: background, into: &output)
                continue
            }
            output.write("\u{1B}]8;;")
            output.write(link.url)
            output.write("\u{1B}\\")
            writeStyled(run, background: background, into: &output)
            output.write("\u{1B}]8;;\u{1B}\\")
        }
        output.write("\n")
    }

    /// A run's text between its SGR sequence and a reset, or alone when it looks plain.
    @inline(__always)
    private mutating func writeStyled(
        _ run: Run, background: Color? = nil, into output: inout some TextOutputStream
    ) {
        let sequence =
            if let background { self.sequence(role: run.role, style: run.style, background: background) } else
            {
                self.sequence(role: run.role, style: run.style)
            }
        if sequence.isEmpty {
            output.write(run.text)
        } else {
            output.write(sequence)
            output.write(run.text)
            output.write("\u{1B}[0m")
        }
    }

    /// The SGR sequence that starts a run, or `""` for a run that looks plain.
    private mutating func sequence(role: Role, style: Style) -> String {
        guard colors != .none else { return "" }
        let key = LookKey(role: role, style: style)
        for entry in recent where entry.key == key { return entry.sequence }
        let sequence = sequences[key] ?? newSequence(for: key)
        if recent.count == 2 { recent.removeFirst() }
        recent.append((key, sequence))
        return sequence
    }

    /// The SGR sequence of a run with a background of the document's, kept apart from
    /// ``sequence(role:style:)``'s so that runs without one never hash a colour.
    private mutating func sequence(role: Role, style: Style, background: Color) -> String {
        guard colors != .none else { return "" }
        let key = BackgroundLookKey(look: LookKey(role: role, style: style), background: background)
        if let sequence = backgroundSequences[key] { return sequence }
        let sequence = newSequence(for: key.look, background: background, keeping: false)
        backgroundSequences[key] = sequence
        return sequence
    }

    /// Works out a look's sequence, over the role's background in the theme or
    /// `background`, and keeps it unless told not to.
    private mutating func newSequence(
        for key: LookKey, background: Color? = nil, keeping: Bool = true
    ) -> String {
        let (role, style) = (key.role, key.style)
        let shownBackground = background ?? theme.background(for: role)
        let look = (shownBackground.map { theme.readable(style, role: role, over: $0) } ?? style)
            .inheriting(from: theme.style(for: role))
        var parameters: [String] = []
        if look.isStrong == true { parameters.append("1") }
        if look.isDim == true { parameters.append("2") }
        if look.isEmphasized == true { parameters.append("3") }
        if look.isUnderlined == true { parameters.append("4") }
        if look.isReversed == true { parameters.append("7") }
        if look.isStruckThrough == true { parameters.append("9") }
        if let color = look.color.flatMap({ theme.concrete($0, in: theme.terminalColors) }),
            let shown = color.degraded(to: colors)
        {
            parameters.append(shown.foregroundParameters)
        }
        if let color = (background ?? theme.background(for: role)).flatMap({
            theme.concrete($0, in: theme.terminalColors)
        }),
            let shown = color.degraded(to: colors)
        {
            parameters.append(shown.backgroundParameters)
        }
        let sequence = parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
        if keeping { sequences[key] = sequence }
        return sequence
    }
}

/// A look with a background of the document's.
package struct BackgroundLookKey: Hashable {
    package var look: LookKey
    package var background: Color
}

/// A role with a style: what decides a run's look.
package struct LookKey: Hashable {
    package var role: Role
    package var style: Style
}

extension Theme {
    /// A colour made concrete: a semantic colour through `colors`, others as they are.
    package func concrete(_ color: Color, in colors: [ColorRole: Color]) -> ConcreteColor? {
        if let role = color.semanticRole {
            return colors[role].flatMap { ConcreteColor($0) }
        }
        return ConcreteColor(color)
    }
}
