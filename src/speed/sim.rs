//! One wave, in order: the simulator both inputs share.
//!
//! Each instruction starts when the previous one has issued, its source
//! values are ready, the counters it waits for allow it and its pipeline is
//! free; then it holds the wave's issue for `issue` clocks and its pipeline
//! for `busy` clocks. Value ids are opaque (register units for asm, vreg or
//! SUnit numbers for a pre-RA order).

use super::machine::{InstrCost, Machine, MemOp};
use super::{Bound, Counter, Params, Pipe};
use std::borrow::Borrow;

/// An `s_waitcnt`: for each counter, how many of its operations may stay
/// outstanding (`None`: that counter is not waited on).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wait {
    pub counts: [Option<u32>; Counter::COUNT],
}

impl Wait {
    pub fn on(mut self, c: Counter, n: u32) -> Wait {
        self.counts[c.index()] = Some(n);
        self
    }

    pub fn get(&self, c: Counter) -> Option<u32> {
        self.counts[c.index()]
    }

    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(Option::is_none)
    }
}

/// One instruction of the abstract stream.
#[derive(Clone, Debug, PartialEq)]
pub struct SimInstr {
    pub cost: InstrCost,
    pub reads: Vec<u32>,
    pub writes: Vec<u32>,
    pub wait: Option<Wait>,
    /// `s_waitcnt_depctr`-like: wait until every VALU result is written.
    pub wait_valu: bool,
}

/// Whether `instrs` hold an op whose latency is the memory-latency
/// assumption ([`MemOp::takes_assumed_latency`]): without one they run the
/// same under every [`Params`], and one simulation answers for all.
pub fn depends_on_memory_latency<S: Borrow<SimInstr>>(instrs: &[S]) -> bool {
    instrs.iter().any(|i| i.borrow().cost.mem.is_some_and(MemOp::takes_assumed_latency))
}

impl SimInstr {
    pub fn new(cost: InstrCost) -> SimInstr {
        SimInstr { cost, reads: Vec::new(), writes: Vec::new(), wait: None, wait_valu: false }
    }

    /// An `s_waitcnt` (costing `cost`) for `wait`.
    pub fn waiting(cost: InstrCost, wait: Wait) -> SimInstr {
        SimInstr { wait: Some(wait), ..SimInstr::new(cost) }
    }
}

/// One wave's run of a segment.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    /// `L`: clocks from the first issue until the last instruction has
    /// issued, every pipeline has drained and every ALU result is written.
    /// Memory still in flight at the end is not waited for; a loop body's
    /// next iteration pays for it ([`simulate_loop`]).
    pub latency: f64,
    /// Clocks each pipeline is busy (index: [`Pipe::index`]).
    pub busy: [f64; Pipe::COUNT],
    pub instrs: u32,
    /// Of `L`, the clocks a loop iteration waits for memory the previous
    /// iteration left in flight ([`simulate_loop`]; 0 for straight-line
    /// code and loops whose iterations do not wait on each other).
    pub carried: f64,
    /// Stalls of half a memory latency or more on a vector memory counter
    /// (the iteration `L` counts, for a loop): each is a round trip to
    /// memory the wave sits out, and one wave's stalls follow each other.
    /// A latency-bound loop with two or more pays the memory latency that
    /// many times per iteration, where loads issued before the first wait
    /// could have shared one.
    pub memory_waits: u32,
    /// Of `memory_waits`, those the code after them needs only to write
    /// registers a drained load wrote, reading none of its results (a
    /// load reusing the registers of one still in flight, typically over
    /// lanes the allocator saw dead): the wait orders two writes, not data
    /// and its use, and a different allocation would not pay it.
    pub reuse_waits: u32,
    /// `L`, or later where memory the code issued is still in flight at
    /// its end: until the last result has come back (the first iteration
    /// from idle, for a loop body). Code that is followed by more code
    /// (a block of a longer stretch) hands those results on, and an order
    /// that issues a load later hands it on later, which `L` alone does
    /// not count.
    pub settled: f64,
}

impl Timing {
    /// A wave's share of the SIMD's time with `waves` waves per SIMD:
    /// `max(L / W, U)`.
    pub fn time(&self, waves: u32) -> f64 {
        let (_, u) = self.busiest();
        (self.latency / waves.max(1) as f64).max(u)
    }

    pub fn bound(&self, waves: u32) -> Bound {
        let (pipe, u) = self.busiest();
        if self.latency / waves.max(1) as f64 > u {
            Bound::Latency
        } else {
            Bound::Issue(pipe)
        }
    }

    /// `U` and its pipeline (the first of equals in [`Pipe::ALL`] order).
    pub fn busiest(&self) -> (Pipe, f64) {
        let mut best = (Pipe::Valu, self.busy[Pipe::Valu.index()]);
        for p in Pipe::ALL {
            if self.busy[p.index()] > best.1 {
                best = (p, self.busy[p.index()]);
            }
        }
        best
    }
}

