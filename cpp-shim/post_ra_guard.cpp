// The post-RA guard (src/post_ra): LLVM's post-RA scheduler reorders each
// block once more after register allocation. For functions scheduled by
// `gcnrs`, one pass records the order each block is about to be given, and
// one after the scheduler asks Rust which order the block is to take (the
// given one, the scheduler's, or either with VOPD partners moved together)
// and lays the block out so. The shim records, exports and splices; the
// orders and the judgement are Rust's.

#include "shim.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

static cl::opt<bool> PostRaGuard(
    "gcnrs-post-ra-guard",
    cl::desc("gcnrs: with -misched=gcnrs, put a block back in the order "
             "LLVM's post-RA scheduler was given where the speed model finds "
             "that order faster under both memory latencies"),
    cl::init(true));

static cl::opt<bool> PostRaRepair(
    "gcnrs-post-ra-repair",
    cl::desc("gcnrs: with the post-RA guard, also weigh each block's orders "
             "with VOPD partners moved together (gfx11+ wave32); off saves "
             "the guard about half its time"),
    cl::init(true));

static cl::opt<bool> PostRaGuardEverywhere(
    "gcnrs-post-ra-guard-everywhere",
    cl::desc("gcnrs: run the post-RA guard on every target; false: only "
             "where the post-RA scheduler forms VOPD pairs (gfx11+ wave32)"),
    cl::init(true));

namespace {

/// The orders the post-RA scheduler is about to be given: per block, its
/// top-level instructions (a bundle by its header). A pass manager runs
/// the machine passes one function at a time, so one function's record
/// per thread is enough (parallel code generation runs one per thread).
struct GivenOrders {
  const MachineFunction *MF = nullptr;
  DenseMap<const MachineBasicBlock *, std::vector<MachineInstr *>> Blocks;
};
thread_local GivenOrders Recorded;

/// Whether the guard weighs MF's blocks: a gcnrs function, on a target
/// Rust says the guard is for. The answer depends on the subtarget alone;
/// it is kept per CPU and feature string (a module's functions share a few).
bool guardApplies(const MachineFunction &MF) {
  if (!PostRaGuard || !gcnrs::isOurs(MF) ||
      !gcnrs::speedChosen(MF.getFunction()))
    return false;
  const TargetSubtargetInfo &ST = MF.getSubtarget();
  thread_local StringMap<bool> Known;
  std::string Key =
      (ST.getCPU() + "|" + ST.getFeatureString() + "|" +
       (PostRaGuardEverywhere ? "1" : "0"))
          .str();
  auto It = Known.find(Key);
  if (It != Known.end())
    return It->second;
  gcnrs::FunctionSnapshot Target(MF, gcnrs::SnapshotOptions{});
  uint8_t Wanted = 0;
  gcnrs::RustText Reason;
  if (gcnrs_post_ra_weighs(&Target.get().target, PostRaGuardEverywhere ? 1 : 0,
                           &Wanted, &Reason.T) != GCNRS_OK) {
    gcnrs::diag("post-RA guard, function " + MF.getName() + ": " +
                Reason.str() + "; the post-RA order stays");
    return false;
  }
  Known[Key] = Wanted;
  return Wanted;
}

class RecordGivenOrder : public MachineFunctionPass {
public:
  static char ID;
  RecordGivenOrder() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "gcnrs: record the orders the post-RA scheduler is given";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    Recorded.MF = nullptr;
    Recorded.Blocks.clear();
    if (!guardApplies(MF))
      return false;
    Recorded.MF = &MF;
    for (MachineBasicBlock &MBB : MF) {
      std::vector<MachineInstr *> &Order = Recorded.Blocks[&MBB];
      Order.reserve(MBB.size());
      for (MachineInstr &MI : MBB)
        Order.push_back(&MI);
    }
    return false;
  }
};
char RecordGivenOrder::ID = 0;

