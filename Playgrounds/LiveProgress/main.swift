// A live progress report: each step redraws only the lines that changed, at most ten
// times a second; in a pipe it prints only the final report.
// Run it with `swift run live-progress`; it finishes in about a second.
import Sections

let tasks = ["Fetch sources", "Resolve packages", "Compile", "Link", "Run tests"]

func report(finished: Int, tick: Int) -> Document {
    Document(title: "Release build") {
        Section(header: "Tasks") {
            for (index, task) in tasks.enumerated() {
                if index == finished {
                    ProgressView(task, tick: tick)
                } else {
                    Row(task, index < finished ? "done" : "waiting")
                }
            }
        }
        Section {
            ProgressView("Overall", value: finished, total: tasks.count)
        }
    }
}

let terminal = TerminalEnvironment.current()
let width = min(terminal.width(), 48)
var display = LiveDisplay(terminal: terminal)
var output = StandardOutput()
do {
    for step in 0...(tasks.count * 4) {
        try display.update(to: report(finished: step / 4, tick: step), width: width, into: &output)
        try output.flush()
        try await Task.sleep(for: .milliseconds(40))
    }
    try display.finish(into: &output)
    try output.flush()
} catch {
    print("error: \(error)")
}