/// Operations a counter still has in flight, as completion times.
#[derive(Default)]
struct CounterQueue {
    pending: Vec<u64>,
    /// Completion of the last in-order operation: vector memory and LDS
    /// return in issue order, so a later one never completes earlier.
    last_in_order: u64,
}

impl CounterQueue {
    /// Wait until at most `n` operations are outstanding; returns when.
    ///
    /// The hardware counter only says how many are left, so the ones that
    /// are gone are the earliest to complete. For in-order counters those
    /// are the oldest (completions are monotone); for LGKM with SMEM, which
    /// returns out of order, they are the earliest by time: exactly what
    /// the counter means, with no ordering assumed.
    fn wait_until_at_most(&mut self, n: usize) -> u64 {
        if self.pending.len() <= n {
            return 0;
        }
        self.pending.sort_unstable();
        let gone = self.pending.len() - n;
        let t = self.pending[gone - 1];
        self.pending.drain(..gone);
        t
    }

    fn push(&mut self, completion: u64, in_order: bool) {
        let c = if in_order {
            self.last_in_order = self.last_in_order.max(completion);
            self.last_in_order
        } else {
            completion
        };
        self.pending.push(c);
    }
}

/// When each value is ready. Dense ids (register units, SUnit numbers)
/// index a vector; sparse ones (e.g. LLVM's virtual register numbers with
/// their top bit set) go to a map instead of a huge vector.
enum ReadyTimes {
    Dense(Vec<u64>),
    Sparse(rustc_hash::FxHashMap<u32, u64>),
}

impl ReadyTimes {
    const DENSE_LIMIT: usize = 1 << 20;

    fn new<S: Borrow<SimInstr>>(instrs: &[S]) -> ReadyTimes {
        let ids = instrs
            .iter()
            .map(Borrow::borrow)
            .flat_map(|i: &SimInstr| i.reads.iter().chain(&i.writes))
            .max()
            .map_or(0, |&id| id as usize + 1);
        if ids <= Self::DENSE_LIMIT {
            ReadyTimes::Dense(vec![0; ids])
        } else {
            // Sized once for every value written: growing it write by write
            // rehashed it a dozen times per segment.
            let writes = instrs.iter().map(|i| i.borrow().writes.len()).sum();
            ReadyTimes::Sparse(rustc_hash::FxHashMap::with_capacity_and_hasher(writes, Default::default()))
        }
    }

    /// When value `id` is ready; 0 for one never written, or not in the
    /// table (a value the instructions do not name).
    fn get(&self, id: u32) -> u64 {
        match self {
            ReadyTimes::Dense(v) => v.get(id as usize).copied().unwrap_or(0),
            ReadyTimes::Sparse(m) => m.get(&id).copied().unwrap_or(0),
        }
    }

    fn covers(&self, id: u32) -> bool {
        match self {
            ReadyTimes::Dense(v) => (id as usize) < v.len(),
            ReadyTimes::Sparse(_) => true,
        }
    }

    fn set(&mut self, id: u32, t: u64) {
        match self {
            ReadyTimes::Dense(v) => v[id as usize] = t,
            ReadyTimes::Sparse(m) => {
                m.insert(id, t);
            }
        }
    }
}

/// Simulate one wave running `instrs` once, from idle: straight-line code.
///
/// The instructions are taken by [`Borrow`] so that a caller weighing
/// several orders of the same instructions (the post-RA guard) can pass
/// references into one table instead of a copy of every instruction's
/// register lists per order.
pub fn simulate<S: Borrow<SimInstr>>(m: &Machine, p: &Params, instrs: &[S]) -> Timing {
    simulate_from(m, p, instrs, &[])
}

/// [`simulate`], with some values still on their way when `instrs` start:
/// `(id, clocks)` pairs, each value ready that many clocks after the first
/// issue ([`super::chain::carried_in`]). Ids `instrs` do not read are
/// ignored.
pub fn simulate_from<S: Borrow<SimInstr>>(m: &Machine, p: &Params, instrs: &[S], carried: &[(u32, u64)]) -> Timing {
    let mut wave = Wave::new(m, p, instrs);
    wave.preset(carried);
    wave.run(m, p, instrs);
    Timing {
        latency: wave.end() as f64,
        busy: wave.busy.map(|b| b as f64),
        instrs: instrs.len() as u32,
        carried: 0.0,
        memory_waits: wave.memory_waits,
        reuse_waits: wave.reuse_waits,
        settled: wave.settled() as f64,
    }
}

