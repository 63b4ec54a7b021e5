extension Theme {
    /// `style` for text of `role` over a document's `background`: the same, but where the
    /// text's colour (its own or its role's) is the background's, as a label in the accent
    /// colour over an accent background would be, black or white, whichever reads on it.
    ///
    /// The colours are compared as the terminal shows them, so that a semantic colour and
    /// the terminal colour it stands for are the same.
    package func readable(_ style: Style, role: Role, over background: Color) -> Style {
        guard let color = style.inheriting(from: self.style(for: role)).color,
            let text = concrete(color, in: terminalColors),
            let block = concrete(background, in: terminalColors), text == block
        else { return style }
        var readable = style
        // Perceived brightness, weighed as the W3C's colour-brightness formula weighs the three.
        let (red, green, blue) = block.rgb
        let brightness = 299 * Int(red) + 587 * Int(green) + 114 * Int(blue)
        readable.color = brightness > 128 * 1000 ? .black : .white
        return readable
    }
}
