"""A VT100 terminal emulator (pyte) shows what a terminal would show.

Reads a JSON array of {"text": ..., "width": N} from standard input and prints a JSON array
with, for each, the screen's lines (trailing spaces removed, trailing empty lines dropped),
each line's styled runs of cells, the window title and the cursor. The output is fed as a
terminal driver would (LF as CR LF). pyte reads OSC 8 hyperlinks but keeps nothing of them,
so the text is fed in pieces between them and each cell drawn while a link is open
remembers it, as a terminal that shows links does: "links" lists each line's runs of
cells with one link as [text, url], down to the last row that has one. Exit status 3 when pyte is missing.
"""
import json
import re
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

    link = None
    linked = {}

    def draw(self, data):
        for char in data:
            y, x = self.cursor.y, self.cursor.x
            super().draw(char)
            if self.link is not None:
                # Every cell the character took: two for a wide one, none for a mark
                # that joins the cell before; from the line's start when it wrapped.
                start = x if self.cursor.y == y else 0
                for column in range(start, min(self.cursor.x, self.columns)):
                    self.linked[(self.cursor.y, column)] = self.link


# OSC 8: ESC ] 8 ; params ; URI, ended by ST (ESC \) or BEL.
HYPERLINK = re.compile("\x1b]8;[^;\x1b\x07]*;([^\x1b\x07]*)(?:\x1b\\\\|\x07)")


def links(screen, y, width):
    """The runs of cells of row `y` drawn with one link, as [text, url]."""
    result = []
    previous = None
    for x in range(width):
        url = screen.linked.get((y, x))
        if url is not None and url == previous and result:
            result[-1][0] += screen.buffer[y][x].data
        elif url is not None:
            result.append([screen.buffer[y][x].data, url])
        previous = url
    return result


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
    screen.linked = {}
    stream = pyte.Stream(screen)
    fed = text.replace("\n", "\r\n")
    start = 0
    for match in HYPERLINK.finditer(fed):
        stream.feed(fed[start:match.start()])
        screen.link = match.group(1) or None
        start = match.end()
    stream.feed(fed[start:])
    lines = [row.rstrip() for row in screen.display]
    while lines and lines[-1] == "":
        lines.pop()
    return {
        "lines": lines,
        "segments": [segments(screen.buffer[y], width) for y in range(len(lines))],
        # Down to the last row with a link, though it shows only spaces.
        "links": [links(screen, y, width)
                  for y in range(max([len(lines)] + [y + 1 for y, _ in screen.linked]))],
        "title": screen.title,
        "cursor": [screen.cursor.x, screen.cursor.y],
    }


print(json.dumps([show(entry["text"], entry["width"]) for entry in json.load(sys.stdin)]))
