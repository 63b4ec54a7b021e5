/// A section's layout and styles, behind one reference that every section with the
/// defaults shares.
///
/// Held inline, the layout and three styles were most of a small section's size, in every
/// section of a document of a million, and twice over in `sections diff`, though nearly
/// every section has the defaults. Behind a shared reference they cost one pointer, and a
/// section that changes them pays one allocation.
struct SectionLook: Hashable, Sendable {
    private let box: Box<Parts>

    struct Parts: Hashable, Sendable {
        var layout = SectionLayout.list
        var style = Style.plain
        var headerStyle = Style.plain
        var footerStyle = Style.plain
        var background: Color?
        var headerBackground: Color?
        var footerBackground: Color?
    }

    private init(_ parts: Parts) { box = Box(parts) }

    /// The defaults: a list, plain styles.
    static let standard = SectionLook(Parts())

    var value: Parts { box.value }

    /// `parts` behind the shared reference when they are the defaults, else behind a new one.
    private static func shared(_ parts: Parts) -> SectionLook {
        parts == standard.value ? standard : SectionLook(parts)
    }

    /// The look with `change` made to its parts, shared when that makes the defaults.
    func changing(_ change: (inout Parts) -> Void) -> SectionLook {
        var parts = value
        change(&parts)
        return Self.shared(parts)
    }

    static func == (lhs: SectionLook, rhs: SectionLook) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}
