import Testing

@testable import SectionsTestSupport

/// The layout playgrounds run and print what the article "Layouts" shows.
@Suite struct LayoutPlaygroundTests {
    @Test func processTableFitsItsColumnsAndCutsLongCommands() throws {
        let expected = """
            Processes

                PID  USER      %CPU  %MEM  COMMAND
              ─────  ────────  ────  ────  ─────────────────────────────────────────
                  1  root       0.0   0.1  /sbin/init splash
                412  root       0.3   0.4  /usr/lib/systemd/systemd-journald
                812  lin       12.5   2.3  python3 -m http.serv…--directory /srv/www
               1024  www-data   3.1   1.2  nginx: worker process
              20331  lin       97.8  14.6  swift-frontend -fron…ut/TableLayout.swift
            5 processes, sorted by PID

            """
        let result = try Products.run("process-table")
        #expect(result == Products.Result(status: 0, output: expected, errors: ""))
    }

    @Test func processTableStacksWhenTheColumnsCannotFit() throws {
        let expected = """
            Processes

              PID                      1
              USER                  root
              %CPU                   0.0
              %MEM                   0.1
              COMMAND  /sbin/init splash
              ──────────────────────────
              PID                    412
              USER                  root
              %CPU                   0.3
              %MEM                   0.4
              COMMAND  /usr/lib…journald
              ──────────────────────────
              PID                    812
              USER                   lin
              %CPU                  12.5
              %MEM                   2.3
              COMMAND   python3…/srv/www
              ──────────────────────────
              PID                   1024
              USER              www-data
              %CPU                   3.1
              %MEM                   1.2
              COMMAND   nginx: w…process
              ──────────────────────────
              PID                  20331
              USER                   lin
              %CPU                  97.8
              %MEM                  14.6
              COMMAND  swift-fr…ut.swift
            5 processes, sorted by PID

            """
        let result = try Products.run("process-table", ["28"])
        #expect(result == Products.Result(status: 0, output: expected, errors: ""))
    }

    @Test func fileGridListsNamesLikeLs() throws {
        let expected = """
            ls
              Builder             Layout         Rendering  Tests    東京タワー.txt
              Coding              Package.swift  Scripts    Tree     a-very-long-file-
                                                                     name-that-needs-
                                                                     wrapping.json
              Documentation.docc  README.md      Terminal   Unicode

            ls -x
              Builder    Coding     Documentation.docc  Layout              Package.swift
              README.md  Rendering  Scripts             Terminal            Tests
              Tree       Unicode    東京タワー.txt      a-very-long-file-
                                                        name-that-needs-
                                                        wrapping.json

            """
        let result = try Products.run("file-grid")
        #expect(result == Products.Result(status: 0, output: expected, errors: ""))
    }

    @Test func panelledReportBoxesSectionsTablesAndGroups() throws {
        let expected = """
            Nightly report

            ┌─ Build ──────────────────────────────────────────────────┐
            │ Branch                                              main │
            │ Commit                                                   │
            │   f272ee1 live-progress playground checked through a     │
            │   VT100 emulator                                         │
            │ Cache [###############...] 82%                           │
            │ Finished at 02:14                                        │
            └──────────────────────────────────────────────────────────┘

            ┌─ Tests ──────────────────────────────────────────────────┐
            │ Suite      Passed  Failed   Time                         │
            │ ─────────  ──────  ──────  ─────                         │
            │ Layout        214       0  3.1 s                         │
            │ Coding         96       2  1.4 s                         │
            │ Rendering      58       0  0.6 s                         │
            └──────────────────────────────────────────────────────────┘

            Machines
              ┌─ builder-1 ────────────────────────────────────────────┐
              │ Disk [###############....] 78%                         │
              │ ┌─ Quota ────────────────────────────────────────────┐ │
              │ │ Limit                                         2 TB │ │
              │ │ Used                                       1.56 TB │ │
              │ └────────────────────────────────────────────────────┘ │
              └────────────────────────────────────────────────────────┘
              ┌─ builder-2 ────────────────────────────────────────────┐
              │ Disk [######.............] 31%                         │
              └────────────────────────────────────────────────────────┘

            """
        let result = try Products.run("panelled-report")
        #expect(result == Products.Result(status: 0, output: expected, errors: ""))
    }

    @Test func panelledReportInASCII() throws {
        let expected = """
            Nightly report

            +- Build ------------------------------+
            | Branch                          main |
            | Commit                               |
            |   f272ee1 live-progress playground   |
            |   checked through a VT100 emulator   |
            | Cache [###############...] 82%       |
            | Finished at 02:14                    |
            +--------------------------------------+

            +- Tests ------------------------------+
            | Suite      Passed  Failed   Time     |
            | ---------  ------  ------  -----     |
            | Layout        214       0  3.1 s     |
            | Coding         96       2  1.4 s     |
            | Rendering      58       0  0.6 s     |
            +--------------------------------------+

            Machines
              +- builder-1 ------------------------+
              | Disk [###############....] 78%     |
              | +- Quota ------------------------+ |
              | | Limit                     2 TB | |
              | | Used                   1.56 TB | |
              | +--------------------------------+ |
              +------------------------------------+
              +- builder-2 ------------------------+
              | Disk [######.............] 31%     |
              +------------------------------------+

            """
        let result = try Products.run("panelled-report", ["40", "--ascii"])
        #expect(result == Products.Result(status: 0, output: expected, errors: ""))
    }
}
