/*
 * gcnrs.h - the one contract between the C++ shim and the Rust algorithms.
 *
 * Plain data only: the shim fills these structs from LLVM's MachineFunction,
 * LiveIntervals and schedule DAG, Rust reads them (never keeps pointers past
 * the call) and answers with plain data. Rust calls into C++ only for
 * gcnrs_mca_simulate (below), from its own tool, never from the plugin.
 * Every Rust entry point catches panics and reports them as a status.
 */
#ifndef GCNRS_H
#define GCNRS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Snapshot of a machine function ------------------------------------ */

/* Operand flags (GcnrsOperand.flags). */
enum {
  GCNRS_OP_DEF = 1u << 0,
  GCNRS_OP_UNDEF = 1u << 1,
  GCNRS_OP_DEAD = 1u << 2,
  GCNRS_OP_KILL = 1u << 3,
  GCNRS_OP_IMPLICIT = 1u << 4,
  GCNRS_OP_TIED = 1u << 5,
  GCNRS_OP_EARLY_CLOBBER = 1u << 6,
  GCNRS_OP_INTERNAL_READ = 1u << 7,
  GCNRS_OP_DEBUG = 1u << 8,
  GCNRS_OP_RENAMABLE = 1u << 9,
  /* The register is virtual; `reg` is then its index (virtReg2Index). */
  GCNRS_OP_VIRTUAL = 1u << 16,
};

/* Instruction flags (GcnrsInstr.flags); same bits as Rust's InstrFlags. */
enum {
  GCNRS_MI_DEBUG = 1u << 0,
  GCNRS_MI_TERMINATOR = 1u << 1,
  GCNRS_MI_CALL = 1u << 2,
  GCNRS_MI_SCHED_BOUNDARY = 1u << 3,
  GCNRS_MI_MAY_LOAD = 1u << 4,
  GCNRS_MI_MAY_STORE = 1u << 5,
  GCNRS_MI_SIDE_EFFECTS = 1u << 6,
  GCNRS_MI_ORDERED_MEMREF = 1u << 7,
  GCNRS_MI_BARRIER = 1u << 8,
  GCNRS_MI_BUNDLED = 1u << 9,
  GCNRS_MI_PSEUDO_PROBE = 1u << 10,
  GCNRS_MI_DEBUG_VALUE = 1u << 11,
  GCNRS_MI_COPY = 1u << 12,
  GCNRS_MI_FP_EXCEPTION = 1u << 13, /* mayRaiseFPException */
  GCNRS_MI_META = 1u << 14,         /* isMetaInstruction: emits no code */
};

typedef struct GcnrsOperand {
  uint32_t reg;       /* vreg index if GCNRS_OP_VIRTUAL, else MCRegister */
  uint32_t sub_reg;   /* sub-register index, 0 = none */
  uint64_t sub_lanes; /* lane mask of sub_reg, 0 when sub_reg == 0 */
  uint32_t flags;
} GcnrsOperand;

typedef struct GcnrsInstr {
  const char *opcode_name; /* TII->getName(opcode), static storage */
  uint32_t opcode;
  uint32_t flags;
  int64_t slot; /* base slot index, -1 for debug instructions */
  uint32_t first_operand;
  uint32_t num_operands;
  const char *text; /* MachineInstr::print output, may be NULL */
  size_t text_len;
  uint32_t first_memop; /* MI.memoperands() in GcnrsFunction.memops */
  uint32_t num_memops;
  /* TII->getMemOperandsWithOffsetWidth, when it answers with registers
   * only: the address is computed from these base registers plus
   * addr_offset, addr_width bytes wide. */
  uint8_t has_address;
  int64_t addr_offset;
  uint64_t addr_width;
  uint32_t first_addr_reg, num_addr_regs; /* in GcnrsFunction.addr_regs */
} GcnrsInstr;

/* Memory operand flags (GcnrsMemOperand.flags). */
enum {
  GCNRS_MMO_LOAD = 1u << 0,
  GCNRS_MMO_STORE = 1u << 1,
  GCNRS_MMO_VOLATILE = 1u << 2,
  GCNRS_MMO_NONTEMPORAL = 1u << 3,
  GCNRS_MMO_DEREFERENCEABLE = 1u << 4,
  GCNRS_MMO_INVARIANT = 1u << 5,
  /* Success or failure ordering other than NotAtomic. */
  GCNRS_MMO_ATOMIC = 1u << 6,
  /* !isUnordered(): volatile, or atomic stronger than unordered. */
  GCNRS_MMO_ORDERED = 1u << 7,
  /* `size` holds the access size (not unknown, not scalable). */
  GCNRS_MMO_SIZE_KNOWN = 1u << 8,
  /* The base is a PseudoSourceValue with isConstant(&MFI). */
  GCNRS_MMO_PSV_CONSTANT = 1u << 9,
};

