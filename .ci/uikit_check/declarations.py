"""Declarations read from a symbol graph, normalized so that HeadlessUIKit's and UIKit's can be
compared as callers see them, and the comparison itself (what the symbol graph shows: kind,
access, labels and types, optionality, accessors, defaults, availability, deprecation,
superclass, conformances, enum cases, optional requirements). What the graph of an imported
Objective-C declaration does not show (isolation, `required`, `convenience`, implicit
`@discardableResult`, Sendable inference) is left to the compiled uses (client.py)."""

import os
import re

MODULE_PREFIXES = re.compile(
    r"\b(?:Swift|Foundation|FoundationEssentials|CoreGraphics|CoreFoundation|UIKit|UIKitCore|"
    r"HeadlessUIKit|HeadlessUIKitEnums|ObjectiveC|_Concurrency)\.(?=[A-Za-z_])")
LEADING_WORDS = {
    "override", "required", "convenience", "final", "dynamic", "open", "public", "optional",
    "nonisolated", "mutating", "indirect",
}
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol"}
# Protocols a model type must adopt when UIKit's does: they change what client code compiles.
VALUE_PROTOCOLS = {
    "Sendable", "Equatable", "Hashable", "RawRepresentable", "OptionSet", "SetAlgebra",
    "Comparable", "CaseIterable",
}
# Never compared: implied by the language.
IMPLIED = {"Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype"}
FLOOR = (13, 0)  # the package's deployment target


def version(entry):
    if not entry:
        return None
    return tuple(entry.get(k, 0) for k in ("major", "minor"))


def version_text(value):
    return "iOS " + ".".join(str(part) for part in value) if value else "-"


class Decl:
    """One public declaration as the graph shows it."""

    def __init__(self, symbol, side):
        self.side = side
        self.symbol = symbol
        self.precise = symbol["identifier"]["precise"]
        self.components = list(symbol["pathComponents"])
        self.path = ".".join(self.components)
        self.kind = symbol["kind"]["identifier"]
        self.access = symbol["accessLevel"]
        self.extends = symbol.get("_extends")
        self.text = declaration_text(symbol["declarationFragments"], keep_internal=True)
        self.caller_text = declaration_text(symbol["declarationFragments"], keep_internal=False)
        self.words = leading_words(self.text)
        self.norm = normalize(self.caller_text)
        self.introduced = None
        self.deprecated = None
        self.unavailable = False
        for entry in symbol.get("availability") or []:
            if entry.get("domain") not in ("iOS", "*"):
                continue
            if entry.get("domain") == "iOS" and "introduced" in entry:
                self.introduced = version(entry["introduced"])
            if "deprecated" in entry or entry.get("isUnconditionallyDeprecated"):
                self.deprecated = (version(entry.get("deprecated")), entry.get("message") or entry.get("renamed") or "")
            if entry.get("isUnconditionallyUnavailable") or "obsoleted" in entry:
                self.unavailable = True
        location = symbol.get("location")
        self.location = None
        if location:
            self.location = (location["uri"].replace("file://", ""), location["position"]["line"] + 1)
        self.parent = None          # the Decl of the enclosing type
        self.members = []
        self.superclass = None      # path
        self.conformances = set()   # protocol names (last component)
        self.optional_requirement = False
        self.requirement_of = None  # protocol path
        self.key = self.path

    @property
    def name(self):
        return self.components[-1]

    @property
    def is_type(self):
        return self.kind in TYPE_KINDS

    @property
    def isolation(self):
        if "@MainActor" in self.words:
            return "@MainActor"
        if "nonisolated" in self.words:
            return "nonisolated"
        return None

    def effective_introduced(self):
        """The iOS version from which callers may use it: its own, or an enclosing type's,
        whichever is later, never below the package's floor."""
        best = FLOOR
        decl = self
        while decl is not None:
            if decl.introduced and decl.introduced > best:
                best = decl.introduced
            decl = decl.parent
        return best

    def __repr__(self):
        return f"<{self.side} {self.key}>"


