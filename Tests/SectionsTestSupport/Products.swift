import Foundation
import Sections
import Syscalls

/// Runs the package's own executables, as a user would from a shell.
enum Products {
    struct Result: Equatable {
        var status: Int32
        var output: String
        var errors: String
    }

    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "no executable at \(path): `swift test` and `swift build` build every executable; "
                + "`swift test --test-product SectionsPackageTests` builds the tests alone"
        }
    }

    /// A program that could not be run, or ended by a signal.
    struct Failure: Error, CustomStringConvertible {
        var description: String

        /// iOS, tvOS, watchOS and visionOS give an app no processes of its own
        /// (Foundation's `Process` is macOS-only).
        static let unsupported = Failure(
            description: "this system cannot start programs: run these tests on macOS or Linux")
    }

    /// The folder holding the built products: the test bundle sits beside them. On Linux
    /// the bundle is the running executable; on macOS a runner (`xctest`,
    /// `swiftpm-testing-helper`) is, and it is given the bundle's path.
    static let directory: URL = {
        let path = CommandLine.arguments.first { $0.contains(".xctest") } ?? CommandLine.arguments[0]
        let bundle = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("sections").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return bundle.deletingLastPathComponent()
    }()

    /// Runs `name` (a product, or an absolute path) with `arguments`, feeding `input` to its standard input.
    static func run(
        _ name: String, _ arguments: [String] = [], input: String = "",
        environment: [String: String] = [:]
    ) throws -> Result {
        try launch(
            name.hasPrefix("/") ? URL(fileURLWithPath: name) : directory.appendingPathComponent(name),
            arguments, input: Data(input.utf8), environment: environment)
    }

    /// Runs `name` as ``run(_:_:input:environment:)`` does, in a session of its own with no
    /// controlling terminal, as `setsid(1)` of util-linux would (macOS has none): there
    /// `/dev/tty` cannot be opened.
    static func runWithoutTerminal(_ name: String, _ arguments: [String], input: String) throws -> Result {
        let executable = directory.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Missing(path: executable.path)
        }
        return try spawn(executable.path, arguments, input: input, alone: .session)
    }

    /// Runs `executable` (a path) with the package's own spawn, its standard streams in
    /// files, and waits for it with `waitpid`: a tmux client, whose server keeps its
    /// descriptors, ends here, where under Foundation's `Process` it stayed unreaped and
    /// `waitUntilExit` never returned. ``launch(_:_:input:environment:)`` gives a program
    /// pipes, as a shell pipeline does.
    static func spawn(
        _ executable: String, _ arguments: [String], input: String = "", alone separation: Platform.Separation
    ) throws -> Result {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            throw Failure.unsupported
        #else
            // Files rather than pipes: the child's output waits in them until it has ended.
            let files = try (0..<3).map { _ in
                guard let descriptor = SystemCalls.anonymousFile() else {
                    throw Failure(description: "cannot make a temporary file")
                }
                return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            }
            try files[0].write(contentsOf: Data(input.utf8))
            SystemCalls.rewind(files[0].fileDescriptor)
            let started = Platform.start(
                executable, arguments, input: files[0].fileDescriptor, output: files[1].fileDescriptor,
                errors: files[2].fileDescriptor, alone: separation)
            guard case .success(let pid) = started else {
                throw Failure(description: "cannot run \(executable)")
            }
            guard case .exited(let status) = Platform.wait(for: pid) else {
                throw Failure(description: "\(executable) was killed by a signal")
            }
            let read = { (file: FileHandle) in
                SystemCalls.rewind(file.fileDescriptor)
                return String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
            }
            return Result(status: status, output: try read(files[1]), errors: try read(files[2]))
        #endif
    }

    /// Writing to a child that has exited must fail the write, not kill the test process
    /// with SIGPIPE and end the whole run without a summary.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// The sanitizer settings of a run under Scripts/sanitizers, which a child with an
    /// environment of its own is given too: its reports then go where the script looks.
    private static let sanitizerSettings = ProcessInfo.processInfo.environment.filter {
        $0.key.hasSuffix("SAN_OPTIONS") || $0.key == "SWIFT_BACKTRACE"
    }

    /// Runs an executable, feeding it `input`; the environment is the test's own when
    /// `environment` is `nil` (and the sanitizer settings of a sanitized run otherwise).
    static func launch(
        _ executable: URL, _ arguments: [String], input: Data, environment: [String: String]? = nil
    ) throws -> Result {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            throw Failure.unsupported
        #else
            // The end-to-end tests do not depend on the executables, so that a unit test alone
            // builds none (see Package.swift): say so rather than fail with a bare "not found".
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw Missing(path: executable.path)
            }
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            if let environment {
                process.environment = environment.merging(sanitizerSettings) { own, _ in own }
            }
            let stdin = Pipe()
            let stdout = Pipe()
            let stderr = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = stderr
            ignoreBrokenPipes
            try process.run()
            // Written from another thread so a large input cannot deadlock against the output.
            // A child that exits before reading all of it (a checker that fails to start) makes
            // the write fail, which its exit status then reports.
            let writer = Thread {
                try? stdin.fileHandleForWriting.write(contentsOf: input)
                try? stdin.fileHandleForWriting.close()
            }
            writer.start()
            // Standard error is read beside standard output: a child that fills one pipe while
            // the other is read (valgrind echoes a long command line to standard error) would
            // wait for the reader forever.
            let errors = PipeContents()
            let reader = Thread {
                errors.data = stderr.fileHandleForReading.readDataToEndOfFile()
                errors.done.signal()
            }
            reader.start()
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            errors.done.wait()
            process.waitUntilExit()
            return Result(
                status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                errors: String(decoding: errors.data, as: UTF8.self))
        #endif
    }

    /// What a reader thread read; the semaphore orders its write before the caller's read.
    private final class PipeContents: @unchecked Sendable {
        var data = Data()
        let done = DispatchSemaphore(value: 0)
    }
}
