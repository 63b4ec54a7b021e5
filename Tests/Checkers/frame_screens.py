"""Feeds a sequence of outputs to one VT100 terminal emulator (pyte) and prints the screen
after each: what a person sees as an interactive list draws frame after frame.

Reads {"columns": C, "rows": R, "chunks": [text, ...]} as JSON from standard input and
prints a JSON array with, after each chunk, the screen's rows (trailing spaces removed;
all rows kept), each row's styled runs of cells as [text, fg, bold, reverse] (runs of the
default look left out) and the cursor [x, y]. A line feed also returns the carriage, as
the terminal driver's ONLCR does. Exit status 3 when pyte is missing.
"""
import json
import sys

try:
    import pyte
except ImportError:
    sys.stderr.write("checker frame_screens.py needs the Python module 'pyte' "
                     "(pip install -r Tests/Checkers/requirements.txt)\n")
    sys.exit(3)


def segments(line, width):
    result = []
    for x in range(width):
        char = line[x]
        look = [char.fg, char.bold, char.reverse]
        if result and result[-1][1:] == look:
            result[-1][0] += char.data
        else:
            result.append([char.data] + look)
    return [s for s in result if s[1:] != ["default", False, False]]


def main():
    request = json.load(sys.stdin)
    columns, rows = request["columns"], request["rows"]
    screen = pyte.Screen(columns, rows)
    stream = pyte.Stream(screen)
    screens = []
    for chunk in request["chunks"]:
        stream.feed(chunk.replace("\n", "\r\n"))
        screens.append({
            "lines": [row.rstrip() for row in screen.display],
            "segments": [segments(screen.buffer[y], columns) for y in range(rows)],
            "cursor": [screen.cursor.x, screen.cursor.y],
        })
    print(json.dumps(screens))


if __name__ == "__main__":
    main()
