import Sections
import SectionsTesting
import Testing

/// One right and one wrong expectation of each kind; Scripts/check-consumer expects
/// exactly the `wrong` ones to fail, with their difference, at their lines.
@Suite struct ProfileTests {
    let document = Document { Section(header: "Profile") { Row("Name", "Lin Hay") } }

    @Test func rightText() {
        expectRendering(of: document, width: 20, toBe: "Profile\n  Name       Lin Hay\n")
    }

    @Test func wrongText() {
        expectRendering(of: document, width: 20, toBe: "Profile\n  Name Lin Hay\n")  // wrong-text
    }

    @Test func rightSnapshot() {
        expectRendering(of: document, width: 20, matchesSnapshot: "Snapshots/profile.txt")
    }

    @Test func wrongSnapshot() {
        expectRendering(of: document, width: 30, matchesSnapshot: "Snapshots/profile.txt")  // wrong-snapshot
    }
}

/// A wrong expectation in a detached task, which does not see `Test.current`, still fails
/// the run.
@Test func wrongTextInADetachedTask() async {
    let document = Document { Section(header: "Profile") { Row("Name", "Lin Hay") } }
    await Task.detached {
        expectRendering(of: document, width: 20, toBe: "Profile\n")  // wrong-detached
    }
    .value
}
