// A stand-in for the model helper's ListModel (branch `model`), with the contract's
// signatures, so the terminal side compiles and runs until the real model lands.
// It must never reach main.

enum SelectionMode: Hashable, Sendable { case single, multiple, browse }

struct ListOptions: Sendable {
    var mode: SelectionMode = .single
    var highlightedID: String? = nil
    var prompt: String = "> "
}

enum ListOutcome: Equatable, Sendable {
    case continuing
    case chosen([ItemPath])
    case cancelled
    case quit
    case suspend
}

struct Frame: Hashable, Sendable { var rows: [FrameRow] }
struct FrameRow: Hashable, Sendable { var segments: [FrameSegment] }
struct FrameSegment: Hashable, Sendable {
    var text: String
    var width: Int
    var look: Look
}
struct Look: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let header = Look(rawValue: 1)
    static let highlight = Look(rawValue: 2)
    static let match = Look(rawValue: 4)
    static let chosen = Look(rawValue: 8)
    static let status = Look(rawValue: 16)
    static let dim = Look(rawValue: 32)
}

struct ListModel: Sendable {
    private struct Entry: Sendable {
        var path: ItemPath?
        var id: String?
        var text: String
        var width: Int
    }
    private(set) var document: Document
    private let options: ListOptions
    private var width: Int
    private var height: Int
    private var entries: [Entry] = []
    private var highlighted = 0
    private var top = 0
    private var chosen: Set<String> = []

    init(document: Document, options: ListOptions, width: Int, height: Int) throws(LayoutError) {
        self.document = document
        self.options = options
        self.width = width
        self.height = height
        try layOut()
        if let id = options.highlightedID, let index = entries.firstIndex(where: { $0.id == id }) {
            highlighted = index
        } else {
            highlighted = entries.firstIndex { $0.path != nil } ?? 0
        }
    }

    private mutating func layOut() throws(LayoutError) {
        entries = []
        for section in try LaidOutDocument(document, width: width - 2).sections {
            for line in section.header.map(Array.init) ?? [] {
                entries.append(Entry(text: line.text, width: line.width))
            }
            for (index, item) in section.items.enumerated() {
                let line = item.lines.first
                entries.append(
                    Entry(
                        path: ItemPath(section: section.index, item: index), id: item.item.id,
                        text: line?.text ?? "", width: line?.width ?? 0))
            }
        }
    }

    mutating func handle(_ key: Key) -> ListOutcome {
        let items = entries.indices.filter { entries[$0].path != nil }
        let position = items.firstIndex(of: highlighted) ?? 0
        switch key {
        case .up, .wheelUp: highlighted = items[max(position - 1, 0)]
        case .down, .wheelDown: highlighted = items[min(position + 1, items.count - 1)]
        case .home: highlighted = items.first ?? 0
        case .end: highlighted = items.last ?? 0
        case .enter:
            if options.mode == .browse { return .continuing }
            if options.mode == .multiple, !chosen.isEmpty { return .chosen(chosenPaths) }
            return .chosen(highlightedPath.map { [$0] } ?? [])
        case .character(" ") where options.mode == .multiple:
            let key = entries[highlighted].id ?? entries[highlighted].text
            if chosen.remove(key) == nil { chosen.insert(key) }
        case .character("q") where options.mode == .browse: return .quit
        case .escape, .interrupt: return .cancelled
        case .suspend: return .suspend
        default: break
        }
        return .continuing
    }

    mutating func update(to document: Document) {
        let id = entries.indices.contains(highlighted) ? entries[highlighted].id : nil
        self.document = document
        try? layOut()
        highlighted = entries.firstIndex { $0.id == id && id != nil } ?? min(highlighted, entries.count - 1)
    }

    mutating func resize(width: Int, height: Int) throws(LayoutError) {
        self.width = width
        self.height = height
        try layOut()
    }

    mutating func advance(budget: Duration) -> Bool { false }
    var hasPendingWork: Bool { false }

    func frame() -> Frame {
        let count = "\(entries.count { $0.path != nil }) of \(entries.count { $0.path != nil })"
        let gap = max(width - options.prompt.count - count.count, 1)
        var rows = [
            FrameRow(segments: [
                FrameSegment(text: options.prompt, width: options.prompt.count, look: .status),
                FrameSegment(
                    text: String(repeating: " ", count: gap) + count, width: gap + count.count, look: .dim),
            ])
        ]
        let room = height - 1
        let top = min(max(highlighted - room + 1, 0), max(highlighted, 0))
        for index in top..<min(top + room, entries.count) {
            let entry = entries[index]
            if entry.path == nil {
                rows.append(
                    FrameRow(segments: [FrameSegment(text: entry.text, width: entry.width, look: .header)]))
                continue
            }
            let mark = chosen.contains(entry.id ?? entry.text) ? "*" : " "
            let gutter = (index == highlighted ? ">" : " ") + mark
            let look: Look = index == highlighted ? .highlight : []
            rows.append(
                FrameRow(segments: [
                    FrameSegment(text: gutter, width: 2, look: look.union(mark == "*" ? .chosen : [])),
                    FrameSegment(text: entry.text, width: entry.width, look: look),
                ]))
        }
        while rows.count < height { rows.append(FrameRow(segments: [])) }
        return Frame(rows: rows)
    }

    var highlightedPath: ItemPath? { entries.indices.contains(highlighted) ? entries[highlighted].path : nil }
    var chosenPaths: [ItemPath] { entries.filter { chosen.contains($0.id ?? $0.text) }.compactMap(\.path) }
}
