"""List the snapshots a run dumped (DIR, files ending in .TAG.json): per
file, whether it has instructions and register operands."""
import json
import os
import sys

directory, tag = sys.argv[1], sys.argv[2]
for name in sorted(os.listdir(directory)):
    if not name.endswith("." + tag + ".json"):
        continue
    with open(os.path.join(directory, name)) as f:
        snap = json.load(f)
    instrs = snap["instrs"]
    operands = sum(len(i["operands"]) for i in instrs)
    print(f"{name} instrs{'>0' if instrs else '=0'} operands{'>0' if operands else '=0'}")
