#!/usr/bin/env python3
"""Turn every Swift code block of the README and the DocC articles into compiled test code.

Each Markdown file with ```swift blocks becomes one Swift file in
Tests/DocumentationSamples/Generated, so a block added to any article is compiled by the
next `swift test` without anyone listing it, and a block that does not compile fails the
build. The rules, which the articles are written to:

- The Swift blocks of one file form one program, in order: a later block sees what the
  earlier ones declared.
- Top-level declarations of types and extensions, and `@SectionBuilder` properties, go
  to file scope, made `private` where Swift allows, so that articles cannot clash; every
  other statement, functions included, runs in order inside one `@MainActor` async
  throwing function, where
  `print` and `debugPrint` write to the sample's output instead of the terminal. An
  expression statement whose value the text only comments on is evaluated as
  `let _ = expression`, and every value a block names counts as used.
- The program imports what the file's blocks import; a file whose blocks import nothing
  shows fragments of a program that imports Sections.
- A block that prints, followed (before any other Swift block) by a fenced block of no
  language, `text` or `json`, must print exactly that block: the test compares them. The
  script puts a picture of that output after the block (`NAME-output-N.svg` in the
  catalog's Resources, or in Documentation/Images for the README), which the test draws from what the sample printed and compares
  with the committed one; `SECTIONS_WRITE_DOC_IMAGES=1 swift test --filter
  DocumentationSamples` writes them.
- A block that starts with `// swift-tools-version` is a package manifest; the test
  evaluates it with `swift package dump-package`.

Usage:
    Scripts/extract-doc-samples.py           # rewrite the generated files
    Scripts/extract-doc-samples.py --check   # exit 1 when they are stale

Python 3 standard library only.
"""

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Tests" / "DocumentationSamples" / "Generated"
OUTPUT_LANGUAGES = {"", "text", "json"}
CATALOG = ROOT / "Sources" / "Sections" / "Sections.docc"
# DocC finds an article's picture by name in the catalog; the README links its own by path.
ARTICLE_PICTURES = CATALOG / "Resources"
README_PICTURES = ROOT / "Documentation" / "Images"
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|final|nonisolated)\s+)*"
    r"(struct|enum|class|actor|protocol|extension|func|typealias|import|var|let)\b")
# Kept in place, as in a script's top-level code, where they can use the values before them.
IN_PLACE = {"let", "var", "func"}
STATEMENT_KEYWORDS = {"let", "var", "func", "for", "if", "guard", "while", "switch", "do",
                      "return", "repeat", "defer", "throw", "print"}


def sources():
    """The Markdown files whose blocks are samples: the README and every article."""
    return [ROOT / "README.md"] + sorted(CATALOG.glob("*.md"))


def fenced_blocks(text):
    """(language, first line number, lines) of each fenced block."""
    blocks, lines, index = [], text.split("\n"), 0
    while index < len(lines):
        if lines[index].startswith("```"):
            language, start = lines[index][3:].strip(), index
            index += 1
            while index < len(lines) and not lines[index].startswith("```"):
                index += 1
            blocks.append((language, start + 1, lines[start + 1:index]))
        index += 1
    return blocks


def depth_change(line):
    """How much a line opens brackets, ignoring strings and comments."""
    depth, index, quote = 0, 0, None
    while index < len(line):
        char = line[index]
        if quote:
            if char == "\\":
                index += 1
            elif line.startswith(quote, index):
                index += len(quote) - 1
                quote = None
        elif line.startswith("//", index):
            break
        elif line.startswith('#"', index):
            quote, index = '"#', index + 1
        elif char == '"':
            quote = '"'
        elif char in "{([":
            depth += 1
        elif char in "})]":
            depth -= 1
        index += 1
    return depth


def chunks(lines):
    """The block's top-level statements and declarations, with the comments before them."""
    result, current, depth, pending = [], [], 0, []
    for line in lines:
        stripped = line.strip()
        starts_new = depth == 0 and stripped and not stripped.startswith((".", "}", ")", "]"))
        if depth == 0 and (not stripped or stripped.startswith("//")):
            if current:
                result.append(current)
                current = []
            if stripped:
                pending.append(line)
            continue
        if starts_new and current:
            result.append(current)
            current = []
        if not current:
            current, pending = pending + [line], []
        else:
            current.append(line)
        depth += depth_change(line)
    if current:
        result.append(current)
    return result


def first_code_line(chunk):
    return next(line for line in chunk if not line.strip().startswith("//"))


