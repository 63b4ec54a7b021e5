// A live progress report: each step redraws only the lines that changed.
// Run it with `swift run live-progress`; it finishes in about a second.
import Sections

let tasks = ["Fetch sources", "Resolve packages", "Compile", "Link", "Run tests"]

func report(finished: Int) -> Document {
    Document(title: "Release build") {
        Section(header: "Tasks") {
            for (index, task) in tasks.enumerated() {
                Row(task, index < finished ? "done" : index == finished ? "running…" : "waiting")
            }
        }
        Section {
            Text(finished == tasks.count ? "All tasks finished." : "\(finished) of \(tasks.count) finished")
        }
    }
}

let terminal = TerminalEnvironment.current()
let width = min(terminal.width(), 48)
var display = LiveDisplay()
var output = StandardOutput()
do {
    for finished in 0...tasks.count {
        try display.update(to: report(finished: finished), width: width, into: &output)
        try output.flush()
        try await Task.sleep(for: .milliseconds(150))
    }
} catch {
    print("error: \(error)")
}
