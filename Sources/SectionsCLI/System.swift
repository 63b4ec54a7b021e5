import Sections

/// What the tool learns from, and does to, the process it runs in.
///
/// Tests give a made-up system; the real one reads the process environment, the
/// terminal and the file system.
struct System {
    /// Environment variables (`COLUMNS`, `NO_COLOR`, `TERM`).
    var environment: [String: String]
    /// Whether standard output is a terminal.
    var outputIsTerminal: Bool
    /// The terminal's width in columns: of standard output, else of `/dev/tty`.
    var terminalWidth: Int?
    /// Reads and decodes the document in a file, or in standard input for `nil`, refusing
    /// input larger than the size given.
    var load: (_ path: String?, _ maximumSize: Int) throws(DocumentError) -> Document
    /// Starts reading a document as `sections diff` needs it, holding only what a diff
    /// compares, a fraction of what a ``Document`` holds; the function it returns finishes
    /// the reading, with its errors. `nil` reads documents with `load`.
    var loadForDiff: ((_ path: String?, _ maximumSize: Int) -> () throws(DocumentError) -> DiffDocument)? =
        nil
    /// Shows a document on the terminal for a person to choose from or browse: what to
    /// print for each chosen item, `nil` when they cancel.
    var interact: (Document, Interaction) throws(UsageError) -> [Picked]? = {
        document, interaction throws(UsageError) in
        try interaction.run(document)
    }

    /// The process this tool runs in, as the library's terminal detection sees it.
    static var current: System {
        let terminal = TerminalEnvironment.current()
        return System(
            environment: terminal.variables,
            outputIsTerminal: terminal.isTerminal,
            terminalWidth: terminal.terminalColumns,
            load: loadDocument,
            loadForDiff: loadDiffDocument)
    }

    /// The facts in the form the library's detection rules take.
    var terminal: TerminalEnvironment {
        TerminalEnvironment(
            variables: environment, isTerminal: outputIsTerminal, terminalColumns: terminalWidth)
    }
}

/// The library reads files, and standard input as the descriptor it is (a pipe, a socket,
/// a file from its offset), so the tool has no reading code of its own.
private func loadDocument(_ path: String?, maximumSize: Int) throws(DocumentError) -> Document {
    guard let path else { return try Document(fileDescriptor: 0, maximumSize: maximumSize) }
    return try Document(contentsOfFile: path, maximumSize: maximumSize)
}

/// Starts reading a file as `sections diff` needs it, on a thread of its own; standard
/// input is read when the reading is finished.
private func loadDiffDocument(_ path: String?, maximumSize: Int) -> () throws(DocumentError) -> DiffDocument {
    guard let path else {
        return { () throws(DocumentError) in try DiffDocument(fileDescriptor: 0, maximumSize: maximumSize) }
    }
    let file = DiffDocument.ReadAhead(contentsOfFile: path, maximumSize: maximumSize)
    return { () throws(DocumentError) in try DiffDocument(readAhead: file) }
}
