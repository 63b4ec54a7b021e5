/// The layout of each kind of item, at an indent, within the width left of it.
extension LineWriter {
    /// Appends an item's lines: `indent` spaces, then at most `available` columns. The
    /// item's style is resolved over `inherited`, the style of what encloses it.
    mutating func item(_ item: Item, indent: Int, available: Int, inherited: Style = .plain) {
        let style = item.style.inheriting(from: inherited)
        switch item.content {
        case .text(let text):
            wrap(Sanitizer.sanitize(text), indent: indent, width: available, role: .text, style: style)
        case .row(let label, let value):
            row(
                label: Sanitizer.sanitize(label), value: Sanitizer.sanitize(value),
                indent: indent, available: available, style: style)
        case .header(let text):
            wrap(
                Sanitizer.sanitize(text), indent: indent, width: available, role: .header, style: style)
        case .footer(let text):
            wrap(
                Sanitizer.sanitize(text), indent: indent, width: available, role: .footer, style: style)
        case .composed(let composed):
            // Styles flow into bodies: each level inherits from the one that encloses it.
            var styles = [style]
            ItemWalk.walk(composed.body) { step, part, _ in
                switch step {
                case .leaf:
                    self.item(
                        part, indent: indent, available: available, inherited: styles[styles.count - 1])
                case .enter: styles.append(part.style.inheriting(from: styles[styles.count - 1]))
                case .leave: styles.removeLast()
                }
            }
        case .drawn(let drawn):
            self.drawn(drawn.value, indent: indent, available: available, style: style)
        }
    }

    /// One line when label, two spaces and value fit, the value ending at the right edge;
    /// otherwise the label's lines, then the value's lines two columns further in.
    private mutating func row(
        label: String, value: String, indent: Int, available: Int, style: Style
    ) {
        if let value = SingleLine.trimmed(value) {
            if value.text.isEmpty {
                wrap(label, indent: indent, width: available, role: .label, style: style)
                return
            }
            if let label = SingleLine.trimmed(label), label.width + 2 + value.width <= available {
                line(
                    Run(
                        spaces: indent, text: label.text, width: label.width, role: .label,
                        style: style),
                    Run(
                        spaces: available - label.width - value.width, text: value.text,
                        width: value.width, role: .value, style: style))
                return
            }
        }
        wrap(label, indent: indent, width: available, role: .label, style: style)
        wrap(value, indent: indent + 2, width: available - 2, role: .value, style: style)
    }

    /// The item's own lines at the size it asked for, clamped to the limit. Lines wider
    /// than the size are wrapped rather than cut, so nothing the item drew is lost.
    private mutating func drawn(
        _ value: any SelfSizingItem, indent: Int, available: Int, style: Style
    ) {
        let limit = Size(width: available, height: Int.max)
        let preferred = value.preferredSize(limit: limit)
        let size = Size(
            width: min(max(preferred.width, 0), available),
            height: min(max(preferred.height, 0), limit.height))
        for text in value.draw(in: size) {
            wrap(
                Sanitizer.sanitize(text), indent: indent, width: available, role: .drawn, style: style)
        }
    }
}
