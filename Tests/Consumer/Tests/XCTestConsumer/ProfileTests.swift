// No `import Testing`: the expectations must compile and fail tests without it.
import Sections
import SectionsTesting
import XCTest

/// One right and one wrong expectation of each kind; Scripts/check-consumer expects
/// exactly the `wrong` ones to fail, with their difference, at their lines.
final class ProfileTests: XCTestCase {
    let document = Document { Section(header: "Profile") { Row("Name", "Lin Hay") } }

    func testRightText() {
        expectRendering(of: document, width: 20, toBe: "Profile\n  Name       Lin Hay\n")
    }

    func testWrongText() {
        expectRendering(of: document, width: 20, toBe: "Profile\n  Name Lin Hay\n")  // wrong-text
    }

    func testRightSnapshot() {
        expectRendering(of: document, width: 20, matchesSnapshot: "Snapshots/profile.txt")
    }

    func testWrongSnapshot() {
        expectRendering(of: document, width: 30, matchesSnapshot: "Snapshots/profile.txt")  // wrong-snapshot
    }
}
