// The iterative scheduler DAG (iterative_sched.cpp), for the registry.
#ifndef GCNRS_ITERATIVE_SCHED_H
#define GCNRS_ITERATIVE_SCHED_H

#include "gcnrs.h"

#include <memory>

namespace llvm {
class ScheduleDAGInstrs;
struct MachineSchedContext;
} // namespace llvm

namespace gcnrs {
/// An AMDGCN function's iterative scheduler with the given mode.
llvm::ScheduleDAGInstrs *createIterativeScheduler(llvm::MachineSchedContext *C,
                                                  GcnrsStrategy S);
/// `Chosen` (a scheduler -misched named) run untouched inside a gcnrs
/// scheduler, so that region statistics are written after it.
llvm::ScheduleDAGInstrs *
createStatsObserver(llvm::MachineSchedContext *C,
                    std::unique_ptr<llvm::ScheduleDAGInstrs> Chosen);
} // namespace gcnrs

#endif
