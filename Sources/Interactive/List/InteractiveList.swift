public import Core
import Syscalls

/// A document shown on a terminal for a person to scroll, filter, fold and choose from.
///
/// Like a collection view, the list shows the document's sections and items, keeps the
/// highlighted item highlighted while the document changes (each new version is applied
/// through its diff, by item identity), and reports what the person chose. Typing filters
/// the items fuzzily (a paste is one edit of the filter); Up, Down, PageUp, PageDown,
/// Home, End and the mouse wheel move; Enter chooses; Esc or Ctrl-C dismisses the list.
///
/// ```swift
/// let list = InteractiveList(document)
///     .selectionMode(.multiple)
///     .presentation(.inline(height: 12))
/// let chosen = try await list.run()
/// for choice in chosen { print(choice.item.id ?? "") }
/// ```
///
/// The list restores the terminal on every way out: a choice, a dismissal, a thrown
/// error, the task's cancellation, and the signals SIGTERM, SIGHUP, SIGINT and SIGQUIT,
/// which then end the process as they would have (SIGQUIT by its default action, without
/// the Swift runtime's crash report). Suspended with Ctrl-Z (SIGTSTP), it gives the terminal back as it found it and draws
/// itself again when continued.
public struct InteractiveList: Sendable {
    /// How many items a person may choose.
    public enum SelectionMode: Hashable, Sendable {
        /// One item: Enter chooses the highlighted one.
        case single
        /// Any number: Space marks and unmarks the highlighted item, Enter chooses the
        /// marked ones (the highlighted one when none is marked).
        case multiple
        /// None: the person looks, searches with `/`, folds sections and leaves with `q`.
        case browse
    }

    /// Where on the terminal the list is drawn.
    public enum Presentation: Hashable, Sendable {
        /// The whole terminal, on its alternate screen, as a pager does; what was on the
        /// screen is back after the list.
        case fullScreen
        /// The given number of rows below the cursor (at least ``InteractiveList/minimumRows``,
        /// and no more than the terminal has), as `fzf --height` does; the rows are cleared
        /// afterwards and the cursor is left at the start of the line it started on. A
        /// terminal that reflows its lines when resized may move them meanwhile.
        case inline(height: Int)
    }

    /// Which terminal the list talks to.
    public enum Terminal: Hashable, Sendable {
        /// The process's controlling terminal, `/dev/tty`, whatever standard input and
        /// output are, so the list works while the output is captured by a script.
        case controlling
        /// A terminal on the given descriptors, such as a pseudo-terminal's; they stay
        /// open afterwards.
        case descriptors(input: Int32, output: Int32)
    }

    /// Where the preview of the highlighted item stands.
    public enum PreviewEdge: Hashable, Sendable {
        /// Beside the list, on its right, as `fzf --preview-window=right` does.
        case trailing
        /// Below the list.
        case bottom
    }

    package let document: Document
    package var previewContent: (@Sendable (Item, PreviewCancellation) -> Document?)?
    package var previewEdge = PreviewEdge.trailing
    package var previewPercent = 50
    package let updates: Updates?
    package var mode = SelectionMode.single
    package var placement = Presentation.fullScreen
    package var highlightedID: String?
    package var promptText = "> "
    package var limit: ClosedRange<Int>?
    package var device = Terminal.controlling
    /// Whether the list asks plainly, line by line (``accessible(_:)``).
    package var asksPlainly = false
    /// `TERM` and `NO_COLOR` as tests set them; `nil` reads the process's environment.
    package var variables: [String: String]?

    /// A feed of new versions of the document: called once with a function that hands
    /// each version to the running list.
    package typealias Updates = @Sendable (_ deliver: @escaping @Sendable (ListUpdate) -> Void) async -> Void

    /// Creates a list of a document that does not change while it is shown.
    ///
    /// - Parameter document: The document to show.
    public init(_ document: Document) {
        self.document = document
        updates = nil
    }

