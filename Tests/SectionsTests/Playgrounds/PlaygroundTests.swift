import Testing

/// Every playground runs, and prints what its documentation shows.
@Suite struct PlaygroundTests {
    @Test func settingsListing() throws {
        let expected = """
            Settings

            Account
              Name                                   Lin Hay
              Language                          English (UK)

            Notifications
              Mentions                                    on
              Weekly digest                              off

            Updates
              Channel                                   beta
              Beta builds arrive weekly and may change
              without notice; report problems from the Help
              menu.
            Changes apply at the next start.

            """
        #expect(
            try Products.run("settings-listing") == Products.Result(status: 0, output: expected, errors: ""))
    }
}
