import Sections

/// What the command line asked for, once parsed and checked.
struct Invocation: Equatable {
    enum Command: String, CaseIterable {
        case demo, render, diff, pick, view, record
    }

    var command: Command?
    var help = false
    var format: OutputFormat = .auto
    var standalone = false
    var width: Int?
    /// `--ascii`: panels, rules and truncation marks in ASCII.
    var ascii = false
    /// `--multi`: `pick` lets several items be chosen.
    var multiple = false
    /// `--min`, `--max`: with `--multi`, how many items Enter accepts.
    var fewest: Int?
    var most: Int?
    /// `--with-section`: `pick` prints each chosen item's section before it.
    var withSection = false
    /// `--preview CMD`: `pick` shows what CMD prints for the highlighted item.
    var preview: String?
    /// `--accessible`: `pick` and `view` ask plainly, line by line.
    var accessible = false
    /// `--filter QUERY`: `pick` prints the matches without an interface.
    var filter: String?
    var file: String?
    /// `diff`'s NEW document; its OLD one is `file`.
    var newFile: String?
    /// The first layout option given (`--format`, `--width`), which `diff` does not take.
    var layoutOption: String?
    /// `--max-input-size`: the largest input read, in bytes.
    var maximumInputSize = Document.defaultMaximumInputSize
    /// `record`'s script (`--keys`), screen (`--width`, `--height`), time between frames
    /// (`--pace`) and file (`--output`).
    var keys = ""
    var height: Int?
    var pace = 500
    var output: String?
    /// The options given, by their long names, to check that they apply to the command.
    var optionsGiven: [String] = []
}

/// A mistake in the command line: exit status 2, nothing on standard output.
struct UsageError: Error, Equatable {
    var message: String
}

/// An argument, a file name or content quoted in a message: control characters shown as
/// symbols, on one line, and shortened, so a message can neither drive the terminal nor
/// grow with its input.
func quoted(_ text: String) -> String {
    "'" + UntrustedText.singleLine(text) + "'"
}

extension Invocation {
    /// Parses the arguments after the program name.
    init(parsing arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        var positionals: [String] = []
        var onlyPositionals = false
        while let argument = rest.popFirst() {
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            let (name, attached) = Self.split(argument)
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if attached != nil, Self.flags.contains(name) {
                // `--ascii=no` reads as a request to turn it off; taking it on would do the opposite.
                throw UsageError(message: "option '\(name)' takes no value, got \(quoted(argument))")
            }
            switch name {
            case "--help", "-h":
                help = true
            case "--format", "-f":
                format = try Self.format(try Self.value(of: name, attached, &rest))
                layoutOption = layoutOption ?? name
            case "--width", "-w":
                width = try Self.width(try Self.value(of: name, attached, &rest))
                layoutOption = layoutOption ?? name
            case "--standalone":
                standalone = true
                layoutOption = layoutOption ?? name
            case "--ascii":
                ascii = true
                layoutOption = layoutOption ?? name
            case "--multi":
                multiple = true
            case "--min":
                fewest = try Self.count(try Self.value(of: name, attached, &rest), option: name)
            case "--max":
                most = try Self.count(try Self.value(of: name, attached, &rest), option: name)
            case "--with-section":
                withSection = true
            case "--preview":
                let program = try Self.value(of: name, attached, &rest)
                guard !program.isEmpty else {
                    throw UsageError(message: "option '--preview' needs a program")
                }
                preview = program
            case "--accessible":
                accessible = true
            case "--filter":
                filter = try Self.value(of: name, attached, &rest)
            case "--keys":
                keys = try Self.value(of: name, attached, &rest)
            case "--height":
                height = try Self.count(
                    try Self.value(of: name, attached, &rest), option: name, maximum: Self.maximumHeight)
            case "--pace":
                pace = try Self.count(try Self.value(of: name, attached, &rest), option: name)
            case "--output", "-o":
                output = try Self.value(of: name, attached, &rest)
            case "--max-input-size":
                maximumInputSize = try Self.size(try Self.value(of: name, attached, &rest))
            default:
                throw UsageError(
                    message:
                        "unknown option \(quoted(name == "--" ? argument : name)) (see 'sections --help')")
            }
            optionsGiven.append(Self.longNames[name] ?? name)
        }
        if let first = positionals.first {
            guard let command = Command(rawValue: first) else {
                let commands = Command.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(
                    message: "unknown command \(quoted(first)) (commands: \(commands); see 'sections --help')"
                )
            }
            self.command = command
            positionals.removeFirst()
        }
        try assign(positionals)
        try checkOptionsApply()
        try checkLimits()
        if standalone, format != .html {
            throw UsageError(message: "option '--standalone' needs '--format html'")
        }
    }

    private mutating func assign(_ positionals: [String]) throws(UsageError) {
        switch (command, positionals.count) {
        case (.render, 0), (.pick, 0), (.view, 0), (.record, 0): file = nil
        case (.render, 1), (.pick, 1), (.view, 1), (.record, 1): file = positionals[0]
        case (.render, _), (.pick, _), (.view, _), (.record, _):
            throw UsageError(message: "\(command!.rawValue) takes at most one file, got \(positionals.count)")
        case (.diff, _):
            try assignDiff(positionals)
        case (_, 0): break
        case (let command, _):
            let name = command?.rawValue ?? "sections"
            throw UsageError(message: "\(name) takes no arguments, got \(quoted(positionals[0]))")
        }
    }