def is_declaration(chunk):
    match = DECLARATION.match(first_code_line(chunk))
    if not match:
        return False
    kind = match.group(1)
    # A result builder's attribute makes a `var` a computed property.
    return kind not in IN_PLACE or first_code_line(chunk).startswith("@")


def privatised(chunk):
    """A file-scope declaration made private, so that two articles' `User`s do not clash."""
    line = first_code_line(chunk)
    index = chunk.index(line)
    match = DECLARATION.match(line)
    kind = match.group(1)
    head = line[:match.start(1)]
    if "private" in head or "public" in head or kind == "import":
        return chunk
    if kind == "extension" and re.match(r"extension\s+[\w.<>]+\s*:", line[match.start(1):]):
        return chunk  # an extension that adds a conformance cannot be private
    attributes = re.match(r"^((?:@\w+(?:\([^)]*\))?\s+)*)", line).group(1)
    return chunk[:index] + [attributes + "private " + line[len(attributes):]] + chunk[index + 1:]


def statement(chunk):
    """A statement; an expression whose value the text only comments on is discarded."""
    line = first_code_line(chunk)
    index = chunk.index(line)
    word = re.match(r"\s*(try\s+)?([A-Za-z_]\w*)", line)
    assigns = re.search(r"[^=!<>]=[^=]", re.sub(r'"[^"]*"', "", line.split("//")[0]))
    if word and word.group(2) not in STATEMENT_KEYWORDS and not assigns:
        chunk = chunk[:index] + ["let _ = " + line.lstrip()] + chunk[index + 1:]
    return chunk


def image_stem(path):
    return "README" if path.name == "README.md" else path.stem


def picture_path(path, image):
    """The picture's file, relative to the repository."""
    folder = README_PICTURES if path.name == "README.md" else ARTICLE_PICTURES
    return (folder / image).relative_to(ROOT).as_posix()


def picture_reference(path, image):
    """The Markdown line that shows a sample's output as a picture of the terminal."""
    shown = picture_path(path, image) if path.name == "README.md" else image
    return f"![The output above, as a terminal shows it]({shown})"


def with_pictures(path, pictures):
    """The Markdown with each checked output followed by its picture's line, in place."""
    lines = path.read_text(encoding="utf-8").split("\n")
    for fence, image in reversed(pictures):
        reference = picture_reference(path, image)
        after = fence + 1
        if after + 1 < len(lines) and lines[after] == "" and lines[after + 1].startswith(
                "![The output above, as a terminal shows it]("):
            lines[after + 1] = reference
        else:
            lines[after:after] = ["", reference]
    return "\n".join(lines)


def swift_identifier(path):
    name = "Readme" if path.name == "README.md" else path.stem
    return name[0].lower() + re.sub(r"\W", "", name[1:])


def literal(text):
    """A Swift raw multi-line string literal holding `text` exactly."""
    hashes = "#" * (max((len(m) for m in re.findall(r'"(#*)', text)), default=0) + 1)
    return f'{hashes}"""\n' + "".join(f"{line}\n" for line in text.split("\n")) + f'"""{hashes}'


def indent(lines, spaces):
    return ["" if line == "" else " " * spaces + line for line in lines]


