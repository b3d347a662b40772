"""One Swift client file that uses every public model declaration the way the model declares
it, compiled against the model and against UIKit. Every use sits in its own lines, recorded
as a region, so that each diagnostic maps back to the declaration (and the use) it concerns.

Uses, by kind of declaration:
- a property: read into a variable of its declared type (`if let` when optional), written when
  settable (and set to nil when optional);
- a method: called with its labels, the result ignored (a warning unless discardable), and
  again without its defaulted arguments;
- an initializer: called, called as `.init`, called on a metatype value, reached from a
  subclass (as `super.init` when designated, `self.init` otherwise), each `required` one
  implemented by a subclass that has an initializer of its own;
- an open member: overridden by a subclass, calling `super`;
- a class: subclassed (when open), upcast to its superclass, checked for each conformance it
  declares, and for Sendable;
- an enum: switched over exhaustively without a default, and again with `@unknown default`;
  each case named;
- a protocol: adopted with every requirement and with only the non-optional ones, and each
  requirement called through an existential;
- every member used again from a nonisolated synchronous function and a nonisolated async
  one (with `await` when the model isolates it to the main actor), where values cross
  isolation.
A use carries the model's availability (`@available(iOS x, *)` on the using code)."""

import re

from .declarations import FLOOR, split_top_level

CALLABLE = ("swift.method", "swift.type.method", "swift.init", "swift.func")
PROPERTY = ("swift.property", "swift.type.property", "swift.var")


class Signature:
    """The parameters (label, type, default) and result of a function or initializer, read
    from its declaration text (internal names kept)."""

    def __init__(self, text):
        self.text = text
        self.params = []        # (label, type, default or None)
        self.returns = None
        self.failable = False
        match = re.search(r"\b(?:func\s+[^\s(]+|init[?!]?|subscript)\s*\(", text)
        if not match:
            return
        self.failable = bool(re.search(r"\binit\?", match.group(0)))
        start = match.end() - 1
        depth, end = 0, start
        for index in range(start, len(text)):
            if text[index] == "(":
                depth += 1
            elif text[index] == ")":
                depth -= 1
                if depth == 0:
                    end = index
                    break
        for part in split_top_level(text[start + 1:end]):
            part = part.strip()
            m = re.match(r"^(\S+?)(?:\s+(\S+?))?\s*:\s*(.+?)\s*(?:=\s*(.+))?$", part)
            if m:
                self.params.append((m.group(1), m.group(3), m.group(4)))
        tail = text[end + 1:]
        r = re.search(r"->\s*(.+)$", tail)
        self.returns = r.group(1).strip() if r else None


def property_type(decl):
    """The declared type of a property (`UIView?`, `[IndexPath]`)."""
    match = re.search(r"\bvar\s+\S+?:\s*(.+?)(\s*\{.*\})?$", decl.norm)
    return match.group(1).strip() if match else None


def settable(decl):
    return "{ get set }" in decl.norm


def arguments(params, names, skip_defaults=False):
    """A call's argument list with the declared labels (`_` drops the label)."""
    parts = []
    for (label, _, default), name in zip(params, names):
        if skip_defaults and default is not None:
            continue
        parts.append(name if label == "_" else f"{label}: {name}")
    return ", ".join(parts)


def parameter_list(params, prefix="a"):
    """Parameters of a using function, `_ a0: Type`, each with the model's own type (an
    escaping closure parameter stays `@escaping`, so it can be passed on)."""
    return [f"_ {prefix}{i}: {kind}" for i, (_, kind, _) in enumerate(params)]


def signature_params(params, prefix="a"):
    """Parameters of an overriding declaration: the declared labels, fresh internal names."""
    return ", ".join(f"{label} {prefix}{i}: {kind}" for i, (label, kind, _) in enumerate(params))


def availability(decl):
    """The attribute a use of `decl` carries: the model's iOS availability, so that a use
    compiles against UIKit at the iOS 13 target exactly when the model's availability is
    UIKit's."""
    introduced = decl.effective_introduced()
    if introduced > FLOOR:
        return f"@available(iOS {introduced[0]}.{introduced[1]}, *)"
    return ""


def type_expression(decl):
    """How client code names a type declaration (or the type that holds a member)."""
    return ".".join(decl.components)


