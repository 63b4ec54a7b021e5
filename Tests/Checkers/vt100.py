"""A VT100 terminal emulator (pyte) shows what a terminal would show.

Reads a JSON array of {"text": ..., "width": N} from standard input and prints a JSON array
with, for each, the screen's lines (trailing spaces removed, trailing empty lines dropped),
each line's styled runs of cells, the window title and the cursor. The output is fed as a
terminal driver would (LF as CR LF). Exit status 3 when pyte is missing.
"""
import json
import sys

try:
    import pyte
except ImportError:
    sys.stderr.write("checker vt100.py needs the Python module 'pyte' "
                     "(pip install -r Tests/Checkers/requirements.txt)\n")
    sys.exit(3)


class Screen(pyte.Screen):
    """pyte's screen, drawing one character at a time: pyte 0.8.2 drops the rest of the text
    it is given to draw at a zero-width character that is not a combining mark (a ZWJ, a
    bidi override, ...), where a terminal skips only that character."""

    def draw(self, data):
        for char in data:
            super().draw(char)


def segments(line, width):
    """Styled runs of cells with one look, as [text, fg, bold, italics, underscore, reverse,
    strikethrough, bg]."""
    result = []
    for x in range(width):
        char = line[x]
        look = [char.fg, char.bold, char.italics, char.underscore, char.reverse,
                char.strikethrough, char.bg]
        if result and result[-1][1:] == look:
            result[-1][0] += char.data
        else:
            result.append([char.data] + look)
    return [s for s in result if s[1:] != ["default", False, False, False, False, False, "default"]]


def show(text, width):
    height = text.count("\n") + 2
    screen = Screen(width, height)
    stream = pyte.Stream(screen)
    stream.feed(text.replace("\n", "\r\n"))
    lines = [row.rstrip() for row in screen.display]
    while lines and lines[-1] == "":
        lines.pop()
    return {
        "lines": lines,
        "segments": [segments(screen.buffer[y], width) for y in range(len(lines))],
        "title": screen.title,
        "cursor": [screen.cursor.x, screen.cursor.y],
    }


print(json.dumps([show(entry["text"], entry["width"]) for entry in json.load(sys.stdin)]))
