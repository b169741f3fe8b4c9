"""The most VGPRs of one function in `llc -run-pass=amdgpu-print-rp`'s
output (LLVM's own lane pressure, the VGPR column of every line)."""
import sys

text, name = open(sys.argv[1]).read(), sys.argv[2]
most, current = None, None
for line in text.splitlines():
    if line.startswith("name:"):
        current = line.split()[1]
        continue
    parts = line.split()
    if current == name and len(parts) >= 2 and parts[0].isdigit() and parts[1].isdigit():
        most = max(most or 0, int(parts[1]))
print(f"{name}: most VGPRs {most}")
