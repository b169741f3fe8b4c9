// The gcnrs iterative scheduler: the LLVM-facing half of GCNIterativeScheduler.
//
// Mechanism only. The DAG subclass records regions while the MachineScheduler
// pass walks the function, and in finalizeSchedule() builds each region's DAG
// exactly as the in-tree scheduler does, exports it, and applies the order the
// Rust driver returns, with the same LiveIntervals and flag updates as the
// in-tree scheduleRegion(). Which regions, in which order, with which
// strategy, and whether to apply is decided in Rust.
#include "shim.h"

#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/RegisterPressure.h"
#include "llvm/CodeGen/ScheduleDAG.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

static cl::opt<bool> MinRegHeightTieBreak(
    "gcnrs-minreg-height-tiebreak",
    cl::desc("gcnrs minreg: break ties by maximum height before program "
             "order (improvement mode; breaks parity with LLVM)"),
    cl::init(false));

static cl::opt<bool> VerifySchedule(
    "gcnrs-verify-schedule",
    cl::desc("gcnrs: check every schedule with the independent legality "
             "checker before applying it; an illegal one is not applied"),
    cl::init(false));

namespace {

/// Placeholder strategy: the DAG is only built, never scheduled by LLVM.
struct StubStrategy : MachineSchedStrategy {
  bool shouldTrackPressure() const override { return false; }
  bool shouldTrackLaneMasks() const override { return false; }
  void initialize(ScheduleDAGMI *) override {}
  SUnit *pickNode(bool &) override { return nullptr; }
  void schedNode(SUnit *, bool) override {}
  void releaseTopNode(SUnit *) override {}
  void releaseBottomNode(SUnit *) override {}
};

/// Plain-data copy of the current region DAG.
struct DagExport {
  std::vector<GcnrsSUnit> SUnits;
  std::vector<GcnrsEdge> Edges;
  std::vector<uint32_t> Top, Bot;
  GcnrsDag Dag{};
};

class IterativeScheduler : public ScheduleDAGMILive {
  struct Region {
    MachineBasicBlock::iterator Begin, End;
    unsigned NumRegionInstrs;
  };
  std::vector<Region> Regions;
  GcnrsStrategy Strategy;

public:
  IterativeScheduler(MachineSchedContext *C, GcnrsStrategy S)
      : ScheduleDAGMILive(C, std::make_unique<StubStrategy>()), Strategy(S) {}

  void enterRegion(MachineBasicBlock *MBB, MachineBasicBlock::iterator Begin,
                   MachineBasicBlock::iterator End,
                   unsigned NumRegionInstrs) override {
    ScheduleDAGMILive::enterRegion(MBB, Begin, End, NumRegionInstrs);
    // Regions with at most two instructions are never rescheduled.
    if (NumRegionInstrs > 2)
      Regions.push_back({Begin, End, NumRegionInstrs});
  }

  void schedule() override {}

  void finalizeSchedule() override;

private:
  void buildDAG(const Region &R, std::vector<SUnit *> &TopRoots,
                std::vector<SUnit *> &BotRoots);
  void leaveDAG();
  DagExport exportDAG(const gcnrs::FunctionSnapshot &S,
                      ArrayRef<SUnit *> TopRoots, ArrayRef<SUnit *> BotRoots);
  void applyOrder(Region &R, ArrayRef<SUnit *> Order);
};

} // namespace

void IterativeScheduler::buildDAG(const Region &R,
                                  std::vector<SUnit *> &TopRoots,
                                  std::vector<SUnit *> &BotRoots) {
  MachineBasicBlock *MBB = R.Begin->getParent();
  ScheduleDAGMILive::startBlock(MBB);
  ScheduleDAGMILive::enterRegion(MBB, R.Begin, R.End, R.NumRegionInstrs);
  buildSchedGraph(AA, nullptr, nullptr, nullptr, /*TrackLaneMasks=*/true);
  postProcessDAG();
  Topo.InitDAGTopologicalSorting();
  SmallVector<SUnit *, 8> T, B;
  findRootsAndBiasEdges(T, B);
  TopRoots.assign(T.begin(), T.end());
  BotRoots.assign(B.begin(), B.end());
}

void IterativeScheduler::leaveDAG() {
  ScheduleDAGMILive::exitRegion();
  ScheduleDAGMILive::finishBlock();
}


