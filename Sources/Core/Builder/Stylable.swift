// The one primitive under the style modifiers, as SwiftUI's `ViewModifier` is under its
// view modifiers: each modifier (`style(_:)`, `bold()`, `background(_:)`, …) is written once,
// over `Stylable`, as the `_StyleChange` it makes; each styled type says once how it takes a
// change. This file names only the tree's own types, so it can live beside them.

/// A value that the style modifiers apply to: every ``ItemConvertible`` (``Text``, ``Row``,
/// ``Item``, your own ``SectionItem`` types), ``Group``, ``Section``, ``Header`` and
/// ``Footer``.
///
/// ```swift
/// Row("Status", "failing").bold().foregroundStyle(.error)
/// Group { Row("Id", "42") }.style(.dim)
/// Section(header: "Build") { Text("ok") }.background(.success)
/// ```
///
/// Like SwiftUI's modifiers, the one nearest the content wins: a style fills in only the
/// attributes the content leaves unset. Make a type of yours stylable by conforming it to
/// ``SectionItem`` or ``SelfSizingItem``, not to this protocol directly.
public protocol Stylable {
    /// What a modifier returns: ``Item`` for an ``ItemConvertible`` value, the value's own
    /// type for the others.
    associatedtype Styled

    /// The value with a modifier's change applied. It exists for the modifiers; you need
    /// neither call nor write it.
    func _applying(_ change: _StyleChange) -> Styled
}

/// What one style modifier changes. It exists for ``Stylable``; you need neither make nor
/// read one.
public struct _StyleChange: Sendable {
    /// The style whose attributes fill in those the value leaves unset; `nil` leaves its
    /// style as it is.
    package var style: Style?
    /// The colour to put behind the value's text; `nil` leaves its background as it is.
    package var background: Color?

    /// A change that gives `style` under the value's own.
    package static func style(_ style: Style) -> _StyleChange { _StyleChange(style: style) }

    /// A change that puts `color` behind the value's text.
    package static func background(_ color: Color) -> _StyleChange { _StyleChange(background: color) }
}

extension ItemConvertible {
    /// The item with the change applied: a background replaces the item's own, since the
    /// modifier is written on the item itself.
    public func _applying(_ change: _StyleChange) -> Item {
        var item = self.item
        if let style = change.style { item.style = item.style.inheriting(from: style) }
        // Only a background attaches: attaching allocates, and a style needs none.
        guard let background = change.background else { return item }
        return item.attaching(link: item.link, background: background)
    }
}

extension Section: Stylable {
    /// The section with the change applied; its header, items and footer inherit it.
    public func _applying(_ change: _StyleChange) -> Section {
        var section = self
        // Each part is set only when changed: setting one interns a new look.
        if let style = change.style { section.style = section.style.inheriting(from: style) }
        if let background = change.background { section.background = background }
        return section
    }
}
