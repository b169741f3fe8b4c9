"""Function attributes in LLVM IR text, shared by the scripts that put
occupancy attributes on corpus kernels (check-next-wave, ceiling-spills).
"""
import re

# llc doubles amdgpu-num-vgpr on the unified VGPR/AGPR file.
UNIFIED_FILE = ("gfx90a", "gfx942", "gfx950", "gfx9-4-generic")
# Attribute group numbers for the edited functions, far above clang's.
GROUP_BASE = 90000


def define_line(ir_text, name):
    m = re.search(r"^define [^\n]*@\"?%s\"?\([^\n]*$" % re.escape(name), ir_text, re.M)
    return m


def function_attrs(ir_text, name):
    """The amdgpu-* string attributes of function `name`."""
    groups = {}
    for m in re.finditer(r"^attributes #(\d+) = \{(.*)\}$", ir_text, re.M):
        groups[m.group(1)] = dict(re.findall(r'"(amdgpu-[^"]+)"="([^"]*)"', m.group(2)))
    m = define_line(ir_text, name)
    attrs = {}
    if m:
        tail = m.group(0)[m.group(0).rfind(")"):]
        for g in re.findall(r"#(\d+)", tail):
            attrs.update(groups.get(g, {}))
    return attrs


def with_attrs(ir_text, name, new_attrs, group):
    """`ir_text` with function `name` moved to a copy of its attribute group
    in which `new_attrs` are set."""
    m = define_line(ir_text, name)
    line = m.group(0)
    cut = line.rfind(")")
    head, tail = line[:cut], line[cut:]
    refs = re.findall(r"#(\d+)", tail)
    body = ""
    for g in refs:
        gm = re.search(r"^attributes #%s = \{(.*)\}$" % g, ir_text, re.M)
        if gm:
            body += " " + gm.group(1)
    for key, value in new_attrs.items():
        body = re.sub(r'\s*"%s"="[^"]*"' % re.escape(key), "", body)
        body += ' "%s"="%s"' % (key, value)
    if refs:
        # The new group takes the place of the first reference.
        tail = re.sub(r"#\d+", "#%d" % group, tail, count=1)
        tail = re.sub(r"\s#(?!%d\b)\d+" % group, "", tail)
    else:
        # Function attributes come before metadata attachments and the body.
        stop = re.search(r"\s(!|\{)", tail)
        tail = tail[:stop.start()] + " #%d" % group + tail[stop.start():]
    text = ir_text[:m.start()] + head + tail + ir_text[m.end():]
    return text + "\nattributes #%d = {%s }\n" % (group, body)
