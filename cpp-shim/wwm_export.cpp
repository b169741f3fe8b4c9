// The facts the WWM pass exports to Rust (gcnrs.h, GcnrsWwmFunction).
#include "wwm.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/CodeGen/VirtRegMap.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace gcnrs {

/// AMDGPU's `-amdgpu-prealloc-sgpr-spill-vgprs` (a cl::opt<bool>, read by
/// name because AMDGPU's headers are private) or the function attribute of
/// the same name. A missing option counts as its default, false.
static bool preallocSGPRSpillVGPRs(const MachineFunction &MF) {
  static constexpr const char *Name = "amdgpu-prealloc-sgpr-spill-vgprs";
  if (MF.getFunction().hasFnAttribute(Name))
    return true;
  auto &Opts = cl::getRegisteredOptions();
  auto It = Opts.find(Name);
  if (It == Opts.end())
    return false;
  return static_cast<cl::opt<bool> *>(It->second)->getValue();
}

GcnrsStr WwmExport::keep(std::string S) {
  Strings.push_back(std::move(S));
  return GcnrsStr{Strings.back().data(), Strings.back().size()};
}

static GcnrsStr staticStr(StringRef S) { return GcnrsStr{S.data(), S.size()}; }

const MachineInstr *WwmExport::instrAt(uint32_t Block, uint32_t Instr) const {
  if (Block >= Blocks.size() || Instr >= Blocks[Block].num_instrs)
    return nullptr;
  return MIs[Blocks[Block].first_instr + Instr];
}

WwmExport::WwmExport(const MachineFunction &MF, const VirtRegMap &VRM,
                     bool WithFuncInfo) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetSubtargetInfo &ST = MF.getSubtarget();
  const TargetRegisterInfo &TRI = *ST.getRegisterInfo();
  const TargetInstrInfo &TII = *ST.getInstrInfo();

  Fn.name = keep(MF.getName().str());
  DenseMap<const MachineBasicBlock *, uint32_t> Index;
  for (const MachineBasicBlock &MBB : MF)
    Index[&MBB] = Index.size();

  for (const MachineBasicBlock &MBB : MF) {
    GcnrsWwmBlock B{};
    B.number = MBB.getNumber();
    B.first_instr = Instrs.size();
    for (const MachineInstr &MI : MBB) { // bundle heads, like LLVM's pass
      GcnrsWwmInstr I{};
      I.opcode_name = staticStr(TII.getName(MI.getOpcode()));
      I.first_def = Defs.size();
      for (const MachineOperand &MO : MI.defs()) {
        GcnrsOperand O{};
        Register R = MO.isReg() ? MO.getReg() : Register();
        O.reg = R.isVirtual() ? R.virtRegIndex() : R.id();
        O.sub_reg = MO.isReg() ? MO.getSubReg() : 0;
        O.flags = GCNRS_OP_DEF | (R.isVirtual() ? GCNRS_OP_VIRTUAL : 0);
        Defs.push_back(O);
      }
      I.num_defs = Defs.size() - I.first_def;
      Instrs.push_back(I);
      MIs.push_back(&MI);
    }
    B.num_instrs = Instrs.size() - B.first_instr;
    B.first_succ = Succs.size();
    for (const MachineBasicBlock *S : MBB.successors())
      Succs.push_back(Index.lookup(S));
    B.num_succs = Succs.size() - B.first_succ;
    Blocks.push_back(B);
  }

  for (unsigned Idx = 0, E = MRI.getNumVirtRegs(); Idx != E; ++Idx) {
    Register R = Register::index2VirtReg(Idx);
    GcnrsWwmVReg V{};
    if (const TargetRegisterClass *RC = MRI.getRegClassOrNull(R)) {
      V.has_class = 1;
      V.tsflags = RC->TSFlags;
      V.class_name = staticStr(TRI.getRegClassName(RC));
    }
    V.assigned = VRM.hasPhys(R) ? 1 : 0;
    VRegs.push_back(V);
  }

  Fn.blocks = Blocks.data();
  Fn.num_blocks = Blocks.size();
  Fn.instrs = Instrs.data();
  Fn.num_instrs = Instrs.size();
  Fn.defs = Defs.data();
  Fn.num_defs = Defs.size();
  Fn.succs = Succs.data();
  Fn.num_succs = Succs.size();
  Fn.vregs = VRegs.data();
  Fn.num_vregs = VRegs.size();
  Fn.prealloc_sgpr_spill_vgprs = preallocSGPRSpillVGPRs(MF) ? 1 : 0;
  if (WithFuncInfo)
    Fn.mfi_yaml = keep(functionInfoYAML(MF));
}

} // namespace gcnrs
