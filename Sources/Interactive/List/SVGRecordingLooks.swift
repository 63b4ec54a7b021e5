import Core

/// The style rules of a recording's looks, made as the looks are met: as the list's
/// terminal rendition draws them (``FrameWriter/graphicRendition(_:)``), in xterm's
/// colours.
package struct SVGRecordingLooks {
    /// The style rule of each class, in the order the classes were made.
    private(set) var rules: [String] = []
    /// The class of each look met so far, -1 for one that is not styled.
    private var classes: [Look: Int] = [:]

    /// xterm's green and magenta, which matches and the chosen mark take.
    package static let green = ConcreteColor.standard(2).hex
    package static let magenta = ConcreteColor.standard(5).hex

    /// The class of a look: the index of its rule, or -1 when it is not styled.
    package mutating func index(of look: Look) -> Int {
        if let index = classes[look] { return index }
        var declarations: [String] = []
        let bold = !look.isDisjoint(with: [.header, .match, .chosen])
        if let colour = Self.colour(of: look) ?? (look.contains(.highlight) ? SVGGeometry.foreground : nil) {
            // Reversed, the text takes the page's colour and the block behind it the text's.
            declarations.append("fill:" + (look.contains(.highlight) ? SVGGeometry.background : colour))
        }
        if bold { declarations.append("font-weight:bold") }
        if !bold, !look.isDisjoint(with: [.status, .dim]) { declarations.append("opacity:0.6") }
        var index = -1
        if !declarations.isEmpty {
            let block = "{" + declarations.joined(separator: ";") + "}"
            index = rules.firstIndex { $0.hasSuffix(block) } ?? rules.count
            if index == rules.count { rules.append(".s" + String(index) + block) }
        }
        classes[look] = index
        return index
    }

    /// The colour of the block behind a reversed look's text; `nil` for one not reversed.
    package func blockFill(of look: Look) -> String? {
        look.contains(.highlight) ? Self.colour(of: look) ?? SVGGeometry.foreground : nil
    }

    /// The colour of a look's text, when it has one of its own.
    private static func colour(of look: Look) -> String? {
        look.contains(.match) ? green : look.contains(.chosen) ? magenta : nil
    }
}