def generate(path):
    """The Swift file for one Markdown file, or None when it has no Swift block."""
    relative = path.relative_to(ROOT).as_posix()
    blocks = fenced_blocks(path.read_text(encoding="utf-8"))
    if not any(language == "swift" for language, _, _ in blocks):
        return None
    imports, declarations, body, manifests, names, pictures = [], [], [], [], [], []
    for position, (language, line_number, lines) in enumerate(blocks):
        if language != "swift":
            continue
        code = "\n".join(lines)
        if lines and lines[0].startswith("// swift-tools-version"):
            manifests.append(code + "\n")
            continue
        body.append(f"// {relative}:{line_number}")
        for chunk in chunks(lines):
            if first_code_line(chunk).startswith("import "):
                imports += [l.strip() for l in chunk if l.strip() not in imports and not l.strip().startswith("//")]
            elif is_declaration(chunk):
                declarations += [f"// {relative}:{line_number}"] + privatised(chunk) + [""]
            else:
                body += statement(chunk)
                named = re.match(r"\s*(?:let|var)\s+(\w+)", first_code_line(chunk))
                if named and named.group(1) not in names:
                    names.append(named.group(1))
        shown = next(((lang, start, text) for lang, start, text in blocks[position + 1:]
                      if lang == "swift" or lang in OUTPUT_LANGUAGES), None)
        if "print(" in code and shown and shown[0] in OUTPUT_LANGUAGES:
            image = f"{image_stem(path)}-output-{len(pictures) + 1}.svg"
            # The picture goes after the output block's closing fence.
            pictures.append((shown[1] + len(shown[2]), image))
            body.append(f"outputs.append(Sample.Output(line: {line_number}, printed: printed(), "
                        f"shown: {literal(chr(10).join(shown[2]) + chr(10))}, "
                        f"picture: \"{picture_path(path, image)}\"))")
        body.append("_ = printed()")
    name = swift_identifier(path)
    out = ["// swift-format-ignore-file",
           f"// Generated by Scripts/extract-doc-samples.py from {relative}. Do not edit: change",
           "// the Markdown and run the script again; a test fails when this file is stale.", ""]
    # An article that imports nothing shows fragments of a program that imports Sections.
    out += sorted(set(imports or ["import Sections"])) + [""]
    code = declarations + [f"extension Sample {{", f"    /// The Swift blocks of `{relative}`, in order.",
                           f"    static let {name} = Sample(file: \"{relative}\", manifests: ["]
    code += [f"        {literal(m)}," for m in manifests]
    code += ["    ]) { () async throws -> [Sample.Output] in",
             "        var outputs: [Sample.Output] = []"]
    # A value the text shows being made is used, even when no later block reads it.
    body += [f"_ = {name}" for name in names]  # `_ =` of a value, never of a call
    code += indent(body, 8)
    code += ["        return outputs", "    }", "}"]
    terminal = needs_terminal(blocks)
    if terminal:
        code = [TERMINAL_NOTE, TERMINAL_CONDITION] + indent(code, 4) + ["#endif"]
    out += code + [""]
    return name, "\n".join(out), pictures, terminal


# `InteractiveList.run()` is unavailable where a program has no terminal: an article that
# runs a list is compiled and run on macOS and Linux only.
TERMINAL_NOTE = "// InteractiveList.run() needs a terminal, which iOS, tvOS, watchOS and visionOS do not give."
TERMINAL_CONDITION = "#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)"


def needs_terminal(blocks):
    return any(language == "swift" and re.search(r"\.run\(\)", "\n".join(lines))
               for language, _, lines in blocks)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the files are stale")
    arguments = parser.parse_args()
    files, names, terminal_names, stale_markdown = {}, [], [], []
    for path in sources():
        generated = generate(path)
        if not generated:
            continue
        pictures_placed = with_pictures(path, generated[2])
        if pictures_placed != path.read_text(encoding="utf-8"):
            if arguments.check:
                stale_markdown.append(path.relative_to(ROOT).as_posix() + " (a picture's line)")
            else:
                # The lines that show pictures move the blocks after them: read it again.
                path.write_text(pictures_placed, encoding="utf-8")
                generated = generate(path)
        name, text, _, terminal = generated
        (terminal_names if terminal else names).append(name)
        files[f"{name[0].upper() + name[1:]}Samples.swift"] = text
    index = ["// swift-format-ignore-file",
             "// Generated by Scripts/extract-doc-samples.py: every Markdown file with Swift blocks.",
             "", "extension Sample {",
             "    /// The samples of every file, in the order the script reads them, those that run an",
             "    /// interactive list last.",
             "    static let all: [Sample] = [" + ", ".join(names) + "] + terminalSamples",
             "",
             TERMINAL_CONDITION,
             "    private static let terminalSamples: [Sample] = [" + ", ".join(terminal_names) + "]",
             "#else",
             "    private static let terminalSamples: [Sample] = []",
             "#endif",
             "}", ""]
    files["AllSamples.swift"] = "\n".join(index)
    existing = {p.name: p.read_text(encoding="utf-8") for p in OUTPUT.glob("*.swift")} if OUTPUT.exists() else {}
    if arguments.check:
        stale = sorted(set(existing) ^ set(files) | {n for n in files if existing.get(n) != files[n]})
        stale += stale_markdown
        if stale:
            print("stale: " + ", ".join(stale) + ": run Scripts/extract-doc-samples.py", file=sys.stderr)
            sys.exit(1)
        print(f"{len(files)} generated sample files are current.")
        return
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for name in set(existing) - set(files):
        (OUTPUT / name).unlink()
    for name, text in files.items():
        (OUTPUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} files to {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
