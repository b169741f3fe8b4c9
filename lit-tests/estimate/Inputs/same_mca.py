"""Pairs of (gcnrs-mca output, llvm-mca output): the figures gcnrs estimate
reads of each region (parse_mca's rules: Total Cycles, Block RThroughput,
the pressure row's largest entry where that reads 0.0) must be identical."""
import re
import sys


def regions(path):
    out, cur = [], None
    lines = open(path).read().splitlines()
    for i, line in enumerate(lines):
        t = line.strip()
        m = re.match(r"\[\d+\] Code Region - (.*)", t)
        if m:
            cur = {"name": m.group(1)}
            out.append(cur)
        elif t.startswith("Total Cycles:"):
            cur["total"] = float(t.split(":")[1])
        elif t.startswith("Block RThroughput:"):
            cur["rt"] = float(t.split(":")[1])
        elif t.startswith("Busiest resource unit:"):
            cur["pressure"] = float(t.split(":")[1])
        elif t == "Resource pressure per iteration:":
            row = lines[i + 2].split()
            cur["pressure"] = max([float(c) for c in row if c != "-"] or [0.0])
    return [(r["name"], r["total"], r["rt"] or r.get("pressure", 0.0)) for r in out]


args = sys.argv[1:]
for ours, stock in zip(args[::2], args[1::2]):
    a, b = regions(ours), regions(stock)
    name = ours.rsplit("/", 1)[-1]
    print(f"{name}: {len(a)} regions, {'identical' if a == b and a else 'DIFFERENT'}")
    if a != b:
        print("  ours ", a)
        print("  stock", b)
