// -gcnrs-region-stats: a pass right after the machine scheduler writes each
// function's region statistics (docs/region-stats.md). The numbers are
// computed in Rust from a snapshot; what the scheduler saw before it ran
// comes from a statistics session inside the gcnrs schedulers.
#include "shim.h"

#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineScheduler.h"
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
             "function, right after the machine scheduler, to this JSON-lines "
             "file (docs/region-stats.md)"),
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
             "region statistics, on the same in-memory function"),
    cl::init(false));

namespace gcnrs {
bool regionStatsRequested() { return !StatsFile.empty(); }
bool regionStatsSolve() { return !StatsFile.empty() && StatsSolve; }
} // namespace gcnrs

namespace {

/// The -misched value's registry name, or "default".
std::string schedulerLabel() {
  if (!StatsLabel.empty())
    return StatsLabel;
  auto &Opts = cl::getRegisteredOptions();
  auto It = Opts.find("misched");
  if (It == Opts.end() || It->second->getNumOccurrences() == 0)
    return "default";
  using MischedOption =
      cl::opt<MachineSchedRegistry::ScheduleDAGCtor, false,
              RegisterPassParser<MachineSchedRegistry>>;
  auto Ctor = static_cast<MischedOption *>(It->second)->getValue();
  for (MachineSchedRegistry *R = MachineSchedRegistry::getList(); R;
       R = R->getNext())
    if (R->getCtor() == Ctor)
      return R->getName().str();
  return "default";
}

struct RegionStatsPass : MachineFunctionPass {
  static char ID;
  RegionStatsPass() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "gcnrs region statistics"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<LiveIntervalsWrapperPass>();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    if (!gcnrs::isOurs(MF))
      return false;
    LiveIntervals &LIS = getAnalysis<LiveIntervalsWrapperPass>().getLIS();
    MachineLoopInfo &MLI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
    gcnrs::SnapshotOptions O;
    O.InstrText = StatsDetail;
    O.BlockNames = O.FuncInfoYAML = O.TargetFeatures = true;
    gcnrs::FunctionSnapshot S(MF, LIS, O);
    std::vector<uint32_t> Depths;
    for (const MachineBasicBlock &MBB : MF)
      Depths.push_back(MLI.getLoopDepth(&MBB));
    const std::string Label = schedulerLabel();
    GcnrsStatsOptions Opts{};
    Opts.path = GcnrsStr{StatsFile.getValue().data(), StatsFile.getValue().size()};
    Opts.label = GcnrsStr{Label.data(), Label.size()};
    Opts.detail = StatsDetail ? 1 : 0;
    gcnrs::RustText Msg;
    if (gcnrs_region_stats(&S.get(), Depths.data(), Depths.size(), &Opts,
                           &Msg.T) != GCNRS_OK)
      gcnrs::diag("no region statistics for " + MF.getName() + ": " +
                  Msg.str());
    return false;
  }
};

char RegionStatsPass::ID = 0;

// A name for -stop-after/-print-after: tests compare the statistics with
// the function exactly as this pass saw it.
RegisterPass<RegionStatsPass> Name("gcnrs-region-stats-writer",
                                   "gcnrs region statistics", false, true);

RegisterTargetPassConfigCallback
    InsertStats([](TargetMachine &TM, PassManagerBase &, TargetPassConfig *PC) {
      if (StatsFile.empty() || !TM.getTargetTriple().isAMDGCN())
        return;
      PC->insertPass(&MachineSchedulerID, new RegionStatsPass());
      if (!StatsWithPrinter)
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
