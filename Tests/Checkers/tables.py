#!/usr/bin/env python3
"""Reads the first table back from Markdown (markdown-it-py, GFM tables) or HTML
(html5lib), so tests can check that every cell's text survives exactly.

Usage: tables.py markdown|html < text
Prints JSON: {"head": [cells], "rows": [[cells], ...], "align": [...], "unexpected": [...]}.
A cell's text is what the parser reads: inline text, with a `<br>` read as a line feed
(GFM cells cannot hold a line break otherwise); any other markup inside a cell is listed
in "unexpected". Exit status 3 when a module is missing.
"""
import json
import sys


def markdown(text):
    try:
        from markdown_it import MarkdownIt
    except ImportError:
        sys.stderr.write("tables.py needs markdown-it-py (pip install -r Tests/Checkers/requirements.txt)\n")
        sys.exit(3)
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    result = {"head": [], "rows": [], "align": [], "unexpected": []}
    row, section = None, None
    for token in tokens:
        if token.type == "thead_open":
            section = "head"
        elif token.type == "tbody_open":
            section = "body"
        elif token.type == "tr_open":
            row = []
        elif token.type in ("th_open", "td_open"):
            style = (token.attrs or {}).get("style", "")
            if section == "head":
                result["align"].append(style.replace("text-align:", "") or "leading")
        elif token.type == "inline" and row is not None:
            cell = ""
            for child in token.children or []:
                if child.type in ("text", "text_special"):
                    cell += child.content
                elif child.type == "html_inline" and child.content == "<br>":
                    cell += "\n"
                elif child.type in ("strong_open", "strong_close", "em_open", "em_close"):
                    pass
                else:
                    result["unexpected"].append(child.type)
            row.append(cell)
        elif token.type == "tr_close":
            if section == "head":
                result["head"].extend(row)
            else:
                result["rows"].append(row)
            row = None
        elif token.type == "table_close":
            break
    return result


def html(text):
    try:
        import html5lib
    except ImportError:
        sys.stderr.write("tables.py needs html5lib (pip install -r Tests/Checkers/requirements.txt)\n")
        sys.exit(3)
    ns = "{http://www.w3.org/1999/xhtml}"
    tree = html5lib.parse(text)
    table = tree.find(".//%stable" % ns)
    result = {"head": [], "rows": [], "align": [], "unexpected": []}
    if table is None:
        return result
    for th in table.iter("%sth" % ns):
        result["head"].append("".join(th.itertext()))
        result["align"].append(th.get("style", "leading"))
    for tr in table.iter("%str" % ns):
        cells = [td for td in tr if td.tag == "%std" % ns]
        if cells:
            result["rows"].append(["".join(td.itertext()) for td in cells])
        for td in cells:
            for element in td.iter():
                name = element.tag.replace(ns, "")
                if name not in ("td", "span", "strong", "em"):
                    result["unexpected"].append(name)
    return result


if __name__ == "__main__":
    source = sys.stdin.read()
    json.dump(markdown(source) if sys.argv[1] == "markdown" else html(source), sys.stdout)
