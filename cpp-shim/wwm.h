// WWM pre-allocation inside the shim: exporting the facts, carrying out the
// steps Rust asks for, applying the result. No decision is made here.
#ifndef GCNRS_WWM_H
#define GCNRS_WWM_H

#include "shim.h"

#include "llvm/CodeGen/Register.h"
#include "llvm/CodeGen/RegisterClassInfo.h"
#include "llvm/MC/MCRegister.h"
#include <deque>
#include <string>
#include <vector>

namespace llvm {
class LiveRegMatrix;
class MachineInstr;
class VirtRegMap;
} // namespace llvm

namespace gcnrs {

/// The GcnrsWwmFunction of MF; owns every buffer it points to. The function
/// info text is only exported when asked for (shadow mode compares with it).
class WwmExport {
public:
  WwmExport(const llvm::MachineFunction &MF, const llvm::VirtRegMap &VRM,
            bool WithFuncInfo);
  const GcnrsWwmFunction &get() const { return Fn; }
  /// The exported instruction (block index, index within the block), or null.
  const llvm::MachineInstr *instrAt(uint32_t Block, uint32_t Instr) const;

private:
  GcnrsStr keep(std::string S);
  GcnrsWwmFunction Fn{};
  std::deque<std::string> Strings;
  std::vector<GcnrsWwmBlock> Blocks;
  std::vector<GcnrsWwmInstr> Instrs;
  std::vector<GcnrsOperand> Defs;
  std::vector<uint32_t> Succs;
  std::vector<GcnrsWwmVReg> VRegs;
  std::vector<const llvm::MachineInstr *> MIs; // parallel to Instrs
};

/// Owns a Rust WWM session.
struct WwmSession {
  GcnrsWwmSession *S = nullptr;
  WwmSession() = default;
  WwmSession(const WwmSession &) = delete;
  WwmSession &operator=(const WwmSession &) = delete;
  ~WwmSession() {
    if (S)
      gcnrs_wwm_end(S);
  }
};

/// Where one of our values is defined and what we expect there.
struct WwmDefSite {
  llvm::MachineInstr *MI;
  unsigned OpNo;
  unsigned VRegIndex;
  llvm::MCRegister Expected; // our register at this operand
};

/// Carries out a session's steps on LLVM's LiveRegMatrix.
class WwmDriver {
public:
  WwmDriver(llvm::MachineFunction &MF, llvm::LiveIntervals &LIS,
            llvm::VirtRegMap &VRM, llvm::LiveRegMatrix &LRM,
            const llvm::RegisterClassInfo &RCI, const WwmExport &Export)
      : MF(MF), LIS(LIS), VRM(VRM), LRM(LRM), RCI(RCI), Export(Export) {}

  /// Run the command loop to the end. False with Err when Rust reports an
  /// error (e.g. no free register) or a step is malformed; assignments made
  /// so far stay in place (undo() removes them).
  bool run(GcnrsWwmSession *S, std::string &Err);
  /// Take every assignment back out of LiveRegMatrix and VirtRegMap.
  void undo();
  /// Rewrite every operand of an assigned vreg to its register (sub-register
  /// indices resolved, not renamable) and drop the vregs' live intervals.
  void rewriteAndRemoveIntervals();
  /// A def operand of every assigned vreg, with the register we would write.
  std::vector<WwmDefSite> defSites() const;
  bool empty() const { return Assigned.empty(); }

private:
  llvm::Register vreg(uint32_t Index, std::string &Err) const;

  llvm::MachineFunction &MF;
  llvm::LiveIntervals &LIS;
  llvm::VirtRegMap &VRM;
  llvm::LiveRegMatrix &LRM;
  const llvm::RegisterClassInfo &RCI;
  const WwmExport &Export;
  std::vector<llvm::Register> Assigned;
  std::vector<llvm::MCPhysReg> Order; // candidates last reported
};

} // namespace gcnrs

#endif
