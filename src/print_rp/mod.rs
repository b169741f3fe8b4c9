//! `gcnrs-print-rp`: per-instruction register pressure in exactly the text
//! format of LLVM 22's `amdgpu-print-rp`, so the two can be diffed.
//!
//! Upward mode (the default) walks each block bottom-up from the live set
//! at the block's last slot; downward mode walks top-down from the live set
//! before the first instruction. Both print, per non-debug instruction, the
//! pressure before it and at it, then the live-out and live-through sets.


use crate::lanes::fmt_lanes;
use crate::pressure::{
    live_regs_at, live_through_lanes, DownwardTracker, LiveRegSet, RegPressure, UpwardTracker,
};
use crate::snapshot::{Block, Function};
use std::fmt::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Upward,
    Downward,
}

/// The whole printer output for one function.
pub fn print_function(f: &Function, dir: Direction) -> String {
    let mut out = String::new();
    let _ = write!(out, "---\nname: {}\nbody:             |\n", f.name);
    for b in &f.blocks {
        print_block(&mut out, f, b, dir);
    }
    out.push_str("...\n");
    out
}

/// Pressure before and at each non-debug instruction, in program order.
struct BlockPressure {
    steps: Vec<(RegPressure, RegPressure)>,
    live_in: LiveRegSet,
    live_out: LiveRegSet,
    at_end: RegPressure,
}

/// Per non-debug instruction of block `b`, in program order, the two
/// pressures the upward printer prints around it: before it (its first
/// line) and at it (its own line); then the pressure at the block end.
pub fn upward_steps(f: &Function, b: &Block) -> (Vec<(RegPressure, RegPressure)>, RegPressure) {
    let bp = track_upward(f, b);
    (bp.steps, bp.at_end)
}

fn track_upward(f: &Function, b: &Block) -> BlockPressure {
    let live_out = live_regs_at(&f.vregs, b.last);
    let mut t = UpwardTracker::new(&f.vregs, live_out.clone());
    let at_end = t.pressure();
    let mut steps = Vec::with_capacity(b.num_instrs as usize);
    for mi in f.block_instrs(b).iter().rev() {
        if mi.is_debug() {
            continue;
        }
        t.reset_max();
        t.recede(mi);
        steps.push((t.pressure(), t.max_pressure()));
    }
    steps.reverse();
    BlockPressure { steps, live_in: t.live().clone(), live_out, at_end }
}

fn track_downward(f: &Function, b: &Block) -> BlockPressure {
    let instrs = f.block_instrs(b);
    if instrs.is_empty() {
        let live = live_regs_at(&f.vregs, b.start);
        let at_end = crate::pressure::pressure_of_set(&f.vregs, &live);
        return BlockPressure { steps: vec![], live_in: live.clone(), live_out: live, at_end };
    }
    // A block of debug instructions only: LLVM's tracker never starts and
    // reports empty sets.
    let Some(mut t) = DownwardTracker::start(&f.vregs, instrs) else {
        return BlockPressure {
            steps: vec![],
            live_in: LiveRegSet::new(),
            live_out: LiveRegSet::new(),
            at_end: RegPressure::new(),
        };
    };
    let live_in = t.live().clone();
    let mut steps = Vec::with_capacity(instrs.len());
    while !t.advance_before_next() {
        let before = t.pressure();
        t.advance_to_next();
        steps.push((before, t.pressure()));
    }
    BlockPressure { steps, live_in, live_out: t.live().clone(), at_end: t.pressure() }
}

fn print_block(out: &mut String, f: &Function, b: &Block, dir: Direction) {
    let _ = writeln!(out, "  {}:", b.name);
    let bp = match dir {
        Direction::Upward => track_upward(f, b),
        Direction::Downward => track_downward(f, b),
    };

    out.push_str("    Live-in: ");
    print_set(out, &bp.live_in);
    if dir == Direction::Upward {
        report_lis_mismatch(out, &bp.live_in, &live_regs_at(&f.vregs, b.start));
    }

    out.push_str("    SGPR  VGPR\n");
    let mut steps = bp.steps.iter();
    for mi in f.block_instrs(b) {
        if mi.is_debug() {
            out.push_str("                 ");
        } else {
            let (before, at) = steps.next().expect("one pressure pair per instruction");
            print_rp(out, before);
            out.push('\n');
            print_rp(out, at);
            out.push_str("  ");
        }
        out.push_str(&mi.text);
    }
    print_rp(out, &bp.at_end);
    out.push('\n');

    out.push_str("    Live-out:");
    print_set(out, &bp.live_out);
    if dir == Direction::Downward {
        report_lis_mismatch(out, &bp.live_out, &live_regs_at(&f.vregs, b.last));
    }

    let mut through = LiveRegSet::new();
    for (v, lanes) in bp.live_in.iter() {
        let both = lanes & bp.live_out.lanes(v);
        if both != 0 {
            let lt = live_through_lanes(&f.vregs, v, b.start, b.last, both);
            if lt != 0 {
                *through.entry(v) = lt;
            }
        }
    }
    out.push_str("    Live-thr:");
    print_set(out, &through);
    print_rp(out, &crate::pressure::pressure_of_set(&f.vregs, &through));
    out.push('\n');
}

/// `"    %-5d %-5d"` of SGPRs and split-file VGPRs (AGPRs and the unified
/// count are not shown by the in-tree printer).
fn print_rp(out: &mut String, rp: &RegPressure) {
    let _ = write!(out, "    {:<5} {:<5}", rp.sgpr(), rp.vgpr(false));
}

fn print_set(out: &mut String, set: &LiveRegSet) {
    for (v, m) in set.sorted() {
        let _ = write!(out, " %{v}:{}", fmt_lanes(m));
    }
    out.push('\n');
}

/// When the tracked set differs from LiveIntervals' answer, print the LIS
/// set and one line per difference. Differences are listed in the live
/// sets' hash-map order, as LLVM does, which is why `LiveRegSet` mirrors
/// LLVM's map layout.
fn report_lis_mismatch(out: &mut String, tracked: &LiveRegSet, lis: &LiveRegSet) {
    if tracked.same_as(lis) {
        return;
    }
    out.push_str("    mis LIS: ");
    print_set(out, lis);
    const PFX: &str = "      ";
    for (v, m) in tracked.iter() {
        match lis.get(v) {
            None => {
                let _ = writeln!(out, "{PFX}%{v}:L{} isn't found in LIS reported set", fmt_lanes(m));
            }
            Some(lm) if lm != m => {
                let _ = writeln!(
                    out,
                    "{PFX}%{v} masks doesn't match: LIS reported {}, tracked {}",
                    fmt_lanes(lm),
                    fmt_lanes(m)
                );
            }
            Some(_) => {}
        }
    }
    for (v, m) in lis.iter() {
        if tracked.get(v).is_none() {
            let _ = writeln!(out, "{PFX}%{v}:L{} isn't found in tracked set", fmt_lanes(m));
        }
    }
}
