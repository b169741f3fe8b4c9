"""The v_dual lines of fma_rows_loop's loop (.LBB0_1) in the asm with and
without the guard."""
import sys


def loop_pairs(path):
    n, inside = 0, False
    for line in open(path):
        if line.startswith(".LBB0_1:"):
            inside = True
        elif inside and "s_cbranch" in line:
            break
        elif inside and "v_dual_" in line:
            n += 1
    return n


print(f"in the asm {loop_pairs(sys.argv[1])}, without the guard {loop_pairs(sys.argv[2])}")
