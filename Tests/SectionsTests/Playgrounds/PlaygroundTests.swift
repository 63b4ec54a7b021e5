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

    @Test func liveProgressEndsOnTheFinalReport() throws {
        let result = try Products.run("live-progress")
        #expect(result.status == 0)
        #expect(result.errors == "")
        let expected = """
            Release build

            Tasks
              Fetch sources                             done
              Resolve packages                          done
              Compile                                   done
              Link                                      done
              Run tests                                 done

              All tasks finished.

            """
        #expect(try Checkers.screen(of: result.output, columns: 48) == expected)
        // Six versions were shown with fewer bytes than four full drawings.
        #expect(result.output.utf8.count < 4 * expected.utf8.count)
    }
}
