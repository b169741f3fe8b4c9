//! FFI for the iterative scheduler: sessions and region DAGs.

use super::sys::*;
use super::convert::{self, part, slice};
use super::guarded;
use crate::iterative::{IglpSwap, Options, Region, Session, Step, Strategy};
use crate::sched::dag::{DepKind, Edge, EdgeList, Node, RegionDag, SUnit};
use crate::sched::minreg::MinRegPolicy;
use crate::snapshot::Reg;

/// The opaque `GcnrsSchedSession` handed to C++: the session, and the
/// buffer the current step's order points into.
pub struct SchedSession {
    session: Session,
    step_buffer: Vec<u32>,
    /// -gcnrs-dump-snapshot's directory: region cases are written there.
    dump_dir: Option<std::path::PathBuf>,
}

fn node(n: u32) -> Node {
    match n {
        GCNRS_NODE_ENTRY => Node::Entry,
        GCNRS_NODE_EXIT => Node::Exit,
        n => Node::SUnit(n),
    }
}

fn edge(e: &GcnrsEdge) -> Result<Edge, String> {
    let kind = match e.kind {
        GCNRS_DEP_DATA => DepKind::Data,
        GCNRS_DEP_ANTI => DepKind::Anti,
        GCNRS_DEP_OUTPUT => DepKind::Output,
        GCNRS_DEP_ORDER => DepKind::Order,
        k => return Err(format!("unknown dependence kind {k}")),
    };
    let reg = (e.flags & GCNRS_EDGE_HAS_REG != 0).then_some(if e.flags & GCNRS_EDGE_VIRTUAL_REG != 0 {
        Reg::Virt(e.reg)
    } else {
        Reg::Phys(e.reg)
    });
    Ok(Edge {
        node: node(e.node),
        kind,
        weak: e.flags & GCNRS_EDGE_WEAK != 0,
        artificial: e.flags & GCNRS_EDGE_ARTIFICIAL != 0,
        latency: e.latency,
        reg,
    })
}

