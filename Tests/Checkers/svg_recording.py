"""An XML parser (Python's xml.etree, standard library only) reads an animated SVG
recording of a list's session back: its frames, and when each is shown.

Usage: svg_recording.py

Reads one SVG document from standard input and prints JSON: "duration", the recording's
length in milliseconds; "frames", for each <g class="f fN"> in order, "svg", a static
picture of that frame alone (the root's attributes, the style rules but the recording's,
the background and the group's elements), for svg_text.py to read, and "shown", the
intervals of the loop in which its keyframes make it visible, in milliseconds; "errors",
everything a recording may not hold: a parse error, an element at the top other than the
style, the background and frame groups, a group attribute but its class, a frame whose
rules are missing, a recording rule not of the three kinds it writes, a script.
"""
import json
import re
import sys
import xml.etree.ElementTree as ElementTree

NS = "http://www.w3.org/2000/svg"
SVG = "{%s}" % NS
TIMING = re.compile(
    r"^\.f\{visibility:hidden;animation-duration:(\d+)ms;animation-timing-function:step-end;"
    r"animation-iteration-count:infinite\}$")
NAME = re.compile(r"^\.f(\d+)\{animation-name:k(\d+)\}$")
KEYFRAMES = re.compile(r"^@keyframes k(\d+)\{((?:\d+(?:\.\d+)?%\{visibility:(?:visible|hidden)\})+)\}$")
STEP = re.compile(r"(\d+(?:\.\d+)?)%\{visibility:(visible|hidden)\}")


def shown(steps, duration):
    """The visible intervals of a stepped visibility animation: each value holds from its
    keyframe to the next; before the first, the element's own value (hidden)."""
    intervals = []
    for index, (percent, value) in enumerate(steps):
        end = steps[index + 1][0] if index + 1 < len(steps) else 100.0
        if value == "visible" and end > percent:
            intervals.append([round(percent * duration / 100), round(end * duration / 100)])
    return intervals


def read(text):
    errors = []
    ElementTree.register_namespace("", NS)
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as error:
        return {"duration": 0, "frames": [], "errors": ["parse: %s" % error]}
    duration, names, keyframes, static_rules = None, {}, {}, []
    groups, others = [], []
    for child in root:
        name = child.tag[len(SVG):] if child.tag.startswith(SVG) else child.tag
        if name == "style":
            for rule in (child.text or "").split("\n"):
                if not rule:
                    continue
                if match := TIMING.match(rule):
                    duration = int(match.group(1))
                elif match := NAME.match(rule):
                    if match.group(1) != match.group(2):
                        errors.append("frame %s animated by k%s" % match.groups())
                    names[int(match.group(1))] = True
                elif match := KEYFRAMES.match(rule):
                    keyframes[int(match.group(1))] = [(float(p), v) for p, v in STEP.findall(match.group(2))]
                elif rule.startswith(".f") or "keyframes" in rule or "animation" in rule:
                    errors.append("recording rule %r" % rule)
                else:
                    static_rules.append(rule)
        elif name == "g":
            if set(child.attrib) != {"class"}:
                errors.append("group attributes %s" % sorted(child.attrib))
            groups.append(child)
        elif name == "rect" and not groups:
            others.append(child)
        else:
            errors.append("element %s at the top" % name)
    if any(e.tag.endswith("script") for e in root.iter()):
        errors.append("script")
    if duration is None:
        errors.append("no timing rule")
        duration = 0
    frames = []
    for index, group in enumerate(groups):
        if group.get("class") != "f f%d" % index:
            errors.append("group %d has class %r" % (index, group.get("class")))
        if index not in names or index not in keyframes:
            errors.append("frame %d has no animation" % index)
        picture = ElementTree.Element(root.tag, root.attrib)
        style = ElementTree.SubElement(picture, SVG + "style")
        style.text = "\n" + "".join(rule + "\n" for rule in static_rules)
        picture.extend(others)
        picture.extend(list(group))
        frames.append({
            "svg": ElementTree.tostring(picture, encoding="unicode"),
            "shown": shown(keyframes.get(index, []), duration),
        })
    return {"duration": duration, "frames": frames, "errors": errors}


print(json.dumps(read(sys.stdin.read())))
