/// A progress item: how much of a task is done, as a bar, a percentage and figures, or a
/// spinner when the amount is not known; named and shaped like SwiftUI's `ProgressView`.
///
/// ```swift
/// Section(header: "Transfers") {
///     ProgressView("Downloading", value: 0.62)
///     ProgressView("Files", value: 31, total: 50).rate(4.2, unit: "files")
///     ProgressView("Indexing", tick: frame)
/// }
/// ```
///
/// At width 60:
///
/// ```
/// Transfers
///   Downloading ██████████████████████████░░░░░░░░░░░░░░░░ 62%
///   Files ████████████▍░░░░░░░ 62% 31/50 4.2 files/s 0:05 left
///   ⠋ Indexing
/// ```
///
/// On a line the label comes first, the figures last and the bar takes what is left;
/// where the two leave too little, the bar and figures go under the label, and at the
/// narrowest widths the bar is left out, so that the percentage is never lost. ASCII
/// glyphs (``Glyphs/ascii``) draw `[####......]` and a `|/-\` spinner.
///
/// The item is a value like every other: the layout never reads a clock. Give the time
/// left with ``timeLeft(_:)``, or give a ``rate(_:unit:)`` and the time left is worked out
/// from what remains; move the spinner by passing a new `tick` with each version. A
/// ``LiveDisplay`` then redraws only the line that changed.
///
/// Formats without a bar show the figures: Markdown a row `**Downloading**: 62%`, HTML a
/// `<progress>` element with the figures beside it, and JSON, whose items are texts and
/// rows, the row `{ "label": "Downloading", "value": "62%" }` (the figures alone as a
/// text item when there is no label).
public struct ProgressView: Hashable, Sendable, ItemConvertible {
    /// What is shown before the bar, or `nil` for no label.
    public var label: String?
    /// The number of the spinner's frame, for a progress without an amount.
    public var tick: Int
    /// How much is done.
    package var amount: Amount
    /// Units per second, when known, and the unit's name.
    package var speed: Speed?
    /// The time left as the caller gave it.
    package var givenTimeLeft: Duration?

    /// How much of the work is done.
    package enum Amount: Hashable, Sendable {
        /// A fraction from 0 to 1 of a total, which times the rate.
        case fraction(Double, total: Double)
        /// Whole units done of a whole total, both at least 0, `done` at most `total`.
        case count(done: Int, total: Int)
        /// Not known: a spinner.
        case indeterminate
    }

    /// A rate of progress and what it counts.
    package struct Speed: Hashable, Sendable {
        package var perSecond: Double
        package var unit: String?
    }

    package init(label: String?, amount: Amount, tick: Int = 0) {
        self.label = label
        self.amount = amount
        self.tick = tick
    }

