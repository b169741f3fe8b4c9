// The gcnrs iterative scheduler: the LLVM-facing half of GCNIterativeScheduler.
//
// Mechanism only. The DAG subclass records regions while the MachineScheduler
// pass walks the function, and in finalizeSchedule() builds each region's DAG
// exactly as the in-tree scheduler does, exports it, and applies the order the
// Rust driver returns, with the same LiveIntervals and flag updates as the
// in-tree scheduleRegion(). Which regions, in which order, with which
// strategy, and whether to apply is decided in Rust.
#include "alias_memo.h"
#include "amdgpu_default.h"
#include "founder.h"
#include "iterative_sched.h"
#include "shim.h"
#include "undef_implicit_defs.h"

#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/RegisterPressure.h"
#include "llvm/CodeGen/ScheduleDAG.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

#include <optional>

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

static cl::opt<bool> AliasMemoOpt(
    "gcnrs-alias-memo",
    cl::desc("gcnrs, gcnrs-occupancy: answer each alias query once per "
             "function across the DAG builds of the founder and the "
             "session (compile time only; the schedules are the same)"),
    cl::init(true));

// Defaults measured with scripts/occupancy-margin (README, "gcnrs-occupancy").
static cl::opt<unsigned> OccupancyVGPRMargin(
    "gcnrs-occupancy-vgpr-margin",
    cl::desc("gcnrs-occupancy: VGPRs a region must leave free below a wave "
             "target's budget to count as fitting it (at least)"),
    cl::init(4));

static cl::opt<unsigned> OccupancyVGPRMarginPercent(
    "gcnrs-occupancy-vgpr-margin-percent",
    cl::desc("gcnrs-occupancy: ... or this percentage of the budget, if more"),
    cl::init(8));

static cl::opt<unsigned> OccupancyVGPRCeilingMarginPercent(
    "gcnrs-occupancy-vgpr-ceiling-margin-percent",
    cl::desc("gcnrs-occupancy and gcnrs: at the function's VGPR ceiling, "
             "where a short prediction spills, the VGPR margin is at least "
             "this percentage of the ceiling"),
    cl::init(20));

static cl::opt<unsigned> OccupancySGPRMargin(
    "gcnrs-occupancy-sgpr-margin",
    cl::desc("gcnrs-occupancy: SGPRs a region must leave free below a wave "
             "target's budget to count as fitting it"),
    cl::init(6));

// The solver's budgets count search nodes, not time, so a compile gives the
// same schedule on a loaded machine as on an idle one.
static cl::opt<uint64_t> SolverNodes(
    "gcnrs-solver-nodes",
    cl::desc("gcnrs: search nodes the exact minimum-register solver may "
             "spend on one region before it settles for its best order and "
             "proven bound"),
    // scripts/gap-report over the corpus: regions of 41-80 instructions
    // proven optimal 79.4% at 20000 nodes, 81.2% at 50000.
    cl::init(50000));

// Off by default, from the corpus (scripts/bench, pair occupancy): with the
// solver's candidate 36 kernels gain a wave at 1.8x the default scheduler's
// pass time; without it 39 do at 1.47x. Where the solver and minreg both
// fit a target, the solver's shorter order wins on latency, but the
// allocator has then packed minreg's order tighter (8 kernels); the
// solver alone reaches another wave on 5.
static cl::opt<bool> OccupancySolver(
    "gcnrs-occupancy-solver",
    cl::desc("gcnrs-occupancy: also try the exact solver's order on regions "
             "the heuristic candidates cannot fit into the wave target"),
    cl::init(false));

// Nobody knows the right memory latency for a loaded GPU: gcnrs decides
// only where a change is faster at this latency and at three times it.
static cl::opt<unsigned> MemLatency(
    "gcnrs-mem-latency",
    cl::desc("gcnrs: the speed model's vector memory latency in clocks "
             "(0: its default, 320); decisions also hold at 3x"),
    cl::init(0));

unsigned gcnrs::memLatency() { return MemLatency; }

static cl::opt<uint64_t> SolverFunctionNodes(
    "gcnrs-solver-function-nodes",
    cl::desc("gcnrs: search nodes all regions of one function may spend "
             "together in the exact solver"),
    cl::init(400000));

static cl::opt<int> RefuseRegion(
    "gcnrs-refuse-region", cl::Hidden,
    cl::desc("gcnrs test hook: with -gcnrs-verify-schedule, refuse every "
             "order of the region with this index, as if it were illegal"),
    cl::init(-1));

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

