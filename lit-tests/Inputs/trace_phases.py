"""Print the gcnrs phases of a -time-trace file in time order, one per
line: the event name, then its detail if it has one."""
import json
import sys

events = [e for e in json.load(open(sys.argv[1]))["traceEvents"]
          if e.get("ph") == "X" and e.get("name", "").startswith("gcnrs ")]
for e in sorted(events, key=lambda e: e["ts"]):
    detail = e.get("args", {}).get("detail", "")
    print(f"{e['name']} {detail}".rstrip())