/* GcnrsMemOperand.base_kind */
enum {
  GCNRS_MMO_BASE_NONE = 0,   /* no IR Value or PSV, or an undef/poison one */
  GCNRS_MMO_BASE_VALUE = 1,  /* an IR pointer Value */
  GCNRS_MMO_BASE_PSEUDO = 2, /* a PseudoSourceValue */
};

/* One alias.scope/noalias scope: ids of the scope and its domain MDNodes,
 * distinct per distinct node within the function. */
typedef struct GcnrsAliasScope {
  uint32_t scope;
  uint32_t domain;
} GcnrsAliasScope;

/* A MachineMemOperand. The address is base + offset: the MMO's Value with
 * constant-index GEPs stripped (their byte offset added to `offset`), or
 * its PseudoSourceValue. */
typedef struct GcnrsMemOperand {
  uint32_t flags;
  uint32_t addr_space;
  uint64_t size; /* bytes, valid with GCNRS_MMO_SIZE_KNOWN */
  int64_t offset;
  uint32_t base_kind;
  uint32_t base;       /* id of the base Value/PSV, distinct per pointer in the function */
  uint32_t index_bits; /* DataLayout index width of the base's address space */
  uint32_t first_scope, num_scopes;     /* !alias.scope, in GcnrsFunction.scopes */
  uint32_t first_noalias, num_noalias;  /* !noalias, in GcnrsFunction.scopes */
  /* One variable GEP index on the way to the base: the address is
   * base + offset + index_scale * index, index the id of the index Value
   * (sign-extended or truncated to the index width). Its range, when the
   * IR states one (range attribute or !range of it or of what it extends),
   * is [index_min, index_max]. */
  uint8_t has_index;
  uint8_t index_has_range;
  uint32_t index;
  int64_t index_scale;
  int64_t index_min, index_max;
} GcnrsMemOperand;

/* A physical register named by some operand of the function. */
typedef struct GcnrsPhysReg {
  uint32_t reg;
  uint8_t constant;                /* MRI.isConstantPhysReg */
  uint32_t first_unit, num_units;  /* MCRegUnits, in GcnrsFunction.reg_units */
  /* The register file: TSFlags of TRI->getMinimalPhysRegClass (0 without
   * one), its width, and whether the allocator could use the register
   * (not reserved): what a live physical register takes from the file. */
  uint64_t tsflags;
  uint32_t size_bits;
  uint8_t allocatable;
  /* TRI->getName ("VGPR31", "VGPR0_VGPR1"; static storage): which
   * registers of its file it is, for the file's highest one in use. */
  const char *name;
} GcnrsPhysReg;

typedef struct GcnrsBlock {
  const char *name; /* MachineBasicBlock::printName */
  size_t name_len;
  uint32_t number;
  int64_t start_slot; /* getMBBStartIdx */
  int64_t last_slot;  /* getMBBLastIdx */
  int64_t end_slot;   /* getMBBEndIdx */
  uint32_t first_instr;
  uint32_t num_instrs;
} GcnrsBlock;

typedef struct GcnrsSegment {
  int64_t start, end; /* half-open */
} GcnrsSegment;

typedef struct GcnrsSubRange {
  uint64_t lanes;
  uint32_t first_segment;
  uint32_t num_segments;
} GcnrsSubRange;

typedef struct GcnrsVReg {
  const char *class_name; /* NULL if the vreg has no register class */
  uint64_t tsflags;
  uint32_t size_bits;
  uint32_t weight;
  uint64_t max_lanes;
  uint8_t has_interval;
  uint32_t first_segment, num_segments;   /* main range */
  uint32_t first_subrange, num_subranges;
} GcnrsVReg;

typedef struct GcnrsStr {
  const char *ptr;
  size_t len;
} GcnrsStr;

typedef struct GcnrsAttr {
  GcnrsStr key, value;
} GcnrsAttr;

typedef struct GcnrsTarget {
  GcnrsStr cpu;
  GcnrsStr feature_string;
  const GcnrsStr *features; /* enabled subtarget feature names */
  size_t num_features;
  const GcnrsAttr *attrs; /* string function attributes named amdgpu-* */
  size_t num_attrs;
  uint32_t calling_conv;
  uint8_t is_entry;
  GcnrsStr mfi_yaml; /* machineFunctionInfo as MIR YAML */
} GcnrsTarget;

