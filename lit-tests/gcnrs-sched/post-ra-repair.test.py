"""The loop block's remark (bb.6): the pairs predicted for the chosen
order, against the v_dual lines of the loop (.LBB0_6) in the asm with and
without the guard."""
import re
import sys

err, guarded, off = sys.argv[1:4]
line = next(l for l in open(err) if "sgemm_tile8x8, bb.6:" in l)
chosen = re.search(r"VOPD partners moved together \(([^)]*)\)", line).group(1)
predicted = re.search(re.escape(chosen) + r": time [^;]*VOPD pairs (\d+)", line).group(1)


def loop_pairs(path):
    n, inside = 0, False
    for l in open(path):
        if l.startswith(".LBB0_6:"):
            inside = True
        elif inside and "s_cbranch" in l:
            break
        elif inside and "v_dual_" in l:
            n += 1
    return n


print(f"predicted {predicted}, in the asm {loop_pairs(guarded)}, without the guard {loop_pairs(off)}")