/// Simulate one wave running the loop body `instrs` twice in a row and
/// charge an iteration the longer of the first (from idle) and the second
/// (from where the first left the wave).
///
/// A body run once from idle never pays for what it leaves in flight: a
/// load issued late in one iteration for the next (software pipelining, a
/// value carried round the back edge) would cost the loop nothing, however
/// short the body is next to the memory latency. The second iteration
/// inherits the first's outstanding counters, register ready times and
/// busy pipelines, so its `s_waitcnt` and reads pay for them; it starts
/// when the first has issued its last instruction, as the next iteration
/// does after the back-edge branch. Where nothing crosses the back edge
/// the second iteration only overlaps the first one's drain and is
/// shorter, and the first from idle counts, as it always has. Two
/// iterations see one iteration of carry; a loop that runs loads two
/// iterations ahead would need a third.
pub fn simulate_loop<S: Borrow<SimInstr>>(m: &Machine, p: &Params, instrs: &[S]) -> Timing {
    let mut wave = Wave::new(m, p, instrs);
    wave.run(m, p, instrs);
    let first = wave.end();
    let settled = wave.settled();
    let busy = wave.busy;
    let first_waits = (std::mem::take(&mut wave.memory_waits), std::mem::take(&mut wave.reuse_waits));
    // Only memory can still be busy after the first iteration's end
    // (every pipeline has drained and every ALU result is written by
    // then); without it the second iteration starts from a wave no later
    // than idle at `first` and cannot take longer than the first.
    let second = if wave.memory_in_flight_after(first) {
        wave.run(m, p, instrs);
        wave.end().saturating_sub(first)
    } else {
        0
    };
    Timing {
        latency: first.max(second) as f64,
        busy: busy.map(|b| b as f64),
        instrs: instrs.len() as u32,
        carried: second.saturating_sub(first) as f64,
        memory_waits: if second > first { wave.memory_waits } else { first_waits.0 },
        reuse_waits: if second > first { wave.reuse_waits } else { first_waits.1 },
        settled: settled.max(first.max(second)) as f64,
    }
}

/// One wave's state while it runs: what the next instruction may have to
/// wait for.
pub(super) struct Wave {
    ready: ReadyTimes,
    /// When the wave may issue its next instruction.
    cursor: u64,
    pipe_free: [u64; Pipe::COUNT],
    busy: [u64; Pipe::COUNT],
    queues: Vec<CounterQueue>,
    /// When the last VALU result is written (s_waitcnt_depctr), and the
    /// last ALU result of any kind (the end of L).
    valu_done: u64,
    alu_done: u64,
    /// GCN issues on a 4-clock cadence (ACO aligns stalls the same way).
    quantum: u64,
    /// [`Timing::memory_waits`] so far, and the stall that counts as one.
    memory_waits: u32,
    long_stall: u64,
    /// Operations on the vmcnt counter still counted, as instruction
    /// indices in issue order (it counts in order): which loads a wait
    /// drains, for [`Timing::reuse_waits`].
    vm_in_flight: Vec<usize>,
    reuse_waits: u32,
}

impl Wave {
    pub(super) fn new<S: Borrow<SimInstr>>(m: &Machine, p: &Params, instrs: &[S]) -> Wave {
        Wave {
            ready: ReadyTimes::new(instrs),
            cursor: 0,
            pipe_free: [0; Pipe::COUNT],
            busy: [0; Pipe::COUNT],
            queues: (0..Counter::COUNT).map(|_| CounterQueue::default()).collect(),
            valu_done: 0,
            alu_done: 0,
            quantum: m.clock_per_slot() as u64,
            memory_waits: 0,
            long_stall: (m.memory_latency(MemOp::VmemLoad, p) / 2) as u64,
            vm_in_flight: Vec::new(),
            reuse_waits: 0,
        }
    }

    /// Values ready `clocks` after the start, for ids within the wave's
    /// table (the ids its instructions name).
    fn preset(&mut self, carried: &[(u32, u64)]) {
        for &(id, clocks) in carried {
            if self.ready.covers(id) {
                self.ready.set(id, clocks);
            }
        }
    }

    /// When the next instruction may issue.
    pub(super) fn cursor(&self) -> u64 {
        self.cursor
    }

    /// When value `id` is ready (0: long ready, or never written).
    pub(super) fn ready_at(&self, id: u32) -> u64 {
        self.ready.get(id)
    }

    /// Start a new stretch of code: its waits count only its own loads
    /// (indices into the stretch, for [`Timing::reuse_waits`]), as the
    /// per-region waits are placed.
    pub(super) fn next_stretch(&mut self) {
        self.vm_in_flight.clear();
    }

    /// When the wave is done with everything issued so far: the last
    /// instruction has issued, every pipeline has drained and every ALU
    /// result is written (memory in flight is not waited for).
    fn end(&self) -> u64 {
        let drained = self.pipe_free.iter().copied().max().unwrap_or(0);
        self.cursor.max(drained).max(self.alu_done)
    }

