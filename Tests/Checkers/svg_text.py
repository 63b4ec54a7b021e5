"""An XML parser (Python's xml.etree, standard library only) reads an SVG picture of the
terminal back.

Usage: svg_text.py CELL_WIDTH CELL_HEIGHT MARGIN BASELINE_OFFSET TITLE_BAR_HEIGHT

Reads a JSON array of SVG documents from standard input and prints a JSON array with, for
each: "lines", the text of each row of the grid rebuilt from the <text> elements alone
(each at the column its x gives, spaces between, as many cells as its textLength gives; the
unpainted text of box-drawing characters that the path after it draws as lines included);
"title", the window's title; and "errors", everything that is not what the renderer may
write: a parse error, an element or attribute outside its small vocabulary, a reference of
any kind (href, url(), @import), a style rule that is not one of its own, a text element
off the grid or overlapping another, a text element that neither states its cells with
textLength nor, taking none, has font-size 0, markup inside text.
"""
import json
import re
import sys
import xml.etree.ElementTree as ElementTree

SVG = "{http://www.w3.org/2000/svg}"
ALLOWED = {
    "svg": {"width", "height", "viewBox", "font-family", "font-size"},
    "style": set(),
    "rect": {"x", "y", "width", "height", "rx", "fill"},
    "circle": {"cx", "cy", "r", "fill"},
    "text": {"x", "y", "textLength", "class", "text-anchor", "font-size", "lengthAdjust"},
    "path": {"d", "class"},
}
# A value is one word, or two for text-decoration ("underline line-through").
VALUE = r"[#a-z0-9.]+( [a-z-]+)?"
RULE = re.compile(r"^(text|path|\.s\d+|\.title|\.box)\{[a-z-]+:%s(;[a-z-]+:%s)*\}$" % (VALUE, VALUE))
# A path is lines drawn as rectangles of whole pixels (a rounded corner: two arcs and the
# lines between them), and only right after the unpainted text of the box-drawing
# characters it draws.
PATH = re.compile(r"^(M\d+ \d+h\d+v\d+h-\d+z|M\d+ \d+A5 5 0 0 [01] \d+ \d+V\d+H\d+V\d+A4 4 0 0 [01] \d+ \d+z)+$")
BOX = set("─│┌┐└┘├┤┬┴┼━┃┏┓┗┛┣┫┳┻╋═║╔╗╚╝╠╣╦╩╬╭╮╯╰")


def read(svg, cell_width, cell_height, margin, baseline, bar):
    errors = []
    try:
        root = ElementTree.fromstring(svg)
    except ElementTree.ParseError as error:
        return {"lines": [], "title": "", "errors": ["parse: %s" % error]}
    framed = any(e.tag == SVG + "circle" for e in root.iter())
    top = (bar if framed else 0) + margin
    rows = (int(root.get("height", "0")) - top - margin) // cell_height
    cells = {}
    title = ""
    after_box = False
    for element in root.iter():
        name = element.tag[len(SVG):] if element.tag.startswith(SVG) else element.tag
        if name not in ALLOWED:
            errors.append("element %s" % element.tag)
            continue
        if name == "path" and (not after_box or not PATH.match(element.get("d", ""))):
            errors.append("path %r" % element.get("d"))
        if element.get("lengthAdjust", "spacingAndGlyphs") != "spacingAndGlyphs":
            errors.append("lengthAdjust %r" % element.get("lengthAdjust"))
        is_box = name == "text" and element.get("class") == "box"
        if is_box and not set(element.text or "") <= BOX:
            errors.append("unpainted text %r" % element.text)
        if after_box and name != "path":
            errors.append("box drawing %r drawn by no path" % previous)
        after_box, previous = is_box, element.text
        for attribute, value in element.attrib.items():
            if attribute not in ALLOWED[name]:
                errors.append("attribute %s on %s" % (attribute, name))
            if "url(" in value or "javascript:" in value:
                errors.append("reference in %s=%r" % (attribute, value))
        if name == "style":
            for rule in (element.text or "").split("\n"):
                if rule and not RULE.match(rule):
                    errors.append("style rule %r" % rule)
        if name == "text":
            if len(element):
                errors.append("markup inside text")
            text = element.text or ""
            if element.get("class") == "title":
                title = text
                continue
            sized = "textLength" in element.attrib
            if sized == ("font-size" in element.attrib) or element.get("font-size", "0") != "0":
                # A run takes its cells through textLength; one of no cells is drawn at size 0.
                errors.append("neither textLength nor font-size 0 on %r" % text)
            x, y = int(element.get("x")), int(element.get("y"))
            column, rest = divmod(x - margin, cell_width)
            row, offset = divmod(y - top - baseline, cell_height)
            width, extra = divmod(int(element.get("textLength", "0")), cell_width)
            if rest or offset or extra or not 0 <= row < rows:
                errors.append("off the grid: %r at %d,%d" % (text, x, y))
                continue
            cells.setdefault(row, []).append((column, width, text))
    lines = []
    for row in range(rows):
        line, end = "", 0
        for column, width, text in sorted(cells.get(row, []), key=lambda piece: piece[0]):
            if column < end:
                errors.append("overlap in row %d at column %d" % (row, column))
            line += " " * (column - end) + text
            end = column + width
        lines.append(line)
    return {"lines": lines, "title": title, "errors": errors}


geometry = [int(argument) for argument in sys.argv[1:6]]
print(json.dumps([read(svg, *geometry) for svg in json.load(sys.stdin)]))
