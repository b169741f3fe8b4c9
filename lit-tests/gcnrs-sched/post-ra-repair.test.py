"""The loop block's remark (bb.6): the pairs predicted for the chosen
order, against the v_dual lines of the loop (.LBB0_6) in the asm with and
without the guard."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loop_vopd import loop_pairs  # noqa: E402

err, guarded, off = sys.argv[1:4]
line = next(l for l in open(err) if "sgemm_tile8x8, bb.6:" in l)
chosen = re.search(r"VOPD partners moved together \(([^)]*)\)", line).group(1)
predicted = re.search(re.escape(chosen) + r": time [^;]*VOPD pairs (\d+)", line).group(1)
print(f"predicted {predicted}, in the asm {loop_pairs(guarded, '.LBB0_6')}, without the guard {loop_pairs(off, '.LBB0_6')}")
