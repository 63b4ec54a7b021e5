package import Core
import Syscalls

/// A program run for the preview of an item, as `fzf --preview` runs one, but without a
/// shell: the program with the item's id as its one argument, its output (standard output
/// and error) shown as text, which the layout stage sanitises like any content.
///
/// A program that runs past ``timeLimit``, or whose preview is no longer wanted (the
/// highlight moved on), is killed; one that prints
/// more than ``outputLimit`` bytes is killed there, its output cut, and says so; one that
/// fails shows how it ended. The note comes first, where a long output cannot hide it.
@available(tvOS, unavailable, message: "programs cannot be started on tvOS")
@available(watchOS, unavailable, message: "programs cannot be started on watchOS")
package struct PreviewCommand: Sendable {
    package let program: String
    package var timeLimit = Duration.seconds(5)
    package static let outputLimit = 1 << 20

    /// The preview document for `argument`; the program is stopped once `cancellation`
    /// says the preview is no longer wanted.
    package func document(argument: String, cancellation: PreviewCancellation = PreviewCancellation())
        -> Document
    {
        let child: Platform.Child
        switch Platform.spawn(program, [argument]) {
        case .success(let started): child = started
        case .failure(let error):
            return Self.document(
                "", note: "cannot run \(program): \(Platform.message(forError: error.code))")
        }
        let (output, note) = cancellation.stopping(with: { Platform.kill(child) }) {
            read(child, cancellation: cancellation)
        }
        let ending = Platform.wait(for: child)
        var text = String(decoding: output, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return Self.document(text, note: note ?? Self.note(ending))
    }

    /// What the program prints until it ends, is cut off or is stopped, and the note when
    /// it did not end by itself; the program is killed then.
    private func read(_ child: Platform.Child, cancellation: PreviewCancellation) -> ([UInt8], String?) {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = ContinuousClock.now + timeLimit
        var note: String?
        reading: while true {
            if cancellation.isCancelled {
                note = "stopped"
                break
            }
            if ContinuousClock.now >= deadline {
                note = "stopped after \(Self.seconds(timeLimit)) s"
                break
            }
            guard Platform.waitForInput([child.output], milliseconds: 50)?.first == true else { continue }
            let count = buffer.withUnsafeMutableBytes {
                Platform.readBytes(child.output, into: $0.baseAddress, count: $0.count)
            }
            switch count {
            case 0: break reading
            case ..<0:
                if Platform.wasInterrupted(Platform.errorNumber) || Platform.wouldBlock(Platform.errorNumber)
                {
                    continue
                }
                break reading
            default:
                output += buffer[..<min(count, Self.outputLimit - output.count)]
                if output.count >= Self.outputLimit {
                    note = "output cut at 1 MiB"
                    break reading
                }
            }
        }
        // Killed by a cancellation while it was read, it ended in no way of its own.
        if note == nil, cancellation.isCancelled { note = "stopped" }
        if note != nil { Platform.kill(child) }
        return (output, note)
    }

    /// How a program that ended by itself ended, when not with status 0.
    private static func note(_ ending: Platform.Ending) -> String? {
        switch ending {
        case .exited(0): nil
        case .exited(let status): "exit status \(status)"
        case .signalled(let signal): "ended by signal \(signal)"
        }
    }

    /// `5`, or `0.25`: a time limit as a person writes it.
    package static func seconds(_ duration: Duration) -> String {
        let milliseconds =
            duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 == 0 { return String(milliseconds / 1000) }
        return String(Double(milliseconds) / 1000)
    }

    private static func document(_ text: String, note: String?) -> Document {
        Document(sections: [
            Section(
                id: nil, header: note, footer: nil, layout: .list.insets(leading: 0), items: [Text(text).item]
            )
        ])
    }
}
