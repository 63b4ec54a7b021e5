#!/usr/bin/env python3
"""Feeds bytes from standard input to a VT100 terminal emulator (pyte) and prints the
screen it shows: one line per row, trailing spaces removed, trailing empty rows dropped.

Usage: terminal_screen.py COLUMNS ROWS < bytes

Like a terminal behind the kernel's tty driver (ONLCR), a line feed also returns the
carriage. The checks on Sections' terminal output compare these screens, so they are
independent of the code under test.
"""
import sys

try:
    import pyte
except ImportError:
    sys.exit("terminal_screen.py needs pyte: python3 -m pip install pyte==0.8.2")


def main():
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    screen = pyte.Screen(columns, rows)
    stream = pyte.ByteStream(screen)
    stream.feed(sys.stdin.buffer.read().replace(b"\n", b"\r\n"))
    lines = [line.rstrip() for line in screen.display]
    while lines and not lines[-1]:
        lines.pop()
    sys.stdout.write("\n".join(lines) + ("\n" if lines else ""))


if __name__ == "__main__":
    main()
