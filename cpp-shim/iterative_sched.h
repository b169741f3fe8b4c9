// The iterative scheduler DAG (iterative_sched.cpp), for the registry.
#ifndef GCNRS_ITERATIVE_SCHED_H
#define GCNRS_ITERATIVE_SCHED_H

#include "gcnrs.h"

namespace llvm {
class ScheduleDAGInstrs;
struct MachineSchedContext;
} // namespace llvm

namespace gcnrs {
/// An AMDGCN function's iterative scheduler with the given mode.
llvm::ScheduleDAGInstrs *createIterativeScheduler(llvm::MachineSchedContext *C,
                                                  GcnrsStrategy S);
} // namespace gcnrs

#endif
