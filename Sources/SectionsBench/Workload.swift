import Sections

/// The `sections-N` workload of `shared/bench/README.md`, built through the DSL.
enum Workload {
    static let itemsPerSection = 100

    /// `N / 100` sections of 100 label/value rows.
    static func document(items n: Int) -> Document {
        Document {
            for k in 1...(n / itemsPerSection) {
                section(k)
            }
        }
    }

    private static func section(_ k: Int) -> Section {
        let base = (k - 1) * itemsPerSection
        let prefix = "Item \(k)."
        return Section(header: "Section \(k)", footer: "\(itemsPerSection) items") {
            for j in 1...itemsPerSection {
                Row(prefix + String(j), value(base + j))
            }
        }
    }

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz".utf8)
    private static let cjk = Array("東京タワー".utf8)
    private static let emoji = Array("\u{1F44D}\u{1F3FD}".utf8)

    /// The value of item `g`, byte for byte as the baseline makes it.
    static func value(_ g: Int) -> String {
        let clusters = 10 + g % 21
        let hasCJK = g % 10 == 0
        let hasEmoji = g % 17 == 0
        let fill = clusters - (hasCJK ? 5 : 0) - (hasEmoji ? 1 : 0)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fill + cjk.count + emoji.count)
        if hasCJK { bytes += cjk }
        if hasEmoji { bytes += emoji }
        var letter = g % 26
        for _ in 0..<fill {
            bytes.append(alphabet[letter])
            letter = letter == 25 ? 0 : letter + 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
