#!/usr/bin/env python3
"""CI: counts the documentation states in prose, checked against their source so that they
cannot drift.

- Docs/Reliability.md's table of the behaviour rows checked on random input names every row of
  the README's *Behaviour* table, once each, in the README's order, and no other: its
  paragraph says the table covers the README's rows, so a row added to the README without its
  line in Reliability.md fails here. A row is named by the README's *situation* cell, compared
  with parenthesised remarks left out and spaces collapsed ("hardware keyboard" names
  "hardware keyboard (shortcuts bar only)").
- The README stays at most 400 lines: it is for someone deciding to adopt the package, and
  history, evaluation and proof belong in Docs/ (issue 34).
- No document quotes a count of the benchmark's approaches or of the demo's acts as plain text
  ("eight of today's approaches", "seven acts"): those counts are figures
  (`<!-- fig:bench-approaches -->`, `<!-- fig:demo-acts -->`, written by Scripts/figures from the
  benchmark's and the demo's own output). Searched: every tracked Markdown file but
  Docs/Figures.md, and of CHANGELOG.md only what precedes its first released version (a
  release's notes say what was true then). "acts on" is the verb, not the demo's acts.

`--self-test` runs both rules on documents in memory and fails unless each mistake is caught;
the plain run does the self-test first, then checks the repository. Python 3 standard library
only.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
README = "README.md"
RELIABILITY = "Docs/Reliability.md"
FIGURES_MD = "Docs/Figures.md"
CHANGELOG = "CHANGELOG.md"
README_MAX_LINES = 400

NUMBER = (r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
          r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)")
# A figure's quote: its value sits between the markers, so it is not plain text.
MARKER = re.compile(r"<!-- fig:[a-z0-9.\-]+ -->.*?<!-- /fig -->", re.S)
PLAIN_COUNTS = [
    (re.compile(rf"\b{NUMBER}\s+(?:of\s+today's\s+|other\s+)?approaches\b", re.I),
     "the benchmark's approaches: quote <!-- fig:bench-approaches -->"),
    (re.compile(rf"\b{NUMBER}\s+acts\b(?!\s+on\b)", re.I),
     "the demo's acts: quote <!-- fig:demo-acts -->"),
]


def table_after(text: str, heading: str, first_header: str) -> list[str]:
    """The first cells of the Markdown table whose header row starts with `first_header`, in
    the section under `heading` (a line starting with it)."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith(heading)), None)
    if start is None:
        raise ValueError(f"no section {heading!r}")
    cells: list[str] = []
    in_table = False
    for line in lines[start + 1:]:
        if line.startswith("#"):
            break
        if not in_table:
            if line.startswith("|") and line.strip("| ").startswith(first_header):
                in_table = True
            continue
        if not line.startswith("|"):
            break
        cell = line.split("|")[1].strip()
        if not set(cell) <= set("-: "):
            cells.append(cell)
    if not in_table:
        raise ValueError(f"no table with header {first_header!r} under {heading!r}")
    return cells


def row_name(cell: str) -> str:
    """A row as compared: parenthesised remarks out, spaces collapsed."""
    previous = None
    while previous != cell:  # innermost parentheses first, for nested remarks
        previous, cell = cell, re.sub(r"\([^()]*\)", "", cell)
    return " ".join(cell.split())


def check_rows(readme: str, reliability: str) -> list[str]:
    wanted = [row_name(c) for c in table_after(readme, "## Behaviour", "situation")]
    named = [row_name(c) for c in table_after(reliability, "## Invariants on random input",
                                              "behaviour row")]
    problems = []
    for row in wanted:
        if named.count(row) == 0:
            problems.append(f"{RELIABILITY}: the README's behaviour row {row!r} has no line")
        elif named.count(row) > 1:
            problems.append(f"{RELIABILITY}: the README's behaviour row {row!r} has "
                            f"{named.count(row)} lines")
    for row in named:
        if row not in wanted:
            problems.append(f"{RELIABILITY}: {row!r} is no row of the README's behaviour table")
    common = [row for row in named if row in wanted]
    if not problems and common != wanted:
        problems.append(f"{RELIABILITY}: the rows are not in the README's order")
    return problems


def check_length(readme: str) -> list[str]:
    lines = len(readme.splitlines())
    if lines > README_MAX_LINES:
        return [f"{README}: {lines} lines, more than {README_MAX_LINES}: move detail to Docs/"]
    return []


def unreleased_part(changelog: str) -> str:
    """The CHANGELOG up to its first released version's heading ("## 0.1.0")."""
    match = re.search(r"^## \[?\d+\.\d+\.\d+", changelog, re.M)
    return changelog[:match.start()] if match else changelog


