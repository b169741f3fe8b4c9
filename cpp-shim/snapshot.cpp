// Building gcnrs.h snapshots from a MachineFunction and its LiveIntervals.
#include "shim.h"

#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MIRYamlMapping.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <tuple>

using namespace llvm;

namespace {
// One top-level key around the target's MFI mapping, so the text looks like
// the `machineFunctionInfo:` section of a MIR file.
struct FuncInfoDoc {
  std::unique_ptr<yaml::MachineFunctionInfo> MFI;
};
} // namespace

namespace llvm::yaml {
template <> struct MappingTraits<FuncInfoDoc> {
  static void mapping(IO &YamlIO, FuncInfoDoc &D) {
    YamlIO.mapOptional("machineFunctionInfo", D.MFI);
  }
};
} // namespace llvm::yaml

namespace gcnrs {

std::string functionInfoYAML(const MachineFunction &MF) {
  FuncInfoDoc D;
  D.MFI.reset(MF.getTarget().convertFuncInfoToYAML(MF));
  std::string S;
  if (!D.MFI)
    return S;
  raw_string_ostream OS(S);
  yaml::Output Out(OS);
  Out << D;
  return S;
}

static bool isEntryCC(CallingConv::ID CC) {
  switch (CC) {
  case CallingConv::AMDGPU_KERNEL:
  case CallingConv::SPIR_KERNEL:
  case CallingConv::AMDGPU_VS:
  case CallingConv::AMDGPU_GS:
  case CallingConv::AMDGPU_PS:
  case CallingConv::AMDGPU_CS:
  case CallingConv::AMDGPU_HS:
  case CallingConv::AMDGPU_ES:
  case CallingConv::AMDGPU_LS:
    return true;
  default:
    return false;
  }
}

GcnrsStr FunctionSnapshot::keep(std::string S) {
  Strings.push_back(std::move(S));
  const std::string &K = Strings.back();
  return GcnrsStr{K.data(), K.size()};
}

static uint32_t instrFlags(const MachineInstr &MI, const TargetInstrInfo &TII,
                           const MachineBasicBlock &MBB,
                           const MachineFunction &MF) {
  uint32_t F = 0;
  if (MI.isDebugInstr())
    F |= GCNRS_MI_DEBUG;
  if (MI.isDebugValue() || MI.isDebugPHI())
    F |= GCNRS_MI_DEBUG_VALUE;
  if (MI.isTerminator())
    F |= GCNRS_MI_TERMINATOR;
  if (MI.isCall())
    F |= GCNRS_MI_CALL;
  if (!MI.isDebugInstr() && TII.isSchedulingBoundary(MI, &MBB, MF))
    F |= GCNRS_MI_SCHED_BOUNDARY;
  if (MI.mayLoad())
    F |= GCNRS_MI_MAY_LOAD;
  if (MI.mayStore())
    F |= GCNRS_MI_MAY_STORE;
  if (MI.hasUnmodeledSideEffects())
    F |= GCNRS_MI_SIDE_EFFECTS;
  if (MI.hasOrderedMemoryRef())
    F |= GCNRS_MI_ORDERED_MEMREF;
  if (MI.isBarrier())
    F |= GCNRS_MI_BARRIER;
  if (MI.isBundledWithPred())
    F |= GCNRS_MI_BUNDLED;
  if (MI.isPseudoProbe())
    F |= GCNRS_MI_PSEUDO_PROBE;
  if (MI.isCopy())
    F |= GCNRS_MI_COPY;
  return F;
}

static uint32_t operandFlags(const MachineOperand &MO) {
  uint32_t F = 0;
  if (MO.isDef())
    F |= GCNRS_OP_DEF;
  if (MO.isUndef())
    F |= GCNRS_OP_UNDEF;
  if (MO.isDef() && MO.isDead())
    F |= GCNRS_OP_DEAD;
  if (MO.isUse() && MO.isKill())
    F |= GCNRS_OP_KILL;
  if (MO.isImplicit())
    F |= GCNRS_OP_IMPLICIT;
  if (MO.isTied())
    F |= GCNRS_OP_TIED;
  if (MO.isEarlyClobber())
    F |= GCNRS_OP_EARLY_CLOBBER;
  if (MO.isInternalRead())
    F |= GCNRS_OP_INTERNAL_READ;
  if (MO.isDebug())
    F |= GCNRS_OP_DEBUG;
  if (MO.isRenamable())
    F |= GCNRS_OP_RENAMABLE;
  if (MO.getReg().isVirtual())
    F |= GCNRS_OP_VIRTUAL;
  return F;
}

FunctionSnapshot::FunctionSnapshot(const MachineFunction &MF,
                                   LiveIntervals &LIS, SnapshotOptions Opts) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetSubtargetInfo &ST = MF.getSubtarget();
  const TargetRegisterInfo &TRI = *ST.getRegisterInfo();
  const TargetInstrInfo &TII = *ST.getInstrInfo();
  SlotIndexes &SIs = *LIS.getSlotIndexes();
  const SlotIndex Zero = SIs.getZeroIndex();
  auto num = [&](SlotIndex SI) -> int64_t { return Zero.distance(SI); };

  Fn.name = keep(MF.getName().str());

