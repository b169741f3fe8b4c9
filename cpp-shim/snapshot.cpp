// Building gcnrs.h snapshots from a MachineFunction and its LiveIntervals.
#include "shim.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/PseudoSourceValue.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/Operator.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <unordered_map>
#include <optional>
#include <tuple>

using namespace llvm;

namespace gcnrs {

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

/// Slot indices travel as distances from the function's first index.
static int64_t slotNumber(SlotIndexes &SIs, SlotIndex SI) {
  return SIs.getZeroIndex().distance(SI);
}

uint32_t instrFlags(const MachineInstr &MI, const TargetInstrInfo &TII,
                    const MachineBasicBlock &MBB, const MachineFunction &MF) {
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
  if (MI.mayRaiseFPException())
    F |= GCNRS_MI_FP_EXCEPTION;
  if (MI.isMetaInstruction())
    F |= GCNRS_MI_META;
  return F;
}

uint32_t FunctionSnapshot::idOf(const void *P) {
  return Ids.try_emplace(P, Ids.size()).first->second;
}

void FunctionSnapshot::addScopes(const MDNode *List, uint32_t &First,
                                 uint32_t &Num) {
  First = Scopes.size();
  if (List)
    for (const MDOperand &Op : List->operands())
      if (const auto *Scope = dyn_cast<MDNode>(Op)) {
        const MDNode *Domain = AliasScopeNode(Scope).getDomain();
        // A scope without a domain can never prove anything: mark it so
        // Rust cannot pair it with another domain-less scope.
        Scopes.push_back(GcnrsAliasScope{idOf(Scope),
                                         Domain ? idOf(Domain) : UINT32_MAX});
      }
  Num = Scopes.size() - First;
}

namespace {
/// A pointer as Base + Offset [+ Scale * Index].
struct Decomposed {
  const Value *Base;
  int64_t Offset;
  const Value *Index = nullptr;
  int64_t Scale = 0;
};
} // namespace

/// One GEP as a constant byte offset plus at most one variable index with
/// its stride; false if it has more, or a number does not fit.
static bool decomposeGEP(const GEPOperator &GEP, const DataLayout &DL,
                         int64_t &Off, const Value *&Index, int64_t &Scale) {
  Off = 0;
  Index = nullptr;
  unsigned W = DL.getIndexSizeInBits(GEP.getPointerAddressSpace());
  for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
       GTI != E; ++GTI) {
    const Value *Idx = GTI.getOperand();
    if (StructType *ST = GTI.getStructTypeOrNull()) {
      uint64_t Field = DL.getStructLayout(ST)
                           ->getElementOffset(cast<ConstantInt>(Idx)->getZExtValue());
      if (Field > uint64_t(INT64_MAX) ||
          __builtin_add_overflow(Off, int64_t(Field), &Off))
        return false;
      continue;
    }
    TypeSize Stride = GTI.getSequentialElementStride(DL);
    if (Stride.isScalable() || Stride.getFixedValue() > uint64_t(INT64_MAX))
      return false;
    int64_t S = Stride.getFixedValue();
    if (const auto *CI = dyn_cast<ConstantInt>(Idx)) {
      APInt V = CI->getValue().sextOrTrunc(W);
      int64_t Prod;
      if (V.getSignificantBits() > 64 ||
          __builtin_mul_overflow(V.getSExtValue(), S, &Prod) ||
          __builtin_add_overflow(Off, Prod, &Off))
        return false;
      continue;
    }
    if (Index || !Idx->getType()->isIntegerTy())
      return false;
    Index = Idx;
    Scale = S;
  }
  return true;
}

/// Ptr through GEPs, so that accesses through differently computed
/// pointers of one base can be compared. Stops at anything but a GEP
/// (addrspacecasts included: they may change the address, not just the
/// type) and at a second variable index.
static Decomposed decompose(const Value *Ptr, const DataLayout &DL,
                            int64_t Offset) {
  Decomposed D{Ptr, Offset};
  while (const auto *GEP = dyn_cast<GEPOperator>(D.Base)) {
    if (GEP->getType()->isVectorTy())
      break;
    int64_t Off, Scale = 0, Sum;
    const Value *Idx;
    if (!decomposeGEP(*GEP, DL, Off, Idx, Scale) || (Idx && D.Index) ||
        __builtin_add_overflow(D.Offset, Off, &Sum))
      break;
    D.Offset = Sum;
    if (Idx) {
      D.Index = Idx;
      D.Scale = Scale;
    }
    D.Base = GEP->getPointerOperand();
  }
  return D;
}

