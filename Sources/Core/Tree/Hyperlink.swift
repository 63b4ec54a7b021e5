/// Where a link goes: a URL checked to be safe to write into every format.
///
/// Make one in code; a document's content never becomes a link.
///
/// ```swift
/// if let docs = Hyperlink("https://example.com/docs") {
///     Text("Read the docs").link(docs)
/// }
/// let site = try Hyperlink(validating: "https://example.com")   // throws HyperlinkError
/// ```
///
/// A URL is accepted when it starts with an allowed scheme — `http:`, `https:`,
/// `mailto:` or `file:`, in any case — and holds no control character and no white space.
/// Other characters that a URL cannot hold as they are (`"`, `<`, `>`, `\`, `^`, the
/// backquote, `{`, `|`, `}`, `[`, `]`, a `%` that begins no escape, and every character beyond
/// ASCII) are percent-encoded as UTF-8, so that ``url`` is printable ASCII that a terminal, an
/// HTML attribute and a Markdown link destination all read the same way. `[` and `]` are
/// encoded too, since Markdown parsers encode them in what they read back; an IPv6 host
/// written in brackets is therefore not supported.
public struct Hyperlink: Hashable, Sendable, CustomStringConvertible {
    /// Behind one reference, so that a run holding a link is no larger than one without.
    private let storage: Box<String>

    /// The URL, percent-encoded: printable ASCII without spaces.
    public var url: String { storage.value }

    /// The URL.
    public var description: String { url }

    /// The schemes a link may have.
    public static let allowedSchemes = ["http", "https", "mailto", "file"]

    /// Checks and encodes a URL.
    ///
    /// - Parameter string: The URL, such as `https://example.com/a?b=c`.
    /// - Throws: ``HyperlinkError`` saying what is wrong and where.
    public init(validating string: String) throws(HyperlinkError) {
        storage = Box(try Self.encoded(string))
    }

    /// Checks and encodes a URL, or returns `nil` when it cannot be a link (see
    /// ``init(validating:)``).
    ///
    /// - Parameter string: The URL.
    public init?(_ string: String) {
        guard let encoded = try? Self.encoded(string) else { return nil }
        storage = Box(encoded)
    }

    /// Two links are equal when their URLs are.
    public static func == (lhs: Hyperlink, rhs: Hyperlink) -> Bool { lhs.url == rhs.url }

    /// Hashes the URL.
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }

    /// The URL checked and percent-encoded.
    private static func encoded(_ string: String) throws(HyperlinkError) -> String {
        let scalars = Array(string.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                throw HyperlinkError(string, .controlCharacter, at: offset)
            }
            if scalar.properties.isWhitespace { throw HyperlinkError(string, .whiteSpace, at: offset) }
        }
        guard let colon = scalars.firstIndex(of: ":"),
            allowedSchemes.contains(String(String.UnicodeScalarView(scalars[..<colon])).lowercased())
        else { throw HyperlinkError(string, .scheme, at: 0) }
        var out = ""
        var utf8 = Array(string.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, utf8.prefix(2).allSatisfy(isHexDigit) {
                out.unicodeScalars.append("%")
            } else if isKept(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + String(byte >> 4, radix: 16, uppercase: true)
                out += String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// Whether a byte stays as it is: letters, digits and the punctuation RFC 3986 allows
    /// outside brackets, which every format writes without escaping it.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "-._~:/?#@!$&'()*+,;=".utf8.contains(byte)
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }
}

/// Why a string cannot be a ``Hyperlink``: a one-line message that quotes it safely.
///
/// ```swift
/// do { _ = try Hyperlink(validating: "javascript:alert(1)") } catch {
///     print(error)   // link "javascript:alert(1)": the scheme must be http, https, mailto or file
/// }
/// ```
public struct HyperlinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the URL.
    public enum Kind: Hashable, Sendable {
        /// It does not start with an allowed scheme and a colon.
        case scheme
        /// It holds a control character.
        case controlCharacter
        /// It holds white space.
        case whiteSpace
    }

    /// What is wrong.
    public let kind: Kind
    /// The URL as given.
    public let url: String
    /// Where the problem is: the number of Unicode scalars before it.
    public let offset: Int

    package init(_ url: String, _ kind: Kind, at offset: Int) {
        self.url = url
        self.kind = kind
        self.offset = offset
    }

    /// The message, with the URL sanitised and shortened to one line.
    public var description: String {
        let quoted = "link \"\(UntrustedText.singleLine(url))\": "
        switch kind {
        case .scheme: return quoted + "the scheme must be http, https, mailto or file"
        case .controlCharacter: return quoted + "a control character at character \(offset + 1)"
        case .whiteSpace: return quoted + "white space at character \(offset + 1)"
        }
    }
}