typedef struct GcnrsFunction {
  GcnrsStr name;
  GcnrsTarget target;
  const GcnrsBlock *blocks;
  size_t num_blocks;
  const GcnrsInstr *instrs;
  size_t num_instrs;
  const GcnrsOperand *operands;
  size_t num_operands;
  const GcnrsVReg *vregs; /* MRI.getNumVirtRegs() entries, by index */
  size_t num_vregs;
  const GcnrsSubRange *subranges;
  size_t num_subranges;
  const GcnrsSegment *segments;
  size_t num_segments;
  const GcnrsMemOperand *memops;
  size_t num_memops;
  const GcnrsAliasScope *scopes;
  size_t num_scopes;
  const GcnrsPhysReg *phys_regs; /* sorted by reg */
  size_t num_phys_regs;
  const uint32_t *reg_units;
  size_t num_reg_units;
  const GcnrsOperand *addr_regs; /* reg, sub_reg, sub_lanes, flags (VIRTUAL) */
  size_t num_addr_regs;
  /* With the physical registers: the functions its calls name (each
   * once), and whether some call names none (an indirect call). */
  const GcnrsStr *callees;
  size_t num_callees;
  uint8_t calls_unnamed;
} GcnrsFunction;

/* ---- Results ------------------------------------------------------------ */

/* Text owned by Rust; release with gcnrs_text_free. */
typedef struct GcnrsText {
  char *ptr;
  size_t len;
} GcnrsText;

typedef enum GcnrsStatus {
  GCNRS_OK = 0,
  /* The Rust side rejected the input or panicked; `text` holds the reason.
   * The caller leaves the function untouched. */
  GCNRS_ERROR = 1,
} GcnrsStatus;

/* ---- Entry points implemented in Rust ---------------------------------- */

/* Process-wide setup: tracing (GCNRS_DEBUG or force_debug) and the check
 * that we run inside the LLVM major we were built for. Returns GCNRS_ERROR
 * with a message if the plugin must stay inert. */
GcnrsStatus gcnrs_init(uint8_t force_debug, GcnrsText *message);

/* amdgpu-print-rp compatible output for one function. */
GcnrsStatus gcnrs_print_rp(const GcnrsFunction *fn, uint8_t downward, GcnrsText *out);

/* Write the snapshot as JSON (a replayable test case). */
GcnrsStatus gcnrs_snapshot_json(const GcnrsFunction *fn, GcnrsText *out);

void gcnrs_text_free(GcnrsText text);

/* ---- Scheduling regions and their DAGs --------------------------------- */

/* A recorded scheduling region. Instructions are numbered by their snapshot
 * index, or, in a session begun without a snapshot, by their offset from
 * the region's first instruction (first_instr is then 0, and a boundary
 * instruction is num_instrs). */
typedef struct GcnrsRegion {
  uint32_t first_instr; /* RegionBegin */
  uint32_t num_instrs;  /* up to RegionEnd, debug instructions included */
  int64_t boundary_instr; /* the RegionEnd instruction, -1 at block end */
  uint32_t num_region_instrs; /* LLVM's NumRegionInstrs (no debug, no probes) */
  /* Opcode names of the region's scheduling hints: its meta instructions
   * with unmodeled side effects (SCHED_BARRIER, SCHED_GROUP_BARRIER and
   * IGLP_OPT in LLVM 22), which change how LLVM builds the DAG. */
  const GcnrsStr *hints;
  size_t num_hints;
  /* Loop depth of the region's block (MachineLoopInfo; 0 outside loops):
   * how often the region runs relative to the others, for time estimates. */
  uint32_t loop_depth;
  /* Number of the header block of the innermost loop holding the region's
   * block, -1 outside loops: the regions of one loop body run as one stream
   * in the final code, and a time estimate takes them together. */
  int64_t loop_header;
  /* Under GCNRS_STRATEGY_SPEED, each instruction's position among the
   * region's instructions before the founder's stages ran, one per
   * instruction from first_instr (num_instrs of them): UINT32_MAX for debug
   * instructions and for those the founder created. NULL otherwise. */
  const uint32_t *original_rank;
} GcnrsRegion;

enum {
  GCNRS_NODE_ENTRY = 0xFFFFFFFEu,
  GCNRS_NODE_EXIT = 0xFFFFFFFFu,
};

enum { GCNRS_DEP_DATA = 0, GCNRS_DEP_ANTI = 1, GCNRS_DEP_OUTPUT = 2, GCNRS_DEP_ORDER = 3 };
enum { GCNRS_EDGE_WEAK = 1u << 0, GCNRS_EDGE_ARTIFICIAL = 1u << 1,
       GCNRS_EDGE_HAS_REG = 1u << 2, GCNRS_EDGE_VIRTUAL_REG = 1u << 3 };

