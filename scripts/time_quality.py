"""Schedulers compared by estimated time, kernel by kernel.

Shared by scripts/bench (its improving pairs) and scripts/bench-time (every
strategy and the per-kernel oracle). The estimates come from
`gcnrs estimate --json` on final asm: our model at the default memory
latency (`time`) and at three times it (`time_long`), and llvm-mca
(`mca_time`, one memory latency only: mca cannot be told another).

A kernel is "slower" when its estimate exceeds the reference's by more than
SAME (a relative tolerance for float noise only: the estimates are
deterministic, so any real difference counts), and every slower kernel is
listed: averages hide losses.
"""
import json
import math
import subprocess

from corpus_targets import gcnrs_args

ENGINES = (("model", "time"), ("model 3x mem", "time_long"), ("llvm-mca", "mca_time"))
# LLVM 22's AMDGPU strategies other than the default (-amdgpu-sched-strategy),
# the per-kernel oracle's choices next to the default.
LLVM_STRATEGIES = ("max-ilp", "max-memory-clause", "iterative-ilp", "iterative-minreg", "iterative-maxocc")
SAME = 1e-6


def load_bench_json(path, tool, need=("default",)):
    """scripts/bench-time's --json at `path` and its kernels per scheduler
    by id ({sched: {(target, file, name): record}}), or exit with one line
    saying why it is not one or lacks a scheduler in `need` (the readers'
    only input)."""
    try:
        with open(path) as f:
            d = json.load(f)
    except (OSError, ValueError) as e:
        raise SystemExit(f"{tool}: {path}: {getattr(e, 'strerror', None) or e}")
    if not isinstance(d, dict) or not isinstance(d.get("kernels"), dict):
        raise SystemExit(f"{tool}: {path}: not scripts/bench-time --json output (no 'kernels' per scheduler)")
    by_sched = {s: {tuple(k["id"]): k for k in ks} for s, ks in d["kernels"].items()}
    for s in need:
        if s not in by_sched:
            raise SystemExit(f"{tool}: {path} has no '{s}' kernels (bench-time --scheds)")
    return d, by_sched


def estimate(gcnrs, target, asm_paths, extra=()):
    """{asm path: {kernel: estimate record}} for asm files of one target.

    One `gcnrs estimate` process for all files: it parses each asm and runs
    llvm-mca once per file."""
    out = {p: {} for p in asm_paths}
    if not asm_paths:
        return out
    cmd = [gcnrs, "estimate", *gcnrs_args(target), "--json", *extra, *asm_paths]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[:6])} ...: {p.stderr.strip().splitlines()[-1:] or p.returncode}")
    data = json.loads(p.stdout)
    kernels = data["kernels"] if isinstance(data, dict) else data
    for k in kernels:
        out.setdefault(k["file"], {})[k["name"]] = k
    return out


def gmean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def ratios(ours, ref, key, only=None):
    """[(kernel id, ours / ref)] over kernels both sides estimated."""
    out = []
    for kid, r in ref.items():
        o = ours.get(kid)
        if o is None or (only is not None and kid not in only):
            continue
        a, b = o.get(key), r.get(key)
        if a is None or b is None or b <= 0:
            continue
        out.append((kid, a / b))
    return out


def summary(ours, ref, key, only=None):
    rs = ratios(ours, ref, key, only)
    slower = sorted(((kid, x) for kid, x in rs if x > 1 + SAME), key=lambda t: -t[1])
    faster = [(kid, x) for kid, x in rs if x < 1 - SAME]
    return {"kernels": len(rs), "gmean": gmean([x for _, x in rs]), "faster": len(faster),
            "slower": slower, "best": min((x for _, x in rs), default=float("nan"))}


def spills(rec):
    """VGPR and SGPR spills of a kernel's final code."""
    return (rec.get("vgpr_spills") or 0) + (rec.get("sgpr_spills") or 0)


def within_rules(rec, ref):
    """Whether `gcnrs` may choose code like `rec` where LLVM's default gives
    `ref`, by the rules of its issue: never more spills, and where the
    default spills, only fewer."""
    return spills(rec) < spills(ref) if spills(ref) else spills(rec) == 0


