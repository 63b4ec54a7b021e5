import Foundation

/// What the checkers answer, decoded.
extension Checkers {
    /// What a terminal shows for one output.
    struct Screen: Decodable, Equatable {
        var lines: [String]
        /// Styled runs of cells per line: text, colour, bold, italics, underscore, reverse.
        var segments: [[[Cell]]]
        var title: String
        var cursor: [Int]
        /// Per line, the runs of cells drawn while an OSC 8 hyperlink was open, as
        /// `[text, url]`.
        var links: [[[String]]]?

        enum Cell: Decodable, Equatable, CustomStringConvertible {
            case text(String)
            case flag(Bool)

            init(from decoder: any Decoder) throws {
                let value = try decoder.singleValueContainer()
                if let flag = try? value.decode(Bool.self) {
                    self = .flag(flag)
                } else {
                    self = .text(try value.decode(String.self))
                }
            }

            var description: String {
                switch self {
                case .text(let text): text
                case .flag(let flag): flag ? "true" : "false"
                }
            }
        }

        /// The styled runs as `text|colour|b|i` strings, bold and italics as letters.
        var styledRuns: [String] {
            segments.flatMap { line in
                line.map { cells in
                    let values = cells.map(\.description)
                    return values[0] + "|" + values[1] + (values[2] == "true" ? "|bold" : "")
                        + (values[3] == "true" ? "|italic" : "")
                }
            }
        }
    }

    /// A block of Markdown as read back.
    struct MarkdownBlock: Decodable, Equatable {
        var kind: String
        var level: Int?
        var bullet: String?
        var text: String?
        var strong: [String]?
        var emphasis: [String]?
        /// The struck-through parts, which only cmark-gfm reports, and only when there are some.
        var strikethrough: [String]?
        var items: [Inline]?
        /// A table's rows, its head row first: each cell's text.
        var rows: [[String]]?
    }

    struct Inline: Decodable, Equatable {
        var text: String
        var strong: [String]
        var emphasis: [String]
        /// The struck-through parts, which only cmark-gfm reports, and only when there are some.
        var strikethrough: [String]? = nil
        /// The item's own bullet list (a panel's contents under its title), if it has one.
        var items: [Inline]? = nil
    }

    struct MarkdownReading: Decodable, Equatable {
        var blocks: [MarkdownBlock]
        var unexpected: [String]
    }

    /// What cmark-gfm reads back: the blocks as ``MarkdownReading`` has them, and every
    /// link, image and raw HTML node it makes (the renderer's own `<br>` in a cell and
    /// `<!-- -->` before an `@` aside; `separators` counts the latter).
    struct GFMReading: Decodable, Equatable {
        var blocks: [MarkdownBlock]
        var unexpected: [String]
        var links: [String]
        /// The text of each link, in the order of ``links``.
        var linkTexts: [String]
        var images: [String]
        var html: [String]
        var separators: Int

        /// The blocks and unexpected nodes, to compare with what a document should read.
        var markdown: MarkdownReading { MarkdownReading(blocks: blocks, unexpected: unexpected) }
    }

    struct HTMLElement: Decodable, Equatable {
        var tag: String
        var attributes: [String: String]
        var text: String
    }

    struct HTMLReading: Decodable, Equatable {
        var elements: [HTMLElement]
        var errors: [String]
    }

    struct TerminalInput: Encodable {
        var text: String
        var width: Int
    }

    struct HTMLInput: Encodable {
        var html: String
        var standalone: Bool
    }
}
