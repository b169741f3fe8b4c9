"""Print one function's code from llc's asm: from its label to .Lfunc_endN.

Usage: asm_function.py FILE.s NAME
Exits 1 if the function is not in the file.
"""
import sys


def main():
    path, name = sys.argv[1:3]
    out, inside = [], False
    for line in open(path):
        if line.startswith(name + ":"):
            inside = True
        if inside:
            out.append(line)
            if line.startswith(".Lfunc_end"):
                break
    if not out:
        print(f"{name}: not found in {path}", file=sys.stderr)
        return 1
    sys.stdout.write("".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
