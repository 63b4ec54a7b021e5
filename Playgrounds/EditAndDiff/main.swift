// Edits a document the way an app's data source would, prints what changed as the
// <doc:ChangesetFormat> changeset, and dispatches a selection. Run it with `swift run edit-and-diff`.
import Sections

let before = Document(title: "Tasks") {
    Section(id: "today", header: "Today") {
        Text("Write the release notes").id("notes")
        Text("Review the diff")
        Row("Standup", "9:30")
    }
    Section(id: "later", header: "Later") {
        Text("Plan the offsite")
        Text("Renew the certificate").id("cert").onSelect { print("(opening the certificate form)") }
    }
}

// In a function, not at the top level: top-level code that awaits ends in `exit`, and the
// compiler leaves out the release of each string interpolation there, which
// AddressSanitizer's leak check reports at that exit (issue 31). On the main actor, as
// top-level code is.
@MainActor func editAndDiff() async {
    do {
        // Each edit returns a new document; `before` stays as it was.
        let after =
            try before
            .movingItem(from: ItemPath(section: 1, item: 1), to: ItemPath(section: 0, item: 0))
            .removingItem(at: ItemPath(section: 0, item: 2))
            .replacingItem(at: ItemPath(section: 0, item: 2), with: Row("Standup", "10:00"))
            .insertingSection(Section(id: "done", header: "Done") { Text("Review the diff") }, at: 2)
        print(try PlainRenderer.render(after, width: 40))

        let changes = try Changeset(from: before, to: after)
        print("Changes from before to after:")
        print(changes.json())
        print("Applying them to before gives after: \(try before.applying(changes) == after)")

        let standup = try after.item(at: ItemPath(section: 0, item: 2), as: Row.self)
        print("Standup is now at \(standup.value)")
        // Selecting waits for the action, which runs on the actor it was written on.
        let cert = try await after.select(itemWithID: "cert")
        print("Selecting \"cert\": \(cert)")
        let plan = try await after.select(itemAt: ItemPath(section: 1, item: 0))
        print("Selecting [1, 0]: \(plan)")
        _ = try after.item(at: ItemPath(section: 1, item: 5))
    } catch {
        print("error: \(error)")
    }
}

await editAndDiff()
