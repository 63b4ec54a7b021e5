/// A document laid out at a width: the input of every renderer.
///
/// Layout is the one stage that measures text. It sanitises content (<doc:DisplayWidth>),
/// wraps it, and places it in lines of ``Run``s with their display widths, following the
/// plain layout of <doc:PlainLayout>. Sections are laid out one at a time as you iterate
/// ``sections``, so rendering a large document never holds all of its lines at once.
///
/// ```swift
/// let layout = try LaidOutDocument(document, width: 40)
/// for section in layout.sections { print(section.header?.text ?? "") }
/// ```
public struct LaidOutDocument: Sendable {
    /// The document that was laid out.
    public let document: Document
    /// The width in terminal cells; no line is wider.
    public let width: Int
    /// The document-wide choices: glyphs and section spacing.
    public let options: LayoutOptions
    /// The title's lines, or `nil` when the document has no title.
    public let title: Lines?

    /// Lays out a document.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - width: The width in terminal cells, from ``LayoutError/minimumWidth`` (8) to
    ///     ``LayoutError/maximumWidth``.
    ///   - options: The glyphs and section spacing; the plain layout's defaults when left out.
    /// - Throws: ``LayoutError`` when the width is out of range.
    public init(_ document: Document, width: Int, options: LayoutOptions = LayoutOptions())
        throws(LayoutError)
    {
        try LayoutError.check(width)
        self.document = document
        self.width = width
        self.options = options
        title = Self.title(of: document, width: width)
    }

    /// The title's lines at `width`, or `nil` when the document has no title.
    package static func title(of document: Document, width: Int) -> Lines? {
        guard let title = document.title else { return nil }
        var writer = LineWriter(estimatedLines: 1)
        writer.wrap(Sanitizer.sanitize(title), indent: 0, width: width, role: .title)
        return writer.lines(0..<writer.lineCount)
    }

    /// The sections that print something, each laid out when the iteration reaches it.
    ///
    /// A section with no header, no items and no footer prints nothing and is skipped.
    public var sections: LaidOutSections {
        LaidOutSections(document: document, width: width, options: options)
    }

    /// The sections as ``sections`` lays them out, or, without `itemLines`, with no lines
    /// for a list's items, for renderers that never read them (``Renderer/readsItemLines``).
    @usableFromInline package func sections(itemLines: Bool) -> LaidOutSections {
        LaidOutSections(document: document, width: width, options: options, itemLines: itemLines)
    }
}

/// The printing sections of a laid-out document, laid out lazily in order.
public struct LaidOutSections: Sequence, Sendable {
    package let document: Document
    package let width: Int
    package let options: LayoutOptions
    /// Whether a list's items are laid out (see ``LaidOutSection``).
    package var itemLines = true

    /// An iterator that lays out one section per step.
    ///
    /// For a large document on a machine with more than one core (see
    /// ``LayoutOptions/concurrentLayout``), when the module that calls it has threads to
    /// give (the `sections` command and the interactive list do), a second thread lays the next sections out while
    /// you handle the current one; the sections are the same either way. Copies of an
    /// iterator that has begun share that thread's queue, so advance only one of them.
    public struct Iterator: IteratorProtocol {
        package let document: Document
        package let width: Int
        package let options: LayoutOptions
        package var itemLines = true
        package var position = 0
        package var ahead: LayoutAhead?

        /// The next section that prints something, laid out.
        public mutating func next() -> LaidOutSection? {
            if position == 0, ahead == nil, options.concurrentLayout, let system = Threads.system,
                LayoutAhead.isWorthwhile(for: document, on: system)
            {
                ahead = LayoutAhead(
                    document, width: width, options: options, itemLines: itemLines, on: system)
            }
            if let ahead { return ahead.next() }
            return LaidOutSections.layOut(
                document, from: &position, width: width, options: options, itemLines: itemLines)
        }
    }

    /// The next section from `position` that prints something, laid out, with `position`
    /// moved past it; `nil` when no section is left.
    package static func layOut(
        _ document: Document, from position: inout Int, width: Int, options: LayoutOptions,
        itemLines: Bool = true
    ) -> LaidOutSection? {
        nextPrinting(in: document, from: &position).map {
            LaidOutSection(
                document.sections[$0], at: $0, width: width, options: options, itemLines: itemLines)
        }
    }

    /// The index of the next section from `position` that prints something, with `position`
    /// moved past it; `nil` when no section is left. A section with no header, no items and
    /// no footer prints nothing.
    package static func nextPrinting(in document: Document, from position: inout Int) -> Int? {
        while position < document.sections.count {
            let index = position
            position += 1
            let section = document.sections[index]
            if section.header != nil || section.footer != nil || !section.items.isEmpty { return index }
        }
        return nil
    }

    /// An iterator from the first section.
    public func makeIterator() -> Iterator {
        Iterator(document: document, width: width, options: options, itemLines: itemLines)
    }
}
