/// Runs of 0 to 64 spaces, written out as literals: the compiler lays a literal array out in
/// the binary, so nothing is built at first use and the strings need no allocation. The
/// mapped table this replaced cost a slow lazy-initialisation check on every line.
/// `SpacesTests` checks each entry.
@usableFromInline package let spaceRuns: [String] = [
    "", " ", "  ", "   ", "    ", "     ", "      ", "       ", "        ", "         ",
    "          ", "           ", "            ", "             ", "              ",
    "               ", "                ", "                 ", "                  ",
    "                   ", "                    ", "                     ",
    "                      ", "                       ", "                        ",
    "                         ", "                          ", "                           ",
    "                            ", "                             ",
    "                              ", "                               ",
    "                                ", "                                 ",
    "                                  ", "                                   ",
    "                                    ", "                                     ",
    "                                      ", "                                       ",
    "                                        ", "                                         ",
    "                                          ", "                                           ",
    "                                            ",
    "                                             ",
    "                                              ",
    "                                               ",
    "                                                ",
    "                                                 ",
    "                                                  ",
    "                                                   ",
    "                                                    ",
    "                                                     ",
    "                                                      ",
    "                                                       ",
    "                                                        ",
    "                                                         ",
    "                                                          ",
    "                                                           ",
    "                                                            ",
    "                                                             ",
    "                                                              ",
    "                                                               ",
    "                                                                ",
]

/// Writes `count` spaces from the table, so that indentation and padding allocate nothing.
@inlinable
package func writeSpaces(_ count: Int, into output: inout some TextOutputStream) {
    if count < spaceRuns.count {
        output.write(spaceRuns[count])
    } else {
        writeManySpaces(count, into: &output)
    }
}

/// Wider padding, in runs of the longest entry; kept out of line so that the common case
/// stays small enough to inline into every renderer's line loop.
@inline(never) @usableFromInline
package func writeManySpaces(_ count: Int, into output: inout some TextOutputStream) {
    var remaining = count
    while remaining >= spaceRuns.count {
        output.write(spaceRuns[spaceRuns.count - 1])
        remaining -= spaceRuns.count - 1
    }
    output.write(spaceRuns[remaining])
}