    /// A bar filled to `value` of `total`, like SwiftUI's `ProgressView(value:total:)`.
    ///
    /// The value is kept between 0 and `total`; a total of 0 or less, or a value that is
    /// not a number, shows an empty bar. `nil` makes a spinner, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - value: How much is done, or `nil` when it is not known.
    ///   - total: How much there is to do; 1 by default, so that `value` is a fraction.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: nil, amount: Self.amount(value, total))
    }

    /// A labelled bar filled to `value` of `total`.
    ///
    /// ```swift
    /// ProgressView("Downloading", value: 0.62)   // Downloading ███████░░░░ 62%
    /// ```
    ///
    /// - Parameters:
    ///   - label: The text before the bar.
    ///   - value: How much is done, or `nil` when it is not known.
    ///   - total: How much there is to do; 1 by default.
    public init<V: BinaryFloatingPoint>(_ label: String, value: V?, total: V = 1.0) {
        self.init(label: label, amount: Self.amount(value, total))
    }

    /// A bar of a count of a whole total, which the figures show as well: `62% 31/50`.
    ///
    /// - Parameters:
    ///   - value: How many are done; kept between 0 and `total`.
    ///   - total: How many there are; a total of 0 or less shows an empty bar.
    public init(value: some BinaryInteger, total: some BinaryInteger) {
        self.init(label: nil, amount: Self.count(value, total))
    }

    /// A labelled bar of a count of a whole total.
    ///
    /// ```swift
    /// ProgressView("Files", value: 31, total: 50)   // Files ██████░░░░ 62% 31/50
    /// ```
    ///
    /// - Parameters:
    ///   - label: The text before the bar.
    ///   - value: How many are done; kept between 0 and `total`.
    ///   - total: How many there are.
    public init(_ label: String, value: some BinaryInteger, total: some BinaryInteger) {
        self.init(label: label, amount: Self.count(value, total))
    }

    /// A spinner for work of unknown size, like SwiftUI's `ProgressView()`.
    ///
    /// - Parameter tick: Which frame of the spinner to show; pass a number that grows with
    ///   each version (any integer: it counts round the frames).
    public init(tick: Int = 0) {
        self.init(label: nil, amount: .indeterminate, tick: tick)
    }

    /// A labelled spinner for work of unknown size.
    ///
    /// ```swift
    /// ProgressView("Indexing", tick: step)   // ⠙ Indexing
    /// ```
    ///
    /// - Parameters:
    ///   - label: The text after the spinner.
    ///   - tick: Which frame of the spinner to show.
    public init(_ label: String, tick: Int = 0) {
        self.init(label: label, amount: .indeterminate, tick: tick)
    }

    /// How much is done, from 0 to 1; `nil` for a spinner.
    public var fractionCompleted: Double? {
        switch amount {
        case .fraction(let fraction, _): fraction
        case .count(let done, let total): total > 0 ? Double(done) / Double(total) : 0
        case .indeterminate: nil
        }
    }

    /// The rate given with ``rate(_:unit:)``, in units per second, or `nil`.
    public var rate: Double? { speed?.perSecond }

    /// The time left: as given with ``timeLeft(_:)``, else what remains at the
    /// ``rate``; `nil` when neither is known, and for a spinner unless given.
    public var timeLeft: Duration? {
        if let givenTimeLeft { return givenTimeLeft }
        guard let speed, speed.perSecond > 0 else { return nil }
        let remaining: Double
        switch amount {
        case .fraction(let fraction, let total): remaining = (1 - fraction) * total
        case .count(let done, let total): remaining = Double(total - done)
        case .indeterminate: return nil
        }
        let seconds = (remaining / speed.perSecond).rounded(.up)
        return seconds < Double(Int64.max) ? .seconds(Int64(seconds)) : nil
    }

    /// The same progress with a rate, shown as `4.2 files/s`, from which the time left is
    /// worked out unless ``timeLeft(_:)`` gives it.
    ///
    /// ```swift
    /// ProgressView("Download", value: 1.5, total: 4.0).rate(0.5, unit: "GB")
    /// ```
    ///
    /// At width 40: `  Download ██▎░░░ 37% 0.5 GB/s 0:05 left`.
    ///
    /// - Parameters:
    ///   - perSecond: Units of the value done per second; a rate below 0 or not a
    ///     number is not shown, as with `nil`.
    ///   - unit: What the value counts (`"MB"`, `"files"`), or `nil` for none.
    /// - Returns: The progress with that rate.
    public func rate(_ perSecond: Double?, unit: String? = nil) -> ProgressView {
        var progress = self
        progress.speed = perSecond.flatMap { $0.isFinite && $0 >= 0 ? Speed(perSecond: $0, unit: unit) : nil }
        return progress
    }

    /// The same progress with the time left shown as `1:05 left`, rounded up to whole
    /// seconds.
    ///
    /// - Parameter duration: The time left, or `nil` to work it out from the rate; a
    ///   negative time shows as `0:00`.
    /// - Returns: The progress with that time left.
    public func timeLeft(_ duration: Duration?) -> ProgressView {
        var progress = self
        progress.givenTimeLeft = duration
        return progress
    }

    /// This progress as a node of the document tree.
    public var item: Item { Item(content: .progress(ProgressItem(self))) }

    private static func amount<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Amount {
        guard let given = value else { return .indeterminate }
        let (value, total) = (Double(given), Double(total))
        guard total > 0, total.isFinite, !value.isNaN else { return .fraction(0, total: 1) }
        return .fraction(min(max(value / total, 0), 1), total: total)
    }

    private static func count(_ value: some BinaryInteger, _ total: some BinaryInteger) -> Amount {
        let total = max(Int(clamping: total), 0)
        return .count(done: min(max(Int(clamping: value), 0), total), total: total)
    }
}

/// A ``ProgressView`` in the tree, behind one reference so that items stay small.
@usableFromInline package struct ProgressItem: Hashable, Sendable {
    private let box: Box<ProgressView>
    package var value: ProgressView { box.value }

    package init(_ value: ProgressView) { box = Box(value) }

    @usableFromInline package static func == (lhs: ProgressItem, rhs: ProgressItem) -> Bool {
        lhs.value == rhs.value
    }

    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
