extension SectionLayout {
    /// The layout drawn inside a box, the section's header in its top border.
    ///
    /// ```swift
    /// Section(header: "Disk", layout: .table(columns).inPanel()) { rows }
    /// // ┌─ Disk ─────────────────┐
    /// // │ Volume  Used           │
    /// // …
    /// ```
    ///
    /// Inside a box the padding does the indenting, so this also sets the items' leading
    /// inset to 0; change ``insets`` after it for another value.
    ///
    /// - Parameter style: The panel's padding; one column on each side by default.
    /// - Returns: The layout in a panel.
    public func inPanel(_ style: PanelStyle = PanelStyle()) -> SectionLayout {
        var layout = self
        layout.panelStyle = style
        layout.insets.leading = 0
        return layout
    }

    /// The layout with other insets.
    ///
    /// - Parameters:
    ///   - leading: Columns before the items; 2 by default outside a panel.
    ///   - trailing: Columns after the items; 0 by default.
    /// - Returns: The changed layout.
    public func insets(leading: Int, trailing: Int = 0) -> SectionLayout {
        var layout = self
        layout.insets = Insets(leading: leading, trailing: trailing)
        return layout
    }

    /// The layout with empty lines between items, or between grid and table rows.
    ///
    /// - Parameter lines: Empty lines; 0 by default.
    /// - Returns: The changed layout.
    public func spacing(_ lines: Int) -> SectionLayout {
        var layout = self
        layout.spacing = lines
        return layout
    }

    /// The layout with a separator between items, or between grid and table rows.
    ///
    /// - Parameter separator: ``Separator/rule`` for a horizontal line.
    /// - Returns: The changed layout.
    public func separator(_ separator: Separator) -> SectionLayout {
        var layout = self
        layout.separator = separator
        return layout
    }

    /// The layout with text and self-sizing items aligned otherwise within their width.
    ///
    /// Label/value rows always span the width; panels always fill it.
    ///
    /// - Parameter alignment: Where each line sits.
    /// - Returns: The changed layout.
    public func alignment(_ alignment: Alignment) -> SectionLayout {
        var layout = self
        layout.alignment = alignment
        return layout
    }

    /// Whether every parameter has its default: a list laid out exactly as the Plain layout
    /// article says.
    package var isPlainList: Bool {
        kind == .list && panelStyle == nil && insets == Insets(leading: 2, trailing: 0) && spacing == 0
            && separator == .none && alignment == .leading
    }

    /// The layout with box rules around and between a table's cells (see ``TableBorder``).
    ///
    /// ```swift
    /// Section(layout: .table(columns).border(.heavy, betweenRows: true)) { rows }
    /// ```
    ///
    /// - Parameters:
    ///   - border: The rules' look; ``TableBorder/none`` removes them.
    ///   - betweenRows: Whether a rule runs between rows too, not only under the titles.
    /// - Returns: The layout with the border; layouts other than tables ignore it.
    public func border(_ border: TableBorder, betweenRows: Bool = false) -> SectionLayout {
        var layout = self
        layout.border = border
        layout.rulesBetweenRows = betweenRows
        return layout
    }
}