/// The recorded regions as the session numbers their instructions, and
/// the opcode names of their scheduling hints (the regions point into
/// Hints).
struct RegionTable {
  std::vector<GcnrsRegion> Regions;
  std::vector<GcnrsStr> Hints;
  /// GcnrsRegion.original_rank of every region, back to back.
  std::vector<uint32_t> Ranks;
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
  gcnrs::AMDGPUDefaultParts Default;
  bool DefaultTaken = false;
  std::vector<std::unique_ptr<ScheduleDAGMutation>> SavedMutations;
  bool LegacyInstalled = false;
  MachineSchedContext *SchedContext;
  /// Alias answers shared by the founder's DAG builds and ours (declared
  /// before the founder, which must go first).
  std::unique_ptr<gcnrs::AliasMemo> Memo;
  /// The occupancy strategy's founder: while the pass walks the function,
  /// every call goes to it; our own work starts once it has finished.
  std::optional<gcnrs::Founder> Founder;
  /// Under the speed strategy, each instruction's position in its region
  /// before the founder's stages ran (GcnrsRegion.original_rank).
  DenseMap<const MachineInstr *, uint32_t> OriginalRank;
  /// Whether region statistics may learn the regions before scheduling
  /// (false under a founder that reorders each region as it is handed over).
  bool StatsBefore = true;
  /// Our forwarder of the default's IGroupLP in `Mutations`, if installed
  /// (a GCNRS_IGLP_WITHOUT build takes it out for a moment).
  const ScheduleDAGMutation *IGroupLPForward = nullptr;

public:
  IterativeScheduler(MachineSchedContext *C, GcnrsStrategy S,
                     std::unique_ptr<ScheduleDAGInstrs> Chosen = nullptr);

  void enterRegion(MachineBasicBlock *MBB, MachineBasicBlock::iterator Begin,
                   MachineBasicBlock::iterator End,
                   unsigned NumRegionInstrs) override {
    if (Founder)
      return Founder->enterRegion(MBB, Begin, End, NumRegionInstrs);
    ScheduleDAGMILive::enterRegion(MBB, Begin, End, NumRegionInstrs);
    // Regions with at most two instructions are never rescheduled.
    if (NumRegionInstrs > 2)
      Regions.push_back({Begin, End, NumRegionInstrs});
  }

  void schedule() override {
    if (Founder)
      Founder->schedule();
  }

  // The rest of the pass's calls, forwarded while a founder runs.
  void startBlock(MachineBasicBlock *MBB) override {
    if (Founder)
      return Founder->startBlock(MBB);
    ScheduleDAGMILive::startBlock(MBB);
  }
  void exitRegion() override {
    if (Founder)
      return Founder->exitRegion();
    ScheduleDAGMILive::exitRegion();
  }
  void finishBlock() override {
    if (Founder)
      return Founder->finishBlock();
    ScheduleDAGMILive::finishBlock();
  }
  bool doMBBSchedRegionsTopDown() const override {
    return Founder && Founder->doMBBSchedRegionsTopDown();
  }

  void finalizeSchedule() override;

private:
  void addForward(ScheduleDAGMutation *M) {
    if (!M)
      return;
    addMutation(std::make_unique<gcnrs::ForwardMutation>(M));
    if (M == Default.IGroupLP)
      IGroupLPForward = Mutations.back().get();
  }
  void scheduleFunction();
  void takeDefaultParts();
  void installMutations();
  void takeFounderRegions();
  void recordOriginalRanks();
  void runSession(GcnrsStrategy Run);
  void remark(StringRef Text);
  void swapIGLP(uint32_t Swap);
  void enter(const Region &R);
  void buildDAG(const Region &R, uint32_t IGLP,
                std::vector<SUnit *> &TopRoots,
                std::vector<SUnit *> &BotRoots);
  void runLegacy(Region &R, uint32_t IGLP);
  void leave();
  RegionTable exportRegions(const gcnrs::FunctionSnapshot *S) const;
  DagExport exportDAG(const gcnrs::FunctionSnapshot *S,
                      ArrayRef<SUnit *> TopRoots, ArrayRef<SUnit *> BotRoots);
  template <typename T> void applyOrder(Region &R, ArrayRef<T> Order);
  void placeOrder(Region &R, ArrayRef<SUnit *> Order, size_t Top);
  void recomputeLaneFlags(MachineInstr &MI);
  void restoreOrder(Region &R);
};

} // namespace

/// Build LLVM's default AMDGPU scheduler and keep its parts (once).
void IterativeScheduler::takeDefaultParts() {
  if (DefaultTaken)
    return;
  DefaultTaken = true;
  Default = gcnrs::takeAMDGPUDefaultParts(SchedContext);
  if (!Default.Valid) {
    static bool Told = false;
    if (!Told)
      gcnrs::diag("IGroupLP, clustering and LLVM's default strategy are "
                  "unavailable (" + Default.Why +
                  "); scheduling without them, results may differ from "
                  "the in-tree scheduler");
    Told = true;
  }
}

