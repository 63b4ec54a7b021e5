/// Selection: an action attached to an item in the DSL, dispatched by the document.
///
/// Actions live beside the tree's values, not in them: two items that differ only in
/// their action are equal, hash alike, diff as unchanged and write the same JSON.
extension ItemConvertible {
    /// Attaches an action to run when the item is selected.
    ///
    /// ```swift
    /// @MainActor final class AccountModel {
    ///     func editEmail() { … }
    /// }
    ///
    /// Section(header: "Account") {
    ///     Row("Email", user.email).id("email").onSelect { model.editEmail() }
    /// }
    /// ```
    ///
    /// The action keeps the isolation of the code that writes it, as a `Task`'s body does:
    /// written in a `@MainActor` function it runs on the main actor, and so may call the
    /// model's main-actor methods; written in an actor's method it runs on that actor;
    /// `{ @MainActor in … }` chooses an actor explicitly. Written in nonisolated code it is
    /// nonisolated and may run on any thread. The document stays `Sendable` either way.
    ///
    /// Selecting the item with ``Document/select(itemAt:)`` or
    /// ``Document/select(itemWithID:)`` runs the action on its actor and returns when it
    /// has run. A second `onSelect` replaces the first. The action is
    /// not part of the item's equality, hashing or JSON.
    ///
    /// - Parameter action: The code to run, on the actor it is isolated to.
    /// - Returns: The item with the action.
    public func onSelect(
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () -> Void
    ) -> Item {
        var item = self.item
        item.stored = .attached(
            AttachedContent(
                content: item.content, action: action, link: item.link, background: item.background))
        return item
    }
}

extension Item {
    /// Whether the item has an action from ``ItemConvertible/onSelect(_:)``.
    public var isSelectable: Bool {
        // A pattern, not `!= nil`: Optional's `!=` is generic, and an `@isolated(any)`
        // function type as a generic argument needs the Swift 6 runtime (macOS 15).
        guard case .attached(let attached) = stored, case .some = attached.action else { return false }
        return true
    }
}

/// What selecting an item did.
public enum SelectionOutcome: Hashable, Sendable {
    /// The item's action ran.
    case performed
    /// The item has no action, so nothing ran.
    case noAction
}

extension Document {
    /// Selects the item at a position: runs its action, if it has one, on the action's
    /// actor, and returns when it has run.
    ///
    /// ```swift
    /// switch try await document.select(itemAt: ItemPath(section: 0, item: 1)) {
    /// case .performed: break
    /// case .noAction: print("that row does nothing")
    /// }
    /// ```
    ///
    /// - Parameter path: The item's position.
    /// - Returns: ``SelectionOutcome/performed``, or ``SelectionOutcome/noAction`` when
    ///   the item has no action.
    /// - Throws: ``DataSourceError`` naming the position and the valid range.
    @discardableResult
    public func select(itemAt path: ItemPath) async throws(DataSourceError) -> SelectionOutcome {
        try await item(at: path).select()
    }

    /// Selects the item with an id: runs its action, if it has one, on the action's actor,
    /// and returns when it has run.
    ///
    /// - Parameter id: The item's id.
    /// - Returns: ``SelectionOutcome/performed``, or ``SelectionOutcome/noAction`` when
    ///   the item has no action.
    /// - Throws: ``DataSourceError`` of kind ``DataSourceError/Kind/unknownID`` when no
    ///   item has the id: `no item has id "mail"`.
    /// - Complexity: O(*n*) in the number of items, to find it.
    @discardableResult
    public func select(itemWithID id: String) async throws(DataSourceError) -> SelectionOutcome {
        guard let item = item(withID: id) else { throw .unknownID(id) }
        return await item.select()
    }
}

extension Item {
    package func select() async -> SelectionOutcome {
        guard case .attached(let attached) = stored, let action = attached.action else { return .noAction }
        await action()
        return .performed
    }
}