typedef struct GcnrsEdge {
  uint32_t node; /* NodeNum, or GCNRS_NODE_ENTRY / GCNRS_NODE_EXIT */
  uint32_t kind;
  uint32_t flags;
  uint32_t latency;
  uint32_t reg; /* vreg index if GCNRS_EDGE_VIRTUAL_REG, else MCRegister */
} GcnrsEdge;

typedef struct GcnrsSUnit {
  uint32_t instr; /* numbered as GcnrsRegion's instructions are */
  uint32_t latency;
  uint32_t num_preds, num_succs, num_preds_left, num_succs_left;
  uint32_t weak_preds_left, weak_succs_left;
  uint32_t depth, height;
  uint32_t first_pred, num_pred_edges; /* into GcnrsDag.edges */
  uint32_t first_succ, num_succ_edges;
} GcnrsSUnit;

typedef struct GcnrsDag {
  const GcnrsSUnit *sunits;
  size_t num_sunits;
  const GcnrsEdge *edges;
  size_t num_edges;
  uint32_t entry_first_succ, entry_num_succs; /* into edges */
  uint32_t exit_first_pred, exit_num_preds;   /* into edges */
  const uint32_t *top_roots;
  size_t num_top_roots;
  const uint32_t *bot_roots;
  size_t num_bot_roots;
  /* Nonzero: GcnrsSUnit.depth/height hold LLVM's values. Computing them is
   * not free and only the DAG verifier reads them. */
  uint8_t has_depth_height;
} GcnrsDag;

/* Strategies of the iterative scheduler. */
typedef enum GcnrsStrategy {
  GCNRS_STRATEGY_MINREG = 0,
  GCNRS_STRATEGY_MAX_OCCUPANCY = 1,
  GCNRS_STRATEGY_ILP = 2,
  /* LLVM's default scheduler runs first, untouched; then regions that keep
   * the function from a higher occupancy get better orders, if every one
   * of them can. */
  GCNRS_STRATEGY_OCCUPANCY = 3,
  /* LLVM's default scheduler alone, run through the founder mechanism. */
  GCNRS_STRATEGY_FOUNDER = 4,
  /* No scheduling: record each region's pressures before a scheduler runs
   * (-gcnrs-region-stats); every region is put back as it was. */
  GCNRS_STRATEGY_STATS = 5,
  /* minreg's driver, each region getting the exact solver's order where it
   * beats minreg's (gcnrs-optimal-minreg). */
  GCNRS_STRATEGY_OPTIMAL_MINREG = 6,
  /* LLVM's default scheduler runs first; then per function the wave count
   * and region orders with the smallest estimated time (-misched=gcnrs). */
  GCNRS_STRATEGY_SPEED = 7,
} GcnrsStrategy;

typedef struct GcnrsSchedOptions {
  uint8_t minreg_height_tiebreak; /* improvement mode, not parity */
  uint8_t verify;                 /* legality checker on every computed order */
  /* Test hook: with verify, every order of region `refuse_region` is
   * refused as if illegal (exercises the kept-region path); -1: none. */
  int32_t refuse_region;
  /* -gcnrs-dump-snapshot's directory (empty: none): every region DAG the
   * session receives is also written there as a replayable region case. */
  GcnrsStr dump_dir;
  /* gcnrs-occupancy: registers a region must leave free below a wave
   * target's budget to count as fitting it (VGPRs: the larger of
   * vgpr_margin and vgpr_margin_percent of the budget). */
  uint32_t vgpr_margin, vgpr_margin_percent, sgpr_margin;
  /* ... and at least this percentage of the function's VGPR ceiling below
   * it, where a prediction that falls short spills instead of costing a
   * wave. */
  uint32_t vgpr_ceiling_margin_percent;
  /* The exact solver's node budgets: per region, per function. */
  uint64_t solver_nodes, solver_function_nodes;
  /* -gcnrs-region-stats-solve: statistics sessions run the solver. */
  uint8_t solve_stats;
  /* -gcnrs-occupancy-solver: gcnrs-occupancy offers the exact solver's
   * order as a candidate where its heuristics fall short. */
  uint8_t occupancy_solver;
  /* -gcnrs-mem-latency: the speed model's vector memory latency in clocks
   * for gcnrs and gcnrs-occupancy's estimates (0: the model's default);
   * they also judge at three times it. */
  uint32_t mem_latency;
} GcnrsSchedOptions;

/* What a run reads from the function (bits of gcnrs_sched_snapshot_needs).
 * SNAPSHOT: the function snapshot, with register operands and live
 * intervals; without it the session begins with the regions alone (fn is
 * NULL, instructions numbered per region). OCCUPANCY_FACTS: also subtarget
 * features, amdgpu-* attributes and the machine function info, the
 * occupancy model's inputs. */
