"""The v_dual lines of fma_rows_loop's loop (.LBB0_1) in the asm with and
without the guard."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loop_vopd import loop_pairs  # noqa: E402

guarded, off = sys.argv[1:3]
print(f"in the asm {loop_pairs(guarded, '.LBB0_1')}, without the guard {loop_pairs(off, '.LBB0_1')}")
