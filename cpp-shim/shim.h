// Internal C++ helpers shared by the shim's passes and schedulers.
// Public LLVM API only; no algorithm lives here.
#ifndef GCNRS_SHIM_H
#define GCNRS_SHIM_H

#include "gcnrs.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <deque>
#include <string>
#include <vector>

namespace llvm {
class Function;
class LiveIntervals;
class MachineBasicBlock;
class MDNode;
class MachineFunction;
class MachineInstr;
class MachineLoopInfo;
class TargetInstrInfo;
class raw_ostream;
} // namespace llvm

namespace gcnrs {

/// True when the plugin may touch this function: an AMDGCN target, and the
/// Rust side initialised (right LLVM version).
bool isOurs(const llvm::MachineFunction &MF);

/// The Rust side's one-time setup (once options are parsed); true when it
/// succeeded. isOurs() calls it; calling it earlier keeps the setup out of
/// the first function's pass time.
bool rustReady();

/// Owns a Rust-allocated text and frees it.
struct RustText {
  GcnrsText T{nullptr, 0};
  ~RustText() { gcnrs_text_free(T); }
  llvm::StringRef str() const { return llvm::StringRef(T.ptr, T.len); }
};

/// The ID of a registered pass, by its argument name (AMDGPU's pass IDs are
/// not exported); null when no such pass is registered.
const void *passID(llvm::StringRef Name);

/// Print a one-line diagnostic to the error stream, prefixed "gcnrs: ".
void diag(const llvm::Twine &Msg);

/// GCNRS_MI_* flags of an instruction of `MBB` (gcnrs.h).
uint32_t instrFlags(const llvm::MachineInstr &MI,
                    const llvm::TargetInstrInfo &TII,
                    const llvm::MachineBasicBlock &MBB,
                    const llvm::MachineFunction &MF);

/// What to include in a function snapshot beyond the always-present facts
/// (target, instructions, register operands, virtual registers and their
/// live intervals). The scheduler runs on every function, so it asks only
/// for what its run needs; with -gcnrs-dump-snapshot a snapshot holds
/// everything whatever was asked.
struct SnapshotOptions {
  bool InstrText = false; // MachineInstr::print output per instruction
  bool FuncInfoYAML = false; // machineFunctionInfo MIR YAML
  bool BlockNames = false; // "bb.N.name" as MIR prints it
  /// Memory operands, address registers and physical register units: the
  /// legality checker's facts.
  bool CheckerFacts = false;
  /// Enabled subtarget features and `amdgpu-*` function attributes.
  bool TargetFeatures = true;
  /// The physical registers operands name, with their register files
  /// (implied by CheckerFacts, which also wants their units).
  bool PhysRegs = false;
  /// The target facts alone: no blocks, instructions or registers.
  bool TargetOnly = false;

  /// Everything (for -gcnrs-dump-snapshot, whose files replay offline).
  static SnapshotOptions all() {
    SnapshotOptions O;
    O.InstrText = O.FuncInfoYAML = O.BlockNames = O.CheckerFacts = true;
    O.TargetFeatures = O.PhysRegs = true;
    return O;
  }
};

/// Copies a machine function (with LiveIntervals) into the plain-data
/// structs of gcnrs.h. The builder owns every buffer the structs point to,
/// so it must outlive the Rust call.
class FunctionSnapshot {
public:
  FunctionSnapshot(const llvm::MachineFunction &MF, llvm::LiveIntervals &LIS,
                   SnapshotOptions Opts);
  /// The target facts alone (Opts.TargetOnly), for passes that run
  /// without LiveIntervals (the post-RA guard).
  FunctionSnapshot(const llvm::MachineFunction &MF, SnapshotOptions Opts);
  const GcnrsFunction &get() const { return Fn; }
  /// Snapshot index of an instruction (for region bounds and SUnits).
  uint32_t indexOf(const llvm::MachineInstr *MI) const {
    return InstrIndex.lookup(MI);
  }
  /// The instruction at a snapshot index (null if out of range).
  llvm::MachineInstr *instrAt(uint32_t Idx) const {
    return Idx < ByIndex.size() ? ByIndex[Idx] : nullptr;
  }

private:
  void takeTarget(const llvm::MachineFunction &MF, const SnapshotOptions &Opts);
  void takeInstrs(const llvm::MachineFunction &MF,
                  const llvm::LiveIntervals &LIS, const SnapshotOptions &Opts);
  void takeVirtRegs(const llvm::MachineFunction &MF,
                    const llvm::LiveIntervals &LIS);
  void takePhysRegs(const llvm::MachineFunction &MF,
                    const SnapshotOptions &Opts);
  void takeCallees(const llvm::MachineFunction &MF);
  void publish();
  GcnrsStr keep(std::string S);
  uint32_t idOf(const void *P);
  void addMemOperands(const llvm::MachineInstr &MI, GcnrsInstr &I);
  void addScopes(const llvm::MDNode *List, uint32_t &First, uint32_t &Num);