/// One block's two orders as gcnrs.h lays them out. The function's target
/// facts are shared by its blocks.
class LateBlockExport {
public:
  LateBlockExport(const MachineFunction &MF, const GcnrsTarget &Target,
                  const std::vector<MachineInstr *> &Given,
                  const std::vector<uint32_t> &Scheduled,
                  const MachineLoop *Loop)
      : TII(*MF.getSubtarget().getInstrInfo()),
        TRI(*MF.getSubtarget().getRegisterInfo()) {
    for (uint32_t G = 0; G < Given.size(); ++G) {
      MachineInstr *Head = Given[G];
      if (!Head->isBundle()) {
        add(*Head, G);
        continue;
      }
      // A bundle moves as one; its header emits nothing.
      for (auto I = std::next(Head->getIterator()),
                E = Head->getParent()->instr_end();
           I != E && I->isInsideBundle(); ++I)
        add(*I, G);
    }
    Name = (MF.getName() + ", bb." + Twine(Given.empty() ? -1 : Given.front()->getParent()->getNumber())).str();
    B.name = GcnrsStr{Name.data(), Name.size()};
    B.target = Target;
    B.in_loop = Loop ? 1 : 0;
    B.whole_loop = Loop && Loop->getNumBlocks() == 1 ? 1 : 0;
    B.mem_latency = gcnrs::memLatency();
    B.repair = PostRaRepair ? 1 : 0;
    B.instrs = Instrs.data();
    B.num_instrs = Instrs.size();
    B.scheduled = Scheduled.data();
    B.num_scheduled = Scheduled.size();
    B.operands = Operands.data();
    B.num_operands = Operands.size();
    B.regs = Regs.data();
    B.num_regs = Regs.size();
    B.units = Units.data();
    B.num_units = Units.size();
  }
  const GcnrsLateBlock &get() const { return B; }

private:
  void add(const MachineInstr &MI, uint32_t Group) {
    GcnrsLateInstr I{};
    I.opcode_name = TII.getName(MI.getOpcode()).data();
    I.flags = gcnrs::instrFlags(MI, TII, *MI.getParent(), *MI.getMF());
    I.group = Group;
    I.first_operand = Operands.size();
    for (const MachineOperand &MO : MI.operands()) {
      GcnrsLateOperand O{};
      if (MO.isReg() && MO.getReg().isPhysical()) {
        O.reg = MO.getReg().id();
        O.flags = GCNRS_LATE_REG | (MO.isDef() ? GCNRS_OP_DEF : 0u);
        addReg(MO.getReg().asMCReg());
      } else if (MO.isImm()) {
        O.flags = GCNRS_LATE_IMM;
        O.imm = MO.getImm();
      }
      if (MO.isImplicit())
        O.flags |= GCNRS_OP_IMPLICIT;
      Operands.push_back(O);
    }
    I.num_operands = Operands.size() - I.first_operand;
    Instrs.push_back(I);
  }

  void addReg(MCRegister Reg) {
    if (!Seen.insert(Reg.id()).second)
      return;
    GcnrsLateReg R{};
    R.reg = Reg.id();
    R.name = TRI.getName(Reg);
    R.first_unit = Units.size();
    for (MCRegUnit U : TRI.regunits(Reg))
      Units.push_back(static_cast<uint32_t>(U));
    R.num_units = Units.size() - R.first_unit;
    Regs.push_back(R);
  }

  const TargetInstrInfo &TII;
  const TargetRegisterInfo &TRI;
  std::string Name;
  GcnrsLateBlock B{};
  std::vector<GcnrsLateInstr> Instrs;
  std::vector<GcnrsLateOperand> Operands;
  std::vector<GcnrsLateReg> Regs;
  std::vector<uint32_t> Units;
  DenseSet<unsigned> Seen;
};