IterativeScheduler::IterativeScheduler(MachineSchedContext *C, GcnrsStrategy S,
                                       std::unique_ptr<ScheduleDAGInstrs> Chosen)
    : ScheduleDAGMILive(C, std::make_unique<StubStrategy>()), Strategy(S),
      SchedContext(C) {
  if (S == GCNRS_STRATEGY_OCCUPANCY || S == GCNRS_STRATEGY_SPEED ||
      S == GCNRS_STRATEGY_FOUNDER) {
    // The target's default scheduler only records regions until its
    // finalizeSchedule; another may reorder each one as soon as the pass
    // hands it over, so the regions are no longer original by ours.
    StatsBefore = !Chosen;
    // The founder and the session build the same regions' DAGs again and
    // again; they share one alias memo (alias_memo.h). A founder handed to
    // us ready-made (region statistics) already holds the pass's analysis.
    if (AliasMemoOpt && C->AA && !Chosen && S != GCNRS_STRATEGY_FOUNDER) {
      Memo = std::make_unique<gcnrs::AliasMemo>(
          *C->AA, C->MF->getTarget().getTargetTriple());
      AA = Memo->results();
    }
    AAResults *PassAA = C->AA;
    if (Memo)
      C->AA = Memo->results();
    Founder.emplace(C, std::move(Chosen));
    C->AA = PassAA;
    // The pass asks us, not the founder, whether to schedule one-instruction
    // regions: answer as the founder would.
    ScheduleSingleMIRegions = Founder->scheduleSingleMIRegions();
    return;
  }
  // minreg's only mutation is IGroupLP; whether it is needed is known once
  // the regions are (finalizeSchedule), and building the default scheduler
  // to obtain it costs more than a small function's whole schedule.
  if (S == GCNRS_STRATEGY_MINREG || S == GCNRS_STRATEGY_OPTIMAL_MINREG)
    return;
  installMutations();
}

/// The DAG mutations the in-tree iterative scheduler installs per mode; the
/// occupancy strategy builds its DAGs as the ILP mode does (clustering
/// and macro fusion as weak edges to keep where it can, IGroupLP's edges to
/// obey).
void IterativeScheduler::installMutations() {
  takeDefaultParts();
  auto Clustering = [&] {
    if (Default.Valid) {
      addForward(Default.LoadCluster);
      addForward(Default.StoreCluster);
    } else {
      addMutation(createLoadClusterDAGMutation(TII, TRI));
    }
  };
  switch (Strategy) {
  case GCNRS_STRATEGY_MINREG:
  case GCNRS_STRATEGY_OPTIMAL_MINREG:
  case GCNRS_STRATEGY_FOUNDER:
  case GCNRS_STRATEGY_STATS:
    break;
  case GCNRS_STRATEGY_MAX_OCCUPANCY:
    Clustering();
    addForward(Default.IGroupLP);
    break;
  case GCNRS_STRATEGY_ILP:
  case GCNRS_STRATEGY_OCCUPANCY:
  case GCNRS_STRATEGY_SPEED:
    Clustering();
    addForward(Default.MacroFusion);
    addForward(Default.IGroupLP);
    break;
  }
}

/// Let the founder finish, then take its regions as ours: from here on the
/// calls are our own.
/// The regions' orders before the founder reorders them, a candidate of
/// the speed strategy's own (what `gcn-iterative-ilp` keeps where its ILP
/// order misses its target). Instructions the founder deletes may have
/// their addresses reused; the Rust side takes a region's ranks only where
/// every SUnit has one and no two share one.
void IterativeScheduler::recordOriginalRanks() {
  OriginalRank.clear();
  for (const gcnrs::Founder::Region &R : Founder->announced()) {
    if (R.NumRegionInstrs <= 2)
      continue;
    uint32_t Rank = 0;
    for (const MachineInstr &MI : make_range(R.Begin, R.End))
      if (!MI.isDebugOrPseudoInstr())
        OriginalRank[&MI] = Rank++;
  }
}

void IterativeScheduler::takeFounderRegions() {
  std::vector<gcnrs::Founder::Region> Left = Founder->finish();
  Founder.reset();
  for (const gcnrs::Founder::Region &R : Left)
    if (R.NumRegionInstrs > 2)
      Regions.push_back({R.Begin, R.End, R.NumRegionInstrs});
}

/// The in-tree IGLP swap: a region with SCHED_GROUP_BARRIER or IGLP_OPT
/// replaces the whole mutation list by IGroupLP, and the old list is never
/// put back. Only the initial-phase IGroupLP object can be obtained, so a
/// re-entry request uses it too (a known divergence on IGLP kernels).
void IterativeScheduler::swapIGLP(uint32_t Swap) {
  if (Swap == GCNRS_IGLP_KEEP || Swap == GCNRS_IGLP_WITHOUT)
    return;
  SavedMutations.clear();
  SavedMutations.swap(Mutations);
  addForward(Default.IGroupLP);
}

void IterativeScheduler::enter(const Region &R) {
  MachineBasicBlock *MBB = R.Begin->getParent();
  ScheduleDAGMILive::startBlock(MBB);
  ScheduleDAGMILive::enterRegion(MBB, R.Begin, R.End, R.NumRegionInstrs);
}

