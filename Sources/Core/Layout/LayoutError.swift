/// A reason a document cannot be laid out.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The width that was asked for.
    public var width: Int

    /// The narrowest width a layout accepts: 8 columns.
    public static let minimumWidth = 8
    /// The widest width a layout accepts: 1,000,000 columns.
    public static let maximumWidth = LayoutParameter.largest

    /// Throws unless `width` is one a layout accepts: the one check every renderer makes.
    package static func check(_ width: Int) throws(LayoutError) {
        guard (minimumWidth...maximumWidth).contains(width) else { throw LayoutError(width: width) }
    }

    /// `width 5 is out of range: it must be from 8 to 1000000`.
    public var description: String {
        "width \(width) is out of range: it must be from \(Self.minimumWidth) to \(Self.maximumWidth)"
    }
}
