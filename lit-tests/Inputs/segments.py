"""Check that scheduling moved no instruction across a boundary.

Usage: segments.py BEFORE.mir AFTER.mir [--split REGEX]... [--mem-split REGEX]...
BEFORE/AFTER: the same functions before and after the scheduler, with the
same vreg numbering (-stop-before= / -stop-after=machine-scheduler of one IR
file in one llc configuration, or the input and output of -run-pass).

Each block is cut at the instructions matching a --split regex (searched in
the instruction text without kill/dead/renamable flags and debug locations);
the boundaries must stay in the same order and every piece between them must
hold the same instructions (as a multiset) after scheduling. For --mem-split
only the memory instructions (those with a `:: (` memory operand) are
compared between pieces: other instructions may legally cross such a point.

Prints per function, and per --mem-split point kind:
  <fn>: <b> boundaries, <s> segments, <r> reordered, <c> crossed
  <fn> mem <regex>: <b> boundaries, <m> memory ops, <c> crossed
and exits 1 if anything crossed or a boundary changed.
"""
import argparse
import re
import sys
from collections import Counter


def norm(line):
    line = re.sub(r"\b(killed|dead|renamable|internal) ", "", line.strip())
    return re.sub(r",? debug-location ![0-9]+", "", line)


def blocks(path):
    """{function: [[instruction, ...] per block]} (debug instructions dropped)."""
    out, fn, in_body = {}, None, False
    for raw in open(path):
        m = re.match(r"^name:\s+(\S+)", raw)
        if m:
            fn, in_body = m.group(1), False
            out[fn] = []
            continue
        if raw.startswith("body:"):
            in_body = True
            continue
        if raw.startswith("..."):
            in_body = False
        if not in_body or fn is None:
            continue
        s = raw.strip()
        if re.match(r"^bb\.[0-9]+", s):
            out[fn].append([])
            continue
        if (not s or s.startswith(";") or s.startswith("successors:") or s.startswith("liveins:")
                or s.startswith("DBG_") or s in ("{", "}")):
            continue
        if out[fn]:
            out[fn][-1].append(norm(s))
    return out


def cut(insts, pats, keep):
    """(boundaries, segments) where segments hold the instructions keep() accepts."""
    bounds, segs = [], [[]]
    for i in insts:
        if any(p.search(i) for p in pats):
            bounds.append(i)
            segs.append([])
        elif keep(i):
            segs[-1].append(i)
    return bounds, segs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--split", action="append", default=[])
    ap.add_argument("--mem-split", action="append", default=[])
    a = ap.parse_args()
    before, after = blocks(a.before), blocks(a.after)
    split = [re.compile(p) for p in a.split]
    bad = 0
    for fn, bbs in before.items():
        abbs = after.get(fn, [])
        if len(abbs) != len(bbs):
            print(f"{fn}: block count changed: FAIL")
            bad += 1
            continue
        nb = ns = nr = nc = 0
        for b, aft in zip(bbs, abbs):
            bb, bs = cut(b, split, lambda i: True)
            ab, as_ = cut(aft, split, lambda i: True)
            if bb != ab:
                print(f"{fn}: boundaries changed: FAIL")
                bad += 1
                continue
            nb += len(bb)
            for x, y in zip(bs, as_):
                ns += 1
                if Counter(x) != Counter(y):
                    nc += sum((Counter(x) - Counter(y)).values())
                elif x != y:
                    nr += 1
        bad += nc
        print(f"{fn}: {nb} boundaries, {ns} segments, {nr} reordered, {nc} crossed")
        for p in a.mem_split:
            rx = [re.compile(p)]
            mb = mm = mc = 0
            for b, aft in zip(bbs, abbs):
                bb, bs = cut(b, rx, lambda i: ":: (" in i)
                ab, as_ = cut(aft, rx, lambda i: ":: (" in i)
                if bb != ab:
                    mc += 1
                    continue
                mb += len(bb)
                for x, y in zip(bs, as_):
                    mm += len(x)
                    mc += sum((Counter(x) - Counter(y)).values())
            bad += mc
            print(f"{fn} mem {p}: {mb} boundaries, {mm} memory ops, {mc} crossed")
    if not before:
        print("no functions")
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