/* PHYS_REGS: the physical registers operands name, with their register
 * files (what a live physical register takes from the allocator). */
enum {
  GCNRS_NEEDS_SNAPSHOT = 1u << 0,
  GCNRS_NEEDS_OCCUPANCY_FACTS = 1u << 1,
  GCNRS_NEEDS_PHYS_REGS = 1u << 2,
};

/* What a run of `strategy` with `options` reads; the shim exports only
 * that (always safe to export more). */
uint32_t gcnrs_sched_snapshot_needs(GcnrsStrategy strategy,
                                    const GcnrsSchedOptions *options);

/* What the Rust driver asks the shim to do next (GcnrsSchedStep.kind). */
enum {
  GCNRS_STEP_DONE = 0,
  /* Enter `region` and build its DAG (IGLP swap per `iglp`); answer with
   * gcnrs_sched_dag. */
  GCNRS_STEP_BUILD_DAG = 1,
  /* Place the current DAG's SUnits in `order` (NodeNums), then debug values. */
  GCNRS_STEP_APPLY_SUNITS = 2,
  /* Place the instructions `order` (snapshot indices, debug values
   * interleaved) as they are. */
  GCNRS_STEP_APPLY_INSTRS = 3,
  /* Place the current DAG's SUnits in NodeNum order (their order when the
   * DAG was built). */
  GCNRS_STEP_RESTORE = 4,
  /* Enter `region` and schedule it with LLVM's default AMDGPU strategy (IGLP
   * swap per `iglp`); answer with gcnrs_sched_region_order. */
  GCNRS_STEP_LEGACY = 5,
  /* Leave the current region (exitRegion, finishBlock). */
  GCNRS_STEP_LEAVE = 6,
  /* Write `value` as the function occupancy. */
  GCNRS_STEP_SET_OCCUPANCY = 7,
  /* Place the current DAG's SUnits in `order` (NodeNums) with few moves:
   * the first `value` of them top-down from the region's start, the rest
   * bottom-up from its end; then debug values. */
  GCNRS_STEP_PLACE_SUNITS = 8,
};

/* GcnrsSchedStep.iglp. WITHOUT (BUILD_DAG only): keep the mutations but
 * leave IGroupLP out of this one build. */
enum {
  GCNRS_IGLP_KEEP = 0,
  GCNRS_IGLP_INITIAL = 1,
  GCNRS_IGLP_REENTRY = 2,
  GCNRS_IGLP_WITHOUT = 3
};

typedef struct GcnrsSchedStep {
  uint32_t kind;
  uint32_t region;
  uint32_t iglp;
  uint32_t value;
  const uint32_t *order; /* owned by the session; valid until the next call */
  size_t order_len;
} GcnrsSchedStep;

/* Rust-owned state of one finalizeSchedule() run. */
typedef struct GcnrsSchedSession GcnrsSchedSession;

/* Start: the function as it is when all regions are recorded (nothing moved
 * yet). `fn` is NULL when the run needs no snapshot (see
 * gcnrs_sched_snapshot_needs); steps that name instructions by snapshot
 * index (GCNRS_STEP_APPLY_INSTRS, GCNRS_STEP_LEGACY) then never come. */
GcnrsStatus gcnrs_sched_begin(const GcnrsFunction *fn, const GcnrsRegion *regions,
                              size_t num_regions, GcnrsStrategy strategy,
                              const GcnrsSchedOptions *options,
                              GcnrsSchedSession **session, GcnrsText *message);

/* The next step. On GCNRS_OK a non-empty `message` holds diagnostics to
 * print (one per line). */
GcnrsStatus gcnrs_sched_next(GcnrsSchedSession *session, GcnrsSchedStep *step,
                             GcnrsText *message);

/* Answer to GCNRS_STEP_BUILD_DAG. */
GcnrsStatus gcnrs_sched_dag(GcnrsSchedSession *session, const GcnrsDag *dag,
                            GcnrsText *message);

/* Answer to GCNRS_STEP_LEGACY: the region's instructions after LLVM
 * scheduled it, top to bottom (snapshot indices, debug included). */
GcnrsStatus gcnrs_sched_region_order(GcnrsSchedSession *session,
                                     const uint32_t *instrs, size_t num_instrs,
                                     GcnrsText *message);

void gcnrs_sched_end(GcnrsSchedSession *session);

/* ---- Region statistics (-gcnrs-region-stats) ---------------------------- */