class Client:
    """The file being generated: its lines and the region of each use."""

    def __init__(self):
        self.lines = ["#if canImport(UIKit)", "  import UIKit", "#else", "  import HeadlessUIKit", "#endif", "",
                      "/// A value captured here crosses isolation: it must be Sendable.",
                      "func sendAcross(_ body: @escaping @Sendable () -> Void) {}"]
        self.regions = []   # (first line, last line, declaration key, use)
        self.requirements = set()
        self.counter = 0

    def name(self, use):
        self.counter += 1
        return f"u{self.counter}_{re.sub(r'[^A-Za-z0-9]', '_', use)}"

    def add(self, key, use, body):
        """Adds lines (a list, or a string with newlines) as one region."""
        if isinstance(body, str):
            body = body.split("\n")
        first = len(self.lines) + 1
        self.lines += body
        self.regions.append((first, len(self.lines), key, use))

    def region_lines(self, key, use, body):
        """A group of lines to be placed inside an enclosing block; one region of its own."""
        return [(key, use, body.split("\n") if isinstance(body, str) else list(body))]

    def add_nested(self, key, use, header, groups, footer):
        """An enclosing block (a subclass, a conformance) whose groups of lines are regions of
        their own (each member its own key); the block's other lines belong to `key`."""
        first = len(self.lines) + 1
        self.lines += header
        for inner_key, inner_use, lines in groups:
            start = len(self.lines) + 1
            self.lines += lines
            self.regions.append((start, len(self.lines), inner_key, inner_use))
        self.lines += footer
        self.regions.append((first, len(self.lines), key, use))

    def conformance_probe(self, protocol):
        name = "conforms_" + re.sub(r"\W", "_", protocol)
        if protocol not in self.requirements:
            self.requirements.add(protocol)
            self.lines.insert(8, f"func {name}<V: {protocol}>(_: V.Type) {{}}")
            self.regions = [(a + 1, b + 1, k, u) for a, b, k, u in self.regions]
        return name

    def text(self):
        return "\n".join(self.lines) + "\n"


def generate(model):
    """The client file for a model Graph: (source text, regions)."""
    client = Client()
    for decl in model.decls():
        if decl.is_type:
            _type_uses(client, decl, model)
        elif decl.kind == "swift.enum.case":
            _case_uses(client, decl)
        elif decl.kind in CALLABLE:
            if decl.parent is not None and decl.parent.kind == "swift.protocol":
                _requirement_uses(client, decl)
            elif decl.kind == "swift.init":
                _init_uses(client, decl)
            else:
                _method_uses(client, decl)
        elif decl.kind in PROPERTY:
            if decl.parent is not None and decl.parent.kind == "swift.protocol":
                _requirement_uses(client, decl)
            else:
                _property_uses(client, decl)
        elif decl.kind == "swift.typealias":
            _alias_uses(client, decl)
    return client.text(), client.regions


def _generic_parameters(decl):
    """The generic parameters of the type enclosing `decl`, as (name, constraint or None):
    `NSLayoutAnchor<AnchorType>` has (AnchorType, AnyObject). A member of a generic type is
    used from a function generic over the same parameters, so that its uses type-check and
    show what they would (an unused result's warning) instead of failing the same way on
    both sides for want of the type's arguments."""
    parent = decl.parent
    if parent is None or parent.kind != "swift.class":
        return []
    match = re.search(r"\bclass\s+\w+\s*<([^>]*)>", parent.text)
    if not match:
        return []
    found = []
    for part in match.group(1).split(","):
        name = part.split(":")[0].strip()
        if not name:
            continue
        constraint = None
        inline = part.split(":", 1)[1].strip() if ":" in part else ""
        if inline == "AnyObject" or re.search(rf"\b{name}\s*:\s*AnyObject\b", parent.text):
            constraint = "AnyObject"
        found.append((name, constraint))
    return found


def _generic_clause(decl):
    parameters = _generic_parameters(decl)
    if not parameters:
        return ""
    return "<" + ", ".join(f"{n}: {c}" if c else n for n, c in parameters) + ">"


def _receiver(decl):
    """(parameter declaration, expression) for the value or type a member is used on."""
    owner = decl.components[:-1]
    owner_type = ".".join(owner)
    parameters = _generic_parameters(decl)
    if parameters:
        owner_type += "<" + ", ".join(n for n, _ in parameters) + ">"
    static = decl.kind in ("swift.type.property", "swift.type.method")
    if decl.parent is not None and decl.parent.kind == "swift.protocol":
        return f"_ x: any {owner_type}", "x"
    if static:
        return None, owner_type
    return f"_ x: {owner_type}", "x"


