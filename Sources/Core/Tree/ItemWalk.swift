/// A depth-first walk over items that enters the bodies of your own ``SectionItem`` types.
///
/// Bodies are built as the walk reaches them and the walk keeps its own stack, so an item
/// nested ten thousand levels deep costs memory, not call-stack depth.
package enum ItemWalk {
    /// What the walk is doing at an item.
    package enum Step {
        /// An item without a body: text, row, header, footer or self-sizing item.
        case leaf
        /// A composed item, before its body.
        case enter
        /// A composed item, after its body.
        case leave
    }

    /// Deeper nesting than this is taken for a body that contains itself.
    package static let maximumDepth = 1_000_000

    /// Visits `items` in reading order.
    ///
    /// - Parameters:
    ///   - items: The top-level items.
    ///   - visit: Called with the step, the item, and the indices from `items` down to the
    ///     item (one index per level of bodies).
    /// - Throws: Whatever `visit` throws, which ends the walk.
    /// - Precondition: No body nests deeper than ``maximumDepth`` levels; deeper nesting
    ///   means a body that contains itself, a programmer error.
    package static func walk<Failure: Error>(
        _ items: [Item], _ visit: (Step, Item, [Int]) throws(Failure) -> Void
    ) throws(Failure) {
        var levels: [(items: [Item], next: Int)] = [(items, 0)]
        var path: [Int] = []
        while let top = levels.indices.last {
            guard levels[top].next < levels[top].items.count else {
                levels.removeLast()
                guard let parent = levels.indices.last else { return }
                try visit(.leave, levels[parent].items[levels[parent].next - 1], path)
                path.removeLast()
                continue
            }
            let index = levels[top].next
            levels[top].next += 1
            let item = levels[top].items[index]
            path.append(index)
            if case .composed(let composed) = item.content {
                precondition(
                    levels.count < maximumDepth,
                    "items nest deeper than \(maximumDepth) levels: does a body contain its own item?")
                try visit(.enter, item, path)
                levels.append((composed.body, 0))
            } else {
                try visit(.leaf, item, path)
                path.removeLast()
            }
        }
    }
}
