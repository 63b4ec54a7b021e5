import Sections

extension ListSession {
    /// The session as one animated SVG image: every frame, each shown from its time until
    /// the next frame's, the last for two seconds, then again from the start.
    ///
    /// ```swift
    /// let session = try InteractiveList(menu).session(rows: 6, columns: 30, keys: "Down cof Enter")
    /// let image = session.recording()
    /// print(image.hasPrefix("<svg"))
    /// ```
    ///
    /// Each frame is drawn as ``SVGRenderer`` draws a terminal: the same grid, fonts and
    /// colours, the list's looks as its terminal rendition shows them (headers and matches
    /// bold, matches green, the highlighted row in reverse video, the status line faint).
    /// Frames are switched by CSS animations inside the image, which holds no script and
    /// no external reference, so GitHub and DocC show it as a picture. Text only ever
    /// becomes escaped XML text, as in every SVG the package writes.
    ///
    /// - Parameter pace: The time between frames, when the session's own times are not
    ///   wanted; `nil`, the default, shows each frame at its ``SessionFrame/time``.
    /// - Returns: The SVG document, ending with a line feed.
    public func recording(pace: Duration? = nil) -> String {
        let frames = self.frames.enumerated().map { index, frame in
            (
                frame: Frame(
                    rows: frame.rows.map { row in
                        FrameRow(
                            segments: row.segments.map {
                                FrameSegment(
                                    text: $0.text, width: $0.width, look: Look(rawValue: $0.style.rawValue))
                            })
                    }),
                time: pace.map { SVGRecording.time(ofFrame: index, pace: $0) } ?? frame.time
            )
        }
        return SVGRecording(rows: rows, columns: columns, frames: frames).svg
    }
}