def declaration_text(fragments, keep_internal):
    """The declaration's text; without internal parameter names when `keep_internal` is
    false (callers never see them)."""
    text = ""
    for fragment in fragments:
        spelling = fragment["spelling"]
        if fragment["kind"] == "internalParam" and not keep_internal:
            text = text.rstrip(" ")
            continue
        text += spelling
    text = re.sub(r"\s+", " ", text).strip()
    return text


def leading_words(text):
    """Attributes and modifiers before the introducer (`func`, `var`, `init` …)."""
    words = set()
    rest = text
    while True:
        match = re.match(r"(@\w+(?:\([^)]*\))?|\w+)\s+", rest)
        if not match:
            break
        word = match.group(1)
        if word in ("func", "var", "let", "init", "init?", "init!", "case", "class", "static",
                    "struct", "enum", "protocol", "typealias", "subscript", "weak", "unowned"):
            if word in ("class", "static", "weak") and re.match(
                    r"(class|static|weak)\s+(var|let|func|class|static)\b", rest):
                words.add(word)
                rest = rest[match.end():]
                continue
            break
        words.add(word.split("(")[0] if word.startswith("@") else word)
        rest = rest[match.end():]
    if re.search(r"\blet\b", text.split("(")[0]):
        words.add("let")
    return words


def normalize(text):
    """The caller-visible shape of a declaration: no attributes, no access or inheritance
    modifiers (compared on their own or through compiled uses), no module qualifiers,
    `class` members spelled `static` (overridability is compared as `open`), stored
    properties with their accessors spelled out, `let` as `var { get }`."""
    text = MODULE_PREFIXES.sub("", text)
    text = re.sub(r"(\w) :", r"\1:", text)
    rest = text
    while True:
        match = re.match(r"(@\w+(?:\([^)]*\))?)\s+", rest)
        if match:
            rest = rest[match.end():]
            continue
        match = re.match(r"(\w+)\s+", rest)
        if match and match.group(1) in LEADING_WORDS:
            rest = rest[match.end():]
            continue
        break
    rest = re.sub(r"^class (var|let|func|subscript)\b", r"static \1", rest)
    if re.match(r"(weak )?(static )?var ", rest) and "{" not in rest:
        rest += " { get set }"
    rest = re.sub(r"^(static )?let (.*)$", r"\1var \2 { get }", rest)
    rest = rest.replace("NSNotification.Name", "Notification.Name")
    return re.sub(r"\s+", " ", rest).strip()


def parameter_types(norm):
    """The parameter list of a normalized function or initializer, for telling overloads apart."""
    match = re.search(r"\((.*)\)", norm)
    return match.group(1) if match else ""


