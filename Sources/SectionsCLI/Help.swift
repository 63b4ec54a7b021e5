/// The texts of `--help`.
enum Help {
    static func text(for command: Invocation.Command?) -> String {
        switch command {
        case nil: overview
        case .demo: demo
        case .render: render
        case .diff: diff
        case .pick: pick
        case .view: view
        case .record: record
        }
    }

    static let overview = """
        USAGE: sections <command> [options]

        Structured text, laid out to any width with correct Unicode widths.

        COMMANDS:
          demo      Render the built-in sample document.
          render    Render a JSON document from a file or standard input.
          diff      Print the changes from one JSON document to another, as JSON.
          pick      Choose items interactively; prints their ids (or their texts).
          view      Browse a document in the terminal: scroll, search, fold.
          record    Write a scripted session of pick's list as one animated SVG.

        'sections <command> --help' shows a command's own options.

        OPTIONS (demo and render):
        """ + "\n" + formatOptions + "\nOPTIONS (render, diff, pick and view):\n" + inputOptions + "\n"
        + colour
        + "\n" + overviewExitStatus

    /// The statuses of every command, for the overview: pick and view also end cancelled.
    static let overviewExitStatus = """
        EXIT STATUS: 0 on success, 130 when pick or view is cancelled (Esc in pick,
        Ctrl-C in either), 2 for a usage error, invalid input or no terminal, 1
        otherwise.

        """

    static let demo = """
        USAGE: sections demo [--format <format>] [--standalone] [--width <width>] [--ascii]

        Render the built-in sample document (no input needed).

        OPTIONS:
        """ + "\n" + formatOptions + "\n" + colour + "\n" + exitStatus

    static let render = """
        USAGE: sections render [<file>] [--format <format>] [--standalone] [--width <width>]
                               [--ascii] [--max-input-size <size>]

        Render a document in the JSON format from <file>, or from standard input when
        <file> is absent or '-'.

        OPTIONS:
        """ + "\n" + formatOptions + inputOptions + "\n" + colour + "\n" + exitStatus

    static let diff = """
        USAGE: sections diff <old> <new> [--max-input-size <size>]

        Print the changes that turn the document in <old> into the one in <new>, as JSON:
        section and item deletions, insertions, moves and updates. Positions are 0-based;
        [s, i] is item i of section s, and [s, i, j] item j of the section nested as
        item i; a nested section is listed among the sections by its path. Either file
        may be '-' for standard input.

        OPTIONS:
        """ + "\n" + inputOptions + helpOption + """

            EXIT STATUS: 0 on success, 2 for a usage error or invalid input (a duplicate id
            included), 1 otherwise.

            """

    static let pick = """
        USAGE: sections pick [<file>] [--multi [--min <n>] [--max <n>]] [--with-section]
                             [--preview <program>] [--accessible] [--max-input-size <size>]
               sections pick --filter <query> [<file>] [--width <width>] [--with-section]
                             [--max-input-size <size>]

        Show the items of a JSON document (from <file>, or standard input when <file> is
        absent or '-') on the terminal and print the id of the one chosen, or its text
        when it has no id. The list is drawn on the terminal itself, so
        'choice=$(sections pick menu.json)' works.

        KEYS: Up/Down or Ctrl-P/Ctrl-N move, the mouse wheel scrolls, PageUp/PageDown
        move by a screen, Home/End go to the first and last entry, typing filters
        (fuzzily, best matches first), Backspace and Delete edit the filter, Enter
        chooses (on a section's header, folds or unfolds it), Left/Right fold and
        unfold, Esc or Ctrl-C cancels, Ctrl-Z suspends, '?' (before any other character
        of the filter) shows these keys at the bottom and hides them. With --multi,
        Space marks or unmarks an item and Tab does so and moves down; on a section's
        header they mark all of its items shown (or unmark them when all are marked),
        a header says how many of its items are chosen, and the status row how many
        are chosen in all.

        EXIT STATUS: 0 with a choice, 130 when cancelled, 2 for a usage error, invalid
        input or no terminal, 1 otherwise. With --filter: 0 with a match, 1 with none
        (as fzf --filter), 2 for a usage error or invalid input.

        OPTIONS:
              --multi             Let several items be chosen: Space marks them, Enter
                                  prints the id (or text) of each, one a line, in
                                  document order (the highlighted item's when none is
                                  marked).
              --min <n>, --max <n>
                                  With --multi: Enter chooses only when at least --min
                                  (1 by default) and at most --max items are chosen,
                                  and otherwise says why on the status row; Space marks
                                  no more than --max.
              --with-section      Print each chosen item's section before it, and a
                                  tab: the section's id, else its header, else nothing.
              --preview <program> Show beside the list what <program> prints (output
                                  and errors, control characters as symbols) for the
                                  highlighted item, run without a shell with the item's
                                  id (else text) as its one argument. It is stopped when
                                  the highlight moves on or after 5 s, cut at 1 MiB, and
                                  a failure shows its exit status.
              --filter <query>    No interface and no terminal: print the id (or text)
                                  of every item <query> matches, one a line, ranked as
                                  typing <query> into the list ranks them. Takes only
                                  --width (for the texts of a table's rows; default as
                                  for render), --with-section and --max-input-size.
              --accessible        Ask plainly, line by line, instead of drawing the list:
                                  the items are printed numbered under their section
                                  headers; type a number to choose (with --multi,
                                  several: 1 3 5 or 2-4) or text to filter; Esc alone
                                  on a line, or Ctrl-D, cancels. The same when
                                  ACCESSIBLE is set and not empty, when TERM is unset
                                  or 'dumb', and when the terminal is too small.
        """ + "\n" + inputOptions + helpOption

