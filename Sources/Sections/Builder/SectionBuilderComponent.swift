extension SectionBuilder {
    /// The items of one statement, or of a block of statements, while a block is built.
    ///
    /// A block's result is an `[Item]`; you meet this type only in the builder's own
    /// signatures. Most statements are one item: holding it inline rather than in an
    /// array of one saves an allocation per statement, which is most of what building a
    /// large section in a `for` loop would otherwise cost.
    public struct Component: Sendable {
        private enum Storage: Sendable {
            case one(Item)
            case many([Item])
        }

        private let storage: Storage

        init(_ item: consuming Item) { storage = .one(item) }

        /// An item of built-in content, made in place.
        init(content: consuming Item.Content) { storage = .one(Item(content: content)) }

        init(_ items: [Item]) { storage = .many(items) }

        /// The items of every part, in order, in one array sized up front.
        init(joining parts: [Component]) {
            if parts.count == 1 {
                self = parts[0]
                return
            }
            var count = 0
            for index in parts.indices { count += parts[index].count }
            var items: [Item] = []
            items.reserveCapacity(count)
            for index in parts.indices {
                switch parts[index].storage {
                case .one(let item): items.append(item)
                case .many(let more): items.append(contentsOf: more)
                }
            }
            storage = .many(items)
        }

        private var count: Int {
            switch storage {
            case .one: 1
            case .many(let items): items.count
            }
        }

        /// The items, in order.
        var items: [Item] {
            switch storage {
            case .one(let item): [item]
            case .many(let items): items
            }
        }
    }
}