typedef struct GcnrsStatsOptions {
  GcnrsStr path;  /* the JSON-lines file to append to */
  GcnrsStr label; /* "sched" of every line */
  uint8_t detail; /* per-instruction traces */
} GcnrsStatsOptions;

/* Append `fn`'s lines (docs/region-stats.md), the function as the scheduler
 * left it; `loop_depths` has one entry per block of `fn`. What a
 * GCNRS_STRATEGY_STATS session learnt of the function before scheduling is
 * merged in (and forgotten). */
GcnrsStatus gcnrs_region_stats(const GcnrsFunction *fn, const uint32_t *loop_depths,
                               size_t num_blocks, const GcnrsStatsOptions *options,
                               GcnrsText *message);

/* Whether any region of the session gives LLVM's IGroupLP mutation work
 * (a SCHED_BARRIER, SCHED_GROUP_BARRIER or IGLP_OPT): without one the
 * mutation adds no edge, so minreg, which uses no other mutation, need not
 * build LLVM's default scheduler to obtain it. */
uint8_t gcnrs_sched_needs_iglp(const GcnrsSchedSession *session);

/* Whether the shim should widen read-undef sub-register IMPLICIT_DEFs of
 * vector tuples once the session's orders are in place (asked after the
 * last step, before gcnrs_sched_end; docs/minreg-verifier.md). */
uint8_t gcnrs_sched_widen_undef_implicit_defs(const GcnrsSchedSession *session);


/* ---- Post-RA guard (-gcnrs-post-ra-guard, with -misched=gcnrs) --------- */
/* One block after LLVM's post-RA scheduler: its instructions in the order
 * the scheduler was given, and the order it chose. The guard answers with
 * the order the block is to take: one of those two, or one of them with
 * VALU operations moved next to a VOPD partner. */

/* GcnrsLateOperand.flags, beside GCNRS_OP_DEF and GCNRS_OP_IMPLICIT. */
enum {
  GCNRS_LATE_REG = 1u << 18, /* `reg` is a physical register */
  GCNRS_LATE_IMM = 1u << 19, /* `imm` is an immediate */
};

typedef struct GcnrsLateOperand {
  uint32_t reg; /* MCRegister with GCNRS_LATE_REG */
  uint32_t flags;
  int64_t imm; /* with GCNRS_LATE_IMM */
} GcnrsLateOperand;

typedef struct GcnrsLateInstr {
  const char *opcode_name; /* TII->getName(opcode), static storage */
  uint32_t flags;          /* GCNRS_MI_* as for GcnrsInstr */
  uint32_t group; /* the top-level instruction (bundle) it belongs to */
  uint32_t first_operand, num_operands;
} GcnrsLateInstr;

/* A physical register some operand names. */
typedef struct GcnrsLateReg {
  uint32_t reg;
  const char *name; /* TRI->getName(reg), static storage */
  uint32_t first_unit, num_units; /* MCRegUnits, in GcnrsLateBlock.units */
} GcnrsLateReg;

typedef struct GcnrsLateBlock {
  GcnrsStr name;      /* "function, bb.N", for the debug log */
  GcnrsTarget target; /* cpu, features and the machine function info */
  uint8_t in_loop;
  /* The block is the whole body of its loop (a loop of one block): its
   * time is the loop's, not a part of a longer segment's. */
  uint8_t whole_loop;
  /* -gcnrs-post-ra-repair: also weigh the orders re-paired for VOPD. */
  uint8_t repair;
  uint32_t mem_latency; /* -gcnrs-mem-latency, 0 for the model's default */
  const GcnrsLateInstr *instrs; /* bundles flattened, in the given order */
  size_t num_instrs;
  const uint32_t *scheduled; /* groups in the post-RA scheduler's order */
  size_t num_scheduled;
  const GcnrsLateOperand *operands;
  size_t num_operands;
  const GcnrsLateReg *regs;
  size_t num_regs;
  const uint32_t *units;
  size_t num_units;
} GcnrsLateBlock;

/* Which order the block is to take: *apply = 0 keeps the post-RA
 * scheduler's; *apply = 1 lays the groups out as `order` lists them (room
 * for num_scheduled entries, each group once). `reason` says why where
 * *apply = 1, for the remark (empty where the post-RA order stays; the
 * debug log has every verdict), or what failed. */
GcnrsStatus gcnrs_post_ra_judge(const GcnrsLateBlock *block, uint32_t *order, uint8_t *apply, GcnrsText *reason);

/* Whether the guard weighs the blocks of a function compiled for `target`
 * (*wanted = 1): where VOPD pairs form, or everywhere when `everywhere`. */
GcnrsStatus gcnrs_post_ra_weighs(const GcnrsTarget *target, uint8_t everywhere, uint8_t *wanted, GcnrsText *reason);

