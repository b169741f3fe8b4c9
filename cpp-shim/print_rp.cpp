// Pass gcnrs-print-rp: the Rust twin of amdgpu-print-rp. The shim only
// snapshots the function; the text is produced in Rust.
#include "shim.h"

#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

static cl::opt<bool>
    Downward("gcnrs-print-rp-downward",
             cl::desc("gcnrs-print-rp: use the downward pressure tracker"),
             cl::init(false));

namespace {
struct PrintRP : MachineFunctionPass {
  static char ID;
  PrintRP() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "gcnrs register pressure printer";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<LiveIntervalsWrapperPass>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    if (!gcnrs::isOurs(MF))
      return false;
    LiveIntervals &LIS = getAnalysis<LiveIntervalsWrapperPass>().getLIS();
    gcnrs::SnapshotOptions Opts;
    Opts.InstrText = true;
    Opts.BlockNames = true;
    gcnrs::FunctionSnapshot S(MF, LIS, Opts);
    gcnrs::maybeDumpSnapshot(S, "print-rp");
    gcnrs::RustText Out;
    if (gcnrs_print_rp(&S.get(), Downward ? 1 : 0, &Out.T) != GCNRS_OK) {
      gcnrs::diag("gcnrs-print-rp failed on " + MF.getName() + ": " +
                  Out.str());
      return false;
    }
    // Same stream as the in-tree printer, so outputs can be diffed.
    dbgs() << Out.str();
    return false;
  }
};
} // namespace

char PrintRP::ID = 0;
static RegisterPass<PrintRP> X("gcnrs-print-rp",
                               "gcnrs register pressure printer",
                               /*CFGOnly=*/false, /*is_analysis=*/true);
