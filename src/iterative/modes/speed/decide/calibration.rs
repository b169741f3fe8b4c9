//! The decision's measured constants, each with the corpus evidence that
//! set it. Change one only with a corpus run that shows every kernel it
//! moves (`scripts/bench-time`).

/// How much shorter the post-RA scheduler may make one wave's path through
/// a founder's region, as a factor on its latency. Measured over the corpus
/// (default llc-22 with and without the post-RA scheduler, loops by our
/// model): the median loop keeps its latency, but one in twenty gets 10-30%
/// shorter and some up to half (sgemm_at_8x8_k8 on gfx942: 8976 -> 6228).
/// A founder estimated before allocation can therefore look much slower
/// than it ends, and a plan that gives up waves bets the most on that
/// estimate, since a latency-bound founder's time is its latency over its
/// many waves.
pub const POST_RA_SHORTENING: f64 = 0.7;

/// How far below the best other order that fits the founder's wave count
/// the post-RA scheduler may still take the founder's region, as a factor
/// on that order's latency.
///
/// The post-RA scheduler reorders allocated code: every order it can
/// reach uses only the registers the founder was given, so it is an order
/// within the founder's budget, and the model-driven bounded scheduler
/// searched those for the shortest latency. Where that search could not
/// shorten the founder, the post-RA scheduler will hardly do much better;
/// the allowance is the bounded scheduler being a heuristic and the two
/// schedulers weighing latencies differently. Where no other order fits
/// the budget (the search failed), nothing is known and the blanket
/// [`POST_RA_SHORTENING`] holds. Measured on the corpus: 0.9 and 0.8 both
/// keep every kernel within the model's margin; 0.9 also gives up a wave
/// in three `occupancy_attrs` kernels on gfx90a, gfx942 and gfx1030 whose
/// loops llvm-mca calls issue-bound (2% slower by it, 11-14% faster by
/// ours), so the lower allowance is kept.
pub const IN_BUDGET_SLACK: f64 = 0.8;

/// How often a founder whose peak misses the allocation margin at its wave
/// count ends below it after allocation: 26% on the corpus (llc-22's
/// default scheduler, 392 such functions over eight targets; 3% of the 875
/// whose peak keeps the margin). A plan that bets on keeping the waves
/// such a founder may lose (see [`decide_at_risk`](super::decide_at_risk)) gains only that often,
/// and where the founder keeps them, the two orders differ by what the
/// model cannot see after allocation (up to 3% by llvm-mca on the corpus
/// for orders the model ties): the saving against the founder at fewer
/// waves must reach the margin over this share (8% for a margin of 2%).
pub const RISK_LOSS_SHARE: f64 = 0.25;

/// What an order at the founder's waves must save under one memory-latency
/// assumption where it saves less than the margin under the other (and is
/// no slower there). With no margin on that side, the estimate's error
/// before allocation is not covered there: on the corpus, such orders
/// estimated 2-3% faster under one assumption and tied under the other
/// ended up to 14% slower under the tied one in four kernels
/// (region_with_call on gfx942, hash_lanes_48 on gfx900 and gfx906,
/// kernel_calls_spilling_fns on gfx90a), while the orders that hide long
/// memory latency in loops save 10-50% at 3x.
pub const ONE_SIDED_MARGIN: f64 = 0.05;

/// VALU instructions the allocation may add to a region whose order
/// changed, which the estimate before allocation cannot see: a copy, or a
/// carry kept apart where two 64-bit additions interleave
/// (t16_half_many_live on gfx900 and gfx906: LLVM's ILP order, tied with
/// the founder before allocation, ended with a VCC copy and a VOP3 add
/// more in 43 instructions, 3.2% slower). A bet that wins under one memory
/// latency only ([`decide_at_risk`](super::decide_at_risk)) is tied under the other, so there
/// these copies must stay within the margin.
pub const ALLOCATION_COPIES: f64 = 2.0;

/// How much slower than the founder a bet's plan may be estimated and
/// still count as no slower (see [`decide_at_risk`](super::decide_at_risk)): a tenth of a percent
/// of a loop is a region outside it running at fewer waves, which the
/// model cannot tell from the founder (hash_lanes_48 on gfx1030: a 5-wave
/// plan 2 cycles over 2462 at the founder's claimed 16, whose final code
/// runs 0.66x the founder's at the 9 waves it keeps).
pub const NO_SLOWER: f64 = 0.005;
