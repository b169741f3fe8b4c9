// -gcnrs-region-stats: the gcnrs scheduler (with the statistics, every
// AMDGPU function's scheduler is one, sched_registry.cpp) writes each
// function's region statistics when it has finished (docs/region-stats.md).
// The numbers are computed in Rust from a snapshot; what the scheduler saw
// before it ran comes from a statistics session before it.
#include "shim.h"

#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/Pass.h"
#include "llvm/PassInfo.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

static cl::opt<std::string> StatsFile(
    "gcnrs-region-stats",
    cl::desc("gcnrs: append per-region pressure statistics of every AMDGPU "
             "function the machine scheduler schedules, as it finishes the "
             "function, to this JSON-lines file (docs/region-stats.md)"),
    cl::init(""));

static cl::opt<std::string> StatsLabel(
    "gcnrs-region-stats-label",
    cl::desc("gcnrs: the \"sched\" value of every region-stats line (default: "
             "the -misched name, or \"default\")"),
    cl::init(""));

static cl::opt<bool> StatsDetail(
    "gcnrs-region-stats-detail",
    cl::desc("gcnrs: region statistics include each instruction's pressure "
             "and text"),
    cl::init(false));

static cl::opt<bool> StatsSolve(
    "gcnrs-region-stats-solve",
    cl::desc("gcnrs: region statistics include the exact minimum-register "
             "solver's order and proven lower bound for every region (before "
             "scheduling; -gcnrs-solver-nodes bounds each search)"),
    cl::init(false));

static cl::opt<bool> StatsWithPrinter(
    "gcnrs-region-stats-print-rp", cl::Hidden,
    cl::desc("gcnrs test hook: run the stock amdgpu-print-rp right after the "
             "machine scheduler (which wrote the region statistics), on the "
             "same in-memory function"),
    cl::init(false));

namespace gcnrs {
bool regionStatsRequested() { return !StatsFile.empty(); }
bool regionStatsSolve() { return !StatsFile.empty() && StatsSolve; }
} // namespace gcnrs

namespace gcnrs {

void writeRegionStats(MachineFunction &MF, LiveIntervals &LIS,
                      const MachineLoopInfo &MLI) {
  SnapshotOptions O;
  O.InstrText = StatsDetail;
  O.BlockNames = O.FuncInfoYAML = O.TargetFeatures = true;
  FunctionSnapshot S(MF, LIS, O);
  std::vector<uint32_t> Depths;
  for (const MachineBasicBlock &MBB : MF)
    Depths.push_back(MLI.getLoopDepth(&MBB));
  std::string Label = StatsLabel;
  if (Label.empty())
    Label = mischedName();
  if (Label.empty())
    Label = "default";
  GcnrsStatsOptions Opts{};
  Opts.path = GcnrsStr{StatsFile.getValue().data(), StatsFile.getValue().size()};
  Opts.label = GcnrsStr{Label.data(), Label.size()};
  Opts.detail = StatsDetail ? 1 : 0;
  RustText Msg;
  if (gcnrs_region_stats(&S.get(), Depths.data(), Depths.size(), &Opts,
                         &Msg.T) != GCNRS_OK)
    diag("no region statistics for " + MF.getName() + ": " + Msg.str());
}

} // namespace gcnrs

namespace {

RegisterTargetPassConfigCallback
    InsertPrinter([](TargetMachine &TM, PassManagerBase &, TargetPassConfig *PC) {
      if (StatsFile.empty() || !StatsWithPrinter ||
          !TM.getTargetTriple().isAMDGCN())
        return;
      const PassInfo *Printer = PassRegistry::getPassRegistry()->getPassInfo(
          StringRef("amdgpu-print-rp"));
      if (!Printer)
        gcnrs::diag("-gcnrs-region-stats-print-rp: amdgpu-print-rp is not "
                    "registered");
      else
        PC->insertPass(&MachineSchedulerID, Printer->createPass());
    });

} // namespace
