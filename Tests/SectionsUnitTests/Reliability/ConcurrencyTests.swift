import Sections
import Testing

@testable import Core
@testable import Interactive

/// One immutable document rendered from many tasks at once gives the same bytes every time;
/// run under `--sanitize=thread` (Scripts/sanitizers) this also proves there is no race.
@Suite struct ConcurrencyTests {
    struct Card: SectionItem {
        var name: String
        var body: [Item] {
            Header(name)
            Row("Owner", "東京 \(name)")
        }
    }

    static let document = Document(title: "Shared") {
        for section in 0..<20 {
            Section(id: "s\(section)", header: "Section \(section)", footer: "end") {
                for item in 0..<30 {
                    if item % 7 == 0 {
                        Card(name: "card \(item)")
                    } else {
                        Row("Item \(item)", "👍🏽 value \(item)")
                    }
                }
            }
        }
    }

    @Test func manyTasksRenderTheSameBytes() async throws {
        let expected = try PlainRenderer.render(Self.document, width: 60)
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for task in 0..<32 {
                group.addTask {
                    task % 2 == 0 ? try PlainRenderer.render(Self.document, width: 60) : Self.document.json()
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let json = Self.document.json()
        #expect(results.count == 32)
        #expect(results.allSatisfy { $0 == expected || $0 == json })
        #expect(results.filter { $0 == expected }.count == 16)
    }
}
