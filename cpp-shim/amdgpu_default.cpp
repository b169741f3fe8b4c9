// Taking LLVM's default AMDGPU strategy and mutations (public API only).
#include "amdgpu_default.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace {

/// Never instantiated: only names the protected members of ScheduleDAGMI
/// from a derived class, which is what makes the member pointers legal.
struct MemberAccess : ScheduleDAGMILive {
  static auto strategy() { return &MemberAccess::SchedImpl; }
  static auto mutations() { return &MemberAccess::Mutations; }
};

} // namespace

namespace gcnrs {

AMDGPUDefaultParts takeAMDGPUDefaultParts(MachineSchedContext *C) {
  AMDGPUDefaultParts P;
  ScheduleDAGInstrs *Made = C->MF->getTarget().createMachineScheduler(C);
  if (!Made) {
    P.Why = "the target has no default scheduler";
    return P;
  }
  // AMDGPU's default DAGs all derive from ScheduleDAGMILive.
  auto *DAG = static_cast<ScheduleDAGMI *>(Made);
  auto &Muts = DAG->*MemberAccess::mutations();
  // LLVM 22 builds: load clustering, store clustering (gfx11+), IGroupLP,
  // macro fusion, export clustering, barrier latency.
  const size_t N = Muts.size();
  if (N == 5 || N == 6) {
    P.Strategy = std::move(DAG->*MemberAccess::strategy());
    P.Owned = std::move(Muts);
    P.LoadCluster = P.Owned[0].get();
    P.StoreCluster = N == 6 ? P.Owned[1].get() : nullptr;
    P.IGroupLP = P.Owned[N - 4].get();
    P.MacroFusion = P.Owned[N - 3].get();
    P.Valid = P.Strategy != nullptr;
  }
  if (!P.Valid)
    P.Why = "the default AMDGPU scheduler has " + std::to_string(N) +
            " DAG mutations, not the 5 or 6 of LLVM 22 (is "
            "amdgpu-sched-strategy set?)";
  delete Made;
  return P;
}

} // namespace gcnrs
