"""Compare the region statistics' VGPR figures with the allocation: the
loop region's lane count, and the function's largest prediction against
the allocated VGPRs (`; NumVgprs:` of the final code)."""
import json
import re
import sys

regions = [d for d in map(json.loads, open(sys.argv[1])) if d["kind"] == "region"]
allocated = int(re.search(r"; NumVgprs: (\d+)", open(sys.argv[2]).read()).group(1))
loop = max((r for r in regions if r["loop_depth"] > 0), key=lambda r: r["instrs"])
lanes = max(r["applied"]["vgpr"] for r in regions)
predicted = max(r["predicted"]["vgpr"] for r in regions)
if allocated == predicted:
    verdict = "allocated = predicted"
elif lanes < allocated <= predicted:
    verdict = "lanes < allocated <= predicted"
else:
    verdict = f"lanes {lanes}, allocated {allocated}, predicted {predicted}"
print(f"loop lanes {loop['applied']['vgpr']}; {verdict}")