def _is_main_actor(decl):
    current = decl
    while current is not None:
        if current.isolation == "nonisolated":
            return False
        if current.isolation == "@MainActor":
            return True
        if current.kind in ("swift.struct", "swift.enum"):
            return False
        current = current.parent
    return False


def _functions(client, decl, use, params, body_lines, isolated_body=None, async_body=None, generics=""):
    """The same use three times: on the main actor, nonisolated, nonisolated async."""
    attr = availability(decl)
    prefix = (attr + "\n") if attr else ""
    signature = ", ".join(params)
    client.add(decl.key, use, f"{prefix}@MainActor func {client.name(use)}{generics}({signature}) {{\n"
               + "\n".join("  " + line for line in (isolated_body or body_lines)) + "\n}")
    client.add(decl.key, use + " (nonisolated)", f"{prefix}func {client.name(use)}{generics}({signature}) {{\n"
               + "\n".join("  " + line for line in body_lines) + "\n}")
    if async_body:
        client.add(decl.key, use + " (nonisolated async)",
                   f"{prefix}func {client.name(use)}{generics}({signature}) async {{\n"
                   + "\n".join("  " + line for line in async_body) + "\n}")


def _property_uses(client, decl):
    kind = property_type(decl)
    if kind is None:
        return
    receiver_param, receiver = _receiver(decl)
    params = [receiver_param] if receiver_param else []
    member = f"{receiver}.{decl.name}"
    base = kind[:-1] if kind.endswith(("?", "!")) else kind
    if kind.endswith("?"):
        read = [f"let _: {kind} = {member}", f"if let _ = {member} {{}}"]
    elif kind.endswith("!"):
        read = [f"let _: {base} = {member}", f"if let _ = {member} {{}}"]
    else:
        read = [f"let _: {kind} = {member}"]
    awaited = "await " if _is_main_actor(decl) else ""
    generics = _generic_clause(decl) if receiver_param else ""
    _functions(client, decl, "read", params, read, async_body=[f"let _: {kind} = {awaited}{member}"],
               generics=generics)
    if settable(decl):
        target = member
        setup = []
        if decl.parent is not None and decl.parent.kind == "swift.struct" and receiver_param:
            setup, target = ["var y = x"], f"y.{decl.name}"
        write = setup + [f"{target} = v"]
        if kind.endswith(("?", "!")):
            write.append(f"{target} = nil")
        _functions(client, decl, "write", params + [f"_ v: {kind}"], write, generics=generics)


def _method_uses(client, decl):
    signature = Signature(decl.text)
    receiver_param, receiver = _receiver(decl)
    params = ([receiver_param] if receiver_param else []) + parameter_list(signature.params)
    names = [f"a{i}" for i in range(len(signature.params))]
    base_name = decl.name.split("(")[0]
    call = f"{receiver}.{base_name}({arguments(signature.params, names)})"
    body = [call]
    if any(default is not None for _, _, default in signature.params):
        body.append(f"{receiver}.{base_name}({arguments(signature.params, names, skip_defaults=True)})")
    typed = []
    if signature.returns and signature.returns not in ("Void", "()"):
        typed.append(f"let _: {signature.returns} = {call}")
    awaited = "await " if _is_main_actor(decl) else ""
    async_body = [f"{awaited}{call}"]
    generics = _generic_clause(decl) if receiver_param else ""
    _functions(client, decl, "call", params, body + typed, async_body=async_body, generics=generics)


def _init_uses(client, decl):
    signature = Signature(decl.text)
    owner = ".".join(decl.components[:-1])
    params = parameter_list(signature.params)
    names = [f"a{i}" for i in range(len(signature.params))]
    args = arguments(signature.params, names)
    body = [f"_ = {owner}({args})", f"_ = {owner}.init({args})"]
    if any(default is not None for _, _, default in signature.params):
        body.append(f"_ = {owner}({arguments(signature.params, names, skip_defaults=True)})")
    awaited = "await " if _is_main_actor(decl) else ""
    _functions(client, decl, "initialize", params, body, async_body=[f"_ = {awaited}{owner}({args})"])
    if decl.parent is not None and decl.parent.kind == "swift.class":
        attr = availability(decl)
        prefix = (attr + "\n") if attr else ""
        client.add(decl.key, "initialize on a metatype",
                   f"{prefix}@MainActor func {client.name('metatype')}(_ m: {owner}.Type{''.join(', ' + p for p in params)}) {{\n"
                   f"  _ = m.init({args})\n}}")


