// A nightly report in panels: a section in a box with its header in the border, a table
// in a panel, nested panels, and a self-sizing meter that fills the width it is given.
// Run it with `swift run panelled-report [WIDTH] [--ascii]`.
import Sections

/// A bar that would like 30 columns and fills whatever width it is granted.
struct Meter: SelfSizingItem {
    var label: String
    var fraction: Double

    func preferredSize(limit: Size) -> Size { Size(width: min(limit.width, 30), height: 1) }

    func draw(in size: Size) -> [String] {
        let percent = " \(Int((fraction * 100).rounded()))%"
        let bar = max(size.width - label.count - percent.count - 3, 1)
        let filled = Int((Double(bar) * fraction).rounded())
        return [
            "\(label) [" + String(repeating: "#", count: filled) + String(repeating: ".", count: bar - filled)
                + "]\(percent)"
        ]
    }
}

let suites = [("Layout", 214, 0, "3.1 s"), ("Coding", 96, 2, "1.4 s"), ("Rendering", 58, 0, "0.6 s")]

let document = Document(title: "Nightly report") {
    Section(header: "Build", footer: "Finished at 02:14", layout: .panel) {
        Row("Branch", "main")
        Row("Commit", "f272ee1 live-progress playground checked through a VT100 emulator")
        Meter(label: "Cache", fraction: 0.82)
    }
    Section(
        header: "Tests",
        layout: .table(
            TableColumn("Suite"), TableColumn("Passed", alignment: .trailing),
            TableColumn("Failed", alignment: .trailing), TableColumn("Time", alignment: .trailing)
        ).inPanel()
    ) {
        for (suite, passed, failed, time) in suites { TableRow(suite, "\(passed)", "\(failed)", time) }
    }
    Section(header: "Machines") {
        Panel("builder-1") {
            Meter(label: "Disk", fraction: 0.78)
            Panel("Quota") {
                Row("Limit", "2 TB"); Row("Used", "1.56 TB")
            }
        }
        Panel("builder-2") { Meter(label: "Disk", fraction: 0.31) }
    }
}

let arguments = CommandLine.arguments.dropFirst()
let width = arguments.compactMap { Int($0) }.first ?? 60
let options = LayoutOptions(glyphs: arguments.contains("--ascii") ? .ascii : .unicode)
do {
    print(try PlainRenderer.render(document, width: width, options: options), terminator: "")
} catch {
    print("error: \(error)")
}
