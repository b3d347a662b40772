#!/usr/bin/env python3
"""HeadlessUIKit checked against the real UIKit of the iOS SDK kit (Python 3 stdlib only).

Every public declaration of the model is compared with its UIKit counterpart twice:
1. as declared: the model's symbol graph (Linux toolchain) against UIKit's (extracted from
   the SDK with `swift-symbolgraph-extract`): kind, access (open/public), labels, types,
   optionality, accessors, default arguments, availability, deprecation, superclass,
   conformances, enum cases, optional requirements;
2. as used: one generated Swift client file uses every declaration the way the model
   declares it (.ci/uikit_check/client.py) and is type-checked against the model (swiftc,
   Linux) and against UIKit (swiftc-ios, arm64-apple-ios13.0), in Swift 6 and Swift 5 modes;
   each diagnostic is mapped back to the declaration whose use caused it. A declaration
   compiles the same when its uses pass or fail (error, warning) identically on both sides.
This catches what an imported declaration's graph does not show: isolation and its
preconcurrency, `required` and `convenience` initializers, implicit `@discardableResult`,
Sendable, frozen or open enums, Objective-C initializers on metatypes.

Differences that cannot be fixed are listed, each with its reason and source, in
Sources/HeadlessUIKit/SDKReference/UIKit-differences. The check fails on any difference no
row explains and on any row that explains nothing. Then a self-test makes drifts in a scratch
copy of the model (availability removed from `addAction(_:for:)`, a label, an optionality,
open -> public, an isolation, a deprecation, an enum case, a discardable result) and fails
unless each is caught.

Run it through .ci/check-uikit-declarations.sh, which prepares the SDK kit (.ci/ios-sdk.sh).
  --no-build      compare an existing build of HeadlessUIKit
  --no-self-test  skip the drift self-test
  --keep DIR      keep the generated client file in DIR
  --verbose       print every difference, listed ones too
"""

import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from uikit_check import check, declarations, delegate_calls, differences, graphs, paths, selftest  # noqa: E402

TITLE = "HeadlessUIKit vs UIKit (iOS 16.4 SDK)"


def environment():
    needed = ("SWIFTC_IOS", "IOS_SDK", "IOS_MODULE_CACHE", "IOS_SDK_RESOURCE_DIR")
    missing = [name for name in needed if not os.environ.get(name)]
    if missing:
        sys.exit("run through .ci/check-uikit-declarations.sh (it sources .ci/ios-sdk.sh); missing "
                 + ", ".join(missing))
    return {name: os.environ[name] for name in needed}


def uikit_declarations(env):
    symbols, links = graphs.uikit_graph(
        env["IOS_SDK"], env["IOS_SDK_RESOURCE_DIR"], os.path.join(env["IOS_MODULE_CACHE"], "modules"),
        os.path.join(paths.ROOT, ".build-ios-sdk"), env["SWIFTC_IOS"])
    return declarations.Graph(symbols, links, "uikit")


def run_comparison(root, uikit, env, build, work):
    modules, includes = paths.build_model(build=build, root=root)
    symbols, links = graphs.model_graph(modules, includes)
    return check.compare(symbols, links, uikit, modules, includes, env["SWIFTC_IOS"], work)


def classify(result, rows):
    """(same, listed {status: count}, unexplained [(key, aspect, detail)], listed details)."""
    same, listed, unexplained, explained = 0, {}, [], []
    for decl in result.decls:
        found = result.differences.get(decl.key, [])
        statuses = set()
        ok = True
        for aspect, detail in found:
            row = differences.explain(rows, decl.key, aspect)
            if row is None:
                unexplained.append((decl.key, aspect, detail))
                ok = False
            else:
                statuses.add(row.status)
                explained.append((decl.key, aspect, detail, row))
        if not found:
            same += 1
        elif ok:
            status = sorted(statuses)[0] if len(statuses) == 1 else "+".join(sorted(statuses))
            listed[status] = listed.get(status, 0) + 1
    for key, found in result.differences.items():
        if key not in {d.key for d in result.decls}:
            for aspect, detail in found:
                unexplained.append((key, aspect, detail))
    return same, listed, unexplained, explained


def ios18_shapes(result, rows):
    """Each ios18 row's declaration must be the model's (the hand-written reference for what
    the 16.4 SDK cannot show)."""
    problems = []
    by_key = {d.key: d for d in result.decls}
    for row in rows:
        if row.status != "ios18":
            continue
        decl = by_key.get(row.symbol)
        if decl is None:
            problems.append(f"{row.symbol} (row {row.number}): no such model declaration")
        elif check.shape(decl) != row.declaration:
            problems.append(f"{row.symbol} (row {row.number}): the model declares `{check.shape(decl)}`, "
                            f"the row (iOS 18) `{row.declaration}`")
    return problems


def summary(result, same, listed):
    total = len(result.decls)
    parts = ", ".join(f"{count} {status}" for status, count in sorted(listed.items()))
    return (f"{TITLE}: {total} declarations, {same} the same, {sum(listed.values())} listed"
            + (f" ({parts})" if parts else "") + ", 0 unexplained")


def main(argv):
    started = time.time()
    env = environment()
    build = "--no-build" not in argv
    verbose = "--verbose" in argv
    keep = argv[argv.index("--keep") + 1] if "--keep" in argv else None
    rows, problems = differences.read(paths.DIFFERENCES)
    if problems:
        print("\n".join(problems))
        return 1
    uikit = uikit_declarations(env)
    work = tempfile.mkdtemp(prefix="uikit-check-")
    try:
        result = run_comparison(paths.ROOT, uikit, env, build, work)
        if keep:
            os.makedirs(keep, exist_ok=True)
            shutil.copy(result.client_path, keep)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    same, listed, unexplained, explained = classify(result, rows)
    failures = delegate_calls.problems()
    failures += [f"{key}: {aspect}: {detail}" for key, aspect, detail in unexplained]
    failures += ios18_shapes(result, rows)
    failures += [f"row {row.number} ({row.symbol} | {row.difference}) explains no difference: remove it"
                 for row in rows if not row.used]
    for mode, (mine, theirs) in sorted(result.counts.items(), reverse=True):
        print(f"  client file, Swift {mode}: model {mine[0]} errors, {mine[1]} warnings; "
              f"UIKit {theirs[0]} errors, {theirs[1]} warnings")
    if verbose:
        for key, aspect, detail, row in explained:
            print(f"  listed ({row.status}) {key}: {aspect}: {detail}")
    if failures:
        unexplained_keys = {key for key, _, _ in unexplained}
        print(f"{TITLE}: {len(result.decls)} declarations, {same} the same, "
              f"{sum(listed.values())} listed, {len(unexplained_keys)} with unexplained differences")
        for failure in failures:
            print("- " + failure)
        return 1
    print(summary(result, same, listed))
    print(f"  ({time.time() - started:.0f} s)")
    if "--no-self-test" in argv:
        return 0
    problems = selftest.run(env, uikit, rows, run_comparison, classify)
    if problems:
        for problem in problems:
            print("- " + problem)
        return 1
    print(f"Self-test: each of {len(selftest.EDITS)} drifts made in a scratch copy of the model is caught:")
    for edit in selftest.EDITS:
        print(f"  {edit.what} ({edit.key}): {', '.join(edit.caught)}")
    print(f"  ({time.time() - started:.0f} s in all)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except paths.ToolFailed as error:
        print(f"{TITLE}: a tool failed:\n{error}")
        sys.exit(1)