/// Copy the exported DAG; SUnit instruction indices become relative to the
/// region's first instruction. The shim lays every edge list out in one
/// array, as [`RegionDag`] keeps them: the edges are converted in one pass
/// and each list keeps its place.
///
/// # Safety
/// `d` must be a valid DAG export for the duration of the call.
unsafe fn region_dag(d: *const GcnrsDag, region: &Region) -> Result<RegionDag, String> {
    let d = d.as_ref().ok_or("null DAG")?;
    let c_edges = slice(d.edges, d.num_edges);
    let mut edges = Vec::with_capacity(c_edges.len());
    for e in c_edges {
        edges.push(edge(e)?);
    }
    let list = |first: u32, n: u32| -> Result<EdgeList, String> {
        part(c_edges, first, n, "edge")?;
        Ok(EdgeList { start: first, len: n })
    };
    let mut sunits = Vec::with_capacity(d.num_sunits);
    for s in slice(d.sunits, d.num_sunits) {
        let rel = s
            .instr
            .checked_sub(region.first_instr)
            .filter(|&i| i < region.num_instrs)
            .ok_or("SUnit instruction outside its region")?;
        sunits.push(SUnit {
            instr: rel,
            latency: s.latency,
            preds: list(s.first_pred, s.num_pred_edges)?,
            succs: list(s.first_succ, s.num_succ_edges)?,
            num_preds: s.num_preds,
            num_succs: s.num_succs,
            num_preds_left: s.num_preds_left,
            num_succs_left: s.num_succs_left,
            weak_preds_left: s.weak_preds_left,
            weak_succs_left: s.weak_succs_left,
            depth: (d.has_depth_height != 0).then_some(s.depth),
            height: (d.has_depth_height != 0).then_some(s.height),
        });
    }
    Ok(RegionDag {
        sunits,
        entry_succs: list(d.entry_first_succ, d.entry_num_succs)?,
        exit_preds: list(d.exit_first_pred, d.exit_num_preds)?,
        edges,
        exit_instr: region.boundary.map(|_| region.num_instrs),
        top_roots: slice(d.top_roots, d.num_top_roots).to_vec(),
        bot_roots: slice(d.bot_roots, d.num_bot_roots).to_vec(),
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_sched_begin(
    f: *const GcnrsFunction,
    regions: *const GcnrsRegion,
    num_regions: usize,
    strategy: GcnrsStrategy,
    options: *const GcnrsSchedOptions,
    session: *mut *mut GcnrsSchedSession,
    message: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(message, || {
        // SAFETY: the shim's snapshot (if any), region array, hint names
        // and options live for the call.
        let func = if f.is_null() { None } else { Some(unsafe { convert::function(f) }?) };
        let regions = unsafe { slice(regions, num_regions) }
            .iter()
            .map(|r| Region {
                first_instr: r.first_instr,
                num_instrs: r.num_instrs,
                boundary: (r.boundary_instr >= 0).then_some(r.boundary_instr as u32),
                num_region_instrs: r.num_region_instrs,
                hints: unsafe { slice(r.hints, r.num_hints) }
                    .iter()
                    .map(|h| unsafe { convert::gstr(h) })
                    .collect(),
                loop_depth: r.loop_depth,
                loop_header: u32::try_from(r.loop_header).ok(),
                original_position: if r.original_rank.is_null() {
                    Vec::new()
                } else {
                    unsafe { slice(r.original_rank, r.num_instrs as usize) }.to_vec()
                },
            })
            .collect();
        let strategy = strategy_of(strategy)?;
        let c_opts = unsafe { options.as_ref() }.ok_or("null options")?;
        let opts = options_of(c_opts);
        let dump = unsafe { convert::gstr(&c_opts.dump_dir) };
        let dump_dir = (!dump.is_empty()).then(|| std::path::PathBuf::from(dump));
        let s = Session::new(func, regions, strategy, opts)?;
        let boxed = Box::into_raw(Box::new(SchedSession { session: s, step_buffer: Vec::new(), dump_dir }));
        // SAFETY: `session` is a valid out-pointer.
        unsafe { *session = boxed as *mut GcnrsSchedSession };
        Ok(String::new())
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_sched_snapshot_needs(strategy: GcnrsStrategy, options: *const GcnrsSchedOptions) -> u32 {
    // Any failure answers "everything": exporting more is always safe.
    let everything = GCNRS_NEEDS_SNAPSHOT | GCNRS_NEEDS_OCCUPANCY_FACTS | GCNRS_NEEDS_PHYS_REGS;
    std::panic::catch_unwind(|| {
        let (Ok(strategy), Some(o)) = (strategy_of(strategy), unsafe { options.as_ref() }) else {
            return everything;
        };
        let needs = strategy.snapshot_needs(&options_of(o));
        let mut bits = 0;
        if needs.snapshot {
            bits |= GCNRS_NEEDS_SNAPSHOT;
        }
        if needs.occupancy_facts {
            bits |= GCNRS_NEEDS_OCCUPANCY_FACTS;
        }
        if needs.phys_regs {
            bits |= GCNRS_NEEDS_PHYS_REGS;
        }
        bits
    })
    .unwrap_or(everything)
}

fn strategy_of(s: GcnrsStrategy) -> Result<Strategy, String> {
    match s {
        GCNRS_STRATEGY_MINREG => Ok(Strategy::MinReg),
        GCNRS_STRATEGY_MAX_OCCUPANCY => Ok(Strategy::MaxOccupancy),
        GCNRS_STRATEGY_ILP => Ok(Strategy::Ilp),
        GCNRS_STRATEGY_OCCUPANCY => Ok(Strategy::Occupancy),
        GCNRS_STRATEGY_FOUNDER => Ok(Strategy::Founder),
        GCNRS_STRATEGY_STATS => Ok(Strategy::Stats),
        GCNRS_STRATEGY_OPTIMAL_MINREG => Ok(Strategy::OptimalMinReg),
        GCNRS_STRATEGY_SPEED => Ok(Strategy::Speed),
        s => Err(format!("unknown strategy {s}")),
    }
}

fn options_of(o: &GcnrsSchedOptions) -> Options {
    Options {
        minreg: MinRegPolicy { height_tiebreak: o.minreg_height_tiebreak != 0 },
        verify: o.verify != 0,
        refuse_region: usize::try_from(o.refuse_region).ok(),
        vgpr_margin: o.vgpr_margin,
        vgpr_margin_percent: o.vgpr_margin_percent,
        sgpr_margin: o.sgpr_margin,
        vgpr_ceiling_margin_percent: o.vgpr_ceiling_margin_percent,
        solver_nodes: o.solver_nodes,
        solver_function_nodes: o.solver_function_nodes,
        solve_stats: o.solve_stats != 0,
        occupancy_solver: o.occupancy_solver != 0,
        mem_latency: (o.mem_latency != 0).then_some(o.mem_latency),
    }
}

/// # Safety
/// `s` must come from `gcnrs_sched_begin` and not be ended yet.
unsafe fn session<'a>(s: *mut GcnrsSchedSession) -> Result<&'a mut SchedSession, String> {
    (s as *mut SchedSession).as_mut().ok_or_else(|| "null session".into())
}

fn iglp(swap: IglpSwap) -> u32 {
    match swap {
        IglpSwap::Keep => GCNRS_IGLP_KEEP,
        IglpSwap::Initial => GCNRS_IGLP_INITIAL,
        IglpSwap::Reentry => GCNRS_IGLP_REENTRY,
        IglpSwap::Without => GCNRS_IGLP_WITHOUT,
    }
}

#[no_mangle]
pub extern "C" fn gcnrs_sched_next(
    s: *mut GcnrsSchedSession,
    step: *mut GcnrsSchedStep,
    message: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(message, || {
        let s = unsafe { session(s) }?;
        let next = s.session.next_step()?;
        let mut out = GcnrsSchedStep {
            kind: GCNRS_STEP_DONE,
            region: 0,
            iglp: GCNRS_IGLP_KEEP,
            value: 0,
            order: std::ptr::null(),
            order_len: 0,
        };
        s.step_buffer.clear();
        match next {
            Step::Done => {}
            Step::BuildDag { region, iglp: swap } => {
                out.kind = GCNRS_STEP_BUILD_DAG;
                out.region = region;
                out.iglp = iglp(swap);
            }
            Step::Legacy { region, iglp: swap } => {
                out.kind = GCNRS_STEP_LEGACY;
                out.region = region;
                out.iglp = iglp(swap);
            }
            Step::ApplySUnits(order) => {
                out.kind = GCNRS_STEP_APPLY_SUNITS;
                s.step_buffer = order;
            }
            Step::PlaceSUnits { order, top } => {
                out.kind = GCNRS_STEP_PLACE_SUNITS;
                out.value = top;
                s.step_buffer = order;
            }
            Step::ApplyInstrs(instrs) => {
                out.kind = GCNRS_STEP_APPLY_INSTRS;
                s.step_buffer = instrs;
            }
            Step::Restore => out.kind = GCNRS_STEP_RESTORE,
            Step::Leave => out.kind = GCNRS_STEP_LEAVE,
            Step::SetOccupancy(n) => {
                out.kind = GCNRS_STEP_SET_OCCUPANCY;
                out.value = n;
            }
        }
        if !s.step_buffer.is_empty() {
            out.order = s.step_buffer.as_ptr();
            out.order_len = s.step_buffer.len();
        }
        // SAFETY: `step` is a valid out-pointer.
        unsafe { *step.as_mut().ok_or("null step")? = out };
        Ok(s.session.take_notes().join("\n"))
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_sched_dag(s: *mut GcnrsSchedSession, dag: *const GcnrsDag, message: *mut GcnrsText) -> GcnrsStatus {
    guarded(message, || {
        let s = unsafe { session(s) }?;
        let idx = s.session.awaited_region().ok_or("no DAG was asked for")?;
        let region = s.session.regions()[idx].clone();
        // SAFETY: the shim's DAG export lives for the call.
        let dag = unsafe { region_dag(dag, &region) }?;
        let note = match &s.dump_dir {
            Some(dir) => dump_region_case(dir, &s.session, idx, &dag),
            None => String::new(),
        };
        s.session.give_dag(&dag)?;
        Ok(note)
    })
}

/// Write region `idx`'s case as `DIR/<function>.region<idx>.case.json`;
/// answers a diagnostic when that fails (the run goes on).
fn dump_region_case(dir: &std::path::Path, session: &Session, idx: usize, dag: &RegionDag) -> String {
    let Some(case) = session.region_case(idx, dag) else { return String::new() };
    let path = dir.join(format!("{}.region{idx}.case.json", case.function));
    let written = std::fs::create_dir_all(dir)
        .and_then(|()| serde_json::to_string(&case).map_err(std::io::Error::other))
        .and_then(|json| std::fs::write(&path, json));
    match written {
        Ok(()) => String::new(),
        Err(e) => format!("cannot write {}: {e}", path.display()),
    }
}

#[no_mangle]
pub extern "C" fn gcnrs_sched_region_order(
    s: *mut GcnrsSchedSession,
    instrs: *const u32,
    num_instrs: usize,
    message: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(message, || {
        let s = unsafe { session(s) }?;
        // SAFETY: the shim's array lives for the call.
        let instrs = unsafe { slice(instrs, num_instrs) };
        s.session.give_legacy_order(instrs)?;
        Ok(String::new())
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_sched_needs_iglp(s: *const GcnrsSchedSession) -> u8 {
    // SAFETY: a live session from gcnrs_sched_begin, or null.
    let Some(s) = (unsafe { (s as *const SchedSession).as_ref() }) else { return 1 };
    // A panic here would only mean "unknown": answer the safe way.
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| s.session.needs_iglp_mutation() as u8)).unwrap_or(1)
}

#[no_mangle]
pub extern "C" fn gcnrs_sched_widen_undef_implicit_defs(s: *const GcnrsSchedSession) -> u8 {
    // SAFETY: a live session from gcnrs_sched_begin, or null.
    let Some(s) = (unsafe { (s as *const SchedSession).as_ref() }) else { return 0 };
    // A panic means "no": the rewrite is a workaround, never a must.
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| match s.session.widen_undef_implicit_defs() {
        Some(function) => {
            super::stats::note_widened(function);
            1
        }
        None => 0,
    }))
    .unwrap_or(0)
}

#[no_mangle]
pub extern "C" fn gcnrs_sched_end(s: *mut GcnrsSchedSession) {
    if !s.is_null() {
        // SAFETY: created by Box::into_raw in gcnrs_sched_begin.
        let mut s = unsafe { Box::from_raw(s as *mut SchedSession) };
        // A statistics session's findings wait until the scheduler has
        // finished the function (nothing here can panic but the lock, which
        // recovers).
        if let Some((function, regions)) = s.session.take_stats() {
            super::stats::keep_before(function, regions);
        }
    }
}
