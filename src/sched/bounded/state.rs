//! The mechanism half of the bounded scheduler: which SUnits are ready
//! from the bottom, and the reverse cycle clock of the latency replay. It
//! decides nothing; `policy.rs` does.
//!
//! Bottom-up, an SUnit is ready once every strong successor is placed
//! (weak edges only ask for adjacency and never block). The clock runs from
//! the region's bottom upwards: a placed SUnit takes the first free reverse
//! cycle that is also at least its latency above every consumer it feeds
//! through a replay edge ([`crate::sched::latency`]). The reverse cycle of
//! the last SUnit placed, plus one, is the replay length of the whole order
//! (`latency::reverse_length`), so a pick that has to wait shows up as a
//! stall here exactly as it will in the metric.

use crate::sched::dag::{DepKind, Node, RegionDag};
use crate::sched::SchedError;

pub struct State<'a> {
    dag: &'a RegionDag,
    /// Strong successor edges to SUnits that are not placed yet.
    succs_left: Vec<u32>,
    placed: Vec<bool>,
    /// Ready SUnits, in the order they became ready.
    ready: Vec<u32>,
    /// Earliest reverse cycle each SUnit may take, from the consumers
    /// already placed.
    ready_at: Vec<u32>,
    /// The next free reverse cycle.
    cycle: u32,
    /// The SUnit placed last (the one just below the next pick).
    last: Option<u32>,
    /// How many SUnits the last placement made ready (the tail of `ready`).
    made_ready: usize,
    emitted: usize,
}

impl<'a> State<'a> {
    pub fn new(dag: &'a RegionDag) -> State<'a> {
        let succs_left: Vec<u32> = (0..dag.len() as u32)
            .map(|su| dag.succs(Node::SUnit(su)).iter().filter(|e| !e.weak && !e.node.is_boundary()).count() as u32)
            .collect();
        let ready = (0..dag.len() as u32).filter(|&su| succs_left[su as usize] == 0).collect();
        State {
            dag,
            succs_left,
            placed: vec![false; dag.len()],
            ready,
            ready_at: vec![0; dag.len()],
            cycle: 0,
            last: None,
            made_ready: 0,
            emitted: 0,
        }
    }

    pub fn ready(&self) -> &[u32] {
        &self.ready
    }

    pub fn is_done(&self) -> bool {
        self.emitted == self.dag.len()
    }

    pub fn emitted(&self) -> usize {
        self.emitted
    }

    pub fn last(&self) -> Option<u32> {
        self.last
    }

    /// The SUnits the last placement made ready.
    pub fn made_ready(&self) -> &[u32] {
        &self.ready[self.ready.len() - self.made_ready..]
    }

    /// Whether `su` is ready: not placed, every strong successor placed.
    pub fn is_ready(&self, su: u32) -> bool {
        !self.placed[su as usize] && self.succs_left[su as usize] == 0
    }

    pub fn is_placed(&self, su: u32) -> bool {
        self.placed[su as usize]
    }

    /// The earliest reverse cycle `su` may take without stalling (final
    /// once it is ready: only its consumers move it).
    pub fn ready_at(&self, su: u32) -> u32 {
        self.ready_at[su as usize]
    }

    /// The next free reverse cycle.
    pub fn cycle(&self) -> u32 {
        self.cycle
    }

    /// Cycles the region would stall if `su` were placed next.
    pub fn stall(&self, su: u32) -> u32 {
        self.ready_at[su as usize].saturating_sub(self.cycle)
    }

    /// The replay length of what is placed so far.
    pub fn length(&self) -> u32 {
        self.cycle
    }

    /// Place a ready SUnit above everything placed so far.
    pub fn place(&mut self, su: u32) -> Result<(), SchedError> {
        let pos = self.ready.iter().position(|&r| r == su).ok_or(SchedError::BadRoot { su })?;
        self.ready.remove(pos);
        let at = self.cycle.max(self.ready_at[su as usize]);
        self.cycle = at + 1;
        self.placed[su as usize] = true;
        self.last = Some(su);
        self.emitted += 1;
        self.made_ready = 0;
        for e in self.dag.preds(Node::SUnit(su)) {
            let Node::SUnit(p) = e.node else { continue };
            if e.kind == DepKind::Data && e.reg.is_some() {
                let need = at + self.dag.sunit(p).latency;
                let slot = &mut self.ready_at[p as usize];
                *slot = (*slot).max(need);
            }
            if e.weak {
                continue;
            }
            let left = &mut self.succs_left[p as usize];
            if *left == 0 || self.placed[p as usize] {
                return Err(SchedError::CounterUnderflow { su: p });
            }
            *left -= 1;
            if *left == 0 {
                self.ready.push(p);
                self.made_ready += 1;
            }
        }
        Ok(())
    }
}
