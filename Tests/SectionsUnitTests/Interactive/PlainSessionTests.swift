import Foundation
import Sections
import Testing

@testable import Core
@testable import Interactive

// `InteractiveList.run()` needs a terminal, which iOS, tvOS, watchOS and visionOS do not give.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// An accessible list run in this process on pipes (it asks nothing of a terminal): what
    /// it prints for each line typed, and what it returns.
    @Suite struct PlainSessionTests {
        static let menu = Document {
            Section(header: "Drinks") {
                Text("Tea").id("tea")
                Text("Coffee").id("coffee")
                Text("Iced coffee")
            }
        }

        /// Runs `list` on the lines `typed` (then the end of input): what it wrote, and its
        /// result.
        static func run(_ list: InteractiveList, typing typed: String) async throws -> (
            String, Result<[ChosenItem], InteractiveListError>
        ) {
            let input = Pipe()
            let output = Pipe()
            try input.fileHandleForWriting.write(contentsOf: Data(typed.utf8))
            try input.fileHandleForWriting.close()
            let result: Result<[ChosenItem], InteractiveListError>
            do throws(InteractiveListError) {
                result = .success(
                    try await list.terminal(
                        .descriptors(
                            input: input.fileHandleForReading.fileDescriptor,
                            output: output.fileHandleForWriting.fileDescriptor)
                    ).run())
            } catch {
                result = .failure(error)
            }
            try output.fileHandleForWriting.close()
            let written = try output.fileHandleForReading.readToEnd() ?? Data()
            return (String(decoding: written, as: UTF8.self), result)
        }

        static let listing = "Drinks\n1.   Tea\n2.   Coffee\n3.   Iced coffee\n"
        static let prompt = "Type a number (1-3) to choose, or text to filter: "

        @Test func aFilterThenANumberChoosesThatItem() async throws {
            let (written, result) = try await Self.run(
                InteractiveList(Self.menu).accessible(), typing: "ice\n3\n")
            #expect(
                written == Self.listing + Self.prompt + "1 item matches 'ice':\nDrinks\n3.   Iced coffee\n"
                    + Self.prompt)
            #expect(try result.get().map(\.path) == [ItemPath(section: 0, item: 2)])
        }

        @Test func aWrongNumberIsExplainedAndAskedAgain() async throws {
            let (written, result) = try await Self.run(
                InteractiveList(Self.menu).accessible(), typing: "7\nzz\n\n2\n")
            #expect(
                written == Self.listing + Self.prompt + "There is no item 7: the items are numbered 1 to 3.\n"
                    + Self.prompt + "No item matches 'zz'.\n" + Self.prompt + Self.listing + Self.prompt)
            #expect(try result.get().map(\.item.id) == ["coffee"])
        }

        @Test func multipleChoiceTakesSeveralNumbersAndRanges() async throws {
            let list = InteractiveList(Self.menu).selectionMode(.multiple).accessible()
            let (_, result) = try await Self.run(list, typing: "3, 1-2\n")
            #expect(try result.get().map(\.path.item) == [0, 1, 2])
        }

        /// A selection limit refuses too few or too many numbers and asks again.
        @Test func theSelectionLimitIsKept() async throws {
            let list = InteractiveList(Self.menu).selectionMode(.multiple).selectionLimit(2...2).accessible()
            let (written, result) = try await Self.run(list, typing: "1\n1-3\n1 3\n")
            #expect(written.contains("Choose at least 2 items: 1 given.\n"))
            #expect(written.contains("Choose at most 2 items: 3 given.\n"))
            #expect(try result.get().map(\.path.item) == [0, 2])
        }

        @Test(arguments: ["", "1 x\n", "\u{1B}\n"])
        func theEndOfInputOrEscCancels(typed: String) async throws {
            let (_, result) = try await Self.run(InteractiveList(Self.menu).accessible(), typing: typed)
            #expect(throws: InteractiveListError.cancelled) { try result.get() }
        }

        @Test func browsingEndsOnAnEmptyLineOrQ() async throws {
            for typed in ["\n", "tea\nq\n"] {
                let list = InteractiveList(Self.menu).selectionMode(.browse).accessible()
                let (written, result) = try await Self.run(list, typing: typed)
                #expect(try result.get() == [])
                #expect(written.hasPrefix(Self.listing + "Type text to filter, or press Enter to quit: "))
            }
        }

        /// `TERM=dumb` cannot show the full-screen list: the list asks plainly by itself. The
        /// descriptors need to be a terminal's for it to get that far, so a pseudo-terminal
        /// is not needed: `ACCESSIBLE` set asks plainly before any terminal is looked at.
        @Test func accessibleInTheEnvironmentAsksPlainly() async throws {
            var list = InteractiveList(Self.menu)
            list.variables = ["TERM": "xterm", "ACCESSIBLE": "1"]
            let (written, result) = try await Self.run(list, typing: "1\n")
            #expect(written == Self.listing + Self.prompt)
            #expect(try result.get().map(\.item.id) == ["tea"])
            var plain = InteractiveList(Self.menu)
            plain.variables = ["TERM": "xterm", "ACCESSIBLE": ""]
            let (_, refused) = try await Self.run(plain, typing: "1\n")
            #expect(
                throws: InteractiveListError.noTerminal(reason: "the descriptors given are not a terminal")
            ) {
                try refused.get()
            }
        }
    }
#endif
