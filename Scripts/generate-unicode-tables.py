#!/usr/bin/env python3
"""Generate Sources/Core/Unicode/UnicodeTables.swift and LineBreakClasses.swift from the
Unicode Character Database.

The library measures text in terminal cells (the Display width article) without any runtime
dependency, so the Unicode data it needs is compiled into Swift tables by this
script and committed. Reads the UCD 15.0.0 files committed in Scripts/UCD (copies of
Debian's `unicode-data` package): UnicodeData.txt, EastAsianWidth.txt, PropList.txt,
emoji/emoji-data.txt, auxiliary/GraphemeBreakProperty.txt and LineBreak.txt (the line-break
classes, Scripts/line_break_table.py).

Usage:
    Scripts/generate-unicode-tables.py            # rewrite the Swift files
    Scripts/generate-unicode-tables.py --check    # exit 1 when a committed file is stale
    Scripts/generate-unicode-tables.py --data DIR # read the UCD from DIR (e.g. /usr/share/unicode)

Python 3 standard library only.
"""

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import line_break_table  # noqa: E402  (the line-break tables, kept beside this script)

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = ROOT / "Scripts" / "UCD"
OUTPUT = ROOT / "Sources" / "Core" / "Unicode" / "UnicodeTables.swift"
LINE_BREAK_OUTPUT = ROOT / "Sources" / "Core" / "Unicode" / "LineBreakClasses.swift"
CODE_SPACE = 0x110000
SURROGATES = range(0xD800, 0xE000)
# Display width: Hangul Jamo medial vowels and finals join the preceding initial.
JAMO_ZERO = (range(0x1160, 0x1200), range(0xD7B0, 0xD800))
SOFT_HYPHEN = 0x00AD  # Cf, but terminals print it: display width counts it 1.
ZERO_CATEGORIES = {"Cc", "Mn", "Me", "Cf"}
WIDE_CLASSES = {"W", "F"}
RUNS_PER_LINE = 8
# Emoji blocks (Mahjong Tiles .. Symbols and Pictographs Extended-A) that DisplayWidth treats as
# starting a cluster after ASCII; `pictograph_block` checks the grapheme data still allows it.
PICTOGRAPH_BLOCK = range(0x1F000, 0x1FB00)


def fail(message):
    """Stop with a message on standard error; exit status 2 means the data is unusable."""
    print(f"generate-unicode-tables: {message}", file=sys.stderr)
    sys.exit(2)


def read_lines(path):
    """The lines of a UCD file; a missing file names the package that ships it."""
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        fail(f"{path} is missing: pass --data DIR with the UCD files "
             "(Debian's unicode-data package puts them in /usr/share/unicode)")


def code_range(text):
    """`0300..036F` or `00AD` as a Python range."""
    first, _, last = text.strip().partition("..")
    return range(int(first, 16), int(last or first, 16) + 1)


def records(path):
    """(range, fields) for each data line of a semicolon-separated UCD property file."""
    for line in read_lines(path):
        data = line.split("#", 1)[0].strip()
        if data:
            fields = [field.strip() for field in data.split(";")]
            yield code_range(fields[0]), fields[1:]


def ucd_version(path):
    """The version in a UCD file's first line, e.g. `# EastAsianWidth-15.0.0.txt`."""
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", read_lines(path)[0])
    if not match:
        fail(f"{path} does not start with a versioned file name")
    return match.group(1)


def general_categories(data):
    """General category of every code point; unlisted ones are unassigned (Cn)."""
    categories = ["Cn"] * CODE_SPACE
    range_start = None
    for line in read_lines(data / "UnicodeData.txt"):
        fields = line.split(";")
        code, name, category = int(fields[0], 16), fields[1], fields[2]
        if name.endswith(", First>"):
            range_start = code
            continue
        start = range_start if name.endswith(", Last>") else code
        categories[start:code + 1] = [category] * (code + 1 - start)
        range_start = None
    return categories


def wide_code_points(data):
    """Code points whose East_Asian_Width is Wide or Fullwidth.

    `@missing` defaults come first, so files from Unicode 15.1 on, which leave
    unassigned CJK blocks to those defaults, give the same answer.
    """
    path = data / "EastAsianWidth.txt"
    wide = bytearray(CODE_SPACE)
    for line in read_lines(path):
        if line.startswith("# @missing:"):
            codes, _, value = line.split(":", 1)[1].partition(";")
            for code in code_range(codes):
                wide[code] = value.strip() in WIDE_CLASSES
    for codes, fields in records(path):
        for code in codes:
            wide[code] = fields[0] in WIDE_CLASSES
    return wide


def single_range(path, property_name):
    """The one contiguous range holding a binary property; several ranges are an error."""
    codes = sorted(code for codes, fields in records(path) if fields[0] == property_name
                   for code in codes)
    if not codes or codes[-1] - codes[0] + 1 != len(codes):
        fail(f"{property_name} in {path} is not one contiguous range")
    return codes[0], codes[-1]


def pictograph_block(data, modifiers, indicators):
    """PICTOGRAPH_BLOCK, after checking that nothing in it but the emoji modifiers (Extend) and
    regional indicators has a Grapheme_Cluster_Break value, so no other scalar there joins the
    cluster before it."""
    allowed = {code for low, high in (modifiers, indicators) for code in range(low, high + 1)}
    path = data / "auxiliary" / "GraphemeBreakProperty.txt"
    for codes, fields in records(path):
        for code in codes:
            if code in PICTOGRAPH_BLOCK and code not in allowed:
                fail(f"{path} makes U+{code:04X} {fields[0]}: "
                     "the pictograph shortcut in DisplayWidth no longer holds")
    return PICTOGRAPH_BLOCK.start, PICTOGRAPH_BLOCK.stop - 1


