import Sections

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// Frames as text, for exact comparisons, and the invariants every frame keeps.
extension ListModel {
    /// The frame's rows as text; `[…]` around matched characters when `marks` is on.
    func screen(marks: Bool = false) -> [String] {
        frame().rows.map { row in
            row.segments.map { marks && $0.look.contains(.match) ? "[" + $0.text + "]" : $0.text }.joined()
        }
    }

    /// Runs all pending work (the corpus, the filter's search) to the end.
    mutating func settle() {
        while advance(budget: .seconds(10)) {}
    }

    /// Types each character of `text` as a key and settles after each.
    mutating func typeSettled(_ text: String) {
        for character in text {
            _ = handle(.character(character))
            settle()
        }
    }

    /// The highlighted item's id.
    var highlightedID: String? {
        highlightedPath.flatMap { document.sections[$0.section].items[$0.item].id }
    }

    /// Every problem with the frame: its row count, a row wider than the width, a
    /// segment narrower than its text.
    func frameProblems() -> [String] {
        let frame = frame()
        var problems: [String] = []
        if frame.rows.count != height { problems.append("\(frame.rows.count) rows, not \(height)") }
        for (index, row) in frame.rows.enumerated() {
            if row.width > width { problems.append("row \(index) is \(row.width) wide: \(row.text)") }
            // ASCII measures exactly; other text may take a cell less than the layout gave
            // it (an emoji modifier after a space), never more.
            for segment in row.segments {
                let measured = DisplayWidth.placed(segment.text)
                let isASCII = segment.text.utf8.allSatisfy { $0 < 0x80 }
                if isASCII ? measured != segment.width : measured > segment.width {
                    problems.append("row \(index): segment \(segment.text) says width \(segment.width)")
                }
            }
            if row.text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            ) {
                problems.append("row \(index) holds a control character")
            }
        }
        return problems
    }
}

/// Documents the model tests share.
enum ListDocuments {
    /// Sections "Fruit" (apple, banana, cherry) and "Vegetables" (kale, leek), items with ids.
    static let produce = Document {
        Section(id: "fruit", header: "Fruit") {
            Text("apple").id("apple")
            Text("banana").id("banana")
            Text("cherry").id("cherry")
        }
        Section(id: "veg", header: "Vegetables") {
            Text("kale").id("kale")
            Text("leek").id("leek")
        }
    }

    /// One section "Numbers" of `count` items "item 1" … with ids `n1` ….
    static func numbers(_ count: Int, header: String? = "Numbers") -> Document {
        Document(sections: [
            Section(
                id: "numbers", header: header, footer: nil, layout: .list,
                items: (1...count).map { Text("item \($0)").id("n\($0)").item })
        ])
    }

    /// Section "Tasks" of task-1 … task-`count` (text "Task N"), the playground's document.
    static func tasks(_ count: Int, inserted: Int = 0) -> Document {
        let new = (0..<inserted).reversed().map { Text("New \($0)").id("new-\($0)").item }
        let tasks = (1...count).map { Text("Task \($0)").id("task-\($0)").item }
        return Document(sections: [
            Section(id: "tasks", header: "Tasks", footer: nil, layout: .list, items: new + tasks)
        ])
    }
}
