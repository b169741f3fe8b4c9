// Alias answers kept across the DAG builds of one function (alias_memo.cpp).
#ifndef GCNRS_ALIAS_MEMO_H
#define GCNRS_ALIAS_MEMO_H

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/TargetParser/Triple.h"

namespace gcnrs {

/// An alias analysis for the machine scheduler's DAG builds that answers
/// each pair of memory locations once per function.
///
/// Every build of a region's DAG asks the same questions again: LLVM's
/// default scheduler builds each region once per stage, and an improving
/// strategy builds it again to explore and to place orders. A build keeps
/// its answers only for itself (`ScheduleDAGInstrs` starts a fresh
/// `BatchAAResults` each time), and on kernels with many address
/// computations the alias queries are most of a build (BasicAA decomposing
/// GEPs). The IR does not change while machine instructions are scheduled,
/// which is the condition `BatchAAResults` states for reusing its state;
/// this keeps one batch for the whole function and hands the builds an
/// `AAResults` whose only member asks that batch.
class AliasMemo {
  /// The one member of `Results`: forwards every query to the batch, and
  /// the two the batch does not offer to the function's analysis.
  struct Forward : llvm::AAResultBase {
    llvm::AAResults *Real;
    llvm::BatchAAResults *Batch;
    Forward(llvm::AAResults &R, llvm::BatchAAResults &B)
        : Real(&R), Batch(&B) {}
    llvm::AliasResult alias(const llvm::MemoryLocation &A,
                            const llvm::MemoryLocation &B, llvm::AAQueryInfo &,
                            const llvm::Instruction *) {
      return Batch->alias(A, B);
    }
    llvm::AliasResult aliasErrno(const llvm::MemoryLocation &Loc,
                                 const llvm::Module *M) {
      return Real->aliasErrno(Loc, M);
    }
    llvm::ModRefInfo getModRefInfoMask(const llvm::MemoryLocation &Loc,
                                       llvm::AAQueryInfo &, bool IgnoreLocals) {
      return Batch->getModRefInfoMask(Loc, IgnoreLocals);
    }
    llvm::ModRefInfo getArgModRefInfo(const llvm::CallBase *Call,
                                      unsigned ArgIdx) {
      return Batch->getArgModRefInfo(Call, ArgIdx);
    }
    llvm::MemoryEffects getMemoryEffects(const llvm::CallBase *Call,
                                         llvm::AAQueryInfo &) {
      return Batch->getMemoryEffects(Call);
    }
    llvm::MemoryEffects getMemoryEffects(const llvm::Function *F) {
      return Real->getMemoryEffects(F);
    }
    llvm::ModRefInfo getModRefInfo(const llvm::CallBase *Call,
                                   const llvm::MemoryLocation &Loc,
                                   llvm::AAQueryInfo &) {
      return Batch->getModRefInfo(Call, Loc);
    }
    llvm::ModRefInfo getModRefInfo(const llvm::CallBase *Call1,
                                   const llvm::CallBase *Call2,
                                   llvm::AAQueryInfo &) {
      return Batch->getModRefInfo(Call1, Call2);
    }
  };

  llvm::TargetLibraryInfoImpl LibImpl;
  llvm::TargetLibraryInfo Lib;
  llvm::BatchAAResults Batch;
  Forward Member;
  llvm::AAResults Results;

public:
  /// `Real` is the function's alias analysis; it must outlive the memo.
  AliasMemo(llvm::AAResults &Real, const llvm::Triple &T);
  AliasMemo(const AliasMemo &) = delete;
  AliasMemo &operator=(const AliasMemo &) = delete;

  /// What to hand a DAG build in place of the function's alias analysis.
  llvm::AAResults *results() { return &Results; }
};

} // namespace gcnrs

#endif