class Graph:
    """One side's declarations, indexed by path, with their types' relationships."""

    def __init__(self, symbols, relationships, side):
        self.side = side
        self.by_precise = {}
        self.by_path = {}
        for symbol in symbols:
            if side == "model" and not symbol.get("location") and symbol["_module"] == "HeadlessUIKit":
                continue  # compiler-made (an enum's init(rawValue:)): not declared in the model
            decl = Decl(symbol, side)
            if decl.precise in self.by_precise:
                continue
            self.by_precise[decl.precise] = decl
        self.supers = {}
        self.defaulted = set()
        default_impls = set()
        for link in relationships:
            source = self.by_precise.get(link["source"])
            target = self.by_precise.get(link["target"])
            target_name = target.path if target else link.get("targetFallback", link["target"]).split(".")[-1]
            if source is None:
                continue
            kind = link["kind"]
            if kind == "inheritsFrom":
                source.superclass = target_name
            elif kind == "conformsTo":
                source.conformances.add(target_name.split(".")[-1])
            elif kind == "optionalRequirementOf":
                source.optional_requirement = True
                source.requirement_of = target_name
            elif kind == "requirementOf":
                source.requirement_of = target_name
            elif kind == "defaultImplementationOf":
                default_impls.add(source.precise)
                self.defaulted.add(link["target"])
        for precise in default_impls:
            del self.by_precise[precise]
        for precise in self.defaulted:
            if precise in self.by_precise:
                self.by_precise[precise].optional_requirement = True
        if side == "model":
            self._resolve_imported_enums()
        for decl in self.by_precise.values():
            self.by_path.setdefault(decl.path, []).append(decl)
        for decl in self.by_precise.values():
            parents = self.by_path.get(".".join(decl.components[:-1]))
            if parents and len(decl.components) > 1:
                parent = next((p for p in parents if p.is_type), parents[0])
                decl.parent = parent
                parent.members.append(decl)
        self._keys()

    def _resolve_imported_enums(self):
        """HeadlessUIKit's imported enums are C enums (module HeadlessUIKitEnums, so that they
        are non-frozen as UIKit's are) given their UIKit name by a typealias: the enum and its
        cases take the typealias's path; C declarations no typealias names are not API."""
        enums = {d.precise: d for d in self.by_precise.values() if d.symbol["_module"] == "HeadlessUIKitEnums"}
        renamed = {}
        for decl in list(self.by_precise.values()):
            if decl.kind != "swift.typealias" or decl.symbol["_module"] != "HeadlessUIKit":
                continue
            targets = [f.get("preciseIdentifier") for f in decl.symbol["declarationFragments"]
                       if f["kind"] == "typeIdentifier"]
            if len(targets) == 1 and targets[0] in enums:
                renamed[targets[0]] = decl
        original = {p: list(e.components) for p, e in enums.items()}
        for precise, decl in enums.items():
            owner = precise
            if decl.kind == "swift.enum.case":
                owner = next((p for p, e in enums.items() if e.kind == "swift.enum"
                              and original[precise][:-1] == original[p]), None)
            alias = renamed.get(owner)
            if alias is None:
                del self.by_precise[precise]
                continue
            prefix = alias.components
            decl.components = prefix + ([decl.components[-1]] if decl.kind == "swift.enum.case" else [])
            decl.path = ".".join(decl.components)
            decl.key = decl.path
            decl.alias = alias
            if decl.kind == "swift.enum":
                decl.text = decl.caller_text = "enum " + prefix[-1]
                decl.norm = normalize(decl.text)
                decl.location = alias.location
                decl.conformances |= {"Equatable", "Hashable", "RawRepresentable", "Sendable"}
        for alias in renamed.values():
            del self.by_precise[alias.precise]
        self._c_availability([d for d in enums.values() if d.precise in self.by_precise])

    def _c_availability(self, decls):
        """A Linux symbol graph drops a C declaration's iOS availability: read it from the
        header (`HEADLESS_IOS(introduced = 9.0)` after an enumerator)."""
        header = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                              "Sources", "HeadlessUIKitEnums", "include", "HeadlessUIKitEnums.h")
        if not os.path.exists(header):
            return
        found = {}
        for match in re.finditer(r"\b(\w+)\s+HEADLESS_IOS\(([^)]*)\)", open(header).read()):
            fields = dict(re.findall(r"(\w+)\s*=\s*([\d.]+)", match.group(2)))
            found[match.group(1)] = fields
        for decl in decls:
            fields = found.get(decl.precise.split("@")[-1])
            if not fields:
                continue
            parse = lambda text: tuple(int(part) for part in (text.split(".") + ["0"])[:2])
            if "introduced" in fields:
                decl.introduced = parse(fields["introduced"])
            if "deprecated" in fields:
                decl.deprecated = (parse(fields["deprecated"]), "")

    def _keys(self):
        """A unique key per declaration: the path, plus the parameter types for overloads."""
        for path, decls in self.by_path.items():
            if len(decls) > 1:
                for decl in decls:
                    if decl.kind in ("swift.method", "swift.init", "swift.type.method", "swift.func"):
                        decl.key = f"{path} ({parameter_types(decl.norm)})"

    def decls(self):
        return sorted(self.by_precise.values(), key=lambda d: d.key)

    def type_named(self, path):
        return next((d for d in self.by_path.get(path, []) if d.is_type), None)

    def superclass_chain(self, decl):
        chain = []
        current = decl
        while current is not None and current.superclass:
            chain.append(current.superclass)
            current = self.type_named(current.superclass)
        return chain

    def all_conformances(self, decl):
        found = set(decl.conformances)
        for name in self.superclass_chain(decl):
            parent = self.type_named(name)
            if parent is not None:
                found |= parent.conformances
        return found


