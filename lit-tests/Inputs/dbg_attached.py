"""Check that debug values stay attached across scheduling.

Usage: dbg_attached.py BEFORE.mir AFTER.mir (same function, same process
numbering: e.g. -stop-before= and -stop-after=machine-scheduler of one IR).
The machine scheduler keeps every DBG_VALUE right after the instruction it
followed in its input. For each function and each DBG_VALUE of BEFORE this
finds the closest preceding non-debug instruction (in its block) and checks
that AFTER has the same DBG_VALUE after the same instruction, and that no
DBG_VALUE was added or lost. Prints one line per function:
  <function>: <n> DBG_VALUEs, <a> attached, <m> moved, <d> lost/added
and exits 1 unless every count but n and a is 0. Kill/dead flags are ignored.
"""
import re
import sys
from collections import Counter


def norm(line):
    line = re.sub(r"\b(killed|dead|renamable) ", "", line.strip())
    return re.sub(r",? debug-location ![0-9]+", "", line)


def functions(path):
    """{function: Counter((dbg line, previous non-debug instruction))}."""
    out, fn, prev, in_body = {}, None, None, False
    for raw in open(path):
        m = re.match(r"^name:\s+(\S+)", raw)
        if m:
            fn, prev, in_body = m.group(1), None, False
            out[fn] = Counter()
            continue
        if raw.startswith("body:"):
            in_body = True
            continue
        if not in_body or fn is None:
            continue
        s = raw.strip()
        if not s or s.startswith(";") or s.startswith("successors:") or s.startswith("liveins:"):
            continue
        if re.match(r"^bb\.[0-9]+", s):
            prev = "<block start>"
            continue
        if s.startswith("DBG_VALUE"):
            out[fn][(norm(s), prev)] += 1
        elif s not in ("}", "{"):
            prev = norm(s)
    return out


def main():
    before, after = functions(sys.argv[1]), functions(sys.argv[2])
    bad = 0
    for fn, b in before.items():
        a = after.get(fn, Counter())
        n = sum(b.values())
        attached = sum((b & a).values())
        dbg_b = Counter(k[0] for k in b.elements())
        dbg_a = Counter(k[0] for k in a.elements())
        lost = sum(((dbg_b - dbg_a) + (dbg_a - dbg_b)).values())
        moved = n - attached - sum((dbg_b - dbg_a).values())
        bad += moved + lost
        print(f"{fn}: {n} DBG_VALUEs, {attached} attached, {moved} moved, {lost} lost/added")
    if not before:
        print("no functions")
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