class RestoreGivenOrder : public MachineFunctionPass {
public:
  static char ID;
  RestoreGivenOrder() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "gcnrs: keep the post-RA scheduler's order only where it is "
           "not slower";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    if (Recorded.MF != &MF)
      return false;
    auto Given = std::move(Recorded.Blocks);
    Recorded.MF = nullptr;
    Recorded.Blocks.clear();
    const MachineLoopInfo &MLI =
        getAnalysis<MachineLoopInfoWrapperPass>().getLI();
    // The function's target facts, built for its first changed block; the
    // function info gives the occupancy the scheduler left (the W of the
    // model's max(L/W, U)).
    std::unique_ptr<gcnrs::FunctionSnapshot> Target;
    bool Changed = false;
    for (MachineBasicBlock &MBB : MF) {
      auto It = Given.find(&MBB);
      if (It == Given.end())
        continue;
      const std::vector<MachineInstr *> &Order = It->second;
      std::vector<uint32_t> Scheduled;
      if (!scheduledOrder(MBB, Order, Scheduled))
        continue;
      if (!Target) {
        gcnrs::SnapshotOptions Opts;
        Opts.FuncInfoYAML = true;
        Target = std::make_unique<gcnrs::FunctionSnapshot>(MF, Opts);
      }
      LateBlockExport Export(MF, Target->get().target, Order, Scheduled,
                             MLI.getLoopFor(&MBB));
      uint8_t Apply = 0;
      std::vector<uint32_t> Chosen(Order.size());
      gcnrs::RustText Reason;
      if (gcnrs_post_ra_judge(&Export.get(), Chosen.data(), &Apply,
                              &Reason.T) != GCNRS_OK) {
        gcnrs::diag("post-RA guard, function " + MF.getName() + ", bb." +
                    Twine(MBB.getNumber()) + ": " + Reason.str() +
                    "; the post-RA order stays");
        continue;
      }
      if (!Apply)
        continue;
      if (!isPermutation(Chosen)) {
        gcnrs::diag("post-RA guard, function " + MF.getName() + ", bb." +
                    Twine(MBB.getNumber()) +
                    ": the chosen order does not name every instruction "
                    "once; the post-RA order stays");
        continue;
      }
      // Every given instruction is still in the block (scheduledOrder
      // checked): moving each to the end in turn lays them out as chosen.
      for (uint32_t G : Chosen)
        MBB.splice(MBB.end(), &MBB, MachineBasicBlock::iterator(Order[G]));
      // The kill flags the scheduler set for its order do not hold in
      // this one. Without them the code says less, never something false
      // (recomputeLivenessFlags would mark every use inside a bundle a
      // kill, wrong once the bundle is unpacked before emission).
      for (MachineInstr &MI : MBB.instrs())
        for (MachineOperand &MO : MI.operands())
          if (MO.isReg() && MO.isUse())
            MO.setIsKill(false);
      remark(MF, MBB, Reason.str());
      Changed = true;
    }
    return Changed;
  }

private:
  /// The groups of `Given` in the block's current order; false when the
  /// order is unchanged or the block no longer holds exactly the given
  /// instructions (then nothing is to be judged or restored).
  static bool scheduledOrder(const MachineBasicBlock &MBB,
                             const std::vector<MachineInstr *> &Given,
                             std::vector<uint32_t> &Scheduled) {
    DenseMap<const MachineInstr *, uint32_t> Group;
    for (uint32_t G = 0; G < Given.size(); ++G)
      Group[Given[G]] = G;
    bool Moved = false;
    for (const MachineInstr &MI : MBB) {
      auto It = Group.find(&MI);
      if (It == Group.end())
        return false;
      Moved |= It->second != Scheduled.size();
      Scheduled.push_back(It->second);
    }
    return Moved && Scheduled.size() == Given.size();
  }

  static bool isPermutation(const std::vector<uint32_t> &Groups) {
    std::vector<bool> Seen(Groups.size());
    for (uint32_t G : Groups) {
      if (G >= Groups.size() || Seen[G])
        return false;
      Seen[G] = true;
    }
    return true;
  }

  static void remark(MachineFunction &MF, MachineBasicBlock &MBB,
                     StringRef Text) {
    MachineOptimizationRemarkEmitter ORE(MF, nullptr);
    ORE.emit([&] {
      return MachineOptimizationRemarkAnalysis("gcnrs", "PostRA", DebugLoc(),
                                               &MBB)
             << MF.getName() << ", bb." << std::to_string(MBB.getNumber())
             << ": " << Text;
    });
  }
};
char RestoreGivenOrder::ID = 0;


} // namespace

/// Around the post-RA scheduler, when a function may be scheduled by
/// `gcnrs`: -misched=gcnrs, or no -misched (the attribute may ask for it).
static RegisterTargetPassConfigCallback PostRaGuardHook(
    [](TargetMachine &TM, PassManagerBase &, TargetPassConfig *PC) {
      if (!PostRaGuard || !TM.getTargetTriple().isAMDGCN())
        return;
      std::string Chosen = gcnrs::mischedName();
      if (!Chosen.empty() && Chosen != "gcnrs")
        return;
      // AMDGPU's post-RA bundler is the last pass before the scheduler.
      AnalysisID Bundler = gcnrs::passID("si-post-ra-bundler");
      if (!Bundler) {
        gcnrs::diag("si-post-ra-bundler is not registered; "
                    "-gcnrs-post-ra-guard has no effect");
        return;
      }
      PC->insertPass(Bundler, IdentifyingPassPtr(new RecordGivenOrder()));
      PC->insertPass(&PostMachineSchedulerID,
                     IdentifyingPassPtr(new RestoreGivenOrder()));
    });
