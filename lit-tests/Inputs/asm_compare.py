"""Compare one resource comment of llc's asm between two outputs.

Usage: asm_compare.py A.s OP B.s KEY  (OP: lt le eq ge gt; KEY: NumVgprs,
TotalNumSgprs, Occupancy, ...). For every function of A.s that has a
`; KEY: N` comment, prints `<function>: KEY <a> OP <b>: ok` (or FAIL) with the
value of the same function in B.s, and exits 1 if any comparison fails or no
function was compared.
"""
import operator
import re
import sys


def values(path, key):
    out, cur = {}, None
    for line in open(path):
        m = re.match(r"^([A-Za-z_.$][\w.$]*):\s+; @", line)
        if m:
            cur = m.group(1)
            continue
        m = re.match(r"^; " + re.escape(key) + r": ([0-9]+)$", line.rstrip())
        if m and cur and cur not in out:
            out[cur] = int(m.group(1))
    return out


def main():
    a_path, op, b_path, key = sys.argv[1:5]
    cmp = {"lt": operator.lt, "le": operator.le, "eq": operator.eq, "ge": operator.ge, "gt": operator.gt}[op]
    a, b = values(a_path, key), values(b_path, key)
    bad = 0
    for fn, av in a.items():
        if fn not in b:
            print(f"{fn}: missing in {b_path}: FAIL")
            bad += 1
            continue
        ok = cmp(av, b[fn])
        bad += not ok
        print(f"{fn}: {key} {av} {op} {b[fn]}: {'ok' if ok else 'FAIL'}")
    if not a:
        print(f"no '; {key}:' comment in {a_path}: FAIL")
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
