//! The conversation between a mode and the shim.
//!
//! Rust never calls into LLVM, yet the max-occupancy mode must interleave
//! its decisions with work only LLVM can do (building DAGs, running LLVM's
//! own strategy, writing the occupancy). So the session is a step machine:
//! the shim asks for the next [`Step`], carries it out, and answers the two
//! steps that produce something (a DAG, a region's new order). The mode
//! reacts to each answer by queueing further steps. The shim stays a pure
//! executor; every decision, and its reason, is made here.

use super::context::Context;
use super::modes::{self, Policy};
use super::{Options, Region, Strategy};
use crate::sched::problem::RegionCase;
use crate::sched::RegionDag;
use crate::snapshot::Function;
use std::collections::VecDeque;
use std::fmt;

/// Whether building a region's DAG replaces the DAG mutations by the
/// IGroupLP mutation (the in-tree `swapIGLPMutations`), and in which phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IglpSwap {
    Keep,
    Initial,
    Reentry,
    /// Keep the mutations, but build this one DAG without IGroupLP: for a
    /// session that must leave no trace on the scheduler that runs after
    /// it. IGroupLP carries state from one DAG to the next: LLVM 22's
    /// `IGLP_OPT(1)` strategy counts the DS writes of every DAG it sees
    /// before allocation in process-wide counters that only grow, and
    /// plans each later pipeline from them.
    Without,
}

impl IglpSwap {
    pub fn for_region(cx: &Context, region: usize, reentry: bool) -> IglpSwap {
        match (cx.has_iglp(region), reentry) {
            (false, _) => IglpSwap::Keep,
            (true, false) => IglpSwap::Initial,
            (true, true) => IglpSwap::Reentry,
        }
    }
}

/// One thing for the shim to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Enter the region and build its DAG; answer with the DAG.
    BuildDag { region: u32, iglp: IglpSwap },
    /// Place the current DAG's SUnits in this order (NodeNums, top to
    /// bottom), then its debug values.
    ApplySUnits(Vec<u32>),
    /// The same placement with few moves ([`crate::iterative::placement`]):
    /// the first `top` SUnits of `order` top-down from the region's start,
    /// the rest bottom-up from its end. Only the slot indexes differ from
    /// `ApplySUnits`, so the parity modes do not use it.
    PlaceSUnits { order: Vec<u32>, top: u32 },
    /// Place these instructions (snapshot indices, debug values already
    /// interleaved) as they are: a detached schedule.
    ApplyInstrs(Vec<u32>),
    /// Place the current DAG's SUnits in the order they had when the DAG
    /// was built. Also how a region is "kept": building a lane-tracking DAG
    /// clears `undef` flags that only placing brings back.
    Restore,
    /// Enter the region and let LLVM's default AMDGPU strategy schedule it;
    /// answer with the region's new instruction order.
    Legacy { region: u32, iglp: IglpSwap },
    /// Leave the current region.
    Leave,
    /// Write this as the function occupancy (machine function info).
    SetOccupancy(u32),
    Done,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Awaiting {
    Dag(usize),
    LegacyOrder(usize),
}

impl fmt::Display for Awaiting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Awaiting::Dag(r) => write!(f, "the DAG of region {r}"),
            Awaiting::LegacyOrder(r) => write!(f, "the new order of region {r}"),
        }
    }
}

/// State of one `finalizeSchedule()` run.
pub struct Session {
    cx: Context,
    policy: Box<dyn Policy>,
    queue: VecDeque<Step>,
    awaiting: Option<Awaiting>,
    done: bool,
    /// Entered around every call into the policy, so that each trace line
    /// names its function: llc schedules a module's functions one after
    /// another, and a trace of several kernels is otherwise one stream.
    span: tracing::Span,
}

impl Session {
    pub fn new(func: Option<Function>, regions: Vec<Region>, strategy: Strategy, opts: Options) -> Result<Session, String> {
        let name = func.as_ref().map_or("", |f| f.name.as_str());
        let span = tracing::debug_span!(target: crate::diag::FUNCTION_SPAN, "function", name);
        let (cx, policy) = span.in_scope(|| {
            let mut cx = Context::new(func, regions, opts)?;
            let policy = modes::create(strategy, &mut cx)?;
            Ok::<_, String>((cx, policy))
        })?;
        Ok(Session { cx, policy, queue: VecDeque::new(), awaiting: None, done: false, span })
    }

