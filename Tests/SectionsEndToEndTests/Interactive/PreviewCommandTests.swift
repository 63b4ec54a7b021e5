import Dispatch
import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive

// A preview starts a program, which iOS, tvOS, watchOS and visionOS do not let a test do.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// A preview program, run without a shell with the item's id as its argument: its output
    /// shown as sanitised text, a failure's status, a cut at a mebibyte, a time limit, and a
    /// stop (with whatever it started) when the preview is no longer wanted.
    @Suite(.serialized) struct PreviewCommandTests {
        /// A script that acts on its argument, in a folder of its own.
        static func script() throws -> String {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "preview-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("show").path
            let text = """
                #!/bin/sh
                case "$1" in
                  hang) sleep 30 ;;
                  fail) echo "no such item: $1"; exit 3 ;;
                  big) head -c 2000000 /dev/zero | tr '\\0' 'a' ;;
                  *) printf 'item %s\\n\\033[31mred\\033[0m\\n' "$1" ;;
                esac
                """
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            // A process that other tests start meanwhile may hold the file open for writing
            // until it runs its own program, and until then the kernel refuses to run the
            // script ("Text file busy").
            for _ in 0..<100 {
                let header = PreviewCommand(program: path).document(argument: "ready").sections[0].header
                guard header?.hasSuffix("Text file busy") == true else { break }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return path
        }

        static func plain(_ document: Document) throws -> String {
            try PlainRenderer.render(document, width: 40)
        }

        @Test func theOutputIsShownAsSanitisedText() throws {
            let command = PreviewCommand(program: try Self.script())
            #expect(try Self.plain(command.document(argument: "tea")) == "item tea\n␛[31mred␛[0m\n")
        }

        @Test func aFailureShowsItsStatusFirst() throws {
            let command = PreviewCommand(program: try Self.script())
            #expect(
                try Self.plain(command.document(argument: "fail")) == "exit status 3\nno such item: fail\n")
            let missing = PreviewCommand(program: "/nonexistent/preview")
            #expect(
                missing.document(argument: "x").sections[0].header
                    == "cannot run /nonexistent/preview: No such file or directory")
        }

        @Test func aMebibyteIsAllThatIsShown() throws {
            let document = PreviewCommand(program: try Self.script()).document(argument: "big")
            #expect(document.sections[0].header == "output cut at 1 MiB")
            #expect(document.sections[0].items[0] == Text(String(repeating: "a", count: 1 << 20)).item)
        }

        @Test func aProgramPastItsTimeIsStoppedWithWhatItStarted() throws {
            var command = PreviewCommand(program: try Self.script())
            command.timeLimit = .milliseconds(300)
            let document = command.document(argument: "hang")
            #expect(document.sections[0].header == "stopped after 0.3 s")
        }

        /// Made on a thread of its own, as the list makes previews: a blocked task would hold
        /// a thread the tests running beside it share.
        @Test func aPreviewNoLongerWantedIsStopped() throws {
            let command = PreviewCommand(program: try Self.script())
            let cancellation = PreviewCancellation()
            let done = DispatchSemaphore(value: 0)
            let box = DocumentBox()
            DispatchQueue.global().async {
                box.document = command.document(argument: "hang", cancellation: cancellation)
                done.signal()
            }
            Thread.sleep(forTimeInterval: 0.3)
            cancellation.cancel()
            // Not stopped, the program would end after its 30 s and be shown as it ended.
            done.wait()
            #expect(box.document?.sections[0].header == "stopped")
        }

        /// The document made on the other thread; the semaphore orders the write before the read.
        private final class DocumentBox: @unchecked Sendable {
            var document: Document?
        }
    }
#endif
