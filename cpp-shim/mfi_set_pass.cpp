// Pass gcnrs-set-mfi: sets one machineFunctionInfo scalar through the MIR-YAML
// round trip. A test hook for setFunctionInfoScalar (lit-tests/funcinfo), and
// a way to try an occupancy on a MIR file by hand.
#include "shim.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

static cl::opt<std::string>
    SetKey("gcnrs-set-mfi-key", cl::Hidden, cl::init("occupancy"),
           cl::desc("gcnrs-set-mfi: machineFunctionInfo key to set"));
static cl::opt<std::string>
    SetValue("gcnrs-set-mfi-value", cl::Hidden, cl::init(""),
             cl::desc("gcnrs-set-mfi: the value (empty: do nothing)"));

namespace {
struct SetMFI : MachineFunctionPass {
  static char ID;
  SetMFI() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "gcnrs set machineFunctionInfo scalar";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    if (SetValue.empty() || !gcnrs::isOurs(MF))
      return false;
    std::string Err;
    if (!gcnrs::setFunctionInfoScalar(MF, SetKey, SetValue, Err)) {
      MF.getFunction().getContext().diagnose(DiagnosticInfoGeneric(
          "gcnrs: cannot set " + SetKey + " of " + MF.getName() + ": " + Err));
      return false;
    }
    return true;
  }
};
} // namespace

char SetMFI::ID = 0;
static RegisterPass<SetMFI> X("gcnrs-set-mfi",
                              "gcnrs set machineFunctionInfo scalar",
                              /*CFGOnly=*/false, /*is_analysis=*/false);
