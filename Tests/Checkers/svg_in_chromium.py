"""Headless Chromium (Debian's `chromium`) shows SVG pictures of the terminal as a browser
does. Standard library only.

Usage: svg_in_chromium.py FOLDER

Reads a JSON array of SVG documents from standard input. For each, in FOLDER: takes a
screenshot of the SVG file and judges it with Scripts/screenshot-not-blank.py, and loads an
HTML page holding the SVG inline whose script writes, once the fonts are ready, where
Chromium put every glyph of every <text> element but the window title. Prints a JSON array
with, for each SVG: "screenshot", the judge's verdict line (or its failure), "blank", and
"runs": for each text element its text, its x and textLength attributes, the start x of
each character (getStartPositionOfChar) and the end x of the last (getEndPositionOfChar);
and "title": the window title's text, the start x of its first character and the end x
of its last, or null without one.
"""
import html
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
JUDGE = os.path.join(HERE, "..", "..", "Scripts", "screenshot-not-blank.py")
SCRIPT = """
<script>
document.fonts.ready.then(() => {
  const runs = [];
  for (const text of document.querySelectorAll("svg text:not(.title)")) {
    const count = text.getNumberOfChars();
    const starts = [];
    for (let i = 0; i < count; i++) starts.push(text.getStartPositionOfChar(i).x);
    runs.push({
      text: text.textContent, x: Number(text.getAttribute("x")),
      textLength: Number(text.getAttribute("textLength") || 0), starts: starts,
      fitted: text.getAttribute("lengthAdjust") === "spacingAndGlyphs",
      end: count ? text.getEndPositionOfChar(count - 1).x : 0,
    });
  }
  const bar = document.querySelector("svg text.title");
  const length = bar ? bar.getNumberOfChars() : 0;
  const title = length ? {
    text: bar.textContent, start: bar.getStartPositionOfChar(0).x,
    end: bar.getEndPositionOfChar(length - 1).x,
  } : null;
  document.getElementById("result").textContent = JSON.stringify({runs: runs, title: title});
});
</script>
"""


def chromium(folder, *arguments):
    command = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--user-data-dir=" + os.path.join(folder, "profile"), *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def look(svg, folder, index):
    width, height = (int(re.search(r'%s="(\d+)"' % name, svg).group(1)) for name in ("width", "height"))
    image, page, shot = (os.path.join(folder, "%d.%s" % (index, ext)) for ext in ("svg", "html", "png"))
    with open(image, "w", encoding="utf-8") as file:
        file.write(svg)
    chromium(folder, "--window-size=%d,%d" % (width, height), "--screenshot=" + shot, "file://" + image)
    judged = subprocess.run([sys.executable, JUDGE, shot], capture_output=True, text=True)
    with open(page, "w", encoding="utf-8") as file:
        file.write('<!DOCTYPE html><html><head><meta charset="utf-8"></head>'
                   '<body style="margin:0">' + svg + '<pre id="result"></pre>' + SCRIPT + "</body></html>")
    dumped = chromium(folder, "--virtual-time-budget=5000", "--dump-dom", "file://" + page).stdout
    found = re.search(r'<pre id="result">(.+?)</pre>', dumped, re.S)
    measured = json.loads(html.unescape(found.group(1))) if found else {"runs": None, "title": None}
    return {"screenshot": (judged.stdout + judged.stderr).strip().split(": ", 1)[-1],
            "blank": judged.returncode != 0, "runs": measured["runs"], "title": measured["title"]}


folder = sys.argv[1]
os.makedirs(folder, exist_ok=True)
print(json.dumps([look(svg, folder, index) for index, svg in enumerate(json.load(sys.stdin))]))
