//! The rules that keep a plan instead of the founder, by name: what a
//! remark says and a test asserts.

/// The rule that keeps a plan instead of the founder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Faster by the margin under every assumption.
    Faster,
    /// At the founder's waves, no slower under any assumption and faster
    /// by [`ONE_SIDED_MARGIN`](super::ONE_SIDED_MARGIN) under one.
    NoSlowerFaster,
    /// Keeps with the margin the waves the founder claims only without it.
    KeepsWaves,
    /// Takes the waves the founder's peak keeps with the margin, where the
    /// founder claims more.
    FewerWaves,
    /// The same bet, no slower under either memory latency and faster
    /// than the founder at those waves by the one-sided margin over the
    /// share of founders that lose them under one.
    FewerWavesOneSided,
    /// Fewer waves where the founder keeps its own: no slower than the
    /// founder under either memory latency, nor than the founder shortened
    /// as far as the post-RA scheduler may take it (with room for the
    /// copies allocation may add), and faster than the founder under one
    /// by the 20% the one-sided bet at risk asks.
    FewerWavesNoSlower,
    /// A bet on fewer waves whose orders keep them by the allocation
    /// prediction alone, and which is faster than the founder at the
    /// waves the margin leaves it even where its own orders end at the
    /// waves the margin leaves them.
    FewerWavesBare,
    /// The founder's waves or more with orders that keep them only by
    /// their lanes, without the allocation margin: faster than what the
    /// rules keep otherwise, and no slower than it where the orders end at
    /// the waves the margin leaves them.
    OnLanes,
}

impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Why::Faster => "faster by the margin under both memory latencies",
            Why::NoSlowerFaster => "at the same waves, no slower under either memory latency and faster by 5% under one",
            Why::KeepsWaves => {
                "it keeps with the allocation margin the waves the founder may lose: no slower than the founder, faster than the founder at the waves the margin leaves it"
            }
            Why::FewerWaves => {
                "it bets on the waves the founder may lose: no slower than the founder at its claimed waves, faster than the founder at the waves the margin leaves it"
            }
            Why::FewerWavesOneSided => {
                "it bets on the waves the founder may lose: no slower than the founder at its claimed waves or at the waves the margin leaves it under either memory latency, and faster than the latter by 20% under one"
            }
            Why::FewerWavesNoSlower => {
                "it gives up waves for parallelism inside a wave: no slower than the founder under either memory latency, even with the founder's paths shortened as far as the post-RA scheduler may take them, and faster than the founder by 20% under one"
            }
            Why::FewerWavesBare => {
                "it bets on the waves the founder may lose with orders that keep them only without the allocation margin: faster than the founder at the waves the margin leaves it even where the orders end at the waves the margin leaves them"
            }
            Why::OnLanes => {
                "its orders keep the waves only by their lanes, without the allocation margin: faster than the plan the other rules keep (or the founder), and no slower than it where they end at the waves the margin leaves them"
            }
        })
    }
}