/// The range the IR itself states for an integer (range attributes, !range
/// metadata, through sign and zero extensions); no inference.
static std::optional<ConstantRange> statedRange(const Value *V) {
  if (const auto *CI = dyn_cast<ConstantInt>(V))
    return ConstantRange(CI->getValue());
  if (const auto *CB = dyn_cast<CallBase>(V))
    return CB->getRange();
  if (const auto *A = dyn_cast<Argument>(V))
    return A->getRange();
  unsigned Bits = V->getType()->getIntegerBitWidth();
  if (const auto *S = dyn_cast<SExtInst>(V)) {
    if (auto R = statedRange(S->getOperand(0)))
      return R->signExtend(Bits);
    return std::nullopt;
  }
  if (const auto *Z = dyn_cast<ZExtInst>(V)) {
    if (auto R = statedRange(Z->getOperand(0)))
      return R->zeroExtend(Bits);
    return std::nullopt;
  }
  if (const auto *I = dyn_cast<Instruction>(V))
    if (const MDNode *MD = I->getMetadata(LLVMContext::MD_range))
      return getConstantRangeFromMetadata(*MD);
  return std::nullopt;
}

static uint32_t operandFlags(const MachineOperand &MO);

void FunctionSnapshot::addMemOperands(const MachineInstr &MI, GcnrsInstr &I) {
  const MachineFunction &MF = *MI.getMF();
  const DataLayout &DL = MF.getDataLayout();
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  I.first_memop = MemOps.size();
  for (const MachineMemOperand *MMO : MI.memoperands()) {
    GcnrsMemOperand M{};
    if (MMO->isLoad())
      M.flags |= GCNRS_MMO_LOAD;
    if (MMO->isStore())
      M.flags |= GCNRS_MMO_STORE;
    if (MMO->isVolatile())
      M.flags |= GCNRS_MMO_VOLATILE;
    if (MMO->isNonTemporal())
      M.flags |= GCNRS_MMO_NONTEMPORAL;
    if (MMO->isDereferenceable())
      M.flags |= GCNRS_MMO_DEREFERENCEABLE;
    if (MMO->isInvariant())
      M.flags |= GCNRS_MMO_INVARIANT;
    if (MMO->isAtomic())
      M.flags |= GCNRS_MMO_ATOMIC;
    if (!MMO->isUnordered())
      M.flags |= GCNRS_MMO_ORDERED;
    LocationSize Size = MMO->getSize();
    if (Size.hasValue() && !Size.isScalable()) {
      M.flags |= GCNRS_MMO_SIZE_KNOWN;
      M.size = Size.getValue().getFixedValue();
    }
    M.addr_space = MMO->getAddrSpace();
    M.offset = MMO->getOffset();
    M.index_bits = DL.getIndexSizeInBits(M.addr_space);
    if (const PseudoSourceValue *PSV = MMO->getPseudoValue()) {
      M.base_kind = GCNRS_MMO_BASE_PSEUDO;
      M.base = idOf(PSV);
      if (PSV->isConstant(&MFI))
        M.flags |= GCNRS_MMO_PSV_CONSTANT;
    } else if (const Value *V = MMO->getValue()) {
      Decomposed D = decompose(V, DL, M.offset);
      // Each use of undef may be a different pointer.
      if (!isa<UndefValue>(D.Base) && D.Base->getType()->isPointerTy()) {
        M.base_kind = GCNRS_MMO_BASE_VALUE;
        M.base = idOf(D.Base);
        M.offset = D.Offset;
        M.index_bits =
            DL.getIndexSizeInBits(D.Base->getType()->getPointerAddressSpace());
        if (D.Index) {
          M.has_index = 1;
          M.index = idOf(D.Index);
          M.index_scale = D.Scale;
          if (auto R = statedRange(D.Index)) {
            ConstantRange Ext = R->sextOrTrunc(M.index_bits);
            if (!Ext.isEmptySet() && Ext.getSignedMin().getSignificantBits() <= 64 &&
                Ext.getSignedMax().getSignificantBits() <= 64) {
              M.index_has_range = 1;
              M.index_min = Ext.getSignedMin().getSExtValue();
              M.index_max = Ext.getSignedMax().getSExtValue();
            }
          }
        }
      }
    }
    const AAMDNodes &AA = MMO->getAAInfo();
    addScopes(AA.Scope, M.first_scope, M.num_scopes);
    addScopes(AA.NoAlias, M.first_noalias, M.num_noalias);
    MemOps.push_back(M);
  }
  I.num_memops = MemOps.size() - I.first_memop;

  const TargetSubtargetInfo &ST = MF.getSubtarget();
  SmallVector<const MachineOperand *, 4> BaseOps;
  int64_t Offset = 0;
  bool Scalable = false;
  LocationSize Width = LocationSize::beforeOrAfterPointer();
  if (!MI.mayLoadOrStore() || MI.isBundle() ||
      !ST.getInstrInfo()->getMemOperandsWithOffsetWidth(
          MI, BaseOps, Offset, Scalable, Width, ST.getRegisterInfo()) ||
      Scalable || !Width.hasValue() || Width.isScalable() ||
      !llvm::all_of(BaseOps, [](const MachineOperand *MO) {
        return MO->isReg() && MO->getReg();
      }))
    return;
  const TargetRegisterInfo &TRI = *ST.getRegisterInfo();
  I.has_address = 1;
  I.addr_offset = Offset;
  I.addr_width = Width.getValue().getFixedValue();
  I.first_addr_reg = AddrRegs.size();
  for (const MachineOperand *MO : BaseOps) {
    GcnrsOperand O{};
    Register R = MO->getReg();
    O.reg = R.isVirtual() ? R.virtRegIndex() : R.id();
    O.sub_reg = MO->getSubReg();
    O.sub_lanes =
        O.sub_reg ? TRI.getSubRegIndexLaneMask(O.sub_reg).getAsInteger() : 0;
    O.flags = operandFlags(*MO);
    AddrRegs.push_back(O);
  }
  I.num_addr_regs = AddrRegs.size() - I.first_addr_reg;
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
  // A dumped snapshot replays offline, where any consumer may read it.
  if (snapshotDumpRequested())
    Opts = SnapshotOptions::all();
  Fn.name = keep(MF.getName().str());
  takeTarget(MF, Opts);
  if (Opts.TargetOnly) {
    publish();
    return;
  }

  // Sized up front: regrowing would copy every entry again.
  size_t NumInstrs = 0;
  for (const MachineBasicBlock &MBB : MF)
    NumInstrs += MBB.size();
  Instrs.reserve(NumInstrs);
  ByIndex.reserve(NumInstrs);
  InstrIndex.reserve(NumInstrs);
  Blocks.reserve(MF.size());
  Operands.reserve(NumInstrs * 4);
  takeInstrs(MF, LIS, Opts);
  takeVirtRegs(MF, LIS);
  takePhysRegs(MF, Opts);
  publish();
}

