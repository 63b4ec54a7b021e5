#!/usr/bin/env python3
"""Line-break opportunities by ICU's line BreakIterator (PyICU, Debian's python3-icu), the
independent judge of where Sections may break a line.

Usage: line_breaks.py < JSON array of strings
Prints JSON: for each string, {"icu": "72.1", "unicode": "15.0", "breaks": [offsets]}: the
offsets, counted in Unicode scalars, before which ICU's root-locale line break rules allow a
break, the start and end of the text left out. Exit status 3 when PyICU is missing.
"""
import json
import sys

try:
    import icu
except ImportError:
    sys.stderr.write("line_breaks.py needs PyICU: apt-get install python3-icu\n")
    sys.exit(3)


def opportunities(iterator, text):
    """ICU's boundaries in `text`, converted from UTF-16 offsets to scalar offsets."""
    scalar_at = {}
    units = 0
    for index, character in enumerate(text):
        scalar_at[units] = index
        units += 2 if ord(character) > 0xFFFF else 1
    iterator.setText(text)
    breaks = []
    for boundary in iterator:
        if 0 < boundary < units:
            breaks.append(scalar_at[boundary])
    return breaks


def main():
    texts = json.load(sys.stdin)
    iterator = icu.BreakIterator.createLineInstance(icu.Locale.getRoot())
    answers = [{"icu": icu.ICU_VERSION, "unicode": icu.UNICODE_VERSION,
                "breaks": opportunities(iterator, text)} for text in texts]
    json.dump(answers, sys.stdout)


if __name__ == "__main__":
    main()
