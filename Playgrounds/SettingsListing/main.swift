// A settings listing: rows, a user-defined item type, control flow and wrapping.
// Run it with `swift run settings-listing [WIDTH]`.
import Sections

struct Toggle: SectionItem {
    var name: String
    var isOn: Bool
    var body: [Item] { Row(name, isOn ? "on" : "off") }
}

struct Settings {
    var userName = "Lin Hay"
    var language = "English (UK)"
    var notifications = ["Mentions": true, "Weekly digest": false]
    var betaChannel = true
}

let settings = Settings()

let document = Document(title: "Settings") {
    Section(id: "account", header: "Account") {
        Row("Name", settings.userName)
        Row("Language", settings.language)
    }
    Section(id: "notifications", header: "Notifications") {
        for name in settings.notifications.keys.sorted() {
            Toggle(name: name, isOn: settings.notifications[name] ?? false)
        }
    }
    Section(id: "updates", header: "Updates", footer: "Changes apply at the next start.") {
        if settings.betaChannel {
            Row("Channel", "beta")
            Text(
                "Beta builds arrive weekly and may change without notice; report problems from the Help menu."
            )
        } else {
            Row("Channel", "stable")
        }
    }
}

let width = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 48
do {
    print(try PlainRenderer.render(document, width: width), terminator: "")
} catch {
    print("error: \(error)")
}
