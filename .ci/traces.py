#!/usr/bin/env python3
"""CI: every session trace of the repository against the trace format's JSON Schema.

Fails unless
1. Docs/Traces/avoiding-trace-v1.schema.json, -v2 and -v3 are valid JSON Schemas
   (draft 2020-12);
2. every trace under Tests/TraceReplayTests/Traces validates against the schema of its
   `formatVersion` (a version with no schema fails), its events' `seq`
   run 0, 1, 2, … and every decision's `trigger` names an earlier event;
3. every JSON Pointer a reconstructed trace lists as assumed names something in it, and every
   event's `source` is one of the trace's sources;
4. a recorded trace holds no string the format does not allow (a privacy check: only the
   decisions' explanations, notes and the header carry free text).
Each run also plants errors in a copy of a trace (text recorded, an unknown rule, a
misspelt notification, a recorded trace with an assumed value, a version-1 trace with a drag
sample, an unknown version) and fails unless each is
caught, so that the check cannot pass by accepting everything.

Run from the repository root with `jsonschema` installed (.ci/traces.sh makes a virtual
environment with it): python3 .ci/traces.py
"""

import copy
import glob
import json
import sys

import jsonschema

SCHEMAS = {1: "Docs/Traces/avoiding-trace-v1.schema.json",
           2: "Docs/Traces/avoiding-trace-v2.schema.json",
           3: "Docs/Traces/avoiding-trace-v3.schema.json"}
TRACES = "Tests/TraceReplayTests/Traces/*/*.json"
# Members whose strings are free text: explanations, notes, citations, the header's words.
FREE_TEXT = {"text", "says", "statement", "title", "cite", "what", "componentShould",
             "marketingName", "version", "name", "modelIdentifier", "reason"}


def resolves(document, pointer):
    """Whether a JSON Pointer, with '*' for any array index, names something."""
    nodes = [document]
    for token in pointer.split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        found = []
        for node in nodes:
            if isinstance(node, list):
                if token == "*":
                    found += node
                elif token.isdigit() and int(token) < len(node):
                    found.append(node[int(token)])
            elif isinstance(node, dict) and token in node:
                found.append(node[token])
        nodes = found
    return bool(nodes)


def strings(node, key=None):
    """Every (member, string) pair below node."""
    if isinstance(node, dict):
        for name, value in node.items():
            yield from strings(value, name)
    elif isinstance(node, list):
        for value in node:
            yield from strings(value, key)
    elif isinstance(node, str):
        yield key, node


def problems(document, validators, allowed):
    validator = validators.get(document.get("formatVersion"))
    if validator is None:
        return [f"no schema for formatVersion {document.get('formatVersion')!r}"]
    found = [f"schema: {error.message} at /{'/'.join(map(str, error.absolute_path))}"
             for error in validator.iter_errors(document)]
    if found:
        return found
    events = document["events"]
    if [event["seq"] for event in events] != list(range(len(events))):
        found.append("the events' seq do not run 0, 1, 2, …")
    for event in events:
        if event["type"] == "decision" and not 0 <= event["trigger"] < event["seq"]:
            found.append(f"seq {event['seq']}: trigger {event['trigger']} is not an earlier event")
    for pointer in document["provenance"]["assumed"]:
        if not resolves(document, pointer):
            found.append(f"assumed pointer {pointer} names nothing")
    sources = {source["id"] for source in document["provenance"]["sources"]}
    for event in events:
        if "source" in event and event["source"] not in sources:
            found.append(f"seq {event['seq']}: source {event['source']} is not declared")
    if document["provenance"]["kind"] == "recorded":
        for key, value in strings(document):
            if key in FREE_TEXT or key in ("rawTypes", "extraKeys"):
                continue
            if value not in allowed and not value.startswith("v") and value != "outside":
                found.append(f"a string the format does not allow, in {key}: {value!r}")
    return found


def vocabulary(schema):
    """Every string the schema enumerates or fixes."""
    words = set()

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "enum":
                    words.update(v for v in value if isinstance(v, str))
                elif key == "const" and isinstance(value, str):
                    words.add(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema)
    return words


def main():
    validators = {}
    allowed = {"AvoidingScrollView recorder (HeadlessUIKit)"}
    for version, path in SCHEMAS.items():
        with open(path) as file:
            schema = json.load(file)
        jsonschema.Draft202012Validator.check_schema(schema)
        validators[version] = jsonschema.Draft202012Validator(schema)
        allowed |= vocabulary(schema)
    paths = sorted(glob.glob(TRACES))
    if not paths:
        sys.exit(f"error: no trace matches {TRACES}")
    failures = 0
    for path in paths:
        with open(path) as file:
            document = json.load(file)
        found = problems(document, validators, allowed)
        print(f"{'ok' if not found else 'FAIL':4} {path}")
        for problem in found:
            print(f"     {problem}")
        failures += len(found)

    # Self-test: planted errors must be caught.
    with open(next(p for p in paths if "/recorded/" in p)) as file:
        recorded = json.load(file)
    decision = next(i for i, e in enumerate(recorded["events"]) if e["type"] == "decision")
    notification = next(i for i, e in enumerate(recorded["events"])
                        if e["type"] == "keyboardNotification")
    plants = {
        "text recorded": lambda d: d["privacy"].update(recordsText=True),
        "an unknown rule": lambda d: d["events"][decision]["decision"]["rules"].append("a-rule"),
        "a misspelt notification": lambda d: d["events"][notification].update(name="willShown"),
        "an assumed value in a recorded trace":
            lambda d: d["provenance"]["assumed"].append("/scene"),
        "a field's text": lambda d: d["scene"]["geometry"]["views"][0].update(
            uikitClass="hunter2"),
        "a trigger after its decision": lambda d: d["events"][decision].update(trigger=10**6),
        "an unknown version": lambda d: d.update(formatVersion=4),
        "a drag sample in a version-1 trace": lambda d: d.update(formatVersion=1) or d[
            "events"].append({"seq": len(d["events"]), "t": 0, "type": "keyboardDrag",
                              "panState": "changed", "finger": [0, 0],
                              "guideFrame": [0, 0, 1, 1], "dismissMode": "interactive"}),
    }
    for name, plant in plants.items():
        planted = copy.deepcopy(recorded)
        plant(planted)
        if not problems(planted, validators, allowed):
            print(f"self-test: the planted error '{name}' was not caught")
            failures += 1
    if failures:
        sys.exit(f"error: {failures} problems in the traces")
    print(f"traces: {len(paths)} traces valid against {', '.join(SCHEMAS.values())}; "
          f"{len(plants)} planted errors caught")


if __name__ == "__main__":
    main()
