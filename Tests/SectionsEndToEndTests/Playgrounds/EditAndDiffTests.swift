import Testing

@testable import SectionsTestSupport

/// The edit-and-diff playground prints the edited document, its changeset and a selection.
extension PlaygroundTests {
    @Test func editAndDiff() throws {
        let expected = """
            Tasks

            Today
              Renew the certificate
              Write the release notes
              Standup                          10:00

            Later
              Plan the offsite

            Done
              Review the diff

            Changes from before to after:
            {
              "sections": {
                "deleted": [],
                "inserted": [2],
                "moved": [],
                "updated": []
              },
              "items": {
                "deleted": [[0, 1]],
                "inserted": [[2, 0]],
                "moved": [{"from": [1, 1], "to": [0, 0]}],
                "updated": [[0, 2]]
              }
            }

            Applying them to before gives after: true
            Standup is now at 10:00
            (opening the certificate form)
            Selecting "cert": performed
            Selecting [1, 0]: noAction
            error: item 5 is out of range: section 1 has 1 item (0..<1)

            """
        #expect(try Products.run("edit-and-diff") == Products.Result(status: 0, output: expected, errors: ""))
    }
}