/* ======================================================================== */
/* ---- Machine function info (MIR YAML round trip) ----------------------- */
/* `yaml` is the machineFunctionInfo text as gcnrs::functionInfoYAML prints it.
 * Each call answers with Rust-owned text (the new text, or the reason). */

/* Set one top-level scalar key (e.g. "occupancy" to "3"). */
GcnrsStatus gcnrs_funcinfo_set_scalar(GcnrsStr yaml, GcnrsStr key, GcnrsStr value,
                                      GcnrsText *out);
/* Append registers (MIR names such as "$vgpr2", blank separated) to
 * wwmReservedRegs, keeping it an insertion-ordered set. */
GcnrsStatus gcnrs_funcinfo_add_wwm_reserved(GcnrsStr yaml, GcnrsStr regs, GcnrsText *out);
/* The part of an edited text that may be parsed back (keys whose parse is
 * additive removed). */
GcnrsStatus gcnrs_funcinfo_parse_text(GcnrsStr edited, GcnrsText *out);
/* Guard: GCNRS_OK iff the text printed after the parse equals the edited
 * text; otherwise `message` names what else changed. */
GcnrsStatus gcnrs_funcinfo_check(GcnrsStr edited, GcnrsStr reserialised, GcnrsText *message);

/* ---- WWM register pre-allocation (gcnrs-pre-allocate-wwm-regs) -------- */
/* The shim exports the facts below, then drives a command loop: it asks
 * gcnrs_wwm_next for a step, carries it out (report candidates, answer one
 * LiveRegMatrix interference question, assign) and asks again until
 * GCNRS_WWM_DONE. Every decision is Rust's; LLVM is only asked what Rust
 * asks for, in the order LLVM's own pass would ask it. */

typedef struct GcnrsWwmInstr {
  GcnrsStr opcode_name; /* TII->getName */
  uint32_t first_def;   /* MI.defs() (explicit defs) in GcnrsWwmFunction.defs */
  uint32_t num_defs;
} GcnrsWwmInstr;

typedef struct GcnrsWwmBlock {
  uint32_t number;
  uint32_t first_instr, num_instrs; /* top-level instructions (bundle heads) */
  uint32_t first_succ, num_succs;   /* successor block indices, in GcnrsWwmFunction.succs */
} GcnrsWwmBlock;

typedef struct GcnrsWwmVReg {
  GcnrsStr class_name; /* TRI->getRegClassName; empty without a class */
  uint64_t tsflags;
  uint8_t has_class;
  uint8_t assigned; /* VirtRegMap::hasPhys when the pass starts */
} GcnrsWwmVReg;

typedef struct GcnrsWwmFunction {
  GcnrsStr name;
  const GcnrsWwmBlock *blocks; /* layout order; [0] is the entry block */
  size_t num_blocks;
  const GcnrsWwmInstr *instrs;
  size_t num_instrs;
  const GcnrsOperand *defs; /* reg (vreg index if GCNRS_OP_VIRTUAL), sub_reg, flags */
  size_t num_defs;
  const uint32_t *succs;
  size_t num_succs;
  const GcnrsWwmVReg *vregs; /* MRI.getNumVirtRegs() entries, by index */
  size_t num_vregs;
  uint8_t prealloc_sgpr_spill_vgprs; /* option or attribute amdgpu-prealloc-sgpr-spill-vgprs */
  GcnrsStr mfi_yaml; /* machineFunctionInfo at the start of the pass; shadow mode only */
} GcnrsWwmFunction;

/* GcnrsWwmStep.kind */
enum {
  GCNRS_WWM_DONE = 0,
  /* Report the allocation order of `vreg`'s class: gcnrs_wwm_candidates. */
  GCNRS_WWM_CANDIDATES = 1,
  /* Answer LiveRegMatrix::checkInterference(LI(vreg), phys): gcnrs_wwm_interference. */
  GCNRS_WWM_INTERFERENCE = 2,
  /* LiveRegMatrix::assign(LI(vreg), phys); no answer. */
  GCNRS_WWM_ASSIGN = 3,
  /* Print instruction `instr` of block `block` for a diagnostic:
   * gcnrs_wwm_describe. */
  GCNRS_WWM_DESCRIBE = 4,
};

typedef struct GcnrsWwmStep {
  uint32_t kind;
  uint32_t vreg;  /* virtual register index */
  uint32_t phys;  /* MCRegister */
  uint32_t block; /* GCNRS_WWM_DESCRIBE: index into GcnrsWwmFunction.blocks */
  uint32_t instr; /* GCNRS_WWM_DESCRIBE: index within that block */
} GcnrsWwmStep;