    static let view = """
        USAGE: sections view [<file>] [--accessible] [--max-input-size <size>]

        Browse a JSON document (from <file>, or standard input when <file> is absent or
        '-') on the terminal's whole screen, which is restored afterwards.

        KEYS: Up/Down move, the mouse wheel scrolls, PageUp/PageDown move by a screen,
        Home/End go to the start and the end, '/' starts a search (typing filters, Enter
        keeps the filter, Esc clears it, and Esc clears a kept one), Enter on a section's
        header or Left/Right fold and unfold it, q or Esc quits, Ctrl-C cancels, Ctrl-Z
        suspends, '?' shows these keys at the bottom and hides them.

        EXIT STATUS: 0 after q or Esc, 130 after Ctrl-C, 2 for a usage error, invalid
        input or no terminal, 1 otherwise.

        OPTIONS:
              --accessible        Ask plainly, line by line, instead of drawing the
                                  document: the items are printed numbered under their
                                  section headers; type text to filter, and Enter on an
                                  empty line, or q, quits. The same when ACCESSIBLE is
                                  set and not empty, when TERM is unset or 'dumb', and
                                  when the terminal is too small.
        """ + "\n" + inputOptions + helpOption

    static let record = """
        USAGE: sections record [<file>] [--keys <keys>] [--width <width>] [--height <n>]
                               [--pace <ms>] [--output <out.svg>] [--max-input-size <size>]

        Run pick's list on no terminal through a script of keys and write every frame
        it drew as one animated SVG image (no script, no external reference), each
        frame shown <ms> after the one before, the last for 2 s, then again. The
        document comes from <file>, or from standard input when <file> is absent or '-'.

        OPTIONS:
              --keys <keys>       Words separated by spaces: a key named as tmux's
                                  send-keys names it (Down, Enter, C-c, BSpace...),
                                  else text typed as itself. Default: none, the first
                                  frame alone.
          -w, --width <width>     The screen's columns (default 80).
              --height <n>        The screen's rows (default 24, at most 10000).
              --pace <ms>         Milliseconds between frames, from 1 (default 500).
          -o, --output <out.svg>  Write the image to this file rather than standard
                                  output.
        """ + "\n" + inputOptions + helpOption + "\n" + exitStatus

    static let formatOptions = """
          -f, --format <format>   plain, ansi, markdown, html, svg (a picture of the
                                  terminal in a window), json or auto (default:
                                  auto: ansi when standard output is a terminal,
                                  NO_COLOR is unset or empty and TERM is not 'dumb',
                                  or when FORCE_COLOR asks for colour; plain
                                  otherwise).
              --standalone        With html: a complete page with a stylesheet rather
                                  than a fragment.
          -w, --width <width>     An integer from 8 (default: $COLUMNS when valid, else
                                  the terminal's width, else 80). Markdown and HTML do
                                  not wrap; the width is where drawn items draw.
              --ascii             Draw panels and rules in ASCII (+, -, |) and cut
                                  lines with '...' rather than '…'.
          -h, --help              Show this help.

        """

    static let helpOption = """
          -h, --help              Show this help.

        """

    static let inputOptions = """
              --max-input-size <size>
                                  The largest input read, in bytes or with a suffix
                                  K, M or G (powers of 1024); default 256M. Larger
                                  input is an error, so endless input stops.

        """

    static let colour = """
        COLOUR (for --format auto): NO_COLOR set and not empty turns colour off;
        otherwise FORCE_COLOR or CLICOLOR_FORCE turns it on, even into a pipe, unless
        its value is empty, 0, false or no; otherwise output is coloured only when it
        is a terminal and TERM is not 'dumb'. The depth follows COLORTERM (truecolor,
        24bit) and TERM (names ending in 256color), else 16 colours.

        """

    static let exitStatus = """
        EXIT STATUS: 0 on success, 2 for a usage error or invalid input, 1 otherwise.

        """
}
