#!/usr/bin/env python3
"""CI: the README's install instructions resolve against this repository as it is.

- Every version the README names as a requirement (`from: "X"`, `exact: "X"`,
  `.upToNextMinor(from: "X")`, `.upToNextMajor(from: "X")`, `"X"..<"Y"`, and Xcode's
  *Up to Next Minor / Major Version* or *Exact Version* followed by `X`) must be a tag in
  HEAD's history (`git tag --merged HEAD`): a requirement on a tag that does not exist
  resolves to nothing.
- The rule must agree with the README's version policy: before 1.0 a minor release may change
  the API, so a 0.x version is required with Up to Next Minor (or Exact), never Up to Next
  Major (`from:` is Up to Next Major).
- A README that names no version must give a branch or a revision, in `Package.swift`
  (`branch: "…"` / `revision: "…"`) and for Xcode (*Branch* / *Commit*); a revision must be a
  commit in HEAD's history.
- Every `.package(url:)` of the README names the same URL, and the Xcode instructions give it.
- The CHANGELOG's newest version section agrees: when it is a tag, the README names that
  version and the section does not say it is not tagged; when it is not a tag, the section
  says so ("not tagged"), and the README names no version of it.

`--self-test` runs the rules on README and CHANGELOG snippets in memory, against made-up tags,
and fails unless each wrong one is caught; the plain run does the self-test first, then checks
the repository. Python 3 standard library only.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parent.parent

VERSION = r"\d+\.\d+\.\d+(?:-[0-9A-Za-z.\-]+)?(?:\+[0-9A-Za-z.\-]+)?"

# Swift requirements that name versions, most specific first: each match is blanked out of the
# text before the next pattern runs, so that `.upToNextMinor(from: "X")` is not also `from:`.
SWIFT_VERSION_RULES: list[tuple[str, str]] = [
    (rf'\.upToNextMinor\(\s*from:\s*"({VERSION})"\s*\)', "up to next minor"),
    (rf'\.upToNextMajor\(\s*from:\s*"({VERSION})"\s*\)', "up to next major"),
    (rf'\.exact\(\s*"({VERSION})"\s*\)', "exact"),
    (rf'\bexact:\s*"({VERSION})"', "exact"),
    (rf'\bfrom:\s*"({VERSION})"', "up to next major"),
    (rf'"({VERSION})"\s*\.\.[.<]\s*"({VERSION})"', "range"),
]
# Xcode's dependency rules, as the README words them (emphasis and line breaks allowed).
XCODE_VERSION_RULES: list[tuple[str, str]] = [
    (rf"Up\s+to\s+Next\s+Minor\s+Version\*?\s+(?:from\s+)?`({VERSION})`", "up to next minor"),
    (rf"Up\s+to\s+Next\s+Major\s+Version\*?\s+(?:from\s+)?`({VERSION})`", "up to next major"),
    (rf"Exact\s+Version\*?\s+`({VERSION})`", "exact"),
]
SWIFT_BRANCH = r'\bbranch:\s*"([^"]+)"'
SWIFT_REVISION = r'\brevision:\s*"([0-9a-fA-F]{7,40})"'
XCODE_BRANCH = r"\*Branch\*\s+`([^`]+)`"
XCODE_COMMIT = r"\*Commit\*\s+`([0-9a-fA-F]{7,40})`"
PACKAGE_URL = r'\.package\(\s*url:\s*"([^"]+)"'
CHANGELOG_VERSION = rf"^## \[?({VERSION})\]?(.*)$"
NOT_TAGGED = re.compile(r"\bnot\s+(?:yet\s+)?tagged\b", re.I)


@dataclass
class Repository:
    """What the rules ask of git: the tags in HEAD's history, whether a commit is in it, and
    whether the clone is shallow (then tags and history may be missing)."""

    tags: set[str]
    is_ancestor: Callable[[str], bool]
    shallow: bool = False


@dataclass
class Requirement:
    rule: str
    versions: list[str]
    where: str
    text: str


@dataclass
class Findings:
    errors: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def version_requirements(readme: str) -> list[Requirement]:
    found: list[Requirement] = []
    for rules, where in ((SWIFT_VERSION_RULES, "Package.swift"), (XCODE_VERSION_RULES, "Xcode")):
        text = readme
        for pattern, rule in rules:
            for match in re.finditer(pattern, text):
                found.append(Requirement(rule, list(match.groups()), where, match.group(0)))
            text = re.sub(pattern, lambda m: " " * len(m.group(0)), text)
    return found


def newest_changelog_section(changelog: str) -> tuple[str, str] | None:
    """The newest version section: its version and its heading with its first paragraph."""
    lines = changelog.splitlines()
    for index, line in enumerate(lines):
        match = re.match(CHANGELOG_VERSION, line)
        if not match:
            continue
        paragraph = [line]
        for following in lines[index + 1:]:
            if following.startswith("#"):
                break
            if not following.strip() and len(paragraph) > 1:
                break
            paragraph.append(following)
        return match.group(1), "\n".join(paragraph)
    return None


def check(readme: str, changelog: str, repo: Repository) -> Findings:
    out = Findings()
    requirements = version_requirements(readme)
    named = sorted({v for r in requirements for v in r.versions})

    for requirement in requirements:
        for version in requirement.versions:
            if version not in repo.tags:
                hint = (" (this clone is shallow: fetch the tags, e.g. actions/checkout with "
                        "fetch-depth: 0)" if repo.shallow else "")
                out.errors.append(
                    f"the README's {requirement.where} instructions require version {version} "
                    f"({requirement.text.strip()!r}), which is not a tag in HEAD's history "
                    f"(git tag --merged HEAD){hint}: name a branch or a revision until it is "
                    "tagged")
            if version.startswith("0.") and requirement.rule == "up to next major":
                out.errors.append(
                    f"the README's {requirement.where} instructions use Up to Next Major for "
                    f"{version} ({requirement.text.strip()!r}), but before 1.0 a minor release "
                    "may change the API (the README's policy): use Up to Next Minor "
                    "(.upToNextMinor(from:)) or Exact")

    if not named:
        branches = re.findall(SWIFT_BRANCH, readme)
        revisions = re.findall(SWIFT_REVISION, readme)
        if not branches and not revisions:
            out.errors.append(
                "the README names no version, so its Package.swift instructions must give "
                '`branch: "…"` or `revision: "…"`')
        if not re.search(XCODE_BRANCH, readme) and not re.search(XCODE_COMMIT, readme):
            out.errors.append(
                "the README names no version, so its Xcode instructions must give the "
                "*Branch* `…` or *Commit* `…` rule")
        for branch in branches:
            xcode = re.findall(XCODE_BRANCH, readme)
            if xcode and branch not in xcode:
                out.errors.append(
                    f'Package.swift uses branch "{branch}", Xcode *Branch* {xcode}: they differ')
        for revision in revisions + re.findall(XCODE_COMMIT, readme):
            if not repo.is_ancestor(revision):
                out.errors.append(f"the README's revision {revision} is not in HEAD's history")

    urls = sorted(set(re.findall(PACKAGE_URL, readme)))
    if not urls:
        out.errors.append("the README has no .package(url:) instruction")
    elif len(urls) > 1:
        out.errors.append(f"the README's .package(url:) instructions name different URLs: {urls}")
    elif f"`{urls[0]}`" not in readme:
        out.errors.append(f"the README's Xcode instructions do not give the package URL {urls[0]}")

    newest = newest_changelog_section(changelog)
    if newest:
        version, section = newest
        marked = bool(NOT_TAGGED.search(section))
        if version in repo.tags:
            if marked:
                out.errors.append(
                    f"CHANGELOG: {version} is a tag, but its section says it is not tagged")
            if named and version not in named:
                out.errors.append(
                    f"CHANGELOG: {version} is the newest tag, the README installs {named}")
            if not named:
                out.errors.append(
                    f"CHANGELOG: {version} is tagged; the README should install it with Up to "
                    "Next Minor Version, not a branch")
        elif not marked:
            out.errors.append(
                f"CHANGELOG: {version} is not a tag in HEAD's history; its section must say "
                "that it is not tagged")
    return out


def git(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(REPO), *args], capture_output=True, text=True)


def repository() -> Repository | None:
    if git("rev-parse", "--is-inside-work-tree").stdout.strip() != "true":
        return None
    tags = set(git("tag", "--merged", "HEAD").stdout.split())
    shallow = git("rev-parse", "--is-shallow-repository").stdout.strip() == "true"
    return Repository(
        tags=tags,
        is_ancestor=lambda rev: git("merge-base", "--is-ancestor", rev, "HEAD").returncode == 0,
        shallow=shallow)


# The self-test: the README's two shapes, and one mistake per rule.
URL = "https://github.com/avoidingscrollview/AvoidingScrollView"
BRANCH_README = f"""
**In Xcode**: enter `{URL}`, set *Dependency Rule* to *Branch*
`main`.
```swift
.package(url: "{URL}", branch: "main")
```
Once `0.1.0` is tagged, this section will name it with *Up to Next Minor Version*.
"""
VERSION_README = f"""
**In Xcode**: enter `{URL}`, choose *Up to Next Minor Version*
from `0.1.0`.
```swift
.package(url: "{URL}", .upToNextMinor(from: "0.1.0"))
```
"""
UNTAGGED_CHANGELOG = "# Changelog\n\n## Unreleased\n\n- x\n\n## 0.1.0\n\nThe first release (not tagged yet).\n"
TAGGED_CHANGELOG = "# Changelog\n\n## Unreleased\n\n- x\n\n## 0.1.0\n\nThe first release.\n"


def self_test() -> tuple[int, list[str]]:
    none = Repository(tags=set(), is_ancestor=lambda rev: rev == "0f54343")
    tagged = Repository(tags={"0.1.0"}, is_ancestor=lambda rev: rev == "0f54343")
    cases: list[tuple[str, str, str, Repository, str | None]] = [
        ("branch, no tag", BRANCH_README, UNTAGGED_CHANGELOG, none, None),
        ("Up to Next Minor, tagged", VERSION_README, TAGGED_CHANGELOG, tagged, None),
        ("a revision in history", BRANCH_README.replace('branch: "main"', 'revision: "0f54343"')
         .replace("*Branch*\n`main`", "*Commit* `0f54343`"), UNTAGGED_CHANGELOG, none, None),
        ("from: an untagged version",
         BRANCH_README.replace('branch: "main"', 'from: "0.1.0"'), UNTAGGED_CHANGELOG, none,
         "not a tag in HEAD's history"),
        ("Up to Next Minor, untagged", VERSION_README, UNTAGGED_CHANGELOG, none,
         "not a tag in HEAD's history"),
        ("from: (Up to Next Major) on 0.x, tagged",
         VERSION_README.replace('.upToNextMinor(from: "0.1.0")', 'from: "0.1.0"'),
         TAGGED_CHANGELOG, tagged, "Up to Next Major"),
        ("Xcode's Up to Next Major on 0.x",
         VERSION_README.replace("Next Minor Version", "Next Major Version"), TAGGED_CHANGELOG,
         tagged, "Up to Next Major"),
        ("exact: an untagged version",
         BRANCH_README.replace('branch: "main"', 'exact: "0.2.0"'), UNTAGGED_CHANGELOG, none,
         "0.2.0"),
        ("neither version nor branch",
         BRANCH_README.replace(', branch: "main"', ""), UNTAGGED_CHANGELOG, none,
         "must give `branch:"),
        ("no Xcode branch rule", BRANCH_README.replace("*Branch*\n`main`", "*Branch*"),
         UNTAGGED_CHANGELOG, none, "Xcode instructions must give"),
        ("a revision not in history",
         BRANCH_README.replace('branch: "main"', 'revision: "abcdef1"'), UNTAGGED_CHANGELOG,
         none, "not in HEAD's history"),
        ("two URLs", BRANCH_README + f'.package(url: "{URL}.git", branch: "main")\n',
         UNTAGGED_CHANGELOG, none, "different URLs"),
        ("the CHANGELOG's untagged version not marked", BRANCH_README, TAGGED_CHANGELOG, none,
         "must say that it is not tagged"),
        ("tagged, but the CHANGELOG still says not tagged", VERSION_README, UNTAGGED_CHANGELOG,
         tagged, "says it is not tagged"),
        ("tagged, but the README still names a branch", BRANCH_README, TAGGED_CHANGELOG, tagged,
         "should install it"),
    ]
    failures = []
    for name, readme, changelog, repo, expected in cases:
        errors = check(readme, changelog, repo).errors
        if expected is None and errors:
            failures.append(f"{name}: expected no error, got {errors}")
        if expected is not None and not any(expected in e for e in errors):
            failures.append(f"{name}: expected an error with {expected!r}, got {errors}")
    return len(cases), failures


def main() -> int:
    count, failures = self_test()
    if failures:
        for failure in failures:
            print(f"error: self-test: {failure}", file=sys.stderr)
        return 1
    print(f"readme-install: self-test passed ({count} snippets, each wrong one caught)")
    if "--self-test" in sys.argv[1:]:
        return 0
    repo = repository()
    if repo is None:
        print("readme-install: not a git checkout, so no tags to check against: skipped")
        return 0
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    changelog = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    findings = check(readme, changelog, repo)
    for error in findings.errors:
        print(f"error: {error}", file=sys.stderr)
    if findings.errors:
        return 1
    named = sorted({v for r in version_requirements(readme) for v in r.versions})
    print("readme-install: the README installs "
          + (f"version {', '.join(named)}, a tag in HEAD's history" if named
             else "from a branch or revision; no version is tagged")
          + "; the CHANGELOG agrees")
    return 0


if __name__ == "__main__":
    sys.exit(main())
