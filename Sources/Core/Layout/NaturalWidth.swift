/// How wide items would like to be: what grids and tables size their columns by.
extension Item {
    /// The width of the item's widest line when laid out with `limit` columns, without
    /// spreading out: a text's widest paragraph, a row's label, two spaces and value, a
    /// self-sizing item's preferred width, a progress item's label, figures and a bar of 20
    /// cells, a panel's content and border. Never more than
    /// `limit`.
    package func naturalWidth(limit: Int) -> Int {
        switch content {
        case .text(let text), .header(let text), .footer(let text):
            return NaturalWidth.of(Sanitizer.sanitize(text), limit: limit)
        case .row(let label, let value):
            let label = Sanitizer.sanitize(label)
            let value = Sanitizer.sanitize(value)
            if let value = SingleLine.trimmed(value), let label = SingleLine.trimmed(label) {
                let width = value.width == 0 ? label.width : label.width + 2 + value.width
                return min(width, limit)
            }
            let step = limit >= 4 ? 2 : 0
            return min(
                max(NaturalWidth.of(label, limit: limit), NaturalWidth.of(value, limit: limit) + step), limit)
        case .composed(let composed):
            return composed.body.reduce(0) { max($0, $1.naturalWidth(limit: limit)) }
        case .section(let nested):
            let section = nested.section
            let labels = [section.header, section.footer].compactMap { $0 }
            let widest = labels.reduce(0) { max($0, NaturalWidth.of(Sanitizer.sanitize($1), limit: limit)) }
            let step = section.layout.nestedItemStep(available: limit)
            let items = section.items.reduce(0) { max($0, $1.naturalWidth(limit: limit - step)) }
            return min(max(widest, items == 0 ? 0 : items + step), limit)
        case .drawn(let drawn):
            return drawn.size(width: limit).width
        case .progress(let progress):
            return progress.value.naturalWidth(limit: limit)
        case .cells(let cells):
            let sum = cells.reduce(0) { $0 + $1.naturalWidth(limit: limit) }
            return min(sum + 2 * max(cells.count - 1, 0), limit)
        case .panel(let title, let items):
            let frame = PanelFrame.sides(padding: PanelStyle().padding)
            let content = items.reduce(0) { max($0, $1.naturalWidth(limit: max(limit - frame, 2))) }
            let titleWidth = title.map { DisplayWidth.placed(Sanitizer.sanitize($0)) + 6 } ?? 0
            return min(max(content + frame, titleWidth, frame + 1), limit)
        }
    }
}

package enum NaturalWidth {
    /// The widest paragraph of sanitised `text`, trailing spaces left out, at most `limit`.
    package static func of(_ text: String, limit: Int) -> Int {
        var widest = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = paragraph.dropLast(paragraph.reversed().prefix { $0 == " " }.count)
            widest = max(widest, DisplayWidth.placed(trimmed))
            if widest >= limit { return limit }
        }
        return widest
    }
}
