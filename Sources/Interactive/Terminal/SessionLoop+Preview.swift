import Core

/// The preview pane of a session: the caller's `content` runs on a thread of its own, one
/// call at a time, and its result reaches the loop through the mailbox, so that the loop
/// never waits for it.
extension SessionLoop {
    /// The list's part of the screen, the pane taking the rest.
    package var listSize: (rows: Int, columns: Int) {
        pane?.split(rows: region.height, columns: size.columns).list ?? (
            rows: region.height, columns: size.columns
        )
    }

    /// The frame to draw: the list's, with the pane beside or below it.
    package func composedFrame() -> Frame {
        let frame = model.frame()
        return pane?.compose(frame, rows: region.height, columns: size.columns) ?? frame
    }

    /// Asks for the preview of the highlighted item unless it is shown or being made;
    /// when another is being made, this is asked again once it arrives.
    package mutating func requestPreview() {
        guard var pane, let content = previewContent else { return }
        let number = model.highlightedNumber
        if previewRunning {
            // A preview of an item the highlight has left is stopped (a command is killed).
            if number != previewRunningNumber { previewCancellation?.cancel() }
            return
        }
        guard number != pane.number || previewShownVersion != previewVersion else { return }
        guard let number, let path = Optional(model.path(ofNumber: number)),
            let item = try? model.document.item(at: path)
        else {
            pane.show(nil, for: nil, width: paneColumns)
            self.pane = pane
            previewShownVersion = previewVersion
            dirty = true
            return
        }
        let version = previewVersion
        let mailbox = self.mailbox
        let cancellation = PreviewCancellation()
        let started = SessionThread.start {
            mailbox.post(
                PreviewResult(number: number, version: version, document: content(item, cancellation)))
        }
        guard started else { return }
        previewRunning = true
        previewRunningNumber = number
        previewCancellation = cancellation
    }

    /// A preview arrived: shown if its item is still highlighted in the same version.
    package mutating func receive(_ previews: [PreviewResult]) {
        guard !previews.isEmpty, var pane else { return }
        previewRunning = false
        if let last = previews.last, last.version == previewVersion, last.number == model.highlightedNumber {
            pane.show(last.document, for: last.number, width: paneColumns)
            self.pane = pane
            previewShownVersion = previewVersion
            dirty = true
        }
        requestPreview()
    }

    /// The pane's width on the screen now.
    package var paneColumns: Int {
        pane?.split(rows: region.height, columns: size.columns).pane?.columns ?? 0
    }

    /// The screen changed size: the pane's lines are laid out again at its new width.
    package mutating func resizePane() {
        guard var pane else { return }
        pane.layOut(width: max(paneColumns, LayoutError.minimumWidth))
        self.pane = pane
    }
}
