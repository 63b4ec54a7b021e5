package import Core

/// What a showing of a list starts with on a screen of a size: the rows it takes, the
/// preview pane, and the model laid out in the list's part of them. The terminal's
/// session and the scripted one start alike.
package struct SessionStart {
    package let region: ScreenRegion
    package let pane: PreviewPane?
    package let model: ListModel

    package init(list: InteractiveList, rows: Int, columns: Int) throws(LayoutError) {
        region = ScreenRegion(list.placement, rows: rows)
        pane = list.previewContent.map { _ in
            PreviewPane(edge: list.previewEdge, percent: list.previewPercent)
        }
        let area =
            pane?.split(rows: region.height, columns: columns).list ?? (rows: region.height, columns: columns)
        model = try ListModel(
            document: list.document, options: list.options, width: area.columns, height: area.rows)
    }
}

extension InteractiveList {
    /// The model's options: the list's mode, first highlight, prompt and limit.
    package var options: ListOptions {
        // The model's mode is named by its place, not by the module: the fuzzer builds
        // these sources as a module of another name.
        var options = ListOptions(highlightedID: highlightedID, prompt: promptText, limit: limit)
        switch mode {
        case .single: options.mode = .single
        case .multiple: options.mode = .multiple
        case .browse: options.mode = .browse
        }
        return options
    }
}
