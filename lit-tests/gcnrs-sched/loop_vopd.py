"""The VOPD pairs of one loop in an asm file: its `v_dual` lines, from the
loop's label to the branch that closes it. Shared by the post-RA guard's
tests, which compare these with the guard's predictions."""


def loop_pairs(path, label):
    n, inside = 0, False
    for line in open(path):
        if line.startswith(label + ":"):
            inside = True
        elif inside and "s_cbranch" in line:
            break
        elif inside and "v_dual_" in line:
            n += 1
    return n