  // Target and function facts.
  GcnrsTarget &T = Fn.target;
  T.cpu = keep(ST.getCPU().str());
  T.feature_string = keep(ST.getFeatureString().str());
  for (const SubtargetFeatureKV &KV : ST.getAllProcessorFeatures())
    if (ST.getFeatureBits()[KV.Value])
      Features.push_back(keep(KV.Key));
  const Function &F = MF.getFunction();
  for (const Attribute &A : F.getAttributes().getFnAttrs())
    if (A.isStringAttribute() && A.getKindAsString().starts_with("amdgpu-"))
      Attrs.push_back(GcnrsAttr{keep(A.getKindAsString().str()),
                                keep(A.getValueAsString().str())});
  T.calling_conv = F.getCallingConv();
  T.is_entry = isEntryCC(F.getCallingConv());
  if (Opts.FuncInfoYAML)
    T.mfi_yaml = keep(functionInfoYAML(MF));

  // Blocks, instructions, register operands.
  for (const MachineBasicBlock &MBB : MF) {
    GcnrsBlock B{};
    std::string Name;
    raw_string_ostream NS(Name);
    MBB.printName(NS);
    GcnrsStr N = keep(std::move(Name));
    B.name = N.ptr;
    B.name_len = N.len;
    B.number = MBB.getNumber();
    B.start_slot = num(SIs.getMBBStartIdx(&MBB));
    B.last_slot = num(SIs.getMBBLastIdx(&MBB));
    B.end_slot = num(SIs.getMBBEndIdx(&MBB));
    B.first_instr = Instrs.size();
    for (const MachineInstr &MI : MBB) {
      GcnrsInstr I{};
      InstrIndex[&MI] = Instrs.size();
      ByIndex.push_back(const_cast<MachineInstr *>(&MI));
      I.opcode = MI.getOpcode();
      I.opcode_name = TII.getName(MI.getOpcode()).data();
      I.flags = instrFlags(MI, TII, MBB, MF);
      I.slot = SIs.hasIndex(MI) ? num(SIs.getInstructionIndex(MI).getBaseIndex())
                                : -1;
      I.first_operand = Operands.size();
      for (const MachineOperand &MO : MI.operands()) {
        if (!MO.isReg() || !MO.getReg())
          continue;
        GcnrsOperand O{};
        Register R = MO.getReg();
        O.reg = R.isVirtual() ? R.virtRegIndex() : R.id();
        O.sub_reg = MO.getSubReg();
        O.sub_lanes =
            O.sub_reg ? TRI.getSubRegIndexLaneMask(O.sub_reg).getAsInteger() : 0;
        O.flags = operandFlags(MO);
        Operands.push_back(O);
      }
      I.num_operands = Operands.size() - I.first_operand;
      if (Opts.InstrText) {
        std::string Text;
        raw_string_ostream TS(Text);
        MI.print(TS);
        GcnrsStr K = keep(std::move(Text));
        I.text = K.ptr;
        I.text_len = K.len;
      }
      Instrs.push_back(I);
    }
    B.num_instrs = Instrs.size() - B.first_instr;
    Blocks.push_back(B);
  }

  // Virtual registers, by index, with their live intervals.
  // Appends a range's segments; returns (first index, count).
  auto copySegments = [&](const LiveRange &LR) {
    uint32_t First = Segments.size();
    for (const LiveRange::Segment &S : LR.segments)
      Segments.push_back(GcnrsSegment{num(S.start), num(S.end)});
    return std::make_pair(First, uint32_t(Segments.size() - First));
  };

  for (unsigned Idx = 0, E = MRI.getNumVirtRegs(); Idx != E; ++Idx) {
    Register R = Register::index2VirtReg(Idx);
    GcnrsVReg V{};
    if (const TargetRegisterClass *RC = MRI.getRegClassOrNull(R)) {
      V.class_name = TRI.getRegClassName(RC);
      V.tsflags = RC->TSFlags;
      V.size_bits = TRI.getRegSizeInBits(*RC);
      V.weight = TRI.getRegClassWeight(RC).RegWeight;
      V.max_lanes = MRI.getMaxLaneMaskForVReg(R).getAsInteger();
      if (LIS.hasInterval(R)) {
        const LiveInterval &LI = LIS.getInterval(R);
        V.has_interval = 1;
        std::tie(V.first_segment, V.num_segments) = copySegments(LI);
        V.first_subrange = SubRanges.size();
        for (const LiveInterval::SubRange &SR : LI.subranges()) {
          GcnrsSubRange G{};
          G.lanes = SR.LaneMask.getAsInteger();
          std::tie(G.first_segment, G.num_segments) = copySegments(SR);
          SubRanges.push_back(G);
        }
        V.num_subranges = SubRanges.size() - V.first_subrange;
      }
    }
    VRegs.push_back(V);
  }

  T.features = Features.data();
  T.num_features = Features.size();
  T.attrs = Attrs.data();
  T.num_attrs = Attrs.size();
  Fn.blocks = Blocks.data();
  Fn.num_blocks = Blocks.size();
  Fn.instrs = Instrs.data();
  Fn.num_instrs = Instrs.size();
  Fn.operands = Operands.data();
  Fn.num_operands = Operands.size();
  Fn.vregs = VRegs.data();
  Fn.num_vregs = VRegs.size();
  Fn.subranges = SubRanges.data();
  Fn.num_subranges = SubRanges.size();
  Fn.segments = Segments.data();
  Fn.num_segments = Segments.size();
}

} // namespace gcnrs
