#!/usr/bin/env python3
"""The peer of sections-bench: Python's Rich renders the sections-N workload.

Usage: python3 peer_rich.py sections-N.json > output.txt

The document is the JSON that `sections-bench --json N` writes, read with the standard
library, so that Rich renders exactly the content the Sections pipeline renders. It is
written as a Rich user would write "a header, label/value rows with the values
right-aligned, a footer": per section a bold header, a grid table that fills the width
with a right-justified value column, indented by two cells, and the footer. Plain text
(no terminal, no colour) at width 80, whose bytes are the plain layout's, the same as
`sections-baseline N` writes.
"""
import json
import sys

from rich.console import Console
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

WIDTH = 80


def render(document, console):
    for index, section in enumerate(document["sections"]):
        if index > 0:
            console.print()
        console.print(Text(section["header"], style="bold"))
        grid = Table.grid(expand=True, padding=(0, 1))
        grid.add_column(no_wrap=True)
        grid.add_column(justify="right", no_wrap=True, style="cyan")
        for item in section["items"]:
            grid.add_row(item["label"], item["value"])
        console.print(Padding(grid, (0, 0, 0, 2)))
        console.print(Text(section["footer"]))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: peer_rich.py sections-N.json")
    with open(sys.argv[1], encoding="utf-8") as file:
        document = json.load(file)
    console = Console(
        file=sys.stdout,
        width=WIDTH,
        force_terminal=False,
        color_system=None,
        highlight=False,
        markup=False,
        emoji=False,
        legacy_windows=False,
    )
    render(document, console)


if __name__ == "__main__":
    main()
