"""A CommonMark/GFM parser (markdown-it-py, with tables, strikethrough and autolinks
through linkify) reads Markdown back. Linkify finds what GFM's autolink extension finds:
URLs with a scheme and e-mail addresses, not a bare domain such as `README.md` nor a
scheme-relative `//host` (GFM links a domain only after `www.` or a scheme, which the
renderer breaks).

Reads a JSON array of Markdown texts from standard input and prints a JSON array with,
for each, its blocks: {"kind": "heading", "level": N, ...}, {"kind": "list", "bullet":
"-", "items": [...]}, {"kind": "paragraph", ...}; a list item's own bullet list is its
"items". Inline content is {"text": ..., "strong":
[...], "emphasis": [...]}: the text read back (hard and soft breaks as LF) and the texts
of its strong and emphasised parts, and "strikethrough" with the struck-through parts
where there are any. A GFM table is {"kind": "table", "rows": [[...], ...]}:
each cell's text, the head row first, a `<br>` read as a line feed (GFM cells cannot hold
one otherwise). The empty comment `<!-- -->`, which the renderer puts before an `@` so
that GFM's autolink extension finds no e-mail address, reads as nothing. Any other token
(a link, an image, HTML, code, a quote, ...) is listed in "unexpected". Exit status 3 when
markdown-it-py is missing.
"""
import json
import sys

try:
    from markdown_it import MarkdownIt
    # Imported by markdown-it itself once linkify is on; named here so that the tests'
    # list of checker modules (Requirements.pythonModules) can see it.
    import linkify_it  # noqa: F401
except ImportError:
    sys.stderr.write("checker markdown_blocks.py needs the Python modules 'markdown-it-py' and "
                     "'linkify-it-py' (pip install -r Tests/Checkers/requirements.txt)\n")
    sys.exit(3)

PARSER = (MarkdownIt("commonmark", {"linkify": True})
          .enable(["table", "strikethrough", "linkify"]))
PARSER.linkify.set({"fuzzy_link": False})
PARSER.linkify.add("//", None)


def inline(token, unexpected, cell=False):
    text, strong, emphasis, struck, stack = "", [], [], [], []
    for child in token.children or []:
        kind = child.type
        if kind in ("text", "text_special"):
            piece = child.content
        elif cell and kind == "html_inline" and child.content == "<br>":
            piece = "\n"
        elif kind == "html_inline" and child.content == "<!-- -->":
            continue
        elif kind in ("softbreak", "hardbreak"):
            piece = "\n"
        elif kind in ("strong_open", "em_open", "s_open"):
            stack.append((kind, len(text)))
            continue
        elif kind in ("strong_close", "em_close", "s_close"):
            opened, start = stack.pop()
            if opened == "s_open":
                struck.append(text[start:])
            else:
                (strong if opened == "strong_open" else emphasis).append(text[start:])
            continue
        else:
            unexpected.append(kind)
            piece = child.content
        text += piece
    read = {"text": text, "strong": strong, "emphasis": emphasis}
    if struck:
        read["strikethrough"] = struck
    return read


def table(tokens, index, unexpected):
    """The rows of the table whose table_open is tokens[index], and the index after it."""
    rows = []
    while tokens[index].type != "table_close":
        token = tokens[index]
        if token.type == "tr_open":
            rows.append([])
        elif token.type == "inline":
            rows[-1].append(inline(token, unexpected, cell=True)["text"])
        index += 1
    return rows, index + 1


def list_items(tokens, index, unexpected):
    """The items of the bullet list whose bullet_list_open is tokens[index], each with its
    own bullet list as "items" when it has one, and the index after the list."""
    items, index = [], index + 1
    # What the current item has read so far: its paragraph must come first, then at most
    # one list.
    read = set()
    while tokens[index].type != "bullet_list_close":
        token = tokens[index]
        if token.type == "list_item_open":
            items.append({"text": "", "strong": [], "emphasis": []})
            read = set()
        elif token.type == "paragraph_open" and not read and tokens[index + 1].type == "inline":
            items[-1].update(inline(tokens[index + 1], unexpected))
            read.add("paragraph")
            index += 3
            continue
        elif token.type == "bullet_list_open" and "list" not in read:
            items[-1]["items"], index = list_items(tokens, index, unexpected)
            read.add("list")
            continue
        elif token.type != "list_item_close":
            unexpected.append(token.type)
        index += 1
    return items, index + 1


def blocks(source):
    tokens = PARSER.parse(source)
    result, unexpected, index = [], [], 0
    allowed = {"paragraph_close", "heading_close"}
    while index < len(tokens):
        token = tokens[index]
        if token.type == "heading_open":
            content = inline(tokens[index + 1], unexpected)
            result.append({"kind": "heading", "level": int(token.tag[1]), **content})
            index += 2
            continue
        if token.type == "table_open":
            rows, index = table(tokens, index, unexpected)
            result.append({"kind": "table", "rows": rows})
            continue
        if token.type == "bullet_list_open":
            items, index = list_items(tokens, index, unexpected)
            result.append({"kind": "list", "bullet": token.markup, "items": items})
            continue
        if token.type == "paragraph_open" and token.level == 0:
            result.append({"kind": "paragraph", **inline(tokens[index + 1], unexpected)})
            index += 3
            continue
        if token.type not in allowed:
            unexpected.append(token.type)
        index += 1
    return {"blocks": result, "unexpected": unexpected}


print(json.dumps([blocks(text) for text in json.load(sys.stdin)]))
