// How the iterative scheduler gets selected: `-misched=gcnrs-iterative-*`,
// or, without -misched, the function attribute "gcnrs-sched-strategy"
// (the counterpart of AMDGPU's "amdgpu-sched-strategy"). With region
// statistics every AMDGPU function gets a gcnrs scheduler, which writes
// them: the plugin takes over -misched's value when it is loaded, since
// `llc -run-pass` builds its pipeline without the target-pass-config
// callbacks.
#include "iterative_sched.h"
#include "shim.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachinePassRegistry.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"
#include <memory>
#include <optional>
#include <string>

using namespace llvm;

/// What the target would build without -misched: LLVM's own default path.
static ScheduleDAGInstrs *targetDefault(MachineSchedContext *C) {
  if (ScheduleDAGInstrs *S = C->MF->getTarget().createMachineScheduler(C))
    return S;
  return createSchedLive(C);
}

template <GcnrsStrategy S>
static ScheduleDAGInstrs *createNamed(MachineSchedContext *C) {
  // Other targets keep whatever scheduler they would get without -misched.
  if (!C->MF->getTarget().getTargetTriple().isAMDGCN())
    return targetDefault(C);
  return gcnrs::createIterativeScheduler(C, S);
}

static MachineSchedRegistry
    MinRegRegistry("gcnrs-iterative-minreg",
                   "gcnrs: iterative scheduler, minimal register strategy",
                   createNamed<GCNRS_STRATEGY_MINREG>);
static MachineSchedRegistry MaxOccRegistry(
    "gcnrs-iterative-max-occupancy",
    "gcnrs: iterative scheduler, legacy max-occupancy strategy",
    createNamed<GCNRS_STRATEGY_MAX_OCCUPANCY>);
static MachineSchedRegistry
    ILPRegistry("gcnrs-iterative-ilp",
                "gcnrs: iterative scheduler, ILP strategy",
                createNamed<GCNRS_STRATEGY_ILP>);

static MachineSchedRegistry OptimalMinRegRegistry(
    "gcnrs-optimal-minreg",
    "gcnrs: iterative scheduler, minimal registers by the exact solver "
    "(minreg's order where the solver finds nothing better)",
    createNamed<GCNRS_STRATEGY_OPTIMAL_MINREG>);

static MachineSchedRegistry OccupancyRegistry(
    "gcnrs-occupancy",
    "gcnrs: LLVM's default scheduler, then better orders where they raise "
    "occupancy",
    createNamed<GCNRS_STRATEGY_OCCUPANCY>);

static MachineSchedRegistry SpeedRegistry(
    "gcnrs",
    "gcnrs: LLVM's default scheduler, then per function the wave count and "
    "region orders with the smallest estimated time",
    createNamed<GCNRS_STRATEGY_SPEED>);

static std::optional<GcnrsStrategy> strategyNamed(StringRef V) {
  if (V == "gcnrs")
    return GCNRS_STRATEGY_SPEED;
  if (V == "occupancy")
    return GCNRS_STRATEGY_OCCUPANCY;
  if (V == "optimal-minreg")
    return GCNRS_STRATEGY_OPTIMAL_MINREG;
  if (V == "iterative-minreg")
    return GCNRS_STRATEGY_MINREG;
  if (V == "iterative-max-occupancy" || V == "iterative-maxocc")
    return GCNRS_STRATEGY_MAX_OCCUPANCY;
  if (V == "iterative-ilp")
    return GCNRS_STRATEGY_ILP;
  return std::nullopt;
}

/// The scheduler the plugin installs as the -misched default: functions
/// asking for a gcnrs strategy get it, everything else gets exactly what
/// LLVM would have built.
static ScheduleDAGInstrs *dispatch(MachineSchedContext *C) {
  const Function &F = C->MF->getFunction();
  Attribute A = F.getFnAttribute("gcnrs-sched-strategy");
  if (!C->MF->getTarget().getTargetTriple().isAMDGCN())
    return targetDefault(C);
  // Statistics need to see the function before the default scheduler runs:
  // it runs as the founder of a strategy that changes nothing.
  if (!A.isValid())
    return gcnrs::regionStatsRequested()
               ? gcnrs::createIterativeScheduler(C, GCNRS_STRATEGY_FOUNDER)
               : targetDefault(C);
  if (std::optional<GcnrsStrategy> S = strategyNamed(A.getValueAsString()))
    return gcnrs::createIterativeScheduler(C, *S);
  gcnrs::diag("function " + F.getName() +
              ": unknown \"gcnrs-sched-strategy\" value \"" +
              A.getValueAsString() +
              "\" (expected gcnrs, occupancy, optimal-minreg, iterative-minreg, "
              "iterative-max-occupancy or iterative-ilp); using the default "
              "scheduler");
  return targetDefault(C);
}