# What a change must save under every memory latency of the model before
# `gcnrs` keeps it (MARGIN in src/iterative/modes/speed/mod.rs).
MARGIN = 0.02


def faster_under_both(rec, ref, margin=MARGIN):
    """Whether `gcnrs`'s decision rule could pick code like `rec` over the
    default's `ref`: within the spill rules and faster by the margin under
    both memory latencies of our model (by default MARGIN)."""
    return within_rules(rec, ref) and all(
        rec.get(k) and ref.get(k) and rec[k] <= (1 - margin) * ref[k] for k in ("time", "time_long"))


def oracle(per_sched, scheds, key, ref=None, admissible=None):
    """{kernel id: the smallest estimate among `scheds`, with its record}:
    the per-kernel best choice among those strategies by one engine. With
    `ref` (records by kernel id) and `admissible(rec, ref_rec)`, a record
    counts only where it is admissible against its kernel's reference,
    which always counts itself."""
    best = {}
    for s in scheds:
        for kid, rec in per_sched.get(s, {}).items():
            v = rec.get(key)
            if v is None:
                continue
            r = ref.get(kid) if ref is not None else None
            if admissible and r is not None and rec is not r and not admissible(rec, r):
                continue
            if kid not in best or v < best[kid][key]:
                best[kid] = dict(rec, chosen=s)
    return best


def one_choice_oracle(per_sched, scheds, ref, admissible=None):
    """{kernel id: record}: for each kernel the one strategy among `scheds`
    whose estimates by our model at the default and at 3x memory latency,
    each against `ref`'s, multiply to the least (the reference itself on
    ties; `admissible(rec, ref_rec)` as for `oracle`). A compiler emits one
    code per kernel: the per-engine oracle may take one strategy's code for
    the default latency and another's for 3x, which no scheduler can ship.
    Every engine then reads that one choice's record."""
    best = {}
    for kid, r in ref.items():
        if not r.get("time") or not r.get("time_long"):
            continue
        choice = None
        for s in scheds:
            rec = per_sched.get(s, {}).get(kid)
            if rec is None or not rec.get("time") or not rec.get("time_long"):
                continue
            if admissible and rec is not r and not admissible(rec, r):
                continue
            score = math.log(rec["time"] / r["time"]) + math.log(rec["time_long"] / r["time_long"])
            if choice is None or score < choice[0] - SAME:
                choice = (score, s, rec)
        if choice is not None:
            best[kid] = dict(choice[2], chosen=choice[1])
    return best


def print_time_table(label, ours, ref, reglimited, out=print):
    """The estimated-time rows of one configuration against the reference:
    per engine, all kernels and the register-limited ones."""
    out(f"   estimated time, {label} / reference (geomean; faster / slower kernels):")
    for name, key in ENGINES:
        cells = []
        for subset, only in (("all", None), ("register-limited", reglimited)):
            s = summary(ours, ref, key, only)
            cells.append(f"{subset} {s['gmean']:.4f} over {s['kernels']} ({s['faster']} faster / {len(s['slower'])} slower)")
        out(f"     {name:13} " + "; ".join(cells))


def print_slower(label, ours, ref, out=print):
    """Every kernel some engine estimates slower than the reference."""
    rows = {}
    for name, key in ENGINES:
        for kid, x in summary(ours, ref, key)["slower"]:
            rows.setdefault(kid, {})[name] = x
    out(f"   kernels slower than the reference by any engine ({label}): {len(rows)}")
    for kid in sorted(rows, key=lambda k: -max(rows[k].values())):
        o, r = ours[kid], ref[kid]
        cells = ", ".join(f"{n} x{x:.3f}" for n, x in rows[kid].items())
        occ = f"occupancy {r.get('occupancy')} -> {o.get('occupancy')}"
        out(f"     {' '.join(kid)}: {cells}; {occ}; bound {r.get('bound')} -> {o.get('bound')}")
