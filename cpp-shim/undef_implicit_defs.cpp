// Sidestep an LLVM 22 verifier failure that a schedule can expose but not
// cause (GitHub issue 15; docs/minreg-verifier.md has the evidence).
//
// A read-undef sub-register IMPLICIT_DEF (`undef %t.sub1 = IMPLICIT_DEF`,
// left by PHI elimination in the structurizer's flow blocks) leaves the whole
// tuple undefined. If the register allocator spills %t, InlineSpiller still
// stores the tuple right after that def (isRealSpill: only a full
// IMPLICIT_DEF is known to define nothing). After allocation one half of the
// stored pair is defined by the IMPLICIT_DEF alone, the other by nothing.
// When another scratch store precedes it, SIPostRABundler bundles the two
// stores with the IMPLICIT_DEF between them, finalizeBundle keeps the pair
// an external use because not all of its units are defined inside the
// bundle, and the machine verifier, which applies in-bundle defs only at
// the bundle's end, reports "Using an undefined physical register".
//
// `%t = IMPLICIT_DEF` means the same (every lane undefined), and a spill
// after a full IMPLICIT_DEF becomes a KILL, not a store: no store of an
// undefined pair is left to bundle. Which tuples the allocator spills and
// which stores end up adjacent is outside a scheduler's control, so the
// rewrite is the dependable way round; it changes allocation slightly and
// is therefore opt-in.
#include "undef_implicit_defs.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

static cl::opt<bool> WidenUndefImplicitDefs(
    "gcnrs-widen-undef-implicit-defs",
    cl::desc("gcnrs schedulers: after scheduling, turn read-undef "
             "sub-register IMPLICIT_DEFs of vector tuples into full ones, "
             "so that no spill stores a pair defined only in part "
             "(changes register allocation; not a parity mode)"),
    cl::init(false));

bool gcnrs::wantWidenUndefImplicitDefs() { return WidenUndefImplicitDefs; }

/// Vector register tuples are the ones spilled with scratch stores; SGPR
/// tuples go to VGPR lanes. The public API has no isVGPRClass, so look at
/// the name of the class's first register.
static bool isVectorTuple(const TargetRegisterInfo &TRI,
                          const TargetRegisterClass &RC) {
  if (RC.getNumRegs() == 0)
    return false;
  StringRef First = TRI.getName(RC.getRegister(0));
  return First.starts_with("VGPR") || First.starts_with("AGPR");
}

unsigned gcnrs::widenUndefSubRegImplicitDefs(MachineFunction &MF,
                                             LiveIntervals &LIS) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  SmallSetVector<Register, 8> Widened;
  unsigned Count = 0;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      if (!MI.isImplicitDef())
        continue;
      MachineOperand &Def = MI.getOperand(0);
      if (!Def.isReg() || !Def.getReg().isVirtual() || !Def.getSubReg() ||
          !Def.isUndef() ||
          !isVectorTuple(TRI, *MRI.getRegClass(Def.getReg())))
        continue;
      Def.setSubReg(0);
      Def.setIsUndef(false);
      Widened.insert(Def.getReg());
      ++Count;
    }
  // The other lanes now have a (dead or live-out) value where they had
  // none; recompute rather than patch the subranges.
  for (Register Reg : Widened) {
    LIS.removeInterval(Reg);
    LIS.createAndComputeVirtRegInterval(Reg);
  }
  return Count;
}
