/// A section's layout and styles, behind one reference that every section with the
/// defaults shares.
///
/// Held inline, the layout and three styles were most of a small section's size, in every
/// section of a document of a million, and twice over in `sections diff`, though nearly
/// every section has the defaults. Behind a shared reference they cost one pointer, and a
/// section that changes them pays one allocation.
package struct SectionLook: Hashable, Sendable {
    private let box: Box<Parts>

    package struct Parts: Hashable, Sendable {
        package var layout = SectionLayout.list
        package var style = Style.plain
        package var headerStyle = Style.plain
        package var footerStyle = Style.plain
        package var background: Color?
        package var headerBackground: Color?
        package var footerBackground: Color?
    }

    private init(_ parts: Parts) { box = Box(parts) }

    /// The defaults: a list, plain styles.
    package static let standard = SectionLook(Parts())

    package var value: Parts { box.value }

    /// `parts` behind the shared reference when they are the defaults, else behind a new one.
    private static func shared(_ parts: Parts) -> SectionLook {
        parts == standard.value ? standard : SectionLook(parts)
    }

    /// The look with `change` made to its parts, shared when that makes the defaults.
    package func changing(_ change: (inout Parts) -> Void) -> SectionLook {
        var parts = value
        change(&parts)
        return Self.shared(parts)
    }

    package static func == (lhs: SectionLook, rhs: SectionLook) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}