DagExport IterativeScheduler::exportDAG(const gcnrs::FunctionSnapshot &S,
                                        ArrayRef<SUnit *> TopRoots,
                                        ArrayRef<SUnit *> BotRoots) {
  DagExport X;
  auto node = [&](const SUnit *SU) -> uint32_t {
    if (SU == &EntrySU)
      return GCNRS_NODE_ENTRY;
    if (SU == &ExitSU)
      return GCNRS_NODE_EXIT;
    return SU->NodeNum;
  };
  auto edge = [&](const SDep &D) {
    GcnrsEdge E{};
    E.node = node(D.getSUnit());
    switch (D.getKind()) {
    case SDep::Data: E.kind = GCNRS_DEP_DATA; break;
    case SDep::Anti: E.kind = GCNRS_DEP_ANTI; break;
    case SDep::Output: E.kind = GCNRS_DEP_OUTPUT; break;
    case SDep::Order: E.kind = GCNRS_DEP_ORDER; break;
    }
    if (D.isWeak())
      E.flags |= GCNRS_EDGE_WEAK;
    if (D.isArtificial())
      E.flags |= GCNRS_EDGE_ARTIFICIAL;
    E.latency = D.getLatency();
    if (D.getKind() != SDep::Order && D.getReg()) {
      Register R = D.getReg();
      E.flags |= GCNRS_EDGE_HAS_REG;
      if (R.isVirtual()) {
        E.flags |= GCNRS_EDGE_VIRTUAL_REG;
        E.reg = R.virtRegIndex();
      } else {
        E.reg = R.id();
      }
    }
    X.Edges.push_back(E);
  };
  for (SUnit &SU : SUnits) {
    GcnrsSUnit G{};
    G.instr = S.indexOf(SU.getInstr());
    G.latency = SU.Latency;
    G.num_preds = SU.NumPreds;
    G.num_succs = SU.NumSuccs;
    G.num_preds_left = SU.NumPredsLeft;
    G.num_succs_left = SU.NumSuccsLeft;
    G.weak_preds_left = SU.WeakPredsLeft;
    G.weak_succs_left = SU.WeakSuccsLeft;
    G.depth = SU.getDepth();
    G.height = SU.getHeight();
    G.first_pred = X.Edges.size();
    for (const SDep &D : SU.Preds)
      edge(D);
    G.num_pred_edges = X.Edges.size() - G.first_pred;
    G.first_succ = X.Edges.size();
    for (const SDep &D : SU.Succs)
      edge(D);
    G.num_succ_edges = X.Edges.size() - G.first_succ;
    X.SUnits.push_back(G);
  }
  X.Dag.entry_first_succ = X.Edges.size();
  for (const SDep &D : EntrySU.Succs)
    edge(D);
  X.Dag.entry_num_succs = X.Edges.size() - X.Dag.entry_first_succ;
  X.Dag.exit_first_pred = X.Edges.size();
  for (const SDep &D : ExitSU.Preds)
    edge(D);
  X.Dag.exit_num_preds = X.Edges.size() - X.Dag.exit_first_pred;
  for (SUnit *SU : TopRoots)
    X.Top.push_back(SU->NodeNum);
  for (SUnit *SU : BotRoots)
    X.Bot.push_back(SU->NodeNum);
  X.Dag.sunits = X.SUnits.data();
  X.Dag.num_sunits = X.SUnits.size();
  X.Dag.edges = X.Edges.data();
  X.Dag.num_edges = X.Edges.size();
  X.Dag.top_roots = X.Top.data();
  X.Dag.num_top_roots = X.Top.size();
  X.Dag.bot_roots = X.Bot.data();
  X.Dag.num_bot_roots = X.Bot.size();
  return X;
}

/// Move the region's instructions into `Order`, keeping LiveIntervals and
/// the undef/dead flags right the way the in-tree scheduler does, then put
/// the debug values back next to their instructions.
void IterativeScheduler::applyOrder(Region &R, ArrayRef<SUnit *> Order) {
  MachineBasicBlock *MBB = R.Begin->getParent();
  MachineBasicBlock::iterator Top = R.Begin;
  for (SUnit *SU : Order) {
    MachineInstr *MI = SU->getInstr();
    MachineBasicBlock::iterator MII = MI->getIterator();
    if (MII != Top) {
      // Moving across debug instructions only needs no liveness update.
      bool NonDebugReordered =
          !MI->isDebugInstr() && skipDebugInstructionsForward(Top, MII) != MII;
      MBB->remove(MI);
      MBB->insert(Top, MI);
      if (NonDebugReordered)
        LIS->handleMove(*MI, /*UpdateFlags=*/true);
    }
    if (!MI->isDebugInstr()) {
      // Recompute read-undef and dead flags from the updated liveness.
      for (MachineOperand &Op : MI->all_defs())
        Op.setIsUndef(false);
      RegisterOperands RegOpers;
      RegOpers.collect(*MI, *TRI, MRI, /*TrackLaneMasks=*/true,
                       /*IgnoreDead=*/false);
      SlotIndex Slot = LIS->getInstructionIndex(*MI).getRegSlot();
      RegOpers.adjustLaneLiveness(*LIS, MRI, Slot, MI);
    }
    Top = std::next(MI->getIterator());
  }
  RegionBegin = Order.front()->getInstr();
  placeDebugValues();
  // placeDebugValues may move RegionEnd; the region's end never changes.
  RegionEnd = R.End;
  R.Begin = RegionBegin;
}