FunctionSnapshot::FunctionSnapshot(const MachineFunction &MF,
                                   SnapshotOptions Opts) {
  Opts.TargetOnly = true;
  Fn.name = keep(MF.getName().str());
  takeTarget(MF, Opts);
  publish();
}

void FunctionSnapshot::takeTarget(const MachineFunction &MF,
                                  const SnapshotOptions &Opts) {
  const TargetSubtargetInfo &ST = MF.getSubtarget();
  GcnrsTarget &T = Fn.target;
  T.cpu = keep(ST.getCPU().str());
  T.feature_string = keep(ST.getFeatureString().str());
  const Function &F = MF.getFunction();
  if (Opts.TargetFeatures) {
    // Feature names are static strings of the target's tables: no copies.
    for (const SubtargetFeatureKV &KV : ST.getAllProcessorFeatures())
      if (ST.getFeatureBits()[KV.Value])
        Features.push_back(GcnrsStr{KV.Key, std::strlen(KV.Key)});
    for (const Attribute &A : F.getAttributes().getFnAttrs())
      if (A.isStringAttribute() && A.getKindAsString().starts_with("amdgpu-"))
        Attrs.push_back(GcnrsAttr{keep(A.getKindAsString().str()),
                                  keep(A.getValueAsString().str())});
  }
  T.calling_conv = F.getCallingConv();
  T.is_entry = isEntryCC(F.getCallingConv());
  if (Opts.FuncInfoYAML)
    T.mfi_yaml = keep(functionInfoYAML(MF));
}