using MischedOption =
    cl::opt<MachineSchedRegistry::ScheduleDAGCtor, false,
            RegisterPassParser<MachineSchedRegistry>>;

/// The LLVM scheduler -misched named, while `observeChosen` stands in for it.
static MachineSchedRegistry::ScheduleDAGCtor Chosen = nullptr;
/// The name -misched gave.
static std::string ChosenName;

/// Stands in for the LLVM scheduler -misched named: it runs untouched, inside
/// a gcnrs scheduler where statistics are to be written.
static ScheduleDAGInstrs *observeChosen(MachineSchedContext *C) {
  // "default" names no constructor of its own: it builds nothing.
  std::unique_ptr<ScheduleDAGInstrs> S(Chosen(C));
  if (!C->MF->getTarget().getTargetTriple().isAMDGCN() ||
      !gcnrs::regionStatsRequested())
    return S ? S.release() : targetDefault(C);
  if (!S)
    return gcnrs::createIterativeScheduler(C, GCNRS_STRATEGY_FOUNDER);
  return gcnrs::createStatsObserver(C, std::move(S));
}

/// -misched was given: remember the name, and stand in for an LLVM
/// scheduler (a gcnrs one writes the statistics itself).
static void choose(MischedOption &O, MachineSchedRegistry::ScheduleDAGCtor C) {
  for (MachineSchedRegistry *R = MachineSchedRegistry::getList(); R;
       R = R->getNext())
    if (R->getCtor() == C)
      ChosenName = R->getName().str();
  if (StringRef(ChosenName).starts_with("gcnrs-"))
    return;
  Chosen = C;
  O.setValue(observeChosen);
}

/// Takes -misched over at load time, while llc is still parsing its
/// options: -misched may have come before -load, or may come later (the
/// callback).
static struct MischedTakeover {
  MischedOption *O = nullptr;
  MischedTakeover() {
    auto &Opts = cl::getRegisteredOptions();
    auto It = Opts.find("misched");
    if (It == Opts.end())
      return;
    O = static_cast<MischedOption *>(It->second);
    if (O->getNumOccurrences() > 0)
      choose(*O, O->getValue());
    else
      O->setValue(dispatch);
    O->setCallback([Opt = O](const MachineSchedRegistry::ScheduleDAGCtor &C) {
      choose(*Opt, C);
    });
  }
  // LLVM unloads plugins before it destroys its own options: the callback's
  // code must not outlive the plugin.
  ~MischedTakeover() {
    if (O)
      O->setCallback({});
  }
} Takeover;

std::string gcnrs::mischedName() { return ChosenName; }

bool gcnrs::speedChosen(const Function &F) {
  // A -misched name applies to every function; only without one does the
  // dispatcher read the attribute.
  if (!ChosenName.empty())
    return ChosenName == "gcnrs";
  Attribute A = F.getFnAttribute("gcnrs-sched-strategy");
  return A.isValid() &&
         strategyNamed(A.getValueAsString()) == GCNRS_STRATEGY_SPEED;
}

/// Once options are parsed (a pass pipeline is being built), make the
/// dispatcher the scheduler unless the user chose one with -misched (the
/// load-time takeover already did, unless the options were reset since).
static RegisterTargetPassConfigCallback
    InstallDispatcher([](TargetMachine &TM, PassManagerBase &,
                         TargetPassConfig *) {
      if (!TM.getTargetTriple().isAMDGCN())
        return;
      // A new pipeline may mean a new TargetMachine: parser tables made for
      // an earlier one must go.
      gcnrs::forgetParsingStates();
      // One-time setup here, while the pipeline is built, not inside the
      // first function's scheduling.
      gcnrs::rustReady();
      auto &Opts = cl::getRegisteredOptions();
      auto It = Opts.find("misched");
      if (It == Opts.end() || It->second->getNumOccurrences() > 0)
        return;
      static_cast<MischedOption *>(It->second)->setValue(dispatch);
    });
