// An LLVM scheduler as a founder (public API only).
#include "founder.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace {

/// Never instantiated: names a protected member of ScheduleDAGInstrs from a
/// derived class, which makes the member pointer legal.
struct SingleMIAccess : ScheduleDAGInstrs {
  static auto flag() { return &SingleMIAccess::ScheduleSingleMIRegions; }
};

/// The MachineScheduler pass's region boundary test (`isSchedBoundary`).
bool isBoundary(const MachineInstr &MI, const MachineBasicBlock &MBB,
                const TargetInstrInfo &TII) {
  return MI.isCall() || TII.isSchedulingBoundary(MI, &MBB, *MBB.getParent()) ||
         MI.isFakeUse();
}

} // namespace

namespace gcnrs {

Founder::Founder(MachineSchedContext *C,
                 std::unique_ptr<ScheduleDAGInstrs> Chosen)
    : DAG(std::move(Chosen)) {
  if (!DAG)
    DAG.reset(C->MF->getTarget().createMachineScheduler(C));
  if (!DAG)
    DAG.reset(createSchedLive(C));
}

bool Founder::scheduleSingleMIRegions() const {
  return DAG.get()->*SingleMIAccess::flag();
}

std::vector<Founder::Region> Founder::finish() {
  DAG->finalizeSchedule();
  DAG.reset();
  std::vector<Region> Regions;
  Regions.reserve(Ends.size());
  for (auto &[MBB, End] : Ends) {
    const TargetInstrInfo &TII = *MBB->getParent()->getSubtarget().getInstrInfo();
    // Walk up from the end to the boundary above, as the pass splits a
    // block: the instructions in between are the region now.
    MachineBasicBlock::iterator Begin = End;
    unsigned N = 0;
    while (Begin != MBB->begin()) {
      const MachineInstr &MI = *std::prev(Begin);
      if (isBoundary(MI, *MBB, TII))
        break;
      --Begin;
      if (!MI.isDebugOrPseudoInstr())
        ++N;
    }
    Regions.push_back({Begin, End, N});
  }
  return Regions;
}

} // namespace gcnrs
