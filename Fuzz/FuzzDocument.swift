// libFuzzer entry point: arbitrary bytes → the checks that judge input as it arrives → JSON
// decoding → validation → layout at a width taken from the input → every renderer, SVG
// included. Compiled into one module with the sources of Core, Files and Syscalls by
// Scripts/fuzz, so it reaches internal invariants too. Any crash, hang or broken invariant
// is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocument(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    // The first byte picks the width, so the fuzzer explores narrow and wide layouts.
    let width = 8 + Int(bytes.first ?? 0) % 120
    let input = bytes.dropFirst()
    let refused = firstRefusedByte(input, chunk: 1 + Int(bytes.first ?? 0) % 13)
    guard let document = try? Document(jsonBytes: input) else { return 0 }
    if let refused { fatalError("reading a stream stopped at byte \(refused) of a valid document") }
    // A valid document's every prefix is one that more input could complete.
    for cut in [input.count / 3, input.count / 2, input.count - 1] where cut > 0 {
        do {
            try InputJudgement.checkPrefix(UnsafeBufferPointer(rebasing: input.prefix(cut)))
        } catch {
            fatalError("the first \(cut) bytes of a valid document were judged final: \(error)")
        }
    }
    guard let layout = try? LaidOutDocument(document, width: width) else {
        fatalError("a width from 8 to 127 must be accepted")
    }
    var plain = PlainRenderer()
    let text = plain.render(layout)
    checkInvariants(of: text, width: width)
    checkOtherFormats(layout, plain: text)
    let json = document.json()
    guard let again = try? Document(json: json), again.json() == json else {
        fatalError("JSON output must decode to the same document")
    }
    return 0
}

/// Where the syntax check that follows a stream refuses `input`, fed in chunks of `chunk`
/// bytes, if anywhere.
private func firstRefusedByte(_ input: Slice<UnsafeBufferPointer<UInt8>>, chunk: Int) -> Int? {
    var check = JSONStreamCheck()
    var start = input.startIndex
    while start < input.endIndex {
        let end = min(start + chunk, input.endIndex)
        if let bad = check.check(input[start..<end]) { return start - input.startIndex + bad }
        start = end
    }
    return nil
}

/// The plain layout's promises: no line wider than the width, none ending with a space, no raw control
/// character, and one final line feed unless the output is empty.
private func checkInvariants(of text: String, width: Int) {
    precondition(text.isEmpty || text.hasSuffix("\n"), "output must end with a line feed")
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        precondition(!line.hasSuffix(" "), "a line ends with a space: \(line.debugDescription)")
        precondition(DisplayWidth.of(line) <= width, "a line is wider than \(width): \(line.debugDescription)")
        for scalar in line.unicodeScalars {
            let value = scalar.value
            precondition(
                !(value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)),
                "a raw control character reached the output")
        }
    }
}

/// The other formats: ANSI is the plain text once its SGR sequences are taken out, and no
/// format lets a raw control character through.
private func checkOtherFormats(_ layout: LaidOutDocument, plain: String) {
    var ansi = ANSIRenderer(colors: .trueColor)
    let styled = ansi.render(layout)
    precondition(withoutSGR(styled) == plain, "ANSI must show the plain text")
    var markdown = MarkdownRenderer()
    var html = HTMLRenderer(standalone: true)
    var svg = SVGRenderer(window: SVGRenderer.Window(title: "fuzz"))
    let picture = svg.render(layout)
    checkMarkup(of: picture)
    for output in [markdown.render(layout), html.render(layout), picture] {
        for scalar in output.unicodeScalars where scalar.value != 0x0A {
            let value = scalar.value
            precondition(
                !(value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)),
                "a raw control character reached Markdown, HTML or SVG")
        }
    }
}

/// SVG: every `<` starts one of the renderer's own tags and every `&` one of its five
/// references, so content made no element, attribute or entity of its own. Compared byte
/// by byte: a reference followed by a combining mark is one `Character` with it.
private func checkMarkup(of svg: String) {
    // `<path` draws box-drawing characters as lines reaching their cells' edges.
    let tags = [
        "<svg ", "</svg>", "<style>", "</style>", "<rect ", "<circle ", "<text ", "</text>", "<path ",
    ]
    let references = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]
    let bytes = Array(svg.utf8)
    for index in bytes.indices where bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: "&") {
        let known = bytes[index] == UInt8(ascii: "<") ? tags : references
        precondition(
            known.contains { bytes[index...].starts(with: $0.utf8) },
            "SVG markup from content at byte \(index)")
    }
}

/// `text` without `ESC [ digits ; … m` sequences.
private func withoutSGR(_ text: String) -> String {
    var out = ""
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
        if scalar == "\u{1B}" {
            while let next = scalars.popFirst(), next != "m" {}
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}
