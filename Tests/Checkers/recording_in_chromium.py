"""Headless Chromium (Debian's `chromium`) plays an animated SVG recording as a browser
does, and says which frames it shows at given times. Standard library only.

Usage: recording_in_chromium.py FOLDER TIME...

Reads one SVG document from standard input. For each TIME, in milliseconds from the start,
loads in FOLDER an HTML page holding the SVG inline, its animations paused at that time
(a rule the page adds: a negative delay), whose script writes the index of every frame
group (`<g class="f fN">`) Chromium shows. Prints a JSON array with, for each TIME, the
indices of the frames shown.
"""
import html
import json
import os
import re
import subprocess
import sys

SCRIPT = """<script>
{
  const shown = [...document.querySelectorAll('svg g.f')]
    .filter((group) => getComputedStyle(group).visibility === 'visible')
    .map((group) => Number(group.getAttribute('class').split(' f')[1]));
  document.getElementById('result').textContent = JSON.stringify(shown);
}
</script>"""


def shown(svg, folder, time):
    page = os.path.join(folder, "%d.html" % time)
    frozen = svg.replace(
        "</style>", ".f{animation-play-state:paused!important;animation-delay:-%dms!important}\n</style>" % time, 1)
    with open(page, "w", encoding="utf-8") as file:
        file.write('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0">'
                   + frozen + '<pre id="result"></pre>' + SCRIPT + "</body></html>")
    command = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--user-data-dir=" + os.path.join(folder, "profile"), "--virtual-time-budget=5000",
               "--dump-dom", "file://" + page]
    dumped = subprocess.run(command, capture_output=True, text=True, timeout=120).stdout
    found = re.search(r'<pre id="result">(.+?)</pre>', dumped, re.S)
    return json.loads(html.unescape(found.group(1))) if found else None


folder = sys.argv[1]
os.makedirs(folder, exist_ok=True)
svg = sys.stdin.read()
print(json.dumps([shown(svg, folder, int(time)) for time in sys.argv[2:]]))
