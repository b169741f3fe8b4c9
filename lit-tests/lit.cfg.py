# lit configuration: FileCheck tests run through the real llc-22 with the
# gcnrs plugin loaded. Run with scripts/test or `lit -v lit-tests`.
import os
import lit.formats

config.name = "gcnrs"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mir", ".ll", ".cl", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.dirname(config.test_source_root)
config.test_exec_root = os.path.join(root, "build", "lit")

llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
plugin = os.environ.get("GCNRS_PLUGIN", os.path.join(root, "target", "release", "libgcnrs.so"))
gcnrs = os.environ.get("GCNRS_BIN", os.path.join(root, "target", "release", "gcnrs"))
corpus = os.path.abspath(os.environ.get("GCNRS_CORPUS", os.path.join(root, "build", "corpus")))
heldout = os.path.abspath(os.environ.get("GCNRS_HELDOUT", os.path.join(root, "build", "corpus-heldout")))

for tool in ("llc", "clang", "FileCheck", "not", "llvm-mc", "llvm-objdump"):
    path = os.path.join(llvm_bin, tool)
    if not os.path.exists(path):
        lit_config.fatal(f"{path} not found: run scripts/setup (LLVM 22 is required)")
if not os.path.exists(plugin):
    lit_config.fatal(f"{plugin} not found: run `cargo build --release` first")

config.substitutions.append(("%llc", os.path.join(llvm_bin, "llc")))
config.substitutions.append(("%clang", os.path.join(llvm_bin, "clang")))
config.substitutions.append(("%FileCheck", os.path.join(llvm_bin, "FileCheck")))
config.substitutions.append(("%not", os.path.join(llvm_bin, "not")))
config.substitutions.append(("%plugin", plugin))
# Before %gcnrs, which is its prefix.
config.substitutions.append(("%gcnrs-mca", os.path.join(os.path.dirname(gcnrs), "gcnrs-mca")))
config.substitutions.append(("%gcnrs", gcnrs))
config.substitutions.append(("%corpus", corpus))
config.substitutions.append(("%heldout", heldout))
config.substitutions.append(("%scripts", os.path.join(root, "scripts")))
config.substitutions.append(("%python", "python3"))
config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", "")])
for var in ("GCNRS_DEBUG",):
    config.environment.pop(var, None)
