// Passes of WWM pre-allocation and their place in the pipeline:
//   gcnrs-pre-allocate-wwm-regs  the drop-in for si-pre-allocate-wwm-regs
//                                (-run-pass, or substituted with
//                                -gcnrs-replace-wwm-prealloc);
//   gcnrs-wwm-shadow-choose / -check  (-gcnrs-wwm-shadow) our choices made
//                                and taken back before LLVM's pass, compared
//                                with its result after it.
#include "wwm.h"

#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/LiveRegMatrix.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/CodeGen/VirtRegMap.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Pass.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

#include <map>
#include <memory>

using namespace llvm;

static cl::opt<bool> ReplaceWWM(
    "gcnrs-replace-wwm-prealloc",
    cl::desc("gcnrs: pre-allocate WWM registers with gcnrs-pre-allocate-wwm-regs "
             "instead of si-pre-allocate-wwm-regs (AMDGPU only)"),
    cl::init(false));

static cl::opt<bool> ShadowWWM(
    "gcnrs-wwm-shadow",
    cl::desc("gcnrs: keep si-pre-allocate-wwm-regs, compute gcnrs's WWM "
             "registers without changing anything, and report on stderr "
             "whether they are the same"),
    cl::init(false));

namespace {

GcnrsStr str(StringRef S) { return GcnrsStr{S.data(), S.size()}; }

/// An error (or warning) through LLVM's diagnostics: llc prints it and
/// exits non-zero for an error, clang reports it like its own.
void report(MachineFunction &MF, const std::string &Msg,
            DiagnosticSeverity Sev = DS_Error) {
  const Twine T(Msg);
  MF.getFunction().getContext().diagnose(DiagnosticInfoGeneric(T, Sev));
}

/// The analyses LLVM's pass requires; all preserved, like LLVM's pass, so
/// substituting ours changes nothing around it.
struct WwmPassBase : MachineFunctionPass {
  using MachineFunctionPass::MachineFunctionPass;
  RegisterClassInfo RCI;

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<LiveIntervalsWrapperPass>();
    AU.addRequired<VirtRegMapWrapperLegacy>();
    AU.addRequired<LiveRegMatrixWrapperLegacy>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  /// Start a session and run its command loop. False with Err on failure,
  /// with every assignment taken back.
  bool choose(MachineFunction &MF, gcnrs::WwmSession &S,
              std::unique_ptr<gcnrs::WwmExport> &E,
              std::unique_ptr<gcnrs::WwmDriver> &D, bool WithFuncInfo,
              std::string &Err) {
    LiveIntervals &LIS = getAnalysis<LiveIntervalsWrapperPass>().getLIS();
    VirtRegMap &VRM = getAnalysis<VirtRegMapWrapperLegacy>().getVRM();
    LiveRegMatrix &LRM = getAnalysis<LiveRegMatrixWrapperLegacy>().getLRM();
    // Allocation orders without the currently reserved registers, as LLVM's
    // pass computes them at its start.
    RCI.runOnMachineFunction(MF);
    E = std::make_unique<gcnrs::WwmExport>(MF, VRM, WithFuncInfo);
    gcnrs::RustText Msg;
    if (gcnrs_wwm_begin(&E->get(), &S.S, &Msg.T) != GCNRS_OK) {
      Err = Msg.str().str();
      return false;
    }
    D = std::make_unique<gcnrs::WwmDriver>(MF, LIS, VRM, LRM, RCI, *E);
    if (!D->run(S.S, Err)) {
      D->undo();
      return false;
    }
    return true;
  }
};

struct PreAllocWWM : WwmPassBase {
  static char ID;
  PreAllocWWM() : WwmPassBase(ID) {}
  StringRef getPassName() const override {
    return "gcnrs Pre-allocate WWM Registers";
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    if (!MF.getTarget().getTargetTriple().isAMDGCN())
      return false;
    if (!gcnrs::isOurs(MF)) {
      report(MF, "gcnrs: the plugin is inactive, WWM registers of '" +
                     MF.getName().str() + "' were not pre-allocated");
      return false;
    }
    gcnrs::WwmSession S;
    std::unique_ptr<gcnrs::WwmExport> E;
    std::unique_ptr<gcnrs::WwmDriver> D;
    std::string Err;
    if (!choose(MF, S, E, D, /*WithFuncInfo=*/false, Err)) {
      report(MF, "gcnrs: " + Err);
      return false;
    }
    if (D->empty())
      return false;
    // Reserve first: if the function info cannot take the registers, the
    // function is still as LLVM had it.
    gcnrs::RustText Edited;
    if (gcnrs_wwm_reserve(S.S, str(gcnrs::functionInfoYAML(MF)), &Edited.T) !=
            GCNRS_OK ||
        !gcnrs::writeFunctionInfoYAML(MF, Edited.str(), Err)) {
      D->undo();
      report(MF, "gcnrs: cannot reserve the WWM registers of '" +
                     MF.getName().str() + "': " +
                     (Err.empty() ? Edited.str().str() : Err));
      return false;
    }
    D->rewriteAndRemoveIntervals();
    MF.getRegInfo().freezeReservedRegs();
    return true;
  }
};

/// What the shadow choice left for the check after LLVM's pass.
struct ShadowRecord {
  gcnrs::WwmSession S;
  std::vector<gcnrs::WwmDefSite> Sites;
};
std::map<const MachineFunction *, std::unique_ptr<ShadowRecord>> &shadowRecords() {
  static std::map<const MachineFunction *, std::unique_ptr<ShadowRecord>> M;
  return M;
}

struct ShadowChoose : WwmPassBase {
  static char ID;
  ShadowChoose() : WwmPassBase(ID) {}
  StringRef getPassName() const override {
    return "gcnrs WWM shadow: choose registers (no change)";
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    shadowRecords().erase(&MF);
    if (!gcnrs::isOurs(MF))
      return false;
    auto R = std::make_unique<ShadowRecord>();
    std::unique_ptr<gcnrs::WwmExport> E;
    std::unique_ptr<gcnrs::WwmDriver> D;
    std::string Err;
    if (!choose(MF, R->S, E, D, /*WithFuncInfo=*/true, Err)) {
      report(MF, "gcnrs-wwm-shadow: " + Err, DS_Warning);
      return false;
    }
    R->Sites = D->defSites();
    D->undo();
    shadowRecords()[&MF] = std::move(R);
    return false;
  }
};

struct ShadowCheck : MachineFunctionPass {
  static char ID;
  ShadowCheck() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "gcnrs WWM shadow: compare with si-pre-allocate-wwm-regs";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    auto It = shadowRecords().find(&MF);
    if (It == shadowRecords().end())
      return false;
    std::unique_ptr<ShadowRecord> R = std::move(It->second);
    shadowRecords().erase(It);
    const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
    std::vector<GcnrsWwmObserved> Obs;
    for (const gcnrs::WwmDefSite &Site : R->Sites) {
      const MachineOperand &MO = Site.MI->getOperand(Site.OpNo);
      GcnrsWwmObserved O{};
      O.vreg = Site.VRegIndex;
      O.ours = str(TRI.getName(Site.Expected));
      if (MO.getReg().isPhysical())
        O.llvm = str(TRI.getName(MO.getReg()));
      else
        O.llvm_virtual = 1;
      Obs.push_back(O);
    }
    const std::string After = gcnrs::functionInfoYAML(MF);
    uint8_t Agree = 0;
    gcnrs::RustText Text;
    if (gcnrs_wwm_shadow_report(R->S.S, Obs.data(), Obs.size(), str(After),
                                &Agree, &Text.T) != GCNRS_OK) {
      report(MF, "gcnrs-wwm-shadow: " + Text.str().str(), DS_Warning);
      return false;
    }
    errs() << Text.str();
    return false;
  }
};

} // namespace