class Implied:
    """A declaration UIKit has without listing it in its graph: `NSObject`'s `init()`, which
    every NSObject subclass inherits, and the `rawValue` of an imported option set or enum
    (the graph lists only `init(rawValue:)`)."""

    def __init__(self, model_decl, note):
        self.path = model_decl.path
        self.key = model_decl.key
        self.kind = model_decl.kind
        self.access = model_decl.access
        self.norm = model_decl.norm
        self.words = set()
        self.introduced = None
        self.deprecated = None
        self.parent = None
        self.optional_requirement = False
        self.requirement_of = None
        self.note = note
        self.is_type = False

    def effective_introduced(self):
        return FLOOR


def counterpart(decl, uikit, model):
    """UIKit's declaration for a model declaration, and how it was found:
    - "path": the same path (overloads: the same parameter types);
    - "inherited" / "protocol": the member on a superclass, or on a protocol the class adopts
      (UIKit declares a member once; the importer gives the class the protocol's members);
    - "shape": a declaration with the same name and more parameters, each extra one defaulted
      (every call the model accepts also compiles against it);
    - "implied": NSObject's `init()`, an imported option set's `rawValue`.
    Returns (None, None) when UIKit has nothing that matches."""
    own = [c for c in uikit.by_path.get(decl.path, []) if not c.unavailable]
    scopes = []
    owner = uikit.type_named(decl.parent.path) if decl.parent is not None else None
    if owner is not None and owner.kind == "swift.class":
        scopes = [("inherited", s) for s in uikit.superclass_chain(owner)]
        scopes += [("protocol", p) for p in sorted(uikit.all_conformances(owner))]
    for how, found in [("path", own)] + [(h, uikit.by_path.get(s + "." + decl.name, [])) for h, s in scopes]:
        same = [c for c in found if c.norm == decl.norm and not c.unavailable]
        if same:
            return same[0], how
    if owner is not None and decl.name == "init()" and owner.kind == "swift.class":
        return Implied(decl, "NSObject's init()"), "implied"
    if owner is not None and decl.name == "rawValue" and "RawRepresentable" in uikit.all_conformances(owner):
        return Implied(decl, "the raw value of an imported C type"), "implied"
    shaped = _shape(decl, uikit, owner)
    if shaped is not None:
        return shaped, "shape"
    for how, found in [("path", own)] + [(h, uikit.by_path.get(s + "." + decl.name, [])) for h, s in scopes]:
        if found:
            same_types = [c for c in found if parameter_types(c.norm) == parameter_types(decl.norm)]
            return (same_types or found)[0], how
    return None, None


def _labels(norm):
    """(label, type, has default) for each parameter of a normalized declaration."""
    inside = parameter_types(norm)
    result = []
    for part in split_top_level(inside):
        match = re.match(r"\s*([\w_]+):\s*(.*?)(\s*=\s*.*)?$", part)
        if match:
            result.append((match.group(1), match.group(2).strip(), bool(match.group(3))))
    return result


def split_top_level(text, separator=","):
    parts, depth, current = [], 0, ""
    for char in text:
        if char in "([<":
            depth += 1
        elif char in ")]>" and not (char == ">" and current.endswith("-")):
            depth -= 1
        if char == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    return parts


def _shape(decl, uikit, owner):
    if decl.kind not in ("swift.init", "swift.method", "swift.type.method"):
        return None
    base = decl.name.split("(")[0]
    parent = decl.parent.path if decl.parent is not None else ""
    mine = _labels(decl.norm)
    for path, candidates in uikit.by_path.items():
        if not path.startswith(parent + "." + base + "("):
            continue
        for candidate in candidates:
            theirs = _labels(candidate.norm)
            index = 0
            ok = True
            for label, kind, has_default in theirs:
                if index < len(mine) and mine[index][0] == label and mine[index][1] == kind:
                    index += 1
                elif not has_default:
                    ok = False
                    break
            if ok and index == len(mine) and len(theirs) > len(mine):
                return candidate
    return None