    /// See [`Context::needs_iglp_mutation`].
    pub fn needs_iglp_mutation(&self) -> bool {
        self.cx.needs_iglp_mutation()
    }

    /// The function's name when its policy wants the shim to widen
    /// read-undef sub-register IMPLICIT_DEFs (see
    /// [`modes::Policy::widen_undef_implicit_defs`]).
    pub fn widen_undef_implicit_defs(&self) -> Option<&str> {
        let name = self.cx.func.as_ref().map(|f| f.name.as_str());
        self.policy.widen_undef_implicit_defs().then_some(name).flatten()
    }

    pub fn regions(&self) -> &[Region] {
        &self.cx.regions
    }

    /// The region whose DAG or order the shim must send next, if any.
    pub fn awaited_region(&self) -> Option<usize> {
        self.awaiting.map(|a| match a {
            Awaiting::Dag(r) | Awaiting::LegacyOrder(r) => r,
        })
    }

    /// Region `idx` over `dag` as a replayable case (None without a
    /// snapshot: a case needs the region's operands).
    pub fn region_case(&self, idx: usize, dag: &RegionDag) -> Option<RegionCase> {
        let func = self.cx.func.as_ref()?;
        let p = self.cx.problem(idx, dag).ok()?;
        Some(p.to_case(&func.name, idx as u32, Some(&func.target)))
    }

    /// What a statistics run learnt (see [`Strategy::Stats`]), with the
    /// function's name; empty for other runs.
    ///
    /// [`Strategy::Stats`]: super::Strategy::Stats
    pub fn take_stats(&mut self) -> Option<(String, Vec<(crate::stats::RegionKey, crate::stats::RegionBefore)>)> {
        let name = self.cx.func.as_ref()?.name.clone();
        (!self.cx.stats.is_empty()).then(|| (name, std::mem::take(&mut self.cx.stats)))
    }

    /// Diagnostics collected since the last call, for the shim to print.
    pub fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.cx.notes)
    }

    pub fn next_step(&mut self) -> Result<Step, String> {
        if let Some(a) = self.awaiting {
            return Err(format!("the shim has not sent {a} yet"));
        }
        loop {
            if let Some(step) = self.queue.pop_front() {
                self.awaiting = match step {
                    Step::BuildDag { region, .. } => Some(Awaiting::Dag(region as usize)),
                    Step::Legacy { region, .. } => Some(Awaiting::LegacyOrder(region as usize)),
                    _ => None,
                };
                return Ok(step);
            }
            if self.done {
                return Ok(Step::Done);
            }
            let mut out = Vec::new();
            let _in = self.span.enter();
            self.done = !self.policy.advance(&mut self.cx, &mut out)?;
            self.queue.extend(out);
        }
    }

    /// The span of one region's step, inside the function's.
    fn region_span(&self, region: usize) -> tracing::span::EnteredSpan {
        tracing::debug_span!(target: crate::diag::FUNCTION_SPAN, parent: &self.span, "region", index = region).entered()
    }

    pub fn give_dag(&mut self, dag: &RegionDag) -> Result<(), String> {
        let Some(Awaiting::Dag(region)) = self.awaiting.take() else {
            return Err("a DAG arrived that no step asked for".into());
        };
        let mut out = Vec::new();
        let _region = self.region_span(region);
        self.policy.on_dag(&mut self.cx, region, dag, &mut out)?;
        self.queue.extend(out);
        Ok(())
    }

    pub fn give_legacy_order(&mut self, instrs: &[u32]) -> Result<(), String> {
        let Some(Awaiting::LegacyOrder(region)) = self.awaiting.take() else {
            return Err("a region order arrived that no step asked for".into());
        };
        let mut out = Vec::new();
        let _region = self.region_span(region);
        self.policy.on_legacy_order(&mut self.cx, region, instrs, &mut out)?;
        self.queue.extend(out);
        Ok(())
    }
}
