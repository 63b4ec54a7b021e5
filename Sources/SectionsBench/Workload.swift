import Sections

/// The `sections-N` workload, built through the DSL: `N / 100` sections of 100 label/value
/// rows. Section `k` (from 1) is headed "Section k" and ends with the footer "100 items";
/// its row `j` (from 1), item `g = (k − 1) · 100 + j` of the whole, is labelled "Item k.j"
/// and has the value ``value(_:)``. The README of this target gives the SHA-256 of its
/// rendering by `sections-baseline` and of its JSON (`WorkloadJSON.swift`).
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

    /// The same `N` labels and values in one section: as a table of two columns (the value
    /// column right-aligned), or as a list.
    static func oneSection(items n: Int, table: Bool) -> Document {
        let layout: SectionLayout =
            table ? .table(TableColumn("Item"), TableColumn("Value", alignment: .trailing)) : .list
        return Document {
            Section(header: "Items", layout: layout) {
                for k in 1...(n / itemsPerSection) {
                    let prefix = "Item \(k)."
                    for j in 1...itemsPerSection {
                        let label = prefix + String(j)
                        let value = value((k - 1) * itemsPerSection + j)
                        if table { TableRow(label, value) } else { Row(label, value) }
                    }
                }
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

    /// The value of item `g`: `10 + g mod 21` grapheme clusters, starting with 東京タワー
    /// (5 clusters, 10 cells) when `g mod 10 = 0`, then with 👍🏽 (1 cluster, 2 cells) when
    /// `g mod 17 = 0`, the rest lowercase letters from letter `g mod 26` of the alphabet on,
    /// `z` followed by `a`. Byte for byte as `sections-baseline` makes it, and made the same
    /// way (written straight into the string's storage) so that the comparison measures the
    /// pipeline rather than the data generator.
    static func value(_ g: Int) -> String {
        let clusters = 10 + g % 21
        let hasCJK = g % 10 == 0
        let hasEmoji = g % 17 == 0
        let fill = clusters - (hasCJK ? 5 : 0) - (hasEmoji ? 1 : 0)
        let count = fill + (hasCJK ? cjk.count : 0) + (hasEmoji ? emoji.count : 0)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var index = 0
            if hasCJK { for byte in cjk { buffer[index] = byte; index += 1 } }
            if hasEmoji { for byte in emoji { buffer[index] = byte; index += 1 } }
            var letter = g % 26
            for _ in 0..<fill {
                buffer[index] = alphabet[letter]
                index += 1
                letter = letter == 25 ? 0 : letter + 1
            }
            return index
        }
    }
}
