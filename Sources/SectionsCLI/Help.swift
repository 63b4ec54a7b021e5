/// The texts of `--help`.
enum Help {
    static func text(for command: Invocation.Command?) -> String {
        switch command {
        case nil: overview
        case .demo: demo
        case .render: render
        case .diff: diff
        }
    }

    static let overview = """
        USAGE: sections <command> [options]

        Structured text, laid out to any width with correct Unicode widths.

        COMMANDS:
          demo      Render the built-in sample document.
          render    Render a JSON document from a file or standard input.
          diff      Print the changes from one JSON document to another, as JSON.

        OPTIONS:
          -h, --help    Show help; 'sections <command> --help' for a command.

        """ + formatOptions

    static let demo = """
        USAGE: sections demo [--format <format>] [--width <width>]

        Render the built-in sample document (no input needed).

        OPTIONS:
        """ + "\n" + formatOptions

    static let render = """
        USAGE: sections render [<file>] [--format <format>] [--width <width>]

        Render a document in the JSON format from <file>, or from standard input when
        <file> is absent or '-'.

        OPTIONS:
        """ + "\n" + formatOptions

    static let diff = """
        USAGE: sections diff <old> <new>

        Print the changes that turn the document in <old> into the one in <new>, as JSON:
        section and item deletions, insertions, moves and updates. Positions are 0-based;
        [s, i] is item i of section s. Either file may be '-' for standard input.

        OPTIONS:
          -h, --help    Show this help.

        EXIT STATUS: 0 on success, 2 for a usage error or invalid input (a duplicate id
        included), 1 otherwise.

        """

    static let formatOptions = """
          -f, --format <format>   plain, json or auto (default: auto, which is plain).
          -w, --width <width>     An integer from 8 (default: $COLUMNS when valid, else
                                  the terminal's width, else 80).
          -h, --help              Show this help.

        EXIT STATUS: 0 on success, 2 for a usage error or invalid input, 1 otherwise.

        """
}