def _case_uses(client, decl):
    owner = ".".join(decl.components[:-1])
    attr = availability(decl)
    prefix = (attr + "\n") if attr else ""
    client.add(decl.key, "name", f"{prefix}func {client.name('case')}() {{\n"
               f"  let _: {owner} = .{decl.name}\n  _ = {owner}.{decl.name}\n}}")


def _alias_uses(client, decl):
    client.add(decl.key, "use as a type",
               f"func {client.name('alias')}(_ v: @escaping {decl.path}) {{\n  let _: {decl.path} = v\n}}")


def _requirement_uses(client, decl):
    """A protocol requirement, called through an existential (the model's optional
    requirements have default implementations, so the model calls them plainly)."""
    if decl.kind in PROPERTY:
        _property_uses(client, decl)
    else:
        _method_uses(client, decl)


def _type_uses(client, decl, model):
    name = type_expression(decl)
    attr = availability(decl)
    prefix = (attr + "\n") if attr else ""
    client.add(decl.key, "name the type", f"{prefix}func {client.name('type')}() {{\n  let _: Any.Type = {name}.self\n}}")
    probes = []
    for protocol in sorted(decl.conformances - {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}):
        if protocol in ("NSObjectProtocol", "CustomStringConvertible", "CustomDebugStringConvertible", "CVarArg"):
            continue
        probes.append(f"{client.conformance_probe(protocol)}({name}.self)")
    if "Sendable" not in decl.conformances and decl.kind != "swift.protocol":
        probes.append(f"{client.conformance_probe('Sendable')}({name}.self)")
    if probes:
        client.add(decl.key, "conformances", f"{prefix}func {client.name('conformances')}() {{\n"
                   + "\n".join("  " + p for p in probes) + "\n}")
    if decl.kind == "swift.class":
        if decl.superclass:
            client.add(decl.key, "upcast", f"{prefix}@MainActor func {client.name('upcast')}(_ x: {name}) {{\n"
                       f"  let _: {decl.superclass} = x\n}}")
        client.add(decl.key, "send across isolation",
                   f"{prefix}func {client.name('send')}(_ x: {name}) {{\n"
                   f"  sendAcross {{ _ = x }}\n}}")
        if decl.access == "open":
            _subclasses(client, decl, model)
    elif decl.kind == "swift.enum":
        cases = [m for m in decl.members if m.kind == "swift.enum.case"]
        lines = [f"  case .{c.name}: return {i}" for i, c in enumerate(cases)]
        client.add(decl.key, "switch without a default",
                   f"{prefix}func {client.name('switch')}(_ v: {name}) -> Int {{\n  switch v {{\n"
                   + "\n".join(lines) + "\n  }\n}")
        client.add(decl.key, "switch with @unknown default",
                   f"{prefix}func {client.name('switch_unknown')}(_ v: {name}) -> Int {{\n  switch v {{\n"
                   + "\n".join(lines) + "\n  @unknown default: return -1\n  }\n}")
        client.add(decl.key, "raw value", f"{prefix}func {client.name('raw')}(_ v: {name}) {{\n"
                   f"  _ = {name}(rawValue: v.rawValue)\n}}")
        client.add(decl.key, "send across isolation",
                   f"{prefix}func {client.name('send')}(_ v: {name}) {{\n  sendAcross {{ _ = v }}\n}}")
    elif decl.kind == "swift.struct":
        client.add(decl.key, "send across isolation",
                   f"{prefix}func {client.name('send')}(_ v: {name}) {{\n  sendAcross {{ _ = v }}\n}}")
    elif decl.kind == "swift.protocol":
        _conformers(client, decl, model)


def _model_superclasses(decl, model):
    chain, current = [], decl
    while current is not None:
        chain.append(current)
        current = model.type_named(current.superclass) if current.superclass else None
    return chain