    /// Creates a list of a document that changes while it is shown.
    ///
    /// Each version the sequence delivers replaces the one shown, as a collection view's
    /// batch update does: the highlighted item and the chosen ones follow their items by
    /// identity (an item's id, else its content), a deleted highlighted item passes the
    /// highlight to its neighbour, and only the rows that changed are drawn again. Each
    /// version is compared with the one shown on a thread of its own, so that the list's
    /// thread goes on answering keys while a large document is compared. Versions that
    /// arrive while one is compared are coalesced: only the newest is compared and shown, so
    /// a producer faster than the comparisons costs no more memory than one waiting
    /// version. The sequence ends, or throws, without ending the list.
    ///
    /// ```swift
    /// let list = InteractiveList(first, updates: versions)   // versions: AsyncStream<Document>
    /// ```
    ///
    /// - Parameters:
    ///   - document: The first version.
    ///   - updates: The later versions, in order; a version may be skipped for a newer one.
    public init<Versions: AsyncSequence & Sendable>(_ document: Document, updates: Versions)
    where Versions.Element == Document {
        self.document = document
        self.updates = { deliver in
            // This task reads the versions as fast as they come, keeping the newest; a
            // thread of its own compares each it takes with the one shown. A producer
            // faster than the comparisons has its versions coalesced, and memory stays
            // bounded.
            let latest = LatestVersion()
            let comparer = Platform.Thread.start {
                var shown = document
                while let version = latest.take() {
                    deliver(ListUpdate(from: shown, to: version))
                    shown = version
                }
            }
            comparer?.detach()
            var shown = document
            await withTaskCancellationHandler {
                do {
                    for try await version in updates {
                        if comparer != nil {
                            latest.put(version)
                        } else {
                            // No thread to be had: each version is compared here, in turn.
                            deliver(ListUpdate(from: shown, to: version))
                            shown = version
                        }
                    }
                } catch {
                    // A failing feed stops the updates, not the list.
                }
            } onCancel: {
                latest.end()
            }
            latest.end()
        }
    }

    /// Sets how many items a person may choose: ``SelectionMode/single`` by default.
    ///
    /// - Parameter mode: The selection mode.
    /// - Returns: The list with that mode.
    public func selectionMode(_ mode: SelectionMode) -> InteractiveList {
        var list = self
        list.mode = mode
        return list
    }

    /// Sets how many items Enter accepts in ``SelectionMode/multiple`` mode: with fewer
    /// or more marked, Enter does nothing and the status row says why, and Space marks no
    /// more than the most. Any number from one by default (the highlighted item alone when
    /// none is marked). Other modes choose one item or none and ignore it.
    ///
    /// ```swift
    /// let list = InteractiveList(menu).selectionMode(.multiple).selectionLimit(1...3)
    /// ```
    ///
    /// - Parameter limit: The fewest and the most items chosen; a lower bound below one
    ///   counts as one.
    /// - Returns: The list with that limit.
    public func selectionLimit(_ limit: ClosedRange<Int>) -> InteractiveList {
        var list = self
        list.limit = max(limit.lowerBound, 1)...max(limit.upperBound, 1)
        return list
    }

    /// Shows a preview of the highlighted item beside or below the list: the document
    /// `content` makes for it, laid out in the pane as `render` lays documents out, and
    /// made again as the highlight moves.
    ///
    /// `content` runs outside the list's thread, one call at a time, so a slow one never
    /// makes a key wait: the list goes on answering, and the pane shows the preview of the
    /// item still highlighted when `content` returns (a result for an item the highlight
    /// has left is dropped). `nil` leaves the pane empty. The pane takes `percent` of the
    /// screen's columns (or rows, below), when both it and the list fit; otherwise the
    /// list has the whole screen.
    ///
    /// ```swift
    /// let list = InteractiveList(files).preview(.trailing, percent: 40) { item in
    ///     Document { Section(header: item.id ?? "") { Text("details of \(item.id ?? "")") } }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - edge: Beside the list (the default) or below it.
    ///   - percent: The pane's share of the screen, from 1 to 99; half by default.
    ///   - content: The preview of an item.
    /// - Returns: The list with the preview.
    public func preview(
        _ edge: PreviewEdge = .trailing, percent: Int = 50,
        content: @escaping @Sendable (Item) -> Document?
    ) -> InteractiveList {
        var list = self
        list.previewContent = { item, _ in content(item) }
        list.previewEdge = edge
        list.previewPercent = percent
        return list
    }

