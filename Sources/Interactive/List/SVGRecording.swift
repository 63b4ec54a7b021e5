import Core

/// An animated SVG picture of an interactive list's session: every frame it drew, each
/// shown from its time until the next frame's, the last held for ``hold``, then again from
/// the start, forever.
///
/// Each frame is a group of the static picture's elements (``SVGRenderer``'s grid, fonts
/// and escaping), hidden but while a CSS animation of its own shows it: one
/// `@keyframes` rule a frame, all of the recording's length, stepped rather than eased.
/// So the picture needs no script and no file beside it, and GitHub and DocC show it as
/// an image. Looks draw as the list's terminal rendition does (``FrameWriter``): headers,
/// matches and the chosen mark bold, matches green and the mark magenta, the status line
/// and dim text faint, the highlighted row in reverse video.
package struct SVGRecording: Sendable {
    /// How long the last frame stays before the recording starts again.
    package static let hold = Duration.seconds(2)

    /// The screen's rows and columns.
    package var rows: Int
    package var columns: Int
    /// The frames and the time each was drawn, from the start, in order.
    package var frames: [(frame: Frame, time: Duration)]

    package init(rows: Int, columns: Int, frames: [(frame: Frame, time: Duration)]) {
        self.rows = rows
        self.columns = columns
        self.frames = frames
    }

    /// The SVG document, ending with a line feed.
    package var svg: String {
        let starts = frames.map { Self.milliseconds($0.time) }
        let total = (starts.last ?? 0) + Self.milliseconds(Self.hold)
        var drawing = SVGBytes()
        var looks = SVGRecordingLooks()
        for (index, entry) in frames.enumerated() {
            drawing.writeMarkup("<g class=\"f f\(index)\">\n")
            for (row, line) in entry.frame.rows.enumerated() {
                draw(line, y: SVGGeometry.baseline(ofRow: row, framed: false), looks: &looks, into: &drawing)
            }
            drawing.writeMarkup("</g>\n")
        }
        var rules = looks.rules
        rules.append(
            ".f{visibility:hidden;animation-duration:\(total)ms;animation-timing-function:step-end;"
                + "animation-iteration-count:infinite}")
        for index in starts.indices {
            let end = index + 1 < starts.count ? starts[index + 1] : total
            rules.append(".f\(index){animation-name:k\(index)}")
            rules.append(
                "@keyframes k\(index){" + Self.keyframes(from: starts[index], to: end, of: total) + "}")
        }
        var out = SVGGeometry(columns: columns, rows: rows, framed: false).opening(rules: rules)
        for piece in drawing.finish() { out += piece }
        return out + "</svg>\n"
    }

    /// A frame's keyframes: hidden until `start`, shown until `end`, hidden after.
    package static func keyframes(from start: Int, to end: Int, of total: Int) -> String {
        var out = start > 0 ? "0%{visibility:hidden}" : ""
        out += percentage(start, of: total) + "{visibility:visible}"
        out += end < total ? percentage(end, of: total) + "{visibility:hidden}" : "100%{visibility:visible}"
        return out
    }

    /// `part` of `total` as a percentage to a thousandth, in whole-number arithmetic so
    /// that every machine writes the same bytes: `12.5%`, `0%`.
    package static func percentage(_ part: Int, of total: Int) -> String {
        let thousandths = total > 0 ? part * 100_000 / total : 0
        var fraction = String(thousandths % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return String(thousandths / 1000) + (fraction.isEmpty ? "" : "." + fraction) + "%"
    }

    /// The longest time a recording places a frame at, about 31 years in milliseconds:
    /// times from outside (a pace, a pause) are cut to it, so that no sum or product of
    /// them overflows, here or in the percentages.
    package static let latest = Duration.milliseconds(1_000_000_000_000)

    /// `duration`, cut to zero and ``latest``.
    package static func clamped(_ duration: Duration) -> Duration {
        min(max(duration, .zero), latest)
    }

    /// When frame `index` is shown, frames a `pace` apart: cut to ``latest``.
    package static func time(ofFrame index: Int, pace: Duration) -> Duration {
        let (product, overflow) = milliseconds(pace).multipliedReportingOverflow(by: max(index, 0))
        return overflow ? latest : clamped(.milliseconds(product))
    }

    /// A duration in whole milliseconds, cut to zero and ``latest``.
    package static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = clamped(duration).components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }

    /// Draws a row's segments, each at the column after the one before.
    private func draw(_ row: FrameRow, y: Int, looks: inout SVGRecordingLooks, into drawing: inout SVGBytes) {
        var column = 0
        for segment in row.segments {
            defer { column += segment.width }
            guard !segment.text.isEmpty else { continue }
            let look = looks.index(of: segment.look)
            if let fill = looks.blockFill(of: segment.look) {
                drawing.writeBlock(fill, column: column, width: segment.width, y: y)
            }
            drawing.writeCells(segment.text, column: column, width: segment.width, y: y, look: look) {
                RunPiece.pieces(of: segment.text, width: segment.width)
            }
        }
    }
}
