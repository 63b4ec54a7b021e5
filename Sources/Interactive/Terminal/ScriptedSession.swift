package import Core

/// A list shown on no terminal: keys go in as the bytes a terminal would send, new
/// versions of the document as a live list receives them, and frames come out, as a
/// terminal of a given size would show them.
///
/// It applies each read as ``SessionLoop`` does (the same decoder, the same
/// ``ListModel/handle(_:from:)``), then finishes the model's background work and makes the
/// preview before its frame is taken: so every frame is the one a terminal shows once the
/// list has caught up, the same on every machine, with no clock or thread in it.
package struct ScriptedSession: Sendable {
    /// How the list ended.
    package enum End: Hashable, Sendable {
        /// Items chosen, in the version of the document they were chosen in; their
        /// actions have not run.
        case chosen([ChosenItem])
        /// Esc or Ctrl-C dismissed the list.
        case cancelled
        /// A browsing list was left with `q` or Esc.
        case quit
    }

    private var model: ListModel
    private var pane: PreviewPane?
    private let previewContent: (@Sendable (Item, PreviewCancellation) -> Document?)?
    private let region: ScreenRegion
    private let columns: Int
    private var decoder = KeyDecoder()
    /// Counts the versions applied, so that a new version makes the preview again.
    private var version = 0
    private var previewVersion = -1
    /// How the list ended, `nil` while it is shown.
    package private(set) var end: End?

    /// Shows `list` on a screen of `rows` by `columns`, as its presentation places it.
    ///
    /// - Throws: ``InteractiveListError/terminalTooSmall(rows:columns:)`` under
    ///   ``InteractiveList/minimumRows`` or ``InteractiveList/minimumColumns`` (where a
    ///   terminal would be asked plainly), ``InteractiveListError/layout(_:)`` when the
    ///   document cannot be laid out.
    package init(_ list: InteractiveList, rows: Int, columns: Int) throws(InteractiveListError) {
        guard rows >= InteractiveList.minimumRows, columns >= InteractiveList.minimumColumns else {
            throw .terminalTooSmall(rows: rows, columns: columns)
        }
        let start: SessionStart
        do {
            start = try SessionStart(list: list, rows: rows, columns: columns)
        } catch {
            throw .layout(error)
        }
        model = start.model
        pane = start.pane
        region = start.region
        self.columns = columns
        previewContent = list.previewContent
        catchUp()
    }

    /// What the screen shows: the list's rows, with the preview pane beside or below.
    package var frame: Frame {
        let frame = model.frame()
        return pane?.compose(frame, rows: region.height, columns: columns) ?? frame
    }

    /// Applies the bytes of one read of the terminal, then waits until no more come: a
    /// lone ESC is Escape. Does nothing once the list has ended.
    package mutating func read(_ bytes: [UInt8]) {
        guard end == nil else { return }
        let keys = decoder.keys(from: bytes) + decoder.flush()
        var index = 0
        // Ctrl-Z has no terminal to give back here: the list goes on.
        while end == nil, let outcome = model.handle(keys, from: &index) {
            switch outcome {
            case .chosen(let paths): end = .chosen(ChosenItem.items(at: paths, in: model.document))
            case .cancelled: end = .cancelled
            case .quit: end = .quit
            case .continuing, .suspend: break
            }
        }
        catchUp()
    }

    /// Shows a new version of the document, as a live list's feed delivers one.
    package mutating func update(to document: Document) {
        guard end == nil else { return }
        model.apply(ListUpdate(from: model.document, to: document))
        version += 1
        catchUp()
    }

    /// Finishes what a terminal's session does between keys: the search, and the
    /// preview of the highlighted item, made here and now.
    private mutating func catchUp() {
        model.finishPendingWork()
        guard var pane, let previewContent else { return }
        let number = model.highlightedNumber
        guard number != pane.number || previewVersion != version else { return }
        let item = number.flatMap { try? model.document.item(at: model.path(ofNumber: $0)) }
        let document = item.flatMap { previewContent($0, PreviewCancellation()) }
        let width = pane.split(rows: region.height, columns: columns).pane?.columns ?? 0
        pane.show(document, for: number, width: width)
        self.pane = pane
        previewVersion = version
    }
}
