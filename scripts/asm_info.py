"""Resources of each function in an llc asm file, and gcnrs-occupancy's
raise remarks, shared by the benchmark and the corpus checks."""
import re

ASM_KEYS = {"NumVgprs": "vgpr", "NumAgprs": "agpr", "TotalNumSgprs": "sgpr",
            "NumSgprs": "sgpr_fallback", "ScratchSize": "scratch", "Occupancy": "occ"}

INSTR = re.compile(r"^\t[a-z][\w.]*")


def parse_asm(text):
    """{function: {vgpr, sgpr, agpr, occ, scratch, vspill, sspill, instrs, body}}.

    `instrs` counts the instruction lines of the function's body (a tab,
    then a mnemonic; not directives, labels or comments)."""
    info = {}
    cur = None
    body = None
    lines = text.splitlines()
    for line in lines:
        m = re.match(r"^([A-Za-z_.$][\w.$]*):\s+; @", line)
        if m:
            cur = info.setdefault(m.group(1), {})
            body = [line]
            continue
        if body is not None:
            body.append(line)
            if line.startswith(".Lfunc_end"):
                cur["body"] = "\n".join(body)
                cur["instrs"] = sum(1 for l in body if INSTR.match(l))
                body = None
        if cur is not None:
            m = re.match(r"^; (\w+): (\d+)", line)
            if m and m.group(1) in ASM_KEYS and ASM_KEYS[m.group(1)] not in cur:
                cur[ASM_KEYS[m.group(1)]] = int(m.group(2))
    for f in info.values():
        if "sgpr" not in f and "sgpr_fallback" in f:
            f["sgpr"] = f["sgpr_fallback"]
        f.pop("sgpr_fallback", None)
    # HSA metadata: kernel-level keys sit at indentation 4 ("  - .k" / "    .k").
    kname = None
    spills = {}
    for line in lines:
        m = re.match(r"^(\s*)(- )?\.(\w+):\s+(.*)$", line)
        if not m or len(m.group(1)) + (2 if m.group(2) else 0) != 4:
            continue
        k, v = m.group(3), m.group(4).strip()
        if m.group(2):  # a new kernel record starts
            kname = None
        if k == "name":
            kname = v
            for kk, vv in spills.pop(None, {}).items():
                if v in info:
                    info[v][kk] = vv
        elif k in ("sgpr_spill_count", "vgpr_spill_count"):
            key = "sspill" if k[0] == "s" else "vspill"
            if kname in info:
                info[kname][key] = int(v)
            else:  # .name comes later in this record
                spills.setdefault(None, {})[key] = int(v)
    return info


# gcnrs-occupancy's remark on a function whose occupancy it raised
# (-pass-remarks-analysis=gcnrs): the waves, per changed region what
# reordered it, its VGPRs and latency estimate, and the prediction for the
# whole function.
RAISED = re.compile(r"remark: .*?: (\S+): occupancy raised from (\d+) to (\d+): (.*); "
                    r"predicted (\d+) VGPRs, (\d+) SGPRs")
REGION_LATENCY = re.compile(r"latency estimate (\d+) -> (\d+) cycles")


def raised_remarks(stderr):
    """{function: {from, to, vgprs, sgprs, latency}} in remark order;
    latency is (the chosen orders', the founder's) cycles summed over the
    changed regions, or None when the remark names none."""
    out = {}
    for m in RAISED.finditer(stderr):
        pairs = [(int(a), int(b)) for a, b in REGION_LATENCY.findall(m.group(4))]
        out[m.group(1)] = {
            "from": int(m.group(2)), "to": int(m.group(3)),
            "vgprs": int(m.group(5)), "sgprs": int(m.group(6)),
            "latency": (sum(b for _, b in pairs), sum(a for a, _ in pairs)) if pairs else None,
        }
    return out
