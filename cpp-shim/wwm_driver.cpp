// Carrying out the WWM session's steps on LLVM's data structures, and
// applying (or taking back) the result.
#include "wwm.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/LiveRegMatrix.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/VirtRegMap.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace gcnrs {

Register WwmDriver::vreg(uint32_t Index, std::string &Err) const {
  if (Index >= MF.getRegInfo().getNumVirtRegs()) {
    Err = "step names virtual register %" + std::to_string(Index) +
          ", which does not exist";
    return Register();
  }
  return Register::index2VirtReg(Index);
}

static uint32_t interferenceKind(LiveRegMatrix::InterferenceKind K) {
  switch (K) {
  case LiveRegMatrix::IK_Free:
    return GCNRS_WWM_FREE;
  case LiveRegMatrix::IK_VirtReg:
    return GCNRS_WWM_IK_VIRTREG;
  case LiveRegMatrix::IK_RegUnit:
    return GCNRS_WWM_IK_REGUNIT;
  case LiveRegMatrix::IK_RegMask:
    return GCNRS_WWM_IK_REGMASK;
  }
  return GCNRS_WWM_IK_REGMASK; // unknown: never treat as free
}

bool WwmDriver::run(GcnrsWwmSession *S, std::string &Err) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  for (;;) {
    GcnrsWwmStep Step{};
    RustText Msg;
    if (gcnrs_wwm_next(S, &Step, &Msg.T) != GCNRS_OK) {
      Err = Msg.str().str();
      return false;
    }
    if (Step.kind == GCNRS_WWM_DONE)
      return true;
    if (Step.kind == GCNRS_WWM_DESCRIBE) {
      std::string Text = "(no such instruction)";
      if (const MachineInstr *MI = Export.instrAt(Step.block, Step.instr)) {
        Text.clear();
        raw_string_ostream OS(Text);
        MI->print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
                  /*SkipDebugLoc=*/true, /*AddNewLine=*/false,
                  MF.getSubtarget().getInstrInfo());
      }
      if (gcnrs_wwm_describe(S, GcnrsStr{Text.data(), Text.size()}, &Msg.T) !=
          GCNRS_OK) {
        Err = Msg.str().str();
        return false;
      }
      continue;
    }
    Register R = vreg(Step.vreg, Err);
    if (!R)
      return false;
    bool Known = is_contained(Order, MCPhysReg(Step.phys));
    GcnrsStatus St = GCNRS_OK;
    switch (Step.kind) {
    case GCNRS_WWM_CANDIDATES: {
      const TargetRegisterClass *RC = MRI.getRegClassOrNull(R);
      if (!RC) {
        Err = "WWM value %" + std::to_string(Step.vreg) + " has no class";
        return false;
      }
      ArrayRef<MCPhysReg> O = RCI.getOrder(RC);
      Order.assign(O.begin(), O.end());
      std::vector<GcnrsWwmCandidate> C;
      C.reserve(Order.size());
      for (MCPhysReg P : Order) {
        StringRef N = TRI.getName(P);
        C.push_back(GcnrsWwmCandidate{
            P, GcnrsStr{N.data(), N.size()},
            uint8_t(MRI.isPhysRegUsed(P, /*SkipRegMaskTest=*/true))});
      }
      St = gcnrs_wwm_candidates(S, C.data(), C.size(), &Msg.T);
      break;
    }
    case GCNRS_WWM_INTERFERENCE:
      if (!Known) {
        Err = "interference asked for a register outside the allocation order";
        return false;
      }
      St = gcnrs_wwm_interference(
          S, interferenceKind(LRM.checkInterference(LIS.getInterval(R), Step.phys)),
          &Msg.T);
      break;
    case GCNRS_WWM_ASSIGN:
      if (!Known || VRM.hasPhys(R)) {
        Err = "malformed assignment of %" + std::to_string(Step.vreg);
        return false;
      }
      LRM.assign(LIS.getInterval(R), Step.phys);
      Assigned.push_back(R);
      break;
    default:
      Err = "unknown step " + std::to_string(Step.kind);
      return false;
    }
    if (St != GCNRS_OK) {
      Err = Msg.str().str();
      return false;
    }
  }
}

void WwmDriver::undo() {
  for (Register R : reverse(Assigned))
    LRM.unassign(LIS.getInterval(R));
  Assigned.clear();
}

void WwmDriver::rewriteAndRemoveIntervals() {
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) // bundle heads, like LLVM's pass
      for (MachineOperand &MO : MI.operands()) {
        if (!MO.isReg() || !MO.getReg().isVirtual() || !VRM.hasPhys(MO.getReg()))
          continue;
        MCRegister P = VRM.getPhys(MO.getReg());
        if (unsigned Sub = MO.getSubReg()) {
          P = TRI.getSubReg(P, Sub);
          MO.setSubReg(0);
        }
        MO.setReg(P);
        MO.setIsRenamable(false);
      }
  for (Register R : Assigned)
    LIS.removeInterval(R);
}

std::vector<WwmDefSite> WwmDriver::defSites() const {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  std::vector<WwmDefSite> Out;
  for (Register R : Assigned) {
    auto It = MRI.def_begin(R);
    if (It == MRI.def_end())
      continue;
    MachineOperand &MO = *It;
    MCRegister P = VRM.getPhys(R);
    if (unsigned Sub = MO.getSubReg())
      P = TRI.getSubReg(P, Sub);
    Out.push_back(WwmDefSite{MO.getParent(), MO.getOperandNo(),
                             R.virtRegIndex(), P});
  }
  return Out;
}

} // namespace gcnrs
