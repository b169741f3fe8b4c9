"""Reads `gcnrs estimate --json` for two schedulers of the same kernels and
checks, per kernel, that the second is estimated faster than the first by
at least a margin at both memory latencies of the model. One line per
kernel; exit 1 on a miss (or on no kernel at all)."""
import json
import sys


def main():
    base, new, margin = sys.argv[1], sys.argv[2], float(sys.argv[3])
    kernels = json.load(sys.stdin)
    by = {}
    for k in kernels:
        by.setdefault(k["name"], {})[k["sched"]] = k
    ok = bool(by)
    for name, s in sorted(by.items()):
        a, b = s[base], s[new]
        ratios = [b[f] / a[f] for f in ("time", "time_long")]
        good = all(r <= 1.0 - margin for r in ratios)
        print(f"{name}: {new}/{base} {ratios[0]:.3f} (3x memory latency {ratios[1]:.3f}), waves {a['occupancy']} -> {b['occupancy']}: {'ok' if good else 'MISS'}")
        ok &= good
    sys.exit(0 if ok else 1)


main()
