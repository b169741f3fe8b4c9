"""Corpus target names and layout, shared by the parity drivers.

A target is a CPU name, optionally suffixed `w64`/`w32` for the wave size
(`gfx1100w64`); the corpus holds DIR/<target>/<kind>/<file>. Directories
starting with '.' are gen-corpus staging areas and are skipped.
"""
import os
import re


def split_target(target):
    """(cpu, feature string or None) for a corpus target name."""
    for suffix, feature in (("w64", "+wavefrontsize64"), ("w32", "+wavefrontsize32")):
        if target.endswith(suffix):
            return target[: -len(suffix)], feature
    return target, None


def llc_flags(target):
    cpu, feature = split_target(target)
    return ["-mcpu=" + cpu] + (["-mattr=" + feature] if feature else [])


def gcnrs_args(target):
    cpu, feature = split_target(target)
    return ["--mcpu", cpu] + (["--mattr", feature] if feature else [])


def corpus_files(corpus, kind, ext, targets=()):
    """(target, path) for every DIR/<target>/<kind>/*<ext>, sorted."""
    out = []
    for t in sorted(x for x in os.listdir(corpus) if not x.startswith(".")):
        d = os.path.join(corpus, t, kind)
        if os.path.isdir(d) and (not targets or t in targets):
            out += [(t, os.path.join(d, f)) for f in sorted(os.listdir(d)) if f.endswith(ext)]
    return out


def manifest_files(corpus, target):
    """[(name, llc flags)] of the IR files listed in DIR/<target>/manifest.txt."""
    out = []
    with open(os.path.join(corpus, target, "manifest.txt")) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if cols[0] == "file" and len(cols) >= 6:
                out.append((cols[1], cols[5].split()))
    return out


def corpus_targets(corpus):
    """Targets with a finished manifest."""
    return sorted(t for t in os.listdir(corpus)
                  if not t.startswith(".") and os.path.exists(os.path.join(corpus, t, "manifest.txt")))


def register_limited(corpus, target):
    """{(file, kernel)} of the entry functions DIR/<target>/manifest.txt
    calls register-limited: below the target's maximum occupancy and
    exactly at what their registers alone allow (gen-corpus's summary)."""
    out, max_waves = set(), None
    with open(os.path.join(corpus, target, "manifest.txt")) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if cols[0] == "target":
                max_waves = int(re.search(r"max_waves=(\d+)", line).group(1))
            elif cols[0] == "func" and cols[3] == "entry":
                kv = dict(c.split("=", 1) for c in cols[4:] if "=" in c)
                occ, reg = kv.get("occ"), kv.get("reg_occ")
                limited = occ not in (None, "-") and reg not in (None, "-") and int(occ) < max_waves \
                    and int(reg) == int(occ)
                if limited:
                    out.add((cols[1], cols[2]))
    return out
