// An interactive list whose document changes while a person chooses in it.
// Run it with `swift run interactive-list`: for three seconds a new item appears at the
// top every tenth of a second, yet the highlight stays on the item it is on. Down moves
// it, Enter prints the highlighted item's id, Esc leaves without one.
import Sections
import Syscalls

/// The tasks, with the items inserted so far above them, newest first.
func tasks(inserted: Int) -> Document {
    Document {
        Section(header: "Tasks") {
            for number in stride(from: inserted, through: 1, by: -1) {
                Text("New \(number)").id("new-\(number)")
            }
            for number in 1...20 {
                Text("Task \(number)").id("task-\(number)")
            }
        }
    }
}

/// A new version every 100 ms for the first 3 seconds.
let versions = AsyncStream<Document> { continuation in
    let feed = Task {
        for inserted in 1...30 {
            try await Task.sleep(for: .milliseconds(100))
            continuation.yield(tasks(inserted: inserted))
        }
        continuation.finish()
    }
    continuation.onTermination = { _ in feed.cancel() }
}

let list = InteractiveList(tasks(inserted: 0), updates: versions)
    .highlighting(itemWithID: "task-1")
    .presentation(.inline(height: 12))
#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    // These systems give a program no terminal, so `run()` is unavailable there.
    print("interactive-list needs a terminal: run it on macOS or Linux")
    Platform.exit(1)
#else
    do {
        let chosen = try await list.run()
        print(chosen.first?.item.id ?? "")
    } catch .cancelled {
        // Esc or Ctrl-C: nothing chosen, nothing printed, and the shell's status for it.
        Platform.exit(130)
    } catch {
        // No terminal, TERM=dumb, a terminal too small: one line on standard error.
        var errors = StandardOutput(descriptor: 2)
        print("error: \(error)", to: &errors)
        try? errors.flush()
        Platform.exit(1)
    }
#endif
