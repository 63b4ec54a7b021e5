/// What ``DocumentDecoder`` makes of the sections and items it reads: the document's tree
/// (``TreeOutput``), or each handed to a reader that keeps something else
/// (``ReceiverOutput``).
///
/// The decoder's reading is one for both: the JSON, its paths, its errors and the release
/// of the input. An output holds whatever it keeps and whatever it needs to keep it, so the
/// decoder never asks which one it feeds. The decoder is generic over its output, not
/// handed one of any type, so that each output is compiled into a decoder of its own, as
/// fast as one written for it alone.
package protocol DecoderOutput {
    /// Whether it takes sections nested among items; the diff's records do not yet.
    static var readsNestedSections: Bool { get }

    /// Sets the items taken so far aside: a nested section's come next, up to its
    /// ``endItems()``.
    mutating func beginNestedSection()

    /// Takes back the items set aside by the matching ``beginNestedSection()``.
    mutating func endNestedSection()

    /// Gives the section being read its id, as the text the input holds, valid only for
    /// the call.
    mutating func setID(_ id: DecodedText, of section: inout Section)

    /// Takes the next item of the section being read; its bytes last only for the call.
    mutating func take(_ item: DecodedItem)

    /// The items taken since the last section, as the section is to hold them.
    mutating func endItems() -> [Item]

    /// The rule of a table (``Section/tableViolation(hasColumns:)``) that `section` breaks
    /// with the items taken for it, and the offending item's index.
    func tableViolation(
        of section: Section, hasColumns: Bool
    ) -> (item: Int?, violation: FormatViolation)?

    /// Takes the section just read, holding the items ``endItems()`` gave for it.
    mutating func take(_ section: Section)

    /// The array of sections in `bytes` begins after `offset`; `release` is the input's,
    /// when it is a file's. An output may start reading its later half (``LaterHalf``).
    mutating func beginSections(
        in bytes: UnsafeBufferPointer<UInt8>, after offset: Int, release: InputRelease?)

    /// Before the element of the sections' array at `offset`: where that array ends and
    /// how many ids there are, when the output already holds the sections from there to
    /// its end, read ahead; `nil` to read on.
    mutating func sectionsReadAhead(at offset: Int) throws(DocumentError) -> (end: Int, idCount: Int)?

    /// The offset before which the input may be released once the decoder has read it
    /// up to `offset`.
    mutating func releasable(before offset: Int) -> Int

    /// Stops any reading ahead: the decoder is done with the sections' array, or failed.
    mutating func stopReadingAhead()

    /// The sections the document is to hold once their array is read.
    mutating func endSections() throws(DocumentError) -> [Section]
}