def compare(decl, other, how, uikit, model):
    """The differences between a model declaration and UIKit's, as (aspect, text) pairs."""
    found = []
    if other is None:
        return [("missing", "UIKit has no such declaration")]
    if decl.kind != other.kind:
        found.append(("kind", f"model {decl.kind}, UIKit {other.kind}"))
    access = other.access
    if how == "protocol" and decl.parent is not None and decl.parent.kind == "swift.class":
        access = "open"  # a protocol member the importer gives an Objective-C class is open
    if decl.access != access:
        found.append(("access", f"model {decl.access}, UIKit {access}"))
    if how == "shape":
        found.append(("shape", f"UIKit `{other.norm}`"))
    elif decl.norm != other.norm:
        found.append(("declaration", f"model `{decl.norm}`, UIKit `{other.norm}`"))
    if decl.effective_introduced() != other.effective_introduced():
        found.append(("introduced", f"model {version_text(decl.effective_introduced())}, "
                                    f"UIKit {version_text(other.effective_introduced())}"))
    if _deprecation(decl) != _deprecation(other):
        found.append(("deprecated", f"model {_deprecation_text(decl)}, UIKit {_deprecation_text(other)}"))
    if decl.requirement_of and other.requirement_of and decl.optional_requirement != other.optional_requirement:
        found.append(("optional-requirement",
                      f"model {'optional' if decl.optional_requirement else 'required'} (default implementation), "
                      f"UIKit {'@objc optional' if other.optional_requirement else 'required'}"))
    if decl.is_type:
        found += _compare_type(decl, other, uikit, model)
    return found


def _deprecation(decl):
    if not decl.deprecated:
        return None
    number, message = decl.deprecated
    return (number, message)


def _deprecation_text(decl):
    if not decl.deprecated:
        return "not deprecated"
    number, message = decl.deprecated
    return f"deprecated {version_text(number) if number else '(no version)'}" + (f": {message}" if message else "")


def _compare_type(decl, other, uikit, model):
    found = []
    if decl.kind == "swift.class" and (decl.superclass or "NSObject") != (other.superclass or "NSObject"):
        found.append(("superclass", f"model {decl.superclass}, UIKit {other.superclass}"))
    mine = model.all_conformances(decl) - IMPLIED
    theirs = uikit.all_conformances(other) - IMPLIED
    if decl.kind == "swift.class":
        theirs |= {"NSObjectProtocol", "Equatable", "Hashable", "CustomStringConvertible",
                   "CustomDebugStringConvertible", "CVarArg"}
        if other.kind == "swift.class" and "@MainActor" in (other.words | decl.words):
            theirs.add("Sendable")
    extra = sorted(mine - theirs)
    if extra:
        found.append(("conformance", "model conforms to " + ", ".join(extra) + ", UIKit does not"))
    model_protocols = {d.name for d in model.decls() if d.kind == "swift.protocol"}
    wanted = (theirs & (VALUE_PROTOCOLS | model_protocols)) - mine
    if decl.kind == "swift.class":
        wanted.discard("Sendable") if "@MainActor" in decl.words else None
    if wanted:
        found.append(("conformance", "UIKit conforms to " + ", ".join(sorted(wanted)) + ", the model does not"))
    if decl.kind == "swift.enum":
        mine_cases = {m.name for m in decl.members if m.kind == "swift.enum.case"}
        their_cases = {m.name for m in other.members if m.kind == "swift.enum.case" and not m.unavailable}
        if mine_cases != their_cases:
            missing = sorted(their_cases - mine_cases)
            extra = sorted(mine_cases - their_cases)
            text = []
            if missing:
                text.append("the model lacks " + ", ".join(missing))
            if extra:
                text.append("UIKit lacks " + ", ".join(extra))
            found.append(("cases", "; ".join(text)))
    return found
