/// A section is a statement of a section's block: sections nest to any depth.
///
/// ```swift
/// Section("Sources") {
///     Section("NIOCore") {
///         Text("ByteBuffer.swift")
///     }
///     Text("Package.swift")
/// }
/// ```
extension Section: SectionContent {
    /// The section as an item of the section around it.
    public consuming func _sectionItem() -> Item { Item(content: .section(NestedSection(self))) }
}
