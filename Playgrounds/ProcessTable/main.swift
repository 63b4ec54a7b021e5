// A process table like `ps`: right-aligned numbers, a command column that takes the
// width left and is cut in the middle when too long, and the stacked form when even the
// narrowest columns do not fit. Run it with `swift run process-table [WIDTH]`.
import Sections

struct Process {
    var pid: Int
    var user: String
    var cpu: Double
    var memory: Double
    var command: String
}

let processes = [
    Process(pid: 1, user: "root", cpu: 0.0, memory: 0.1, command: "/sbin/init splash"),
    Process(pid: 412, user: "root", cpu: 0.3, memory: 0.4, command: "/usr/lib/systemd/systemd-journald"),
    Process(
        pid: 812, user: "lin", cpu: 12.5, memory: 2.3,
        command: "python3 -m http.server 8000 --directory /srv/www"),
    Process(pid: 1024, user: "www-data", cpu: 3.1, memory: 1.2, command: "nginx: worker process"),
    Process(
        pid: 20_331, user: "lin", cpu: 97.8, memory: 14.6,
        command: "swift-frontend -frontend -c Sources/Core/Layout/TableLayout.swift"),
]

func percent(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

let columns = [
    TableColumn("PID", alignment: .trailing),
    TableColumn("USER"),
    TableColumn("%CPU", alignment: .trailing),
    TableColumn("%MEM", alignment: .trailing),
    TableColumn("COMMAND", width: .proportional(), truncation: .middle),
]

let document = Document(title: "Processes") {
    Section(footer: "\(processes.count) processes, sorted by PID", layout: .table(columns)) {
        for process in processes {
            TableRow(
                "\(process.pid)", process.user, percent(process.cpu), percent(process.memory), process.command
            )
        }
    }
}

let width = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 72
do {
    print(try PlainRenderer.render(document, width: width), terminator: "")
} catch {
    print("error: \(error)")
}
