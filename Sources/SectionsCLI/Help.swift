/// The texts of `--help`.
enum Help {
    static func text(for command: Invocation.Command?) -> String {
        switch command {
        case nil: overview
        case .demo: demo
        case .render: render
        }
    }

    static let overview = """
        USAGE: sections <command> [options]

        Structured text, laid out to any width with correct Unicode widths.

        COMMANDS:
          demo      Render the built-in sample document.
          render    Render a JSON document from a file or standard input.

        OPTIONS:
          -h, --help    Show help; 'sections <command> --help' for a command.

        """ + formatOptions

    static let demo = """
        USAGE: sections demo [--format <format>] [--standalone] [--width <width>]

        Render the built-in sample document (no input needed).

        OPTIONS:
        """ + "\n" + formatOptions

    static let render = """
        USAGE: sections render [<file>] [--format <format>] [--standalone] [--width <width>]

        Render a document in the JSON format from <file>, or from standard input when
        <file> is absent or '-'.

        OPTIONS:
        """ + "\n" + formatOptions

    static let formatOptions = """
          -f, --format <format>   plain, ansi, markdown, html, json or auto (default:
                                  auto: ansi when standard output is a terminal,
                                  NO_COLOR is unset or empty and TERM is not 'dumb';
                                  plain otherwise).
              --standalone        With html: a complete page with a stylesheet rather
                                  than a fragment.
          -w, --width <width>     An integer from 8 (default: $COLUMNS when valid, else
                                  the terminal's width, else 80). Markdown and HTML do
                                  not wrap; the width is where drawn items draw.
          -h, --help              Show this help.

        EXIT STATUS: 0 on success, 2 for a usage error or invalid input, 1 otherwise.

        """
}
