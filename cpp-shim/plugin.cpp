// Plugin-wide options and helpers: the debug switch, the Rust init check,
// snapshot dumping, diagnostics.
#include "shim.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/PassRegistry.h"
#include "llvm/PassInfo.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

static cl::opt<bool> DebugSwitch(
    "gcnrs-debug",
    cl::desc("gcnrs: print the Rust side's tracing output (same as "
             "GCNRS_DEBUG=gcnrs=debug)"),
    cl::init(false));

static cl::opt<std::string> DumpSnapshotDir(
    "gcnrs-dump-snapshot",
    cl::desc("gcnrs: write every snapshot handed to Rust as JSON into this "
             "directory (replayable test cases)"),
    cl::init(""));

namespace gcnrs {

void diag(const Twine &Msg) { errs() << "gcnrs: " << Msg << "\n"; }

/// Runs the Rust side's one-time setup; a failure (e.g. the plugin was
/// built for another LLVM) leaves the plugin inert with one diagnostic.
bool rustReady() {
  static const bool Ready = [] {
    RustText Msg;
    if (gcnrs_init(DebugSwitch ? 1 : 0, &Msg.T) != GCNRS_OK) {
      diag(Msg.str() + "; the plugin stays inactive");
      return false;
    }
    return true;
  }();
  return Ready;
}

bool isOurs(const MachineFunction &MF) {
  return MF.getTarget().getTargetTriple().isAMDGCN() && rustReady();
}

bool snapshotDumpRequested() { return !DumpSnapshotDir.empty(); }

std::string snapshotDumpDir() { return DumpSnapshotDir.getValue(); }

void maybeDumpSnapshot(const FunctionSnapshot &S, StringRef Tag) {
  if (DumpSnapshotDir.empty())
    return;
  RustText Json;
  if (gcnrs_snapshot_json(&S.get(), &Json.T) != GCNRS_OK) {
    diag("cannot serialise snapshot: " + Json.str());
    return;
  }
  sys::fs::create_directories(DumpSnapshotDir);
  const GcnrsStr &N = S.get().name;
  SmallString<128> Path(DumpSnapshotDir.getValue());
  sys::path::append(Path, (StringRef(N.ptr, N.len) + "." + Tag + ".json").str());
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC) {
    diag("cannot write " + Path + ": " + EC.message());
    return;
  }
  OS << Json.str();
}

} // namespace gcnrs

const void *gcnrs::passID(StringRef Name) {
  const PassInfo *PI = PassRegistry::getPassRegistry()->getPassInfo(Name);
  return PI ? PI->getTypeInfo() : nullptr;
}
