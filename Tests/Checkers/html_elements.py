"""An HTML5 parser (html5lib, the WHATWG parsing algorithm) reads HTML back.

Reads a JSON array of {"html": ..., "standalone": bool} from standard input and prints a
JSON array with, for each, every element in document order as {"tag", "attributes",
"text"} (text is all the text inside the element), the parse errors, and the document's
title. A fragment is parsed as the content of a body element. Exit status 3 when
html5lib is missing.
"""
import json
import sys

try:
    import html5lib
except ImportError:
    sys.stderr.write("checker html_elements.py needs the Python module 'html5lib' "
                     "(pip install -r Tests/Checkers/requirements.txt)\n")
    sys.exit(3)


def elements(root):
    found = []
    for element in root.iter():
        if not isinstance(element.tag, str):
            continue
        found.append({"tag": element.tag, "attributes": dict(element.attrib),
                      "text": "".join(element.itertext())})
    return found


def read(entry):
    parser = html5lib.HTMLParser(tree=html5lib.getTreeBuilder("etree"),
                                 namespaceHTMLElements=False)
    if entry["standalone"]:
        root = parser.parse(entry["html"])
        found = elements(root)
    else:
        root = parser.parseFragment(entry["html"])
        found = elements(root)[1:]  # the fragment's own container
    errors = [str(error[1]) for error in parser.errors]
    return {"elements": found, "errors": errors}


print(json.dumps([read(entry) for entry in json.load(sys.stdin)]))