void FunctionSnapshot::takeInstrs(const MachineFunction &MF,
                                  const LiveIntervals &LIS,
                                  const SnapshotOptions &Opts) {
  const TargetSubtargetInfo &ST = MF.getSubtarget();
  const TargetRegisterInfo &TRI = *ST.getRegisterInfo();
  const TargetInstrInfo &TII = *ST.getInstrInfo();
  SlotIndexes &SIs = *LIS.getSlotIndexes();
  // Blocks, instructions, register operands. Printing a block name numbers
  // the IR values of the function (for unnamed IR blocks), so one slot
  // tracker serves all blocks.
  std::optional<ModuleSlotTracker> MST;
  if (Opts.BlockNames) {
    MST.emplace(MF.getFunction().getParent());
    MST->incorporateFunction(MF.getFunction());
  }
  for (const MachineBasicBlock &MBB : MF) {
    GcnrsBlock B{};
    B.number = MBB.getNumber();
    B.start_slot = slotNumber(SIs, SIs.getMBBStartIdx(&MBB));
    B.last_slot = slotNumber(SIs, SIs.getMBBLastIdx(&MBB));
    B.end_slot = slotNumber(SIs, SIs.getMBBEndIdx(&MBB));
    B.first_instr = Instrs.size();
    if (Opts.BlockNames) {
      std::string Name;
      raw_string_ostream NS(Name);
      MBB.printName(NS, MachineBasicBlock::PrintNameIr, &*MST);
      GcnrsStr N = keep(std::move(Name));
      B.name = N.ptr;
      B.name_len = N.len;
    }
    for (const MachineInstr &MI : MBB) {
      GcnrsInstr I{};
      InstrIndex[&MI] = Instrs.size();
      ByIndex.push_back(const_cast<MachineInstr *>(&MI));
      I.opcode = MI.getOpcode();
      I.flags = instrFlags(MI, TII, MBB, MF);
      I.opcode_name = TII.getName(MI.getOpcode()).data();
      I.slot = SIs.hasIndex(MI)
                   ? slotNumber(SIs, SIs.getInstructionIndex(MI).getBaseIndex())
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
      if (Opts.CheckerFacts)
        addMemOperands(MI, I);
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
}

/// Virtual registers, by index, with their live intervals.
void FunctionSnapshot::takeVirtRegs(const MachineFunction &MF,
                                    const LiveIntervals &LIS) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  SlotIndexes &SIs = *LIS.getSlotIndexes();
  // Appends a range's segments; returns (first index, count).
  auto copySegments = [&](const LiveRange &LR) {
    uint32_t First = Segments.size();
    for (const LiveRange::Segment &S : LR.segments)
      Segments.push_back(
          GcnrsSegment{slotNumber(SIs, S.start), slotNumber(SIs, S.end)});
    return std::make_pair(First, uint32_t(Segments.size() - First));
  };

  const unsigned NumVRegs = MRI.getNumVirtRegs();
  VRegs.reserve(NumVRegs);
  Segments.reserve(NumVRegs * 2);
  for (unsigned Idx = 0; Idx != NumVRegs; ++Idx) {
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
}

namespace {
/// TSFlags and size in bits of the smallest register class holding a
/// physical register (0, 0 where none does). `getMinimalPhysRegClass`
/// walks every register class, some 15,000 instructions a register on
/// AMDGPU, and its answer never changes for a subtarget: it is asked once
/// per register and subtarget for the whole process. The tables are kept
/// by CPU and feature string, which outlive any one TargetMachine; a
/// function finds its subtarget's table once and looks registers up by
/// number.
using ClassFacts = std::pair<uint64_t, unsigned>;
std::mutex ClassFactsLock;
std::map<std::pair<std::string, std::string>,
         std::unordered_map<unsigned, ClassFacts>> &
classFactsTables() {
  static std::map<std::pair<std::string, std::string>,
                  std::unordered_map<unsigned, ClassFacts>>
      Tables;
  return Tables;
}
} // namespace

/// Register units and constness of every physical register an operand
/// names (aliasing between physical registers is unit overlap): checker
/// facts only.
void FunctionSnapshot::takePhysRegs(const MachineFunction &MF,
                                    const SnapshotOptions &Opts) {
  if (!Opts.CheckerFacts && !Opts.PhysRegs)
    return;
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  std::vector<MCRegister> Phys;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      for (const MachineOperand &MO : MI.operands())
        if (MO.isReg() && MO.getReg().isPhysical())
          Phys.push_back(MO.getReg().asMCReg());
  llvm::sort(Phys);
  Phys.erase(std::unique(Phys.begin(), Phys.end()), Phys.end());
  const TargetSubtargetInfo &ST = MF.getSubtarget();
  std::lock_guard<std::mutex> Guard(ClassFactsLock);
  std::unordered_map<unsigned, ClassFacts> &Known =
      classFactsTables()[{ST.getCPU().str(), ST.getFeatureString().str()}];
  for (MCRegister R : Phys) {
    GcnrsPhysReg P{};
    P.reg = R.id();
    P.constant = MRI.isConstantPhysReg(R) ? 1 : 0;
    P.first_unit = RegUnits.size();
    for (MCRegUnit U : TRI.regunits(R))
      RegUnits.push_back(static_cast<unsigned>(U));
    P.num_units = RegUnits.size() - P.first_unit;
    auto [Facts, New] = Known.try_emplace(R.id(), ClassFacts{0, 0});
    if (New)
      if (const TargetRegisterClass *RC = TRI.getMinimalPhysRegClass(R))
        Facts->second = {RC->TSFlags, TRI.getRegSizeInBits(*RC)};
    std::tie(P.tsflags, P.size_bits) = Facts->second;
    P.allocatable = MRI.isReserved(R) ? 0 : 1;
    P.name = TRI.getName(R);
    PhysRegs.push_back(P);
  }
  takeCallees(MF);
}

/// The functions MF calls by name: a caller's registers include its
/// callees', which the allocation of its own code does not show.
void FunctionSnapshot::takeCallees(const MachineFunction &MF) {
  llvm::SmallPtrSet<const GlobalValue *, 8> Seen;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      if (!MI.isCall())
        continue;
      const GlobalValue *Named = nullptr;
      for (const MachineOperand &MO : MI.operands())
        if (MO.isGlobal()) {
          Named = MO.getGlobal();
          break;
        }
      if (!Named)
        Fn.calls_unnamed = 1;
      else if (Seen.insert(Named).second)
        Callees.push_back(keep(Named->getName().str()));
    }
}

/// Points the C structs at the buffers.
void FunctionSnapshot::publish() {
  GcnrsTarget &T = Fn.target;
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
  Fn.memops = MemOps.data();
  Fn.num_memops = MemOps.size();
  Fn.scopes = Scopes.data();
  Fn.num_scopes = Scopes.size();
  Fn.phys_regs = PhysRegs.data();
  Fn.num_phys_regs = PhysRegs.size();
  Fn.reg_units = RegUnits.data();
  Fn.num_reg_units = RegUnits.size();
  Fn.addr_regs = AddrRegs.data();
  Fn.num_addr_regs = AddrRegs.size();
  Fn.callees = Callees.data();
  Fn.num_callees = Callees.size();
}

} // namespace gcnrs