void IterativeScheduler::buildDAG(const Region &R, uint32_t IGLP,
                                  std::vector<SUnit *> &TopRoots,
                                  std::vector<SUnit *> &BotRoots) {
  // The occupancy strategy takes its mutations only once it builds a DAG:
  // most functions need none.
  if ((Strategy == GCNRS_STRATEGY_OCCUPANCY ||
       Strategy == GCNRS_STRATEGY_SPEED) &&
      !DefaultTaken)
    installMutations();
  enter(R);
  swapIGLP(IGLP);
  // GCNRS_IGLP_WITHOUT: IGroupLP sits out this build, in its place.
  std::unique_ptr<ScheduleDAGMutation> Benched;
  size_t BenchedAt = 0;
  if (IGLP == GCNRS_IGLP_WITHOUT)
    for (; BenchedAt < Mutations.size(); ++BenchedAt)
      if (Mutations[BenchedAt].get() == IGroupLPForward) {
        Benched = std::move(Mutations[BenchedAt]);
        Mutations.erase(Mutations.begin() + BenchedAt);
        break;
      }
  buildSchedGraph(AA, nullptr, nullptr, nullptr, /*TrackLaneMasks=*/true);
  postProcessDAG();
  if (Benched)
    Mutations.insert(Mutations.begin() + BenchedAt, std::move(Benched));
  // The in-tree BuildDAG orders the DAG topologically after the mutations
  // ran, so a mutation sees the previous region's order (kept as is). Only
  // mutations read it (addEdge): without any, the sort has no observer.
  if (!Mutations.empty())
    Topo.InitDAGTopologicalSorting();
  SmallVector<SUnit *, 8> T, B;
  findRootsAndBiasEdges(T, B);
  TopRoots.assign(T.begin(), T.end());
  BotRoots.assign(B.begin(), B.end());
}

/// Let LLVM's default AMDGPU strategy schedule the region (the legacy
/// mode's `OverrideLegacyStrategy`). The strategy stays installed, and the
/// DAG alive for a restore, until leave().
void IterativeScheduler::runLegacy(Region &R, uint32_t IGLP) {
  if (!Default.Strategy)
    Default.Strategy = std::make_unique<GenericScheduler>(SchedContext);
  std::swap(SchedImpl, Default.Strategy);
  LegacyInstalled = true;
  enter(R);
  swapIGLP(IGLP);
  ScheduleDAGMILive::schedule();
  // placeDebugValues may move RegionEnd; the region's end never changes.
  RegionEnd = R.End;
  R.Begin = RegionBegin;
}

void IterativeScheduler::leave() {
  ScheduleDAGMILive::exitRegion();
  ScheduleDAGMILive::finishBlock();
  // Put the placeholder back if a legacy step swapped the strategy in.
  if (LegacyInstalled)
    std::swap(SchedImpl, Default.Strategy);
  LegacyInstalled = false;
}


/// Without a snapshot `S`, instructions are numbered from each region's
/// first one.
RegionTable
IterativeScheduler::exportRegions(const gcnrs::FunctionSnapshot *S) const {
  RegionTable T;
  T.Regions.reserve(Regions.size());
  std::vector<size_t> FirstHint, FirstRank;
  FirstHint.reserve(Regions.size());
  for (const Region &R : Regions) {
    GcnrsRegion G{};
    FirstHint.push_back(T.Hints.size());
    FirstRank.push_back(T.Ranks.size());
    for (const MachineInstr &MI : make_range(R.Begin, R.End)) {
      ++G.num_instrs;
      if (!OriginalRank.empty()) {
        auto It = MI.isDebugOrPseudoInstr() ? OriginalRank.end()
                                            : OriginalRank.find(&MI);
        T.Ranks.push_back(It == OriginalRank.end() ? UINT32_MAX : It->second);
      }
      if (MI.isMetaInstruction() && MI.hasUnmodeledSideEffects()) {
        StringRef Name = TII->getName(MI.getOpcode());
        T.Hints.push_back(GcnrsStr{Name.data(), Name.size()});
      }
    }
    G.num_hints = T.Hints.size() - FirstHint.back();
    G.first_instr = S ? S->indexOf(&*R.Begin) : 0;
    const bool AtBlockEnd = R.End == R.Begin->getParent()->end();
    G.boundary_instr = AtBlockEnd ? int64_t(-1)
                       : S        ? int64_t(S->indexOf(&*R.End))
                                  : int64_t(G.num_instrs);
    G.num_region_instrs = R.NumRegionInstrs;
    G.loop_header = -1;
    if (const MachineLoopInfo *Loops = SchedContext->MLI) {
      G.loop_depth = Loops->getLoopDepth(R.Begin->getParent());
      if (const MachineLoop *L = Loops->getLoopFor(R.Begin->getParent()))
        G.loop_header = L->getHeader()->getNumber();
    }
    T.Regions.push_back(G);
  }
  // Hints and Ranks have stopped growing: their addresses are final.
  for (size_t K = 0; K < T.Regions.size(); ++K) {
    T.Regions[K].hints = T.Hints.data() + FirstHint[K];
    if (!OriginalRank.empty())
      T.Regions[K].original_rank = T.Ranks.data() + FirstRank[K];
  }
  return T;
}

