"""Check gcnrs estimate --json against llc's own asm of the same compile.

Usage: check_estimate.py ESTIMATE.json LLC.s
Every kernel object must have the documented keys; each kernel's occupancy
must be llc's `; Occupancy:`; each loop segment `loop .LBBx_y` must have
as many instructions as llc's asm has in the blocks of that loop (counted
here from the label comments: the header, then blocks until one that is not
in a loop). Prints one line per check and exits 1 on any failure.
"""
import json
import re
import sys

KEYS = ["name", "file", "sched", "occupancy", "time", "time_long", "mca_time", "bound", "bound_long",
        "vgprs", "sgprs", "agprs", "vgpr_spills", "sgpr_spills", "scratch", "wave_more", "wave_fewer", "segments"]
SEGMENT_KEYS = ["name", "depth", "weight", "instrs", "latency", "busy", "busiest", "t", "time", "bound", "carried", "memory_waits",
                "t_long", "mca_latency", "mca_busy"]


def asm_facts(path):
    """Per function: occupancy and instruction count per innermost loop header.

    llc marks a loop header's label with `; =>This Loop Header` (or `Inner
    Loop Header`, possibly on the next line) and every other block of a loop
    with `; in Loop: Header=BB0_2`; a block without either is in no loop."""
    occ, loops, fn, last, label, header = {}, {}, None, None, None, None
    for line in open(path):
        m = re.match(r"^([A-Za-z_.$][\w.$]*):\s+; @", line)
        if m:
            fn = last = m.group(1)
            loops[fn] = {}
            header = None
            continue
        m = re.match(r"^; Occupancy: (\d+)", line)
        if m and last:
            occ.setdefault(last, int(m.group(1)))
        if fn is None:
            continue
        if line.startswith(".Lfunc_end"):
            fn = None
            continue
        m = re.match(r"^(\.LBB\w+|; %bb\.\d+):", line)
        if m:
            label = m.group(1)
            h = re.search(r"Header=(BB\w+)", line)
            header = label if "Loop Header" in line else ("." + "L" + h.group(1) if h else None)
            continue
        if line.lstrip().startswith(";"):
            if "Loop Header" in line:
                header = label
            continue
        text = line.split(";")[0].strip()
        if header and text and not text.startswith("."):
            loops[fn][header] = loops[fn].get(header, 0) + 1
    return occ, loops


def main():
    est = json.load(open(sys.argv[1]))
    occ, loops = asm_facts(sys.argv[2])
    bad = 0

    def check(ok, what):
        nonlocal bad
        bad += not ok
        print(f"{what}: {'ok' if ok else 'FAIL'}")

    check(isinstance(est, list) and est, "a list of kernel objects")
    for k in est:
        check(all(key in k for key in KEYS), f"{k.get('name')}: keys")
        check(k["occupancy"] == occ.get(k["name"]), f"{k['name']}: occupancy {k['occupancy']} = llc's {occ.get(k['name'])}")
        check(k["time_long"] >= k["time"], f"{k['name']}: time at 3x >= time")
        for s in k["segments"]:
            check(all(key in s for key in SEGMENT_KEYS), f"{k['name']} {s['name']}: keys")
            m = re.match(r"loop (\.LBB\w+)$", s["name"])
            if m:
                n = loops[k["name"]].get(m.group(1))
                check(s["instrs"] == n, f"{k['name']} {s['name']}: {s['instrs']} instructions = llc's {n}")
                check(s["depth"] >= 1, f"{k['name']} {s['name']}: depth {s['depth']} >= 1")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
