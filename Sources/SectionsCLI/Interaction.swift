import Dispatch
import Sections

/// What `pick` and `view` ask of the terminal.
enum Interaction: Equatable {
    /// Choose one item, or several with `--multi`, as many as `limit` allows; with
    /// `withSection`, each is printed after its section.
    case pick(
        multiple: Bool, limit: ClosedRange<Int>? = nil, withSection: Bool = false, preview: String? = nil)
    /// Browse the document.
    case view
    /// Either, asked plainly, line by line (`--accessible`).
    indirect case accessible(Interaction)

    /// The command's name, for messages.
    var command: String {
        switch self {
        case .pick: "pick"
        case .view: "view"
        case .accessible(let interaction): interaction.command
        }
    }

    /// Shows `document` with the library's ``InteractiveList`` on the controlling terminal.
    ///
    /// - Returns: What to print for each chosen item, in document order (none for
    ///   `view`): its section when asked for, and the item; `nil` when the person
    ///   dismissed the list.
    /// - Throws: ``UsageError`` when the list cannot be shown.
    func run(_ document: Document, accessible: Bool = false) throws(UsageError) -> [Picked]? {
        var list: InteractiveList
        var withSection = false
        switch self {
        case .pick(let multiple, let limit, let printsSection, let preview):
            list = InteractiveList(document).selectionMode(multiple ? .multiple : .single)
            if let limit { list = list.selectionLimit(limit) }
            if let preview {
                #if os(tvOS) || os(watchOS)
                    // The library's preview starts a program, which these systems do not allow.
                    throw UsageError(message: "--preview \(preview): this system cannot start programs")
                #else
                    list = list.preview(command: preview)
                #endif
            }
            withSection = printsSection
        case .view:
            list = InteractiveList(document).selectionMode(.browse)
        case .accessible(let interaction):
            return try interaction.run(document, accessible: true)
        }
        list = list.accessible(accessible)
        switch Self.wait(for: list) {
        case .success(let chosen):
            return chosen.map { Self.picked(at: $0.path, in: document, withSection: withSection) }
        case .failure(.cancelled):
            return nil
        case .failure(.noTerminal(let reason)):
            throw UsageError(message: "\(command) needs a terminal: \(reason); \(withoutTerminal)")
        case .failure(.dumbTerminal):
            throw UsageError(
                message: "\(command) needs a terminal that can move the cursor: TERM is unset or 'dumb'")
        case .failure(let error):
            throw UsageError(message: "\(command): \(error)")
        }
    }

    /// What to do instead where there is no terminal.
    private var withoutTerminal: String {
        command == "pick"
            ? "'sections pick --filter QUERY' prints the matches without one"
            : "'sections render' prints the document without one"
    }

    /// Runs the list from this synchronous code: the list waits on a thread of its own,
    /// and this one waits for the list.
    private static func wait(for list: InteractiveList) -> Result<[ChosenItem], InteractiveListError> {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            // The library has no interactive list where apps have no terminal.
            return .failure(.noTerminal(reason: "this system has no terminals"))
        #else
            let done = DispatchSemaphore(value: 0)
            let box = ResultBox()
            Task {
                do throws(InteractiveListError) {
                    box.result = .success(try await list.run())
                } catch {
                    box.result = .failure(error)
                }
                done.signal()
            }
            done.wait()
            return box.result
        #endif
    }

    /// What `pick` prints for the item at `path`: its section's id (else header) when
    /// `withSection`, and the item's id (else text).
    static func picked(at path: ItemPath, in document: Document, withSection: Bool) -> Picked {
        let section = document.sections[path.section]
        return Picked(
            section: withSection ? section.id ?? section.header ?? "" : nil,
            item: result(of: section.items[path.item]))
    }

    /// What Enter prints for an item: its id, else its text (a row's label, else its
    /// first line as laid out).
    static func result(of item: Item) -> String {
        if let id = item.id { return id }
        if let text = item.content(as: Text.self) { return text.string }
        if let row = item.content(as: Row.self) { return row.label }
        let alone = Document(sections: [
            Section(id: nil, header: nil, footer: nil, layout: .list, items: [item])
        ])
        let lines = (try? PlainRenderer.render(alone, width: 200)) ?? ""
        let line = lines.split(separator: "\n").first { !$0.allSatisfy { $0 == " " } } ?? ""
        return String(line.drop { $0 == " " })
    }
}

/// What `pick` prints for a chosen item: its section's id (else header) when asked for,
/// and the item's id (else text).
struct Picked: Equatable {
    var section: String?
    var item: String
}

/// The list's result, handed from its task to the waiting thread; the semaphore orders
/// the write before the read.
private final class ResultBox: @unchecked Sendable {
    var result: Result<[ChosenItem], InteractiveListError> = .failure(.cancelled)
}

extension Interaction {
    /// The interaction a command asks for; `nil` for the commands that print.
    init?(_ command: Invocation.Command, _ invocation: Invocation) {
        switch command {
        case .pick:
            self = .pick(
                multiple: invocation.multiple, limit: invocation.limit, withSection: invocation.withSection,
                preview: invocation.preview)
        case .view: self = .view
        case .demo, .render, .diff, .record: return nil
        }
        if invocation.accessible { self = .accessible(self) }
    }
}
