// LLVM's default AMDGPU scheduling parts, taken through the public API.
#ifndef GCNRS_AMDGPU_DEFAULT_H
#define GCNRS_AMDGPU_DEFAULT_H

#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/ScheduleDAGMutation.h"
#include <memory>
#include <vector>

namespace gcnrs {

/// The strategy and DAG mutations of the scheduler AMDGPU builds by default
/// (`TargetMachine::createMachineScheduler`). The AMDGPU classes are
/// private, but the objects are reachable: the default DAG is created and
/// its protected members are moved out. Which mutation is which is known
/// only by position, so the list is checked against the layouts LLVM 22
/// builds; anything else leaves `Valid` false and the parts empty.
struct AMDGPUDefaultParts {
  std::unique_ptr<llvm::MachineSchedStrategy> Strategy;
  std::vector<std::unique_ptr<llvm::ScheduleDAGMutation>> Owned;
  llvm::ScheduleDAGMutation *LoadCluster = nullptr;
  llvm::ScheduleDAGMutation *StoreCluster = nullptr; // null below gfx11
  llvm::ScheduleDAGMutation *IGroupLP = nullptr;
  llvm::ScheduleDAGMutation *MacroFusion = nullptr;
  bool Valid = false;
  std::string Why; // when not valid
};

AMDGPUDefaultParts takeAMDGPUDefaultParts(llvm::MachineSchedContext *C);

/// A mutation that forwards to one owned elsewhere, so the same object can
/// sit in a DAG's active and saved mutation lists.
class ForwardMutation : public llvm::ScheduleDAGMutation {
  llvm::ScheduleDAGMutation *Inner;

public:
  explicit ForwardMutation(llvm::ScheduleDAGMutation *M) : Inner(M) {}
  void apply(llvm::ScheduleDAGInstrs *DAG) override { Inner->apply(DAG); }
};

} // namespace gcnrs

#endif