def check_plain_counts(name: str, text: str) -> list[str]:
    outside = MARKER.sub(lambda m: " " * len(m.group(0)), text)  # keeps offsets for lines
    problems = []
    for pattern, what in PLAIN_COUNTS:
        for match in pattern.finditer(outside):
            line = outside.count("\n", 0, match.start()) + 1
            problems.append(f"{name}:{line}: {match.group(0)!r} is a count of {what}")
    return problems


def documents() -> list[str]:
    files = subprocess.run(["git", "ls-files", "*.md"], cwd=REPO, capture_output=True,
                           text=True, check=True).stdout.split()
    return [f for f in files if f != FIGURES_MD and (REPO / f).exists()]


def self_test() -> list[str]:
    failures = []

    def expect(condition: bool, what: str) -> None:
        if not condition:
            failures.append(f"self-test: {what}")

    readme = ("# X\n\n## Behaviour\n\n| situation | what |\n|---|---|\n"
              "| keyboard hides (`keyboardWillHideNotification`) | a |\n"
              "| keyboard hides or shrinks | b |\n| hardware keyboard (shortcuts bar only) | c |\n"
              "\nNo flag.\n\n## Configuration\n")
    good = ("# R\n\n## Invariants on random input\n\nText.\n\n"
            "| behaviour row (README) | random | scenarios |\n|---|---|---|\n"
            "| keyboard hides (`keyboardWillHideNotification`) | x | |\n"
            "| keyboard hides or shrinks | y | |\n| hardware keyboard | z | |\n\n"
            "| suite | what |\n|---|---|\n| other table | not rows |\n")
    expect(check_rows(readme, good) == [], "a table naming every row passes")
    missing = good.replace("| hardware keyboard | z | |\n", "")
    expect(any("'hardware keyboard' has no line" in p for p in check_rows(readme, missing)),
           "a README row without its line is caught")
    extra = good.replace("| hardware keyboard | z | |\n",
                         "| hardware keyboard | z | |\n| rotation | w | |\n")
    expect(any("'rotation' is no row" in p for p in check_rows(readme, extra)),
           "a line naming no README row is caught")
    twice = good.replace("| hardware keyboard | z | |\n",
                         "| hardware keyboard | z | |\n| hardware keyboard (again) | z | |\n")
    expect(any("has 2 lines" in p for p in check_rows(readme, twice)), "a row named twice")
    swapped = good.replace("| keyboard hides or shrinks | y | |\n| hardware keyboard | z | |\n",
                           "| hardware keyboard | z | |\n| keyboard hides or shrinks | y | |\n")
    expect(check_rows(readme, swapped) == [f"{RELIABILITY}: the rows are not in the README's "
                                           "order"], "rows out of order are caught")
    renamed = good.replace("| keyboard hides or shrinks | y", "| keyboard hides | y")
    expect(any("'keyboard hides or shrinks' has no line" in p
               for p in check_rows(readme, renamed)),
           "a shortened name is not taken for a longer row")

    expect(check_length("x\n" * README_MAX_LINES) == []
           and len(check_length("x\n" * (README_MAX_LINES + 1))) == 1,
           "400 lines pass, 401 do not")
    expect(len(check_plain_counts("d.md", "the component and eight of today's approaches")) == 1,
           "a count of approaches in words is caught")
    expect(len(check_plain_counts("d.md", "played in 8 acts\nand 9 other approaches")) == 2,
           "counts in digits are caught, each with its line")
    expect(check_plain_counts("d.md", "<!-- fig:demo-acts -->8<!-- /fig --> acts and "
                              "<!-- fig:bench-approaches -->9<!-- /fig --> of today's "
                              "approaches") == [], "a figure's quote is not plain text")
    expect(check_plain_counts("d.md", "only one of the two acts on Return; the approaches "
                              "differ") == [], "the verb 'acts on' and an uncounted noun pass")
    expect("7 acts" not in unreleased_part("## Unreleased\n- a\n## 0.1.0\n- 7 acts\n"),
           "a released section of the CHANGELOG is history, not searched")
    return failures


def main() -> int:
    failures = self_test()
    if "--self-test" in sys.argv[1:]:
        print("doc-counts self-test: " + ("passed" if not failures else "FAILED"))
        for failure in failures:
            print(f"error: {failure}", file=sys.stderr)
        return 1 if failures else 0
    problems = list(failures)
    readme = (REPO / README).read_text()
    problems += check_length(readme)
    problems += check_rows(readme, (REPO / RELIABILITY).read_text())
    for name in documents():
        text = (REPO / name).read_text()
        if name == CHANGELOG:
            text = unreleased_part(text)
        problems += check_plain_counts(name, text)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        return 1
    rows = len(table_after(readme, "## Behaviour", "situation"))
    print(f"doc-counts: the README's {len(readme.splitlines())} lines; Reliability.md names its "
          f"{rows} behaviour rows; no count of approaches or acts outside a figure")
    return 0


if __name__ == "__main__":
    sys.exit(main())