char PreAllocWWM::ID = 0;
char ShadowChoose::ID = 0;
char ShadowCheck::ID = 0;

static RegisterPass<PreAllocWWM>
    RegPre("gcnrs-pre-allocate-wwm-regs",
           "gcnrs Pre-allocate WWM Registers (drop-in for si-pre-allocate-wwm-regs)",
           false, false);
static RegisterPass<ShadowChoose>
    RegShadowChoose("gcnrs-wwm-shadow-choose",
                    "gcnrs WWM shadow: choose registers without changing anything",
                    false, false);
static RegisterPass<ShadowCheck>
    RegShadowCheck("gcnrs-wwm-shadow-check",
                   "gcnrs WWM shadow: compare with si-pre-allocate-wwm-regs",
                   false, false);


static RegisterTargetPassConfigCallback WwmPipelineHook(
    [](TargetMachine &TM, PassManagerBase &, TargetPassConfig *PC) {
      if ((!ReplaceWWM && !ShadowWWM) || !TM.getTargetTriple().isAMDGCN())
        return;
      AnalysisID Stock = gcnrs::passID("si-pre-allocate-wwm-regs");
      if (!Stock) {
        gcnrs::diag("si-pre-allocate-wwm-regs is not registered; WWM options "
                    "have no effect");
        return;
      }
      if (ReplaceWWM) {
        if (ShadowWWM)
          gcnrs::diag("-gcnrs-wwm-shadow has no effect with "
                      "-gcnrs-replace-wwm-prealloc (nothing to compare with)");
        PC->substitutePass(Stock, IdentifyingPassPtr(new PreAllocWWM()));
        return;
      }
      // LLVM's pass directly follows si-lower-sgpr-spills at -O0 and -O2.
      AnalysisID Before = gcnrs::passID("si-lower-sgpr-spills");
      if (!Before) {
        gcnrs::diag("si-lower-sgpr-spills is not registered; -gcnrs-wwm-shadow "
                    "has no effect");
        return;
      }
      PC->insertPass(Before, IdentifyingPassPtr(new ShadowChoose()));
      PC->insertPass(Stock, IdentifyingPassPtr(new ShadowCheck()));
    });
