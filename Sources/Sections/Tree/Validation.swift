extension Document {
    /// Checks the rules the tree's types cannot: section ids unique among sections, item
    /// ids unique across the whole document (items inside your own item types' bodies
    /// included).
    ///
    /// - Throws: ``DocumentError`` of kind ``DocumentError/Kind/duplicateID`` naming the
    ///   second use and the first.
    /// - Complexity: O(*n*) in the number of items.
    public func validate() throws(DocumentError) {
        var sectionIDs: [String: Int] = [:]
        var itemIDs: [String: ItemPosition] = [:]
        for (s, section) in sections.enumerated() {
            if let id = section.id {
                if let first = sectionIDs[id] {
                    throw DocumentError(
                        .duplicateID, at: "sections[\(s)]",
                        "duplicate section id \(quoted(id)), first used at sections[\(first)]")
                }
                sectionIDs[id] = s
            }
            try Self.checkItems(section.items, section: s, seen: &itemIDs)
        }
    }

    private static func checkItems(
        _ items: [Item], section: Int, seen: inout [String: ItemPosition]
    ) throws(DocumentError) {
        try ItemWalk.walk(items) { (step, item, path) throws(DocumentError) in
            guard step != .leave, let id = item.id else { return }
            let here = ItemPosition(section: section, indices: path)
            if let first = seen[id] {
                throw DocumentError(
                    .duplicateID, at: here.path,
                    "duplicate item id \(quoted(id)), first used at \(first.path)")
            }
            seen[id] = here
        }
    }
}

/// Where an item stands, kept as numbers so that checking a large document builds no
/// strings; the JSON path is made only for an error message.
private struct ItemPosition {
    let section: Int
    /// Item indices from the section down through bodies of user item types.
    let indices: [Int]

    var path: String {
        var path = "sections[\(section)]"
        for (depth, index) in indices.enumerated() {
            path += depth == 0 ? ".items[\(index)]" : ".body[\(index)]"
        }
        return path
    }
}

/// A string as it would be written in JSON, for messages that quote content.
func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
            out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