    /// [`Self::end`], or the last completion of memory still in flight.
    fn settled(&self) -> u64 {
        // Results that come back to registers; not stores (gfx10+ count
        // them apart) nor exports.
        let returns = [Counter::Vm, Counter::Lgkm, Counter::Ds, Counter::Km];
        let last = returns.iter().flat_map(|c| self.queues[c.index()].pending.iter().copied()).max().unwrap_or(0);
        self.end().max(last)
    }

    /// Whether some memory operation completes after `t`.
    fn memory_in_flight_after(&self, t: u64) -> bool {
        self.queues.iter().any(|q| q.pending.iter().any(|&c| c > t))
    }

    pub(super) fn run<S: Borrow<SimInstr>>(&mut self, m: &Machine, p: &Params, instrs: &[S]) {
        for (i, ins) in instrs.iter().map(Borrow::borrow).enumerate() {
            // The oldest operations the wait drains (the counter is in order).
            let drained = ins.wait.and_then(|w| w.get(Counter::Vm)).map_or(0, |n| self.vm_in_flight.len().saturating_sub(n as usize));
            if self.step(m, p, ins) && drained > 0 && only_reuses(instrs, i, &self.vm_in_flight[..drained]) {
                self.reuse_waits += 1;
            }
            self.vm_in_flight.drain(..drained);
            if ins.cost.counter == Some(Counter::Vm) {
                self.vm_in_flight.push(i);
            }
        }
    }

    /// Issue `ins`; whether its wait sat out a round trip to memory.
    fn step(&mut self, m: &Machine, p: &Params, ins: &SimInstr) -> bool {
        let mut round_trip = false;
        let c = &ins.cost;
        let mut start = self.cursor;
        if let Some(w) = &ins.wait {
            let mut memory = 0;
            for ctr in Counter::ALL {
                if let Some(n) = w.get(ctr) {
                    let done = self.queues[ctr.index()].wait_until_at_most(n as usize);
                    if matches!(ctr, Counter::Vm | Counter::Vs) {
                        memory = memory.max(done);
                    }
                    start = start.max(done);
                }
            }
            if memory >= self.cursor + self.long_stall {
                self.memory_waits += 1;
                round_trip = true;
            }
        }
        if ins.wait_valu {
            start = start.max(self.valu_done);
        }
        for &r in &ins.reads {
            start = start.max(self.ready.get(r));
        }
        if let Some(ctr) = c.counter {
            // A full counter holds the next operation until one completes.
            let max = m.counter_max(ctr);
            start = start.max(self.queues[ctr.index()].wait_until_at_most(max - 1));
        }
        if let Some(pipe) = c.pipe {
            start = start.max(self.pipe_free[pipe.index()]);
        }
        start = start.div_ceil(self.quantum) * self.quantum;
        if let Some(pipe) = c.pipe {
            self.pipe_free[pipe.index()] = start + c.busy as u64;
            self.busy[pipe.index()] += c.busy as u64;
        }
        self.cursor = start + c.issue as u64;

        let result = start + m.result_latency(c, p) as u64;
        for &w in &ins.writes {
            self.ready.set(w, result);
        }
        match c.mem {
            Some(mem) => {
                let ctr = c.counter.expect("memory ops bump a counter");
                let done = start + m.memory_latency(mem, p) as u64;
                let in_order = !matches!(mem, MemOp::SmemLoad | MemOp::SmemStore);
                self.queues[ctr.index()].push(done, in_order);
            }
            None => {
                if !ins.writes.is_empty() {
                    self.alu_done = self.alu_done.max(result);
                }
                if matches!(c.pipe, Some(Pipe::Valu | Pipe::Trans | Pipe::Xdl)) {
                    self.valu_done = self.valu_done.max(result);
                }
            }
        }
        round_trip
    }
}

/// Whether the first instruction from `at` on that touches what the
/// `drained` operations write is a load writing it without reading it:
/// the wait at `at` orders two loads into the same registers, not a
/// result and its use. An ALU write over a dead lane does not count: the
/// results it waits beside are read a few instructions on, so that wait
/// would stand anyway. None touching them (the wait serves the next
/// iteration, or a store's completion) is no reuse either.
fn only_reuses<S: Borrow<SimInstr>>(instrs: &[S], at: usize, drained: &[usize]) -> bool {
    let written: Vec<u32> = drained.iter().flat_map(|&d| instrs[d].borrow().writes.iter().copied()).collect();
    if written.is_empty() {
        return false;
    }
    let touches = |regs: &[u32]| regs.iter().any(|r| written.contains(r));
    for ins in instrs[at..].iter().map(Borrow::borrow) {
        if touches(&ins.reads) {
            return false;
        }
        if touches(&ins.writes) {
            return ins.cost.mem.is_some_and(MemOp::returns);
        }
    }
    false
}