    /// `diff OLD NEW`: two documents, at most one of them from standard input, and no
    /// layout options.
    private mutating func assignDiff(_ positionals: [String]) throws(UsageError) {
        if help { return }
        guard positionals.count == 2 else {
            throw UsageError(message: "diff takes two files, OLD and NEW, got \(positionals.count)")
        }
        guard positionals != ["-", "-"] else {
            throw UsageError(message: "diff reads at most one document from standard input")
        }
        if let option = layoutOption {
            throw UsageError(message: "diff prints JSON and takes no option '\(option)'")
        }
        file = positionals[0]
        newFile = positionals[1]
    }

    static let longNames = ["-f": "--format", "-w": "--width", "-h": "--help", "-o": "--output"]

    /// The options that take no value.
    static let flags: Set<String> = [
        "--help", "--standalone", "--ascii", "--multi", "--with-section", "--accessible",
    ]

    /// The options each command takes besides `--help`.
    static let applicable: [Command: Set<String>] = [
        .demo: ["--format", "--width", "--standalone", "--ascii"],
        .render: ["--format", "--width", "--standalone", "--ascii", "--max-input-size"],
        .diff: ["--max-input-size"],
        .pick: [
            "--max-input-size", "--multi", "--min", "--max", "--with-section", "--filter", "--accessible",
            "--preview",
        ],
        .view: ["--max-input-size", "--accessible"],
        .record: ["--max-input-size", "--keys", "--width", "--height", "--pace", "--output"],
    ]

    /// The options `pick --filter` takes: it has no interface, so none that shapes one;
    /// a width, at which a table's rows are laid out to be searched; and what it prints.
    static let filterOptions: Set<String> = [
        "--filter", "--max-input-size", "--width", "--with-section", "--help",
    ]

    /// An option the command would ignore is a mistake to point out, not to pass over.
    private func checkOptionsApply() throws(UsageError) {
        guard let command, command != .diff || help else { return }
        if command == .pick, filter != nil {
            if let option = optionsGiven.first(where: { !Self.filterOptions.contains($0) }) {
                throw UsageError(
                    message: "option '\(option)' does not apply to pick --filter (see 'sections pick --help')"
                )
            }
            return
        }
        if let option = optionsGiven.first(where: {
            $0 != "--help" && !Self.applicable[command]!.contains($0)
        }) {
            throw UsageError(
                message:
                    "option '\(option)' does not apply to \(command.rawValue) (see 'sections \(command.rawValue) --help')"
            )
        }
    }

    /// A byte count: digits, optionally followed by K, M or G (powers of 1024).
    static func size(_ text: String) throws(UsageError) -> Int {
        let multipliers: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(text)
        var multiplier = 1
        if let last = text.last?.uppercased().first, let factor = multipliers[last] {
            multiplier = factor
            digits = digits.dropLast()
        }
        guard digits.allSatisfy(\.isASCII), let count = Int(digits), count > 0,
            case (let bytes, false) = count.multipliedReportingOverflow(by: multiplier)
        else {
            throw UsageError(
                message: "invalid size \(quoted(text)): expected a number of bytes, optionally with K, M or G"
            )
        }
        return bytes
    }

    /// `--name=value` or `--name`.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func value(
        of name: String, _ attached: String?, _ rest: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        if let attached { return attached }
        guard let next = rest.popFirst() else {
            throw UsageError(message: "option '\(name)' needs a value")
        }
        return next
    }

    private static func format(_ text: String) throws(UsageError) -> OutputFormat {
        if let format = OutputFormat(rawValue: text) { return format }
        let known = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(message: "unknown format \(quoted(text)) (available: \(known))")
    }

    /// A width as the command line allows it: an integer from 8 to 1,000,000.
    static func width(_ text: String) throws(UsageError) -> Int {
        guard let width = Int(text), width >= minimumWidth, width <= maximumWidth else {
            throw UsageError(
                message:
                    "invalid width \(quoted(text)): expected an integer from \(minimumWidth) to \(maximumWidth)"
            )
        }
        return width
    }

    /// A count of items for `--min` and `--max`: an integer from 1.
    static func count(_ text: String, option: String, maximum: Int? = nil) throws(UsageError) -> Int {
        guard let count = Int(text), count >= 1, count <= maximum ?? .max else {
            let range = maximum.map { "from 1 to \($0)" } ?? "from 1"
            throw UsageError(
                message: "invalid count for '\(option)' \(quoted(text)): expected an integer \(range)")
        }
        return count
    }

    /// The most rows `record --height` draws: a screen taller than any terminal's, and
    /// small enough that a frame's rows are always made.
    static let maximumHeight = 10_000

    /// `--min` and `--max` count chosen items, so they need `--multi`, and the fewest is
    /// no more than the most.
    private func checkLimits() throws(UsageError) {
        guard fewest != nil || most != nil else { return }
        guard multiple else {
            let option = fewest != nil ? "--min" : "--max"
            throw UsageError(message: "option '\(option)' needs '--multi'")
        }
        if let fewest, let most, fewest > most {
            throw UsageError(message: "'--min \(fewest)' is more than '--max \(most)'")
        }
    }

    /// The range of counts Enter accepts, from `--min` and `--max`.
    var limit: ClosedRange<Int>? {
        guard fewest != nil || most != nil else { return nil }
        return (fewest ?? 1)...(most ?? Int.max)
    }

    static let minimumWidth = LayoutError.minimumWidth
    static let maximumWidth = LayoutError.maximumWidth
}