typedef struct GcnrsWwmCandidate {
  uint32_t phys;
  GcnrsStr name; /* TRI->getName(phys) */
  uint8_t used;  /* MRI.isPhysRegUsed(phys, SkipRegMaskTest=true) */
} GcnrsWwmCandidate;

/* LiveRegMatrix::InterferenceKind */
enum { GCNRS_WWM_FREE = 0, GCNRS_WWM_IK_VIRTREG = 1, GCNRS_WWM_IK_REGUNIT = 2, GCNRS_WWM_IK_REGMASK = 3 };

/* What a def operand of one of our WWM values holds after the in-tree pass
 * (shadow mode). */
typedef struct GcnrsWwmObserved {
  uint32_t vreg;
  GcnrsStr ours; /* TRI->getName of our register at that operand (sub-register resolved) */
  GcnrsStr llvm; /* TRI->getName of the register LLVM wrote there */
  uint8_t llvm_virtual; /* the operand is still virtual */
} GcnrsWwmObserved;

typedef struct GcnrsWwmSession GcnrsWwmSession;

GcnrsStatus gcnrs_wwm_begin(const GcnrsWwmFunction *fn, GcnrsWwmSession **session,
                            GcnrsText *message);
/* GCNRS_ERROR when no register can be found (message names the function and
 * the instruction) or on a protocol error. */
GcnrsStatus gcnrs_wwm_next(GcnrsWwmSession *session, GcnrsWwmStep *step, GcnrsText *message);
GcnrsStatus gcnrs_wwm_candidates(GcnrsWwmSession *session, const GcnrsWwmCandidate *candidates,
                                 size_t num_candidates, GcnrsText *message);
GcnrsStatus gcnrs_wwm_interference(GcnrsWwmSession *session, uint32_t kind, GcnrsText *message);
GcnrsStatus gcnrs_wwm_describe(GcnrsWwmSession *session, GcnrsStr text, GcnrsText *message);
/* After GCNRS_WWM_DONE: `yaml` (machineFunctionInfo now) with the chosen
 * registers appended to wwmReservedRegs, for gcnrs::writeFunctionInfoYAML. */
GcnrsStatus gcnrs_wwm_reserve(GcnrsWwmSession *session, GcnrsStr yaml, GcnrsText *edited);
/* Shadow mode: compare with what the in-tree pass did. `report` is empty for
 * a function without WWM values; `*agree` is 0 on any difference. */
GcnrsStatus gcnrs_wwm_shadow_report(GcnrsWwmSession *session, const GcnrsWwmObserved *observed,
                                    size_t num_observed, GcnrsStr yaml_after, uint8_t *agree,
                                    GcnrsText *report);
void gcnrs_wwm_end(GcnrsWwmSession *session);

/* ---- llvm-mca's simulation, asked for by Rust ---------------------------- */
/* The one call in the other direction, made only by the gcnrs-mca tool
 * (never by the plugin): LLVM's MCA library on asm text, parsed once.
 * llvm-mca parses its input twice (code regions, then instrument regions),
 * and parsing AMDGPU asm is most of its time. */

typedef struct GcnrsMcaRegion {
  const uint32_t *lines; /* its code, as 1-based lines of `text`, in order */
  size_t num_lines;
  uint32_t input_line; /* where it starts in the caller's input (messages) */
  uint32_t instructions; /* out: MCInsts simulated */
  uint64_t total_cycles; /* out: the pipeline's cycles (mca's Total Cycles) */
  double block_rthroughput; /* out: mca's Block RThroughput, unrounded */
  double max_pressure; /* out: the busiest resource unit's cycles (the
                          largest entry of mca's per-iteration pressure row) */
} GcnrsMcaRegion;

/* One iteration of each region, with llvm-mca's default options; `text` is
 * parsed once, and a line named twice is the same instruction twice.
 * GCNRS_ERROR with the first diagnostic in `error`
 * (NUL-terminated, truncated to error_cap; "LINE:COL: error: ..." where it
 * has a place in `text`, else "error: ...") when the target, the asm or an
 * instruction's scheduling information is missing. A region on which MCA
 * stalls for good (LLVM 22, some MFMA code) ends the process with status 3
 * and a line on stderr naming `name` and the region's input_line: nothing
 * else can stop MCA's pipeline. */
GcnrsStatus gcnrs_mca_simulate(GcnrsStr triple, GcnrsStr cpu, GcnrsStr mattr, GcnrsStr name,
                               GcnrsStr text, GcnrsMcaRegion *regions, size_t num_regions,
                               char *error, size_t error_cap);

#ifdef __cplusplus
}
#endif

#endif /* GCNRS_H */