  GcnrsFunction Fn{};
  std::deque<std::string> Strings; // stable addresses
  std::vector<GcnrsBlock> Blocks;
  std::vector<GcnrsInstr> Instrs;
  std::vector<GcnrsOperand> Operands;
  std::vector<GcnrsVReg> VRegs;
  std::vector<GcnrsSubRange> SubRanges;
  std::vector<GcnrsSegment> Segments;
  std::vector<GcnrsStr> Features;
  std::vector<GcnrsAttr> Attrs;
  std::vector<GcnrsMemOperand> MemOps;
  std::vector<GcnrsAliasScope> Scopes;
  std::vector<GcnrsPhysReg> PhysRegs;
  std::vector<uint32_t> RegUnits;
  std::vector<GcnrsOperand> AddrRegs;
  std::vector<GcnrsStr> Callees;
  // Ids for memory bases and alias-scope nodes: distinct per pointer.
  llvm::DenseMap<const void *, uint32_t> Ids;
  llvm::DenseMap<const llvm::MachineInstr *, uint32_t> InstrIndex;
  std::vector<llvm::MachineInstr *> ByIndex;
};

/// machineFunctionInfo of MF as MIR YAML (the public serialisation hook is
/// the only way to read AMDGPU's private per-function state).
std::string functionInfoYAML(const llvm::MachineFunction &MF);

// ---- Machine-function info writes (mfi_yaml.cpp) ----------------------
// Through the MIR-YAML round trip (wwm-prealloc.md §5.1); the text edits and
// the guard are in Rust (src/funcinfo). Callers must check isOurs(MF).

/// Replace MF's machineFunctionInfo by parsing Edited (the text functionInfoYAML returns,
/// edited), then freeze reserved registers, then re-serialise and check that nothing but the
/// intended change differs. False (with Err) on any failure; the previous info is then
/// parsed back, which restores every assigned field but cannot take back what a failed parse
/// added (a WWM register, an additive count), so treat a failure as an error.
bool writeFunctionInfoYAML(llvm::MachineFunction &MF, llvm::StringRef Edited, std::string &Err);
/// Drop the cached register-name tables of the function-info parser (called
/// when a code-generation pipeline is built, i.e. for a new TargetMachine).
void forgetParsingStates();
/// Convenience: set one top-level scalar key (e.g. "occupancy", "10") through the round trip.
bool setFunctionInfoScalar(llvm::MachineFunction &MF, llvm::StringRef Key, llvm::StringRef Value, std::string &Err);
/// Append registers (MIR names, blank separated: "$vgpr2 $vgpr4_vgpr5") to the
/// function's WWM reserved set through the round trip.
bool addWWMReservedRegs(llvm::MachineFunction &MF, llvm::StringRef Regs, std::string &Err);

/// Whether -gcnrs-region-stats is given.
bool regionStatsRequested();
/// Whether the statistics run the exact solver (-gcnrs-region-stats-solve).
bool regionStatsSolve();
/// Append MF's region statistics (docs/region-stats.md), the function as the
/// scheduler leaves it. Callers must check isOurs(MF).
void writeRegionStats(llvm::MachineFunction &MF, llvm::LiveIntervals &LIS,
                      const llvm::MachineLoopInfo &MLI);
/// The name -misched gave, empty without one (the plugin may have replaced
/// the option's value since, see sched_registry.cpp).
std::string mischedName();
/// Whether F is scheduled by `gcnrs` (the speed strategy): -misched=gcnrs,
/// or the function attribute "gcnrs-sched-strategy"="gcnrs".
bool speedChosen(const llvm::Function &F);
/// -gcnrs-mem-latency (0: the model's default).
unsigned memLatency();

/// Whether -gcnrs-dump-snapshot is given (snapshots then hold everything).
bool snapshotDumpRequested();
/// -gcnrs-dump-snapshot's directory, empty when not given.
std::string snapshotDumpDir();
/// Dump the snapshot as JSON into the directory given by -gcnrs-dump-snapshot.
void maybeDumpSnapshot(const FunctionSnapshot &S, llvm::StringRef Tag);

} // namespace gcnrs

#endif