def widths(data):
    """Display width (0, 1 or 2) of every code point outside any cluster rule."""
    categories = general_categories(data)
    wide = wide_code_points(data)
    result = bytearray(CODE_SPACE)
    for code in range(CODE_SPACE):
        if code != SOFT_HYPHEN and categories[code] in ZERO_CATEGORIES:
            result[code] = 0
        else:
            result[code] = 2 if wide[code] else 1
    for codes in JAMO_ZERO:
        for code in codes:
            result[code] = 0
    # Surrogates are never scalars: giving them their neighbour's width saves a run.
    for code in SURROGATES:
        result[code] = result[SURROGATES.start - 1]
    return result


def runs(width_of):
    """(start, width) wherever the width changes, from U+0000 on."""
    return [(code, width_of[code]) for code in range(CODE_SPACE)
            if code == 0 or width_of[code] != width_of[code - 1]]


def swift_run(start, width):
    """`0x1F3FB_2`: reads as code point, underscore, width, and equals `start << 4 | width`."""
    return f"0x{start:04X}_{width}"


def render(data):
    """The complete text of UnicodeTables.swift."""
    version = ucd_version(data / "EastAsianWidth.txt")
    width_of = widths(data)
    width_runs = runs(width_of)
    narrow_end = next(code for code in range(0xA0, CODE_SPACE) if width_of[code] != 1)
    modifiers = single_range(data / "emoji" / "emoji-data.txt", "Emoji_Modifier")
    indicators = single_range(data / "PropList.txt", "Regional_Indicator")
    pictographs = pictograph_block(data, modifiers, indicators)
    cells = [swift_run(start, width) + "," for start, width in width_runs]
    lines = [" ".join(cells[i:i + RUNS_PER_LINE]) for i in range(0, len(cells), RUNS_PER_LINE)]
    table = "\n".join("        " + line for line in lines)
    return f"""\
// swift-format-ignore-file
// Generated by Scripts/generate-unicode-tables.py from the Unicode Character Database
// {version}. Do not edit: change the script and run it again; `--check` tells CI whether
// this file is current.

/// Unicode data behind display width (the Display width article), compiled in so that measuring text needs no
/// Unicode files at run time.
enum UnicodeTables {{
    /// The Unicode Character Database version these tables come from.
    static let unicodeVersion = "{version}"

    /// Every scalar from U+00A0 up to (not including) this one is one cell wide, so Latin text
    /// needs no table search.
    static let narrowPrefixEnd: UInt32 = 0x{narrow_end:04X}

    /// Emoji modifiers (`Emoji_Modifier`, the skin tones): after a visible scalar they make its
    /// cluster an emoji sequence.
    static let emojiModifiers: ClosedRange<UInt32> = 0x{modifiers[0]:X}...0x{modifiers[1]:X}

    /// Regional indicators (`Regional_Indicator`): a cluster of two of them is a flag.
    static let regionalIndicators: ClosedRange<UInt32> = 0x{indicators[0]:X}...0x{indicators[1]:X}

    /// Emoji blocks where no scalar but the modifiers and indicators has a grapheme break
    /// property, so one of the others that follows ASCII starts a cluster (checked against
    /// GraphemeBreakProperty.txt when generating).
    static let pictographs: ClosedRange<UInt32> = 0x{pictographs[0]:X}...0x{pictographs[1]:X}

    /// The width of every code point as sorted runs, {len(width_runs)} of them: an entry is
    /// `start << 4 | width` and holds up to the next entry's start, so a binary search finds
    /// any width (written in hex, `0x1F3FB_2` reads "from U+1F3FB on, 2 cells").
    ///
    /// 0 for controls (Cc), Mn, Me and Cf except U+00AD, and Hangul Jamo vowels and finals
    /// (U+1160–U+11FF, U+D7B0–U+D7FF), because they print nothing of their own; 2 for East
    /// Asian Wide and Fullwidth; 1 for the rest. Surrogates, never scalars, share a neighbour's
    /// run.
    static let widthRuns: [UInt32] = [
{table}
    ]
}}
"""


def main():
    """Write the tables, or with --check compare them with the committed files."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when a committed file differs from what would be generated")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA,
                        help=f"Unicode Character Database directory (default {DEFAULT_DATA})")
    arguments = parser.parse_args()
    outputs = [(OUTPUT, render(arguments.data)),
               (LINE_BREAK_OUTPUT, line_break_table.render(sys.modules[__name__], arguments.data))]
    status = 0
    for output, text in outputs:
        relative = output.relative_to(ROOT)
        if arguments.check:
            current = output.read_text(encoding="utf-8") if output.exists() else None
            if current != text:
                print(f"{relative} is out of date with the Unicode data in {arguments.data}: "
                      "run Scripts/generate-unicode-tables.py and commit the result.",
                      file=sys.stderr)
                status = 1
            else:
                print(f"{relative} is current.")
            continue
        output.write_text(text, encoding="utf-8")
        print(f"wrote {relative}")
    return status


if __name__ == "__main__":
    sys.exit(main())