def _subclasses(client, decl, model):
    """Subclass `decl` twice: one subclass overrides every open member the model declares on
    it and reaches each initializer with `self.init` (it inherits them all); the other has
    initializers of its own, each calling a designated initializer with `super.init`, and
    implements every required initializer of the class and its superclasses."""
    name = type_expression(decl)
    attr = availability(decl)
    prefix = [attr] if attr else []
    inner = []
    marker = 0
    for member in decl.members:
        member_attr = availability(member)
        member_attr = [member_attr] if member_attr and member_attr != attr else []
        if member.access == "open" and member.kind in ("swift.method", "swift.type.method"):
            signature = Signature(member.text)
            base = member.name.split("(")[0]
            names = [f"a{i}" for i in range(len(signature.params))]
            static = "class " if member.kind == "swift.type.method" else ""
            returns = f" -> {signature.returns}" if signature.returns else ""
            inner += client.region_lines(member.key, "override", member_attr + [
                f"  override {static}func {base}({signature_params(signature.params)}){returns} {{",
                f"    {'return ' if signature.returns else ''}super.{base}({arguments(signature.params, names)})",
                "  }"])
        elif member.access == "open" and member.kind in ("swift.property", "swift.type.property"):
            kind = property_type(member)
            static = "class " if member.kind == "swift.type.property" else ""
            if settable(member):
                body = [f"  override {static}var {member.name}: {kind} {{",
                        f"    get {{ super.{member.name} }}", f"    set {{ super.{member.name} = newValue }}", "  }"]
            else:
                body = [f"  override {static}var {member.name}: {kind} {{ super.{member.name} }}"]
            inner += client.region_lines(member.key, "override", member_attr + body)
        elif member.kind == "swift.init":
            marker += 1
            inner += _delegating_init(client, member, marker, attr, "inherit and call with self.init",
                                      "convenience init", "self")
    client.add_nested(decl.key, "subclass and override",
                      prefix + [f"class {client.name('Sub')}: {name} {{"], inner, ["}"])
    designated = [m for m in decl.members if m.kind == "swift.init" and "convenience" not in m.words]
    if not designated:
        return
    inner = []
    for member in designated:
        marker += 1
        inner += _delegating_init(client, member, marker, attr, "call with super.init from a subclass",
                                  "init", "super")
    seen = set()
    for owner in _model_superclasses(decl, model):
        for member in owner.members:
            if member.kind == "swift.init" and "required" in member.words and member.name not in seen:
                seen.add(member.name)
                signature = Signature(member.text)
                names = [f"a{i}" for i in range(len(signature.params))]
                failable = "?" if signature.failable else ""
                inner += client.region_lines(member.key, "implement as required", [
                    f"  required init{failable}({signature_params(signature.params)}) {{",
                    f"    super.init({arguments(signature.params, names)})", "  }"])
    client.add_nested(decl.key, "subclass with initializers of its own",
                      prefix + [f"class {client.name('SubInit')}: {name} {{"], inner, ["}"])


def _delegating_init(client, member, marker, class_attr, use, introducer, target):
    """A subclass initializer `<introducer>(markerN: Void, …)` whose body reaches the
    initializer `member` as `<target>.init(…)` (`self` or `super`)."""
    member_attr = availability(member)
    member_attr = [member_attr] if member_attr and member_attr != class_attr else []
    signature = Signature(member.text)
    names = [f"a{i}" for i in range(len(signature.params))]
    extra = "".join(f", {p}" for p in parameter_list(signature.params))
    failable = "?" if signature.failable else ""
    return client.region_lines(member.key, use, member_attr + [
        f"  {introducer}{failable}(marker{marker}: Void{extra}) {{",
        f"    {target}.init({arguments(signature.params, names)})", "  }"])


def _conformers(client, decl, model):
    name = type_expression(decl)
    requirements = [m for m in decl.members if m.kind in CALLABLE + PROPERTY]
    base = "NSObject, " if "NSObjectProtocol" in decl.conformances else ""
    for use, chosen in (("adopt with every requirement", requirements),
                        ("adopt with the non-optional requirements",
                         [m for m in requirements if not m.optional_requirement])):
        inner = []
        for member in chosen:
            if member.kind in PROPERTY:
                kind = property_type(member)
                static = "static " if member.kind == "swift.type.property" else ""
                if settable(member):
                    body = [f"  {static}var {member.name}: {kind} {{ get {{ fatalError() }} set {{}} }}"]
                else:
                    body = [f"  {static}var {member.name}: {kind} {{ fatalError() }}"]
            else:
                signature = Signature(member.text)
                base_name = member.name.split("(")[0]
                returns = f" -> {signature.returns}" if signature.returns else ""
                static = "static " if member.kind == "swift.type.method" else ""
                body = [f"  {static}func {base_name}({signature_params(signature.params)}){returns} {{ fatalError() }}"]
            inner += client.region_lines(member.key, "implement", body)
        client.add_nested(decl.key, use, [f"final class {client.name('Conformer')}: {base}{name} {{"], inner, ["}"])
