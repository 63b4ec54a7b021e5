import Sections
import SectionsTesting
import Testing

/// A session of an interactive list: a right frame, a right snapshot and a wrong one;
/// Scripts/check-consumer expects the `wrong` one to fail with its frame's difference.
@Suite struct SessionTests {
    let menu = Document {
        Section(header: "Drinks") {
            Text("Tea").id("tea")
            Text("Coffee").id("coffee")
            Text("Water").id("water")
        }
    }

    @Test func rightFrame() {
        expectSession(
            of: InteractiveList(menu), rows: 4, columns: 24, keys: "Down",
            toBe: ">                 3 of 3\nDrinks\n  Tea\n> Coffee")
    }

    @Test func rightSessionSnapshot() {
        expectSession(
            of: InteractiveList(menu), rows: 5, columns: 24, keys: "Down cof Enter",
            matchesSnapshot: "Snapshots/choosing-coffee.txt")
    }

    @Test func wrongSessionSnapshot() {
        expectSession(  // wrong-session
            of: InteractiveList(menu), rows: 5, columns: 24, keys: "Up cof Enter",
            matchesSnapshot: "Snapshots/choosing-coffee.txt")
    }
}
