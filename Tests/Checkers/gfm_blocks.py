"""GitHub's own Markdown renderer (cmark-gfm, through cmarkgfm) reads Markdown back, with
the options and extensions GitHub uses: CMARK_OPT_GITHUB_PRE_LANG and the table, autolink,
strikethrough, tagfilter and tasklist extensions.

Reads a JSON array of Markdown texts from standard input and prints a JSON array with, for
each, what markdown_blocks.py reports ("blocks" and "unexpected", same shapes) read from
cmark-gfm's syntax tree (a list item's own bullet list as its "items"), and also every link ("links": destinations; "linkTexts": their texts), image ("images":
destinations) and raw HTML node ("html": literals) found, autolinks of the extension
included, and the texts of struck-through parts as "strikethrough" beside "strong" and
"emphasis" where there are any. A link's text still counts in the text read back, so that the two can be told
apart. Two raw HTML nodes are the renderer's own and are not listed in "html": `<br>` in a
table cell (a line feed, which GFM cells cannot hold) and the empty comment `<!-- -->` that
the renderer puts before an `@` so that no e-mail autolink forms; such a comment reads as
nothing, and "separators" counts them. Exit status 3 when cmarkgfm is missing.
"""
import ctypes
import json
import sys
import xml.etree.ElementTree as ElementTree

try:
    import cmarkgfm
    from cmarkgfm import cmark
except ImportError:
    sys.stderr.write("checker gfm_blocks.py needs the Python module 'cmarkgfm' "
                     "(pip install -r Tests/Checkers/requirements.txt)\n")
    sys.exit(3)

EXTENSIONS = ["table", "autolink", "strikethrough", "tagfilter", "tasklist"]
OPTIONS = cmark.Options.CMARK_OPT_GITHUB_PRE_LANG | cmark.Options.CMARK_OPT_SOURCEPOS
SEPARATOR = "<!-- -->"

# cmarkgfm binds parsing and HTML rendering only; the syntax tree is read through the
# same library's XML renderer, called by address.
LIBRARY = ctypes.CDLL(cmark._cmark.__file__)
LIBRARY.cmark_render_xml.restype = ctypes.c_void_p
LIBRARY.cmark_render_xml.argtypes = [ctypes.c_void_p, ctypes.c_int]
LIBRARY.free.argtypes = [ctypes.c_void_p]
NAMESPACE = "{http://commonmark.org/xml/1.0}"


def tree(source):
    """cmark-gfm's syntax tree of `source` as an XML element."""
    cmark.core_extensions_ensure_registered()
    parser = cmark.parser_new(OPTIONS)
    try:
        for name in EXTENSIONS:
            cmark.parser_attach_syntax_extension(parser, cmark.find_syntax_extension(name))
        cmark.parser_feed(parser, source)
        root = cmark.parser_finish(parser)
        address = int(cmark._cmark.ffi.cast("uintptr_t", root))
        rendered = LIBRARY.cmark_render_xml(address, OPTIONS)
        xml = ctypes.string_at(rendered).decode("utf-8")
        LIBRARY.free(rendered)
    finally:
        cmark.parser_free(parser)
    # The DOCTYPE names a DTD the parser need not fetch.
    return ElementTree.fromstring(xml[xml.index("<document"):])


def kind(element):
    return element.tag.replace(NAMESPACE, "")


class Reader:
    def __init__(self, source):
        self.lines = source.split("\n")
        self.unexpected, self.links, self.images, self.html = [], [], [], []
        self.link_texts = []
        self.separators = 0

    def inline(self, element, cell=False):
        """The text, strong and emphasised parts of an inline container."""
        text, strong, emphasis, struck = [""], [], [], []

        def walk(node):
            name = kind(node)
            if name == "text":
                text[0] += node.text or ""
            elif name in ("softbreak", "linebreak"):
                text[0] += "\n"
            elif name in ("strong", "emph", "strikethrough"):
                start = len(text[0])
                for child in node:
                    walk(child)
                parts = {"strong": strong, "emph": emphasis, "strikethrough": struck}
                parts[name].append(text[0][start:])
            elif name == "html_inline" and node.text == SEPARATOR:
                self.separators += 1
            elif name == "html_inline" and cell and node.text == "<br>":
                text[0] += "\n"
            elif name == "html_inline":
                self.html.append(node.text or "")
            elif name == "link":
                self.links.append(node.get("destination", ""))
                start = len(text[0])
                for child in node:
                    walk(child)
                self.link_texts.append(text[0][start:])
            elif name == "image":
                self.images.append(node.get("destination", ""))
            else:
                self.unexpected.append(name)
                text[0] += node.text or ""
                for child in node:
                    walk(child)

        for child in element:
            walk(child)
        read = {"text": text[0], "strong": strong, "emphasis": emphasis}
        if struck:
            read["strikethrough"] = struck
        return read

    def bullet(self, element):
        """The bullet character of a list, from its source position."""
        line, column = element.get("sourcepos").split("-")[0].split(":")
        return self.lines[int(line) - 1][int(column) - 1]

    def items(self, block):
        """A bullet list's items: each one's paragraph, and its own bullet list as "items"
        when it has one (a panel's contents under its title)."""
        items = []
        for item in block:
            children = list(item)
            if kind(item) != "item":
                self.unexpected.append(kind(item))
            entry = {"text": "", "strong": [], "emphasis": []}
            if children and kind(children[0]) == "paragraph":
                entry = self.inline(children.pop(0))
            if children and kind(children[0]) == "list" and children[0].get("type") == "bullet":
                entry["items"] = self.items(children.pop(0))
            self.unexpected.extend(kind(child) for child in children)
            items.append(entry)
        return items

    def blocks(self, document):
        result = []
        for block in document:
            name = kind(block)
            if name == "heading":
                result.append({"kind": "heading", "level": int(block.get("level")), **self.inline(block)})
            elif name == "paragraph":
                result.append({"kind": "paragraph", **self.inline(block)})
            elif name == "list" and block.get("type") == "bullet":
                result.append({"kind": "list", "bullet": self.bullet(block), "items": self.items(block)})
            elif name == "table":
                rows = [[self.inline(cell, cell=True)["text"] for cell in row] for row in block]
                result.append({"kind": "table", "rows": rows})
            elif name == "html_block":
                self.html.append(block.text or "")
            else:
                self.unexpected.append(name)
        return result


def read(source):
    reader = Reader(source)
    blocks = reader.blocks(tree(source))
    return {"blocks": blocks, "unexpected": reader.unexpected, "links": reader.links,
            "linkTexts": reader.link_texts,
            "images": reader.images, "html": reader.html, "separators": reader.separators}


print(json.dumps([read(text) for text in json.load(sys.stdin)]))