/// Without a snapshot `S`, an SUnit's instruction is numbered by its offset
/// from RegionBegin.
DagExport IterativeScheduler::exportDAG(const gcnrs::FunctionSnapshot *S,
                                        ArrayRef<SUnit *> TopRoots,
                                        ArrayRef<SUnit *> BotRoots) {
  DagExport X;
  // initSUnits creates the SUnits top down, so one walk over the region
  // finds every SUnit's offset; one it does not find gets an index the
  // Rust side refuses.
  MachineBasicBlock::iterator Walk = RegionBegin;
  uint32_t Offset = 0;
  auto instrNumber = [&](const MachineInstr *MI) -> uint32_t {
    if (S)
      return S->indexOf(MI);
    while (Walk != RegionEnd && &*Walk != MI) {
      ++Walk;
      ++Offset;
    }
    return Walk == RegionEnd ? UINT32_MAX : Offset;
  };
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
  // Exact sizes up front: growing the arrays would copy every edge again.
  size_t NumEdges = EntrySU.Succs.size() + ExitSU.Preds.size();
  for (const SUnit &SU : SUnits)
    NumEdges += SU.Preds.size() + SU.Succs.size();
  X.Edges.reserve(NumEdges);
  X.SUnits.reserve(SUnits.size());
  for (SUnit &SU : SUnits) {
    GcnrsSUnit G{};
    G.instr = instrNumber(SU.getInstr());
    G.latency = SU.Latency;
    G.num_preds = SU.NumPreds;
    G.num_succs = SU.NumSuccs;
    G.num_preds_left = SU.NumPredsLeft;
    G.num_succs_left = SU.NumSuccsLeft;
    G.weak_preds_left = SU.WeakPredsLeft;
    G.weak_succs_left = SU.WeakSuccsLeft;
    if (VerifySchedule) {
      G.depth = SU.getDepth();
      G.height = SU.getHeight();
    }
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
  auto nodeNums = [](ArrayRef<SUnit *> Roots, std::vector<uint32_t> &Out) {
    Out.reserve(Roots.size());
    for (SUnit *SU : Roots)
      Out.push_back(SU->NodeNum);
  };
  nodeNums(TopRoots, X.Top);
  nodeNums(BotRoots, X.Bot);
  X.Dag.sunits = X.SUnits.data();
  X.Dag.num_sunits = X.SUnits.size();
  X.Dag.edges = X.Edges.data();
  X.Dag.num_edges = X.Edges.size();
  X.Dag.top_roots = X.Top.data();
  X.Dag.num_top_roots = X.Top.size();
  X.Dag.bot_roots = X.Bot.data();
  X.Dag.num_bot_roots = X.Bot.size();
  X.Dag.has_depth_height = VerifySchedule;
  return X;
}

static MachineInstr *instrOf(SUnit *SU) { return SU->getInstr(); }
static MachineInstr *instrOf(MachineInstr *MI) { return MI; }

/// Move the region's instructions into `Order`, keeping LiveIntervals and
/// the undef/dead flags right the way the in-tree scheduler does. An order
/// of SUnits gets its debug values put back afterwards; an order of
/// instructions is "detached" and carries them already.
template <typename T>
void IterativeScheduler::applyOrder(Region &R, ArrayRef<T> Order) {
  MachineBasicBlock *MBB = R.Begin->getParent();
  MachineBasicBlock::iterator Top = R.Begin;
  for (T Item : Order) {
    MachineInstr *MI = instrOf(Item);
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
    if (!MI->isDebugInstr())
      recomputeLaneFlags(*MI);
    Top = std::next(MI->getIterator());
  }
  RegionBegin = instrOf(Order.front());
  if constexpr (!std::is_same_v<T, MachineInstr *>) {
    placeDebugValues();
    // placeDebugValues may move RegionEnd; the region's end never changes.
    RegionEnd = R.End;
  }
  R.Begin = RegionBegin;
}

/// Recompute read-undef and dead flags from the current liveness.
void IterativeScheduler::recomputeLaneFlags(MachineInstr &MI) {
  for (MachineOperand &Op : MI.all_defs())
    Op.setIsUndef(false);
  RegisterOperands RegOpers;
  RegOpers.collect(MI, *TRI, MRI, /*TrackLaneMasks=*/true,
                   /*IgnoreDead=*/false);
  SlotIndex Slot = LIS->getInstructionIndex(MI).getRegSlot();
  RegOpers.adjustLaneLiveness(*LIS, MRI, Slot, &MI);
}

/// The same placement as applyOrder with fewer moves (the split is Rust's,
/// iterative/placement.rs): Order[0, Top) top-down from the region's start,
/// the rest bottom-up from its end, as ScheduleDAGMI fills its two zones.
/// Each move is legal when made (the placed parts are a prefix and a suffix
/// of Order, the rest keeps its relative order); the flags are recomputed
/// once all instructions are in place, from the final liveness.
void IterativeScheduler::placeOrder(Region &R, ArrayRef<SUnit *> Order,
                                    size_t Top) {
  MachineBasicBlock *MBB = R.Begin->getParent();
  auto Move = [&](MachineInstr *MI, MachineBasicBlock::iterator Before,
                  bool NonDebugReordered) {
    MBB->remove(MI);
    MBB->insert(Before, MI);
    // Moving across debug instructions only needs no liveness update.
    if (NonDebugReordered)
      LIS->handleMove(*MI, /*UpdateFlags=*/true);
  };
  MachineBasicBlock::iterator Cursor = R.Begin;
  for (SUnit *SU : Order.take_front(Top)) {
    MachineInstr *MI = SU->getInstr();
    MachineBasicBlock::iterator MII = MI->getIterator();
    if (MII != Cursor)
      Move(MI, Cursor, skipDebugInstructionsForward(Cursor, MII) != MII);
    Cursor = std::next(MI->getIterator());
  }
  MachineBasicBlock::iterator Bottom = R.End;
  for (SUnit *SU : reverse(Order.drop_front(Top))) {
    MachineInstr *MI = SU->getInstr();
    MachineBasicBlock::iterator After = std::next(MI->getIterator());
    if (After != Bottom)
      Move(MI, Bottom, skipDebugInstructionsForward(After, Bottom) != Bottom);
    Bottom = MI->getIterator();
  }
  for (SUnit *SU : Order)
    recomputeLaneFlags(*SU->getInstr());
  RegionBegin = Order.front()->getInstr();
  placeDebugValues();
  // placeDebugValues may move RegionEnd; the region's end never changes.
  RegionEnd = R.End;
  R.Begin = RegionBegin;
}

/// Place the current DAG's SUnits in the order they were built in.
void IterativeScheduler::restoreOrder(Region &R) {
  if (SUnits.empty())
    return;
  std::vector<SUnit *> Order;
  Order.reserve(SUnits.size());
  for (SUnit &SU : SUnits)
    Order.push_back(&SU);
  applyOrder(R, ArrayRef<SUnit *>(Order));
}

void IterativeScheduler::finalizeSchedule() {
  scheduleFunction();
  // The statistics are written here, not by a pass after the scheduler:
  // `llc -run-pass=machine-scheduler` runs no pass the plugin could add.
  if (gcnrs::isOurs(MF) && gcnrs::regionStatsRequested()) {
    TimeTraceScope Scope("gcnrs region stats after");
    gcnrs::writeRegionStats(MF, *LIS, *MLI);
  }
}

void IterativeScheduler::scheduleFunction() {
  const bool Ours = gcnrs::isOurs(MF);
  // Before the statistics session, whose DAG builds may move a region's
  // first instruction away from where the pass announced the region.
  if (Founder && Ours && Strategy == GCNRS_STRATEGY_SPEED)
    recordOriginalRanks();
  // Statistics see the function before any scheduler touched it.
  if (Ours && gcnrs::regionStatsRequested() && StatsBefore) {
    TimeTraceScope Scope("gcnrs region stats before");
    if (Founder)
      for (const gcnrs::Founder::Region &R : Founder->announced())
        if (R.NumRegionInstrs > 2)
          Regions.push_back({R.Begin, R.End, R.NumRegionInstrs});
    if (!Regions.empty())
      runSession(GCNRS_STRATEGY_STATS);
    if (Founder)
      Regions.clear();
  }
  if (Founder) {
    TimeTraceScope Scope("gcnrs founder");
    takeFounderRegions();
  }
  if (Regions.empty() || !Ours || Strategy == GCNRS_STRATEGY_FOUNDER)
    return;
  // No shortcut for functions whose occupancy LLVM puts at the cap: its
  // estimate counts live lanes, and where whole registers or live physical
  // registers need more, the allocator lands below the cap. The Rust side
  // judges with its prediction (3 more kernels raised over the corpus).
  runSession(Strategy);
}

/// A decision summary, as an optimisation remark of pass "gcnrs" (shown
/// with -pass-remarks-analysis=gcnrs).
void IterativeScheduler::remark(StringRef Text) {
  if (Text.empty())
    return;
  MachineOptimizationRemarkEmitter ORE(MF, nullptr);
  ORE.emit([&] {
    return MachineOptimizationRemarkAnalysis("gcnrs", "Schedule", DebugLoc(),
                                             &MF.front())
           << Text;
  });
}

/// One Rust session over the recorded regions: export what `Run` reads,
/// then carry out its steps until it is done.
void IterativeScheduler::runSession(GcnrsStrategy Run) {
  GcnrsSchedOptions Opts{};
  Opts.minreg_height_tiebreak = MinRegHeightTieBreak ? 1 : 0;
  Opts.verify = VerifySchedule ? 1 : 0;
  Opts.refuse_region = RefuseRegion;
  Opts.vgpr_margin = OccupancyVGPRMargin;
  Opts.vgpr_margin_percent = OccupancyVGPRMarginPercent;
  Opts.solver_nodes = SolverNodes;
  Opts.solver_function_nodes = SolverFunctionNodes;
  Opts.solve_stats = gcnrs::regionStatsSolve() ? 1 : 0;
  Opts.occupancy_solver = OccupancySolver ? 1 : 0;
  Opts.mem_latency = MemLatency;
  Opts.sgpr_margin = OccupancySGPRMargin;
  Opts.vgpr_ceiling_margin_percent = OccupancyVGPRCeilingMarginPercent;
  const std::string DumpDir = gcnrs::snapshotDumpDir();
  Opts.dump_dir = GcnrsStr{DumpDir.data(), DumpDir.size()};

  // Export what the Rust side will read, nothing more. A run that decides
  // from the DAGs alone (forced minreg) gets no snapshot: the regions and
  // their DAGs number instructions per region. A dump always takes one.
  const uint32_t Needs = gcnrs_sched_snapshot_needs(Run, &Opts);
  // Where the time goes, for -time-trace: each phase lasts until the next
  // one starts (the in-tree scheduler has no such scopes; compare totals).
  std::optional<TimeTraceScope> Phase(std::in_place, "gcnrs export regions", [&] {
    unsigned N = 0;
    for (const MachineBasicBlock &MBB : MF)
      N += MBB.size();
    return (MF.getName() + " " + Twine(N)).str();
  });
  std::optional<gcnrs::FunctionSnapshot> S;
  if ((Needs & GCNRS_NEEDS_SNAPSHOT) || gcnrs::snapshotDumpRequested()) {
    gcnrs::SnapshotOptions SnapOpts;
    SnapOpts.FuncInfoYAML = SnapOpts.TargetFeatures =
        Needs & GCNRS_NEEDS_OCCUPANCY_FACTS;
    SnapOpts.CheckerFacts = VerifySchedule;
    SnapOpts.PhysRegs = Needs & GCNRS_NEEDS_PHYS_REGS;
    S.emplace(MF, *LIS, SnapOpts);
    gcnrs::maybeDumpSnapshot(*S, "sched");
  }
  const gcnrs::FunctionSnapshot *Snap = S ? &*S : nullptr;
  RegionTable Table = exportRegions(Snap);

  GcnrsSchedSession *Session = nullptr;
  Phase.emplace("gcnrs session begin");
  {
    gcnrs::RustText Msg;
    if (gcnrs_sched_begin(Snap ? &Snap->get() : nullptr, Table.Regions.data(),
                          Table.Regions.size(),
                          Run, &Opts, &Session, &Msg.T) != GCNRS_OK) {
      gcnrs::diag("scheduler left " + MF.getName() + " unscheduled: " +
                  Msg.str());
      return;
    }
  }

  if ((Run == GCNRS_STRATEGY_MINREG || Run == GCNRS_STRATEGY_OPTIMAL_MINREG) &&
      gcnrs_sched_needs_iglp(Session)) {
    takeDefaultParts();
    addForward(Default.IGroupLP);
  }

  // Execute the driver's steps. `Current` is the entered region; `Placed`
  // tells whether its DAG's instructions were placed since it was built.
  Region *Current = nullptr;
  bool Placed = true;
  auto fail = [&](const Twine &What, StringRef Why) {
    gcnrs::diag(What + " in " + MF.getName() + ": " + Why +
                "; the remaining regions keep their order");
  };
  for (;;) {
    GcnrsSchedStep Step{};
    gcnrs::RustText Msg;
    Phase.emplace("gcnrs next step");
    if (gcnrs_sched_next(Session, &Step, &Msg.T) != GCNRS_OK) {
      fail("scheduler stopped", Msg.str());
      break;
    }
    if (!Msg.str().empty())
      for (StringRef Line : llvm::split(Msg.str(), '\n')) {
        // A decision summary is an optimisation remark (shown with
        // -pass-remarks-analysis=gcnrs); anything else is a diagnostic.
        if (Line.consume_front("remark: ")) {
          remark(Line);
          continue;
        }
        gcnrs::diag(Line + " (" + MF.getName() + ")");
      }
    if (Step.kind == GCNRS_STEP_DONE)
      break;
    if ((Step.kind == GCNRS_STEP_BUILD_DAG || Step.kind == GCNRS_STEP_LEGACY) &&
        (Step.region >= Regions.size() || Current)) {
      fail("bad step", "region out of range or not left");
      break;
    }
    if (!Current && Step.kind != GCNRS_STEP_BUILD_DAG &&
        Step.kind != GCNRS_STEP_LEGACY &&
        Step.kind != GCNRS_STEP_SET_OCCUPANCY) {
      fail("bad step", "no region entered");
      break;
    }
    bool Stop = false;
    switch (Step.kind) {
    case GCNRS_STEP_BUILD_DAG: {
      Current = &Regions[Step.region];
      std::vector<SUnit *> TopRoots, BotRoots;
      Phase.emplace("gcnrs build DAG");
      buildDAG(*Current, Step.iglp, TopRoots, BotRoots);
      Placed = SUnits.empty();
      Phase.emplace("gcnrs export DAG");
      DagExport X = exportDAG(Snap, TopRoots, BotRoots);
      gcnrs::RustText Err;
      Phase.emplace("gcnrs give DAG");
      if (gcnrs_sched_dag(Session, &X.Dag, &Err.T) != GCNRS_OK) {
        fail("region " + Twine(Step.region) + " not scheduled", Err.str());
        Stop = true;
      }
      break;
    }
    case GCNRS_STEP_LEGACY: {
      if (!Snap) {
        fail("bad step", "an LLVM-scheduled region needs the snapshot");
        Stop = true;
        break;
      }
      Phase.emplace("gcnrs LLVM strategy");
      Current = &Regions[Step.region];
      runLegacy(*Current, Step.iglp);
      Placed = true;
      std::vector<uint32_t> Instrs;
      for (MachineBasicBlock::iterator I = Current->Begin; I != Current->End;
           ++I)
        Instrs.push_back(Snap->indexOf(&*I));
      gcnrs::RustText Err;
      if (gcnrs_sched_region_order(Session, Instrs.data(), Instrs.size(),
                                   &Err.T) != GCNRS_OK) {
        fail("region " + Twine(Step.region) + " scheduled by LLVM only",
             Err.str());
        Stop = true;
      }
      break;
    }
    case GCNRS_STEP_APPLY_SUNITS:
    case GCNRS_STEP_PLACE_SUNITS: {
      std::vector<SUnit *> Order;
      Order.reserve(Step.order_len);
      for (size_t K = 0; K < Step.order_len; ++K) {
        if (Step.order[K] >= SUnits.size()) {
          Order.clear();
          break;
        }
        Order.push_back(&SUnits[Step.order[K]]);
      }
      const bool Place = Step.kind == GCNRS_STEP_PLACE_SUNITS;
      if (Order.size() != SUnits.size() || Order.empty() ||
          (Place && Step.value > Order.size())) {
        fail("bad order", "it does not cover the region's SUnits");
        Stop = true;
        break;
      }
      Phase.emplace("gcnrs apply order");
      if (Place)
        placeOrder(*Current, ArrayRef<SUnit *>(Order), Step.value);
      else
        applyOrder(*Current, ArrayRef<SUnit *>(Order));
      Placed = true;
      break;
    }
    case GCNRS_STEP_APPLY_INSTRS: {
      if (!Snap) {
        fail("bad step", "a detached order needs the snapshot");
        Stop = true;
        break;
      }
      Phase.emplace("gcnrs apply order");
      std::vector<MachineInstr *> Order;
      for (size_t K = 0; K < Step.order_len; ++K)
        if (MachineInstr *MI = Snap->instrAt(Step.order[K]))
          Order.push_back(MI);
      if (Order.size() != Step.order_len || Order.empty()) {
        fail("bad order", "unknown instruction index");
        Stop = true;
        break;
      }
      applyOrder(*Current, ArrayRef<MachineInstr *>(Order));
      Placed = true;
      break;
    }
    case GCNRS_STEP_RESTORE:
      Phase.emplace("gcnrs restore order");
      restoreOrder(*Current);
      Placed = true;
      break;
    case GCNRS_STEP_LEAVE:
      Phase.emplace("gcnrs leave");
      leave();
      Current = nullptr;
      break;
    case GCNRS_STEP_SET_OCCUPANCY: {
      Phase.emplace("gcnrs set occupancy");
      std::string Err;
      if (!gcnrs::setFunctionInfoScalar(MF, "occupancy",
                                        std::to_string(Step.value), Err)) {
        fail("occupancy not updated", Err);
        Stop = true;
      }
      break;
    }
    default:
      fail("bad step", "unknown step kind " + std::to_string(Step.kind));
      Stop = true;
    }
    if (Stop)
      break;
  }
  // Never leave a built DAG's region unplaced: building it cleared flags
  // that only placing brings back.
  if (Current) {
    if (!Placed)
      restoreOrder(*Current);
    leave();
  }
  // Workaround for an LLVM verifier failure the order cannot avoid
  // (undef_implicit_defs.cpp): opt-in for the parity modes; optimal-minreg,
  // which has no parity to keep, asks for it where its orders spill.
  bool Widen = gcnrs_sched_widen_undef_implicit_defs(Session) ||
               gcnrs::wantWidenUndefImplicitDefs();
  Phase.emplace("gcnrs session end");
  gcnrs_sched_end(Session);
  if (Widen)
    gcnrs::widenUndefSubRegImplicitDefs(MF, *LIS);
}

ScheduleDAGInstrs *gcnrs::createIterativeScheduler(MachineSchedContext *C,
                                                  GcnrsStrategy S) {
  return new IterativeScheduler(C, S);
}

ScheduleDAGInstrs *
gcnrs::createStatsObserver(MachineSchedContext *C,
                           std::unique_ptr<ScheduleDAGInstrs> Chosen) {
  return new IterativeScheduler(C, GCNRS_STRATEGY_FOUNDER, std::move(Chosen));
}
