"""A guard for the one call shape Linux cannot share with iOS: an @objc optional
requirement called on a delegate. On iOS it needs `?` after the method name
(`delegate?.textFieldShouldReturn?(field)`), which Linux (no optional requirements) cannot
compile, so code outside the model must not call UITextFieldDelegate's methods at all
(calling them is UIKit's job). A heuristic: calls on a receiver named `delegate`."""

import os
import re

from .paths import MODEL_SOURCES, ROOT

DELEGATE_CALL = re.compile(
    r"\bdelegate\??\.(textFieldShouldBeginEditing|textFieldDidBeginEditing|textFieldShouldEndEditing|"
    r"textFieldDidEndEditing|textFieldShouldReturn|textViewShouldBeginEditing|textViewShouldEndEditing|"
    r"textViewDidBeginEditing|textViewDidEndEditing|textViewDidChange|textView)\s*\(")


def problems():
    found = []
    for top in ("Sources", "Demo", "Benchmarks"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            if os.path.abspath(folder).startswith(MODEL_SOURCES):
                continue
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                with open(path) as handle:
                    for number, line in enumerate(handle, 1):
                        if DELEGATE_CALL.search(line):
                            found.append(
                                f"{os.path.relpath(path, ROOT)}:{number}: calls a UITextFieldDelegate method, "
                                "which is optional on iOS (needs `?(`) and required on Linux")
    return found
