// Widening read-undef sub-register IMPLICIT_DEFs of vector tuples
// (undef_implicit_defs.cpp; docs/minreg-verifier.md).
#ifndef GCNRS_UNDEF_IMPLICIT_DEFS_H
#define GCNRS_UNDEF_IMPLICIT_DEFS_H

namespace llvm {
class LiveIntervals;
class MachineFunction;
} // namespace llvm

namespace gcnrs {

/// True with -gcnrs-widen-undef-implicit-defs (off by default: it changes
/// register allocation, so parity modes leave it off).
bool wantWidenUndefImplicitDefs();

/// Rewrite every `undef %t.subN = IMPLICIT_DEF` of a VGPR/AGPR tuple into
/// `%t = IMPLICIT_DEF` and recompute the live intervals of the rewritten
/// registers. Returns how many instructions were rewritten.
unsigned widenUndefSubRegImplicitDefs(llvm::MachineFunction &MF,
                                      llvm::LiveIntervals &LIS);

} // namespace gcnrs

#endif