    /// Shows beside or below the list what `program` prints for the highlighted item, as
    /// `fzf --preview` does, but without a shell: `program` (searched on `PATH` when it
    /// has no `/`) runs with the item's id (else its text) as its one argument.
    ///
    /// Its standard output and error are shown as text, sanitised as all content is, so no
    /// escape sequence it prints takes effect. A program still running when the highlight
    /// moves on, or after five seconds, is killed; one that prints more than a mebibyte is
    /// killed there and its output cut; one that fails shows its exit status under its
    /// output. None of it makes a key wait. The program starts with no signal blocked and
    /// every signal at its default. tvOS and watchOS let no program start another, so
    /// this is unavailable there.
    ///
    /// ```swift
    /// let list = InteractiveList(files).preview(command: "/usr/bin/file")
    /// ```
    ///
    /// - Parameters:
    ///   - program: The program's name or path.
    ///   - edge: Beside the list (the default) or below it.
    ///   - percent: The pane's share of the screen, from 1 to 99; half by default.
    /// - Returns: The list with the preview.
    @available(tvOS, unavailable, message: "programs cannot be started on tvOS")
    @available(watchOS, unavailable, message: "programs cannot be started on watchOS")
    public func preview(command program: String, _ edge: PreviewEdge = .trailing, percent: Int = 50)
        -> InteractiveList
    {
        let command = PreviewCommand(program: program)
        var list = preview(edge, percent: percent) { _ in nil }
        list.previewContent = { item, cancellation in
            let text = item.plainText(width: 200).split(separator: "\n").first.map(String.init)
            return command.document(argument: item.id ?? text ?? "", cancellation: cancellation)
        }
        return list
    }

    /// Sets where the list is drawn: ``Presentation/fullScreen`` by default.
    ///
    /// - Parameter presentation: The full screen, or a number of rows inline.
    /// - Returns: The list drawn there.
    public func presentation(_ presentation: Presentation) -> InteractiveList {
        var list = self
        list.placement = presentation
        return list
    }

    /// Sets the item highlighted first, by its id; by default, and when no item has the
    /// id, the first item.
    ///
    /// - Parameter id: The item's id.
    /// - Returns: The list with that item highlighted.
    public func highlighting(itemWithID id: String?) -> InteractiveList {
        var list = self
        list.highlightedID = id
        return list
    }

    /// Sets the text shown before the filter on the first row: `"> "` by default.
    ///
    /// - Parameter prompt: The prompt; control characters are shown as symbols.
    /// - Returns: The list with that prompt.
    public func prompt(_ prompt: String) -> InteractiveList {
        var list = self
        list.promptText = prompt
        return list
    }

    /// Sets the terminal the list talks to: ``Terminal/controlling`` by default.
    ///
    /// - Parameter terminal: The controlling terminal, or descriptors of one.
    /// - Returns: The list on that terminal.
    public func terminal(_ terminal: Terminal) -> InteractiveList {
        var list = self
        list.device = terminal
        return list
    }
}

/// An item a person chose in an ``InteractiveList``.
public struct ChosenItem: Hashable, Sendable {
    /// The item, as it was in the version of the document shown when it was chosen.
    public var item: Item
    /// The item's position in that version: ``ItemPath/section`` is its section's index.
    public var path: ItemPath
    /// The id of the item's section, or `nil` when it has none.
    public var sectionID: String?

    /// Creates a chosen item.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - path: Its position.
    ///   - sectionID: The id of its section.
    public init(item: Item, path: ItemPath, sectionID: String? = nil) {
        self.item = item
        self.path = path
        self.sectionID = sectionID
    }
}

extension ChosenItem {
    /// The items at `paths` of `document`, as the list reports a choice.
    package static func items(at paths: [ItemPath], in document: Document) -> [ChosenItem] {
        paths.compactMap { path in
            guard let item = try? document.item(at: path) else { return nil }
            return ChosenItem(item: item, path: path, sectionID: document.sections[path.section].id)
        }
    }
}
