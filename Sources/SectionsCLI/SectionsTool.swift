import Sections

/// The `sections` command line (the Command-line reference article), callable from `main` and from tests.
public enum SectionsTool {
    /// Runs the tool in this process and returns its exit status.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Returns: 0 on success, 2 for a usage error or invalid input, 1 for any other
    ///   failure.
    public static func main(arguments: [String]) -> Int32 {
        var output = StandardOutput(descriptor: 1)
        var errors = StandardOutput(descriptor: 2)
        // The command lays out, measures and diffs large documents on every core it has.
        var status = withSystemThreads { run(arguments, system: .current, output: &output, errors: &errors) }
        do {
            try output.flush()
        } catch {
            errors.write("error: \(error)\n")
            status = 1
        }
        try? errors.flush()
        return status
    }

    /// Runs the tool against a given system. Output is written only once the input has
    /// been read, decoded and checked, so an error never leaves half an output behind.
    static func run(
        _ arguments: [String], system: System,
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Int32 {
        do throws(UsageError) {
            let invocation = try Invocation(parsing: arguments)
            if invocation.help {
                output.write(Help.text(for: invocation.command))
                return 0
            }
            guard let command = invocation.command else {
                throw UsageError(message: "missing command (see 'sections --help')")
            }
            if command == .diff {
                try writeChanges(invocation, system: system, to: &output)
                return 0
            }
            let document = try load(command, invocation, system: system)
            if command == .record {
                let image = try Recording(invocation).svg(of: document)
                guard let file = invocation.output else {
                    output.write(image)
                    return 0
                }
                do {
                    try FileOutput.write(image, toFile: file)
                } catch {
                    throw UsageError(message: "cannot write \(quoted(file)): \(error.message)")
                }
                return 0
            }
            if command == .pick, let query = invocation.filter {
                let width = system.terminal.width(explicit: invocation.width)
                let paths = document.paths(matchingFilter: query, width: width)
                write(
                    paths.map {
                        Interaction.picked(at: $0, in: document, withSection: invocation.withSection)
                    },
                    to: &output)
                // As `fzf --filter`: no match is status 1, so a script can tell.
                return paths.isEmpty ? 1 : 0
            }
            if let interaction = Interaction(command, invocation) {
                // Nothing would ever be chosen: say so rather than wait for Esc.
                if interaction.command != "view", document.sections.allSatisfy(\.items.isEmpty) {
                    errors.write("error: pick: the document has no items to choose from\n")
                    return 1
                }
                guard let chosen = try system.interact(document, interaction) else { return 130 }
                write(chosen, to: &output)
                return 0
            }
            let width = system.terminal.width(explicit: invocation.width)
            try invocation.format.resolved(for: system.terminal).render(
                document, width: width, options: LayoutOptions(glyphs: invocation.ascii ? .ascii : .unicode),
                standalone: invocation.standalone, terminal: system.terminal, into: &output)
            return 0
        } catch {
            // Messages quote what they were given; the line as a whole is made safe too.
            errors.write("error: \(UntrustedText.singleLine(error.message, maximumWidth: nil))\n")
            return 2
        }
    }

    /// Whatever an item holds, a script reading the choice gets one safe line each.
    private static func write(_ chosen: [Picked], to output: inout some TextOutputStream) {
        for choice in chosen {
            if let section = choice.section {
                output.write(UntrustedText.singleLine(section, maximumWidth: nil) + "\t")
            }
            output.write(UntrustedText.singleLine(choice.item, maximumWidth: nil) + "\n")
        }
    }

    private static func load(
        _ command: Invocation.Command, _ invocation: Invocation, system: System
    ) throws(UsageError) -> Document {
        switch command {
        case .demo:
            return Demo.document
        case .render, .pick, .view, .diff, .record:
            return try decode(invocation.file, invocation, system: system)
        }
    }

    /// Reads and decodes a document from a file, or from standard input for `nil` or `-`.
    private static func decode(
        _ file: String?, _ invocation: Invocation, system: System
    ) throws(UsageError) -> Document {
        try decode(file, invocation, with: system.load)
    }

    /// The path of a file argument: `nil` for standard input, named `-` or not at all.
    private static func path(_ file: String?) -> String? { file == "-" ? nil : file }

    /// Reads a file, or standard input for `nil` or `-`, with `load`.
    private static func decode<Value>(
        _ file: String?, _ invocation: Invocation,
        with load: (_ path: String?, _ maximumSize: Int) throws(DocumentError) -> Value
    ) throws(UsageError) -> Value {
        let path = path(file)
        do {
            return try load(path, invocation.maximumInputSize)
        } catch {
            throw usageError(error, reading: path)
        }
    }

    /// The one-line message for an error reading `path` (`nil` for standard input).
    private static func usageError(_ error: DocumentError, reading path: String?) -> UsageError {
        switch error.kind {
        case .unreadable: UsageError(message: error.message)
        case .tooLarge: UsageError(message: error.message + " (see --max-input-size)")
        default:
            UsageError(message: "\(path.map { UntrustedText.singleLine($0) } ?? "standard input"): \(error)")
        }
    }

    /// A document read as a diff reads it, or why not: its error, and whether it failed
    /// only for a nested section, which that reading leaves to a whole document.
    private static func diffDocument(
        _ file: String?, _ reading: () throws(DocumentError) -> DiffDocument
    ) throws(DiffReading) -> DiffDocument {
        do {
            return try reading()
        } catch {
            throw DiffReading(
                usage: usageError(error, reading: path(file)), isNested: error.isUnsupportedNesting)
        }
    }

    /// Why a document could not be read as a diff reads it.
    private struct DiffReading: Error {
        let usage: UsageError
        let isNested: Bool
    }

    /// `diff OLD NEW`: both documents are read and checked before anything is written;
    /// read as a diff reads them when the system can, else as documents.
    private static func writeChanges(
        _ invocation: Invocation, system: System, to output: inout some TextOutputStream
    ) throws(UsageError) {
        // Standard input cannot be read again: it is read as a whole document from the
        // start, in case it or the other holds a nested section.
        let readsStandardInput = path(invocation.file) == nil || path(invocation.newFile) == nil
        guard let loadForDiff = system.loadForDiff, !readsStandardInput else {
            let old = try decode(invocation.file, invocation, system: system)
            let new = try decode(invocation.newFile, invocation, system: system)
            do {
                return try Changeset(from: old, to: new).writeJSON(to: &output)
            } catch {
                throw UsageError(message: "\(error)")
            }
        }
        // Both files are read at once, and the new one while the old one is decoded; the
        // old one's errors come first. Two constants, not an array: a typed-throws function
        // type as a generic argument needs the Swift 6 runtime (macOS 15).
        let readingOld = loadForDiff(path(invocation.file), invocation.maximumInputSize)
        let readingNew = loadForDiff(path(invocation.newFile), invocation.maximumInputSize)
        let old: DiffDocument.Old
        let new: DiffDocument
        do {
            old = DiffDocument.Old(try diffDocument(invocation.file, readingOld))
            new = try diffDocument(invocation.newFile, readingNew)
        } catch {
            // A nested document is compared whole, as documents, read again from its file.
            guard error.isNested else { throw error.usage }
            var documents = system
            documents.loadForDiff = nil
            return try writeChanges(invocation, system: documents, to: &output)
        }
        do {
            try DiffDocument.writeChangesJSON(from: old, to: new, to: &output)
        } catch {
            // A file's ids are checked by the diff, which knows no line and column: the
            // file is read again whole for the message `render` gives.
            let file = error.side == .old ? invocation.file : invocation.newFile
            if let file, file != "-" { _ = try decode(file, invocation, system: system) }
            throw UsageError(
                message: "\(file.map { UntrustedText.singleLine($0) } ?? "standard input"): \(error.error)")
        }
    }
}