void IterativeScheduler::finalizeSchedule() {
  if (Regions.empty() || !gcnrs::isOurs(MF))
    return;

  gcnrs::FunctionSnapshot S(MF, *LIS, {/*InstrText=*/false, /*YAML=*/true});
  gcnrs::maybeDumpSnapshot(S, "sched");
  std::vector<GcnrsRegion> Exported;
  for (const Region &R : Regions) {
    GcnrsRegion G{};
    G.first_instr = S.indexOf(&*R.Begin);
    G.num_instrs = std::distance(R.Begin, R.End);
    G.boundary_instr = R.End == R.Begin->getParent()->end()
                           ? int64_t(-1)
                           : int64_t(S.indexOf(&*R.End));
    G.num_region_instrs = R.NumRegionInstrs;
    Exported.push_back(G);
  }

  GcnrsSchedSession *Session = nullptr;
  gcnrs::RustText Msg;
  if (gcnrs_sched_begin(&S.get(), Exported.data(), Exported.size(), Strategy,
                        MinRegHeightTieBreak ? 1 : 0, VerifySchedule ? 1 : 0,
                        &Session, &Msg.T) != GCNRS_OK) {
    gcnrs::diag("scheduler left " + MF.getName() + " unscheduled: " +
                Msg.str());
    return;
  }
  std::vector<uint32_t> Visit(Regions.size());
  if (gcnrs_sched_visit_order(Session, Visit.data(), Visit.size(), &Msg.T) !=
      GCNRS_OK) {
    gcnrs::diag("scheduler left " + MF.getName() + " unscheduled: " +
                Msg.str());
    gcnrs_sched_end(Session);
    return;
  }

  for (uint32_t Idx : Visit) {
    Region &R = Regions[Idx];
    std::vector<SUnit *> TopRoots, BotRoots;
    buildDAG(R, TopRoots, BotRoots);
    DagExport X = exportDAG(S, TopRoots, BotRoots);
    std::vector<uint32_t> Order(SUnits.size());
    uint8_t Apply = 0;
    gcnrs::RustText RegionMsg;
    bool Ok = gcnrs_sched_region(Session, Idx, &X.Dag, Order.data(), &Apply,
                                 &RegionMsg.T) == GCNRS_OK;
    if (!Ok)
      gcnrs::diag("region " + Twine(Idx) + " of " + MF.getName() +
                  " left in its original order: " + RegionMsg.str());
    if (!SUnits.empty()) {
      // Building a lane-tracking DAG clears the undef flags of sub-register
      // defs; they come back only when instructions are placed. So a region
      // kept as it is must still be placed, in its original order (SUnits
      // are numbered in program order), or its liveness flags stay broken.
      std::vector<SUnit *> SUOrder;
      SUOrder.reserve(SUnits.size());
      if (Ok && Apply)
        for (uint32_t N : Order)
          SUOrder.push_back(&SUnits[N]);
      else
        for (SUnit &SU : SUnits)
          SUOrder.push_back(&SU);
      applyOrder(R, SUOrder);
    }
    leaveDAG();
  }
  gcnrs_sched_end(Session);
}

static ScheduleDAGInstrs *createMinReg(MachineSchedContext *C) {
  // Other targets keep whatever scheduler they would get without -misched.
  if (!C->MF->getTarget().getTargetTriple().isAMDGCN()) {
    if (ScheduleDAGInstrs *S = C->MF->getTarget().createMachineScheduler(C))
      return S;
    return createSchedLive(C);
  }
  return new IterativeScheduler(C, GCNRS_STRATEGY_MINREG);
}

static MachineSchedRegistry
    MinRegRegistry("gcnrs-iterative-minreg",
                   "gcnrs: iterative scheduler, minimal register strategy",
                   createMinReg);
