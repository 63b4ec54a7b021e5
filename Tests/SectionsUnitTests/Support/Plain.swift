import Sections

@testable import Core
@testable import Interactive

/// The plain rendering of a document, for golden tests that state their width.
func plain(_ document: Document, width: Int, options: LayoutOptions = LayoutOptions()) throws -> String {
    try PlainRenderer.render(document, width: width, options: options)
}

/// The plain rendering of one section, for golden tests that state their width.
func plain(
    width: Int, header: String? = nil, layout: SectionLayout, options: LayoutOptions = LayoutOptions(),
    @SectionBuilder _ items: () -> [Item]
) throws -> String {
    try plain(
        Document { Section(header: header, layout: layout, items: items) }, width: width, options: options)
}

extension LayoutOptions {
    /// ASCII glyphs, for outputs that ask for them.
    static let ascii = LayoutOptions(glyphs: .ascii)
}
