// An LLVM scheduler run untouched, as the founder of an improving strategy
// or under region statistics (founder.cpp).
#ifndef GCNRS_FOUNDER_H
#define GCNRS_FOUNDER_H

#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include <memory>
#include <vector>

namespace gcnrs {

/// The scheduler the target builds by default (or one -misched named),
/// driven call for call as the MachineScheduler pass would drive it, so that
/// its result is exactly what llc without the plugin produces. An improving strategy forwards the
/// pass's calls here, lets it finish, and only then looks at the function.
class Founder {
public:
  /// One region: as announced, or as the founder left it.
  struct Region {
    llvm::MachineBasicBlock::iterator Begin, End;
    unsigned NumRegionInstrs;
  };

private:
  std::unique_ptr<llvm::ScheduleDAGInstrs> DAG;
  std::vector<Region> Announced;
  /// Bottom ends of the regions the pass announced (RegionEnd and its
  /// block): the founder may reorder and rematerialise inside regions, but
  /// never moves a boundary, so a region is found again from its end.
  std::vector<std::pair<llvm::MachineBasicBlock *,
                        llvm::MachineBasicBlock::iterator>>
      Ends;

public:
  /// `Chosen` is the scheduler to drive; without one, the target's default.
  Founder(llvm::MachineSchedContext *C,
          std::unique_ptr<llvm::ScheduleDAGInstrs> Chosen = nullptr);
  bool scheduleSingleMIRegions() const;

  void startBlock(llvm::MachineBasicBlock *MBB) { DAG->startBlock(MBB); }
  void enterRegion(llvm::MachineBasicBlock *MBB,
                   llvm::MachineBasicBlock::iterator Begin,
                   llvm::MachineBasicBlock::iterator End, unsigned N) {
    Ends.emplace_back(MBB, End);
    Announced.push_back({Begin, End, N});
    DAG->enterRegion(MBB, Begin, End, N);
  }
  void schedule() { DAG->schedule(); }
  void exitRegion() { DAG->exitRegion(); }
  void finishBlock() { DAG->finishBlock(); }
  bool doMBBSchedRegionsTopDown() const {
    return DAG->doMBBSchedRegionsTopDown();
  }


  /// The regions as the pass announced them, before the founder's stages
  /// ran (valid until finish()).
  std::vector<Region> announced() const { return Announced; }

  /// Run the founder's stages (its finalizeSchedule), release it, and
  /// return the regions as they are now, in the order the pass announced
  /// them (blocks in layout order, bottom-up within a block).
  std::vector<Region> finish();
};

} // namespace gcnrs

#endif
