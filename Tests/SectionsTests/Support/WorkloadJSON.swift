/// The `sections-N` document exactly as `shared/bench/workload.py N` writes it (its
/// `document_json`: Python's `json.dumps` with `ensure_ascii=False`), for a checkout that
/// does not have the shared folder beside it. `PeakMemoryTests` compares the two byte for
/// byte whenever the script is there.
enum WorkloadJSON {
    static func document(items n: Int) -> String {
        var json = #"{"sections": ["#
        for k in 1...(n / 100) {
            json += k > 1 ? #", {"header": "Section "# : #"{"header": "Section "#
            json += "\(k)" + #"", "items": ["#
            for j in 1...100 {
                json += j > 1 ? #", {"label": "Item "# : #"{"label": "Item "#
                json += "\(k).\(j)" + #"", "value": ""# + value((k - 1) * 100 + j) + #""}"#
            }
            json += #"], "footer": "100 items"}"#
        }
        return json + "]}"
    }

    /// `value_for(g)`: 10 to 30 clusters, CJK first every 10th item, then a thumbs-up with
    /// a skin tone every 17th, then letters of the alphabet from `g`.
    static func value(_ g: Int) -> String {
        var value = ""
        var clusters = 0
        if g % 10 == 0 {
            value += "東京タワー"
            clusters += 5
        }
        if g % 17 == 0 {
            value += "\u{1F44D}\u{1F3FD}"
            clusters += 1
        }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        for t in 0..<(10 + g % 21 - clusters) { value.append(alphabet[(g + t) % 26]) }
        return value
    }
}
