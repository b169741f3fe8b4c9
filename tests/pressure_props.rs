//! Property tests for the pressure trackers: on random straight-line code,
//! with live intervals computed here by brute force (independently of the
//! trackers), the upward and downward trackers' live sets and pressures
//! must equal the interval-derived ones before every instruction — the
//! invariant LLVM asserts in debug builds.

use gcnrs::pressure::{live_regs_at, live_regs_at_many, pressure_of_set, DownwardTracker, UpwardTracker};
use gcnrs::snapshot::{
    Block, Function, Instr, InstrFlags, LiveInterval, LiveRange, Operand, OperandFlags, Reg, RegKind, Segment,
    SubRange, VRegInfo,
};
use proptest::prelude::*;

/// Slots of instruction `i` in a block starting at 0 (entries 16 apart).
fn base(i: usize) -> i64 {
    16 * (i as i64 + 1)
}

#[derive(Clone, Debug)]
enum Op {
    /// Define vreg (whole register).
    Def(u32),
    /// Define one half of a 64-bit vreg (`undef` on its first def).
    DefHalf(u32, bool),
    /// Read a vreg (whole) or one half.
    Use(u32, Option<bool>),
}

fn class(v: u32) -> (RegKind, u32, u32, u64) {
    // (kind, bits, weight, max lanes): even vregs 64-bit VGPR tuples, odd
    // ones alternate SGPR / VGPR 32-bit.
    match v % 4 {
        0 | 2 => (RegKind::Vgpr, 64, 2, 0xF),
        1 => (RegKind::Sgpr, 32, 1, 0x3),
        _ => (RegKind::Vgpr, 32, 1, 0x3),
    }
}

const HALVES: [u64; 2] = [0x3, 0xC];

/// Build a program from random choices, keeping it well-formed: reads only
/// of defined lanes, half defs only on 64-bit vregs.
fn program(nregs: u32, choices: &[(u8, u32, bool)]) -> Vec<Vec<Op>> {
    let mut defined = vec![0u64; nregs as usize];
    let mut prog = Vec::new();
    for &(kind, r, hi) in choices {
        let v = r % nregs;
        let (_, bits, _, max) = class(v);
        let mut ops = Vec::new();
        // Every instruction reads up to two defined registers...
        for w in [v, (v + 1) % nregs] {
            let lanes = defined[w as usize];
            if lanes == 0 {
                continue;
            }
            let (_, wb, _, wmax) = class(w);
            if wb == 64 && lanes != wmax {
                let half = lanes != 0x3;
                ops.push(Op::Use(w, Some(half)));
            } else if wb == 64 && kind % 3 == 0 {
                ops.push(Op::Use(w, Some(hi)));
            } else {
                ops.push(Op::Use(w, None));
            }
        }
        // ...and defines one (whole, or a half of a 64-bit one).
        let d = (v + 2) % nregs;
        let (_, db, _, dmax) = class(d);
        if db == 64 && kind % 2 == 1 {
            let first = defined[d as usize] == 0;
            ops.push(Op::DefHalf(d, hi));
            defined[d as usize] = if first { HALVES[hi as usize] } else { defined[d as usize] | HALVES[hi as usize] };
        } else {
            ops.push(Op::Def(d));
            defined[d as usize] = dmax;
        }
        let _ = (bits, max);
        prog.push(ops);
    }
    // A final instruction reads a few registers so something is live late.
    let mut last = Vec::new();
    for v in 0..nregs.min(3) {
        if defined[v as usize] == defined[v as usize] & class(v).3 && defined[v as usize] != 0 {
            last.push(Op::Use(v, None));
        }
    }
    // Whole-register reads of half-defined tuples would read undefined
    // lanes; read just the defined half instead.
    let last = last
        .into_iter()
        .map(|op| match op {
            Op::Use(v, None) if class(v).1 == 64 && defined[v as usize] != 0xF => {
                Op::Use(v, Some(defined[v as usize] == 0xC))
            }
            op => op,
        })
        .collect();
    prog.push(last);
    prog
}

/// Brute-force live intervals: per lane group, a segment from each def's
/// register slot to the register slot of its last read (or to its dead slot
/// when never read).
fn intervals(nregs: u32, prog: &[Vec<Op>]) -> Vec<Option<VRegInfo>> {
    (0..nregs)
        .map(|v| {
            let (kind, bits, weight, max) = class(v);
            let groups: Vec<u64> = if bits == 64 { HALVES.to_vec() } else { vec![max] };
            let mut subranges = Vec::new();
            for &g in &groups {
                let mut segs = Vec::new();
                let mut open: Option<(i64, Option<i64>, usize)> = None;
                for (i, ops) in prog.iter().enumerate() {
                    for op in ops {
                        if let Op::Use(w, half) = op {
                            let lanes = half.map(|h| HALVES[h as usize]).unwrap_or(max);
                            if *w == v && lanes & g != 0 {
                                if let Some((_, ref mut last, _)) = open {
                                    *last = Some(base(i) + 2);
                                }
                            }
                        }
                    }
                    for op in ops {
                        let lanes = match op {
                            Op::Def(w) if *w == v => max,
                            Op::DefHalf(w, h) if *w == v => HALVES[*h as usize],
                            _ => 0,
                        };
                        if lanes & g != 0 {
                            if let Some((s, last, di)) = open.take() {
                                segs.push(Segment { start: s, end: last.unwrap_or(base(di) + 3) });
                            }
                            open = Some((base(i) + 2, None, i));
                        }
                    }
                }
                if let Some((s, last, di)) = open {
                    segs.push(Segment { start: s, end: last.unwrap_or(base(di) + 3) });
                }
                subranges.push(SubRange { lanes: g, range: LiveRange { segments: segs } });
            }
            let interval = if bits == 64 {
                let mut all: Vec<Segment> = subranges.iter().flat_map(|s| s.range.segments.clone()).collect();
                all.sort_by_key(|s| s.start);
                let mut main: Vec<Segment> = Vec::new();
                for s in all {
                    match main.last_mut() {
                        Some(m) if s.start <= m.end => m.end = m.end.max(s.end),
                        _ => main.push(s),
                    }
                }
                LiveInterval { main: LiveRange { segments: main }, subranges }
            } else {
                LiveInterval { main: subranges.pop().unwrap().range, subranges: vec![] }
            };
            Some(VRegInfo {
                class_name: format!("{kind:?}{bits}").into(),
                kind,
                size_bits: bits,
                weight,
                max_lanes: max,
                tsflags: 0,
                interval: Some(interval),
            })
        })
        .collect()
}

fn function(nregs: u32, prog: &[Vec<Op>]) -> Function {
    let instrs: Vec<Instr> = prog
        .iter()
        .enumerate()
        .map(|(i, ops)| Instr {
            opcode: 0,
            opcode_name: "OP".into(),
            flags: InstrFlags(0),
            slot: Some(base(i)),
            operands: ops
                .iter()
                .map(|op| match *op {
                    Op::Def(v) => Operand { reg: Reg::Virt(v), sub_reg: 0, sub_lanes: 0, flags: OperandFlags(OperandFlags::DEF) },
                    Op::DefHalf(v, h) => Operand {
                        reg: Reg::Virt(v),
                        sub_reg: 1 + h as u32,
                        sub_lanes: HALVES[h as usize],
                        flags: OperandFlags(OperandFlags::DEF),
                    },
                    Op::Use(v, h) => Operand {
                        reg: Reg::Virt(v),
                        sub_reg: h.map(|h| 1 + h as u32).unwrap_or(0),
                        sub_lanes: h.map(|h| HALVES[h as usize]).unwrap_or(0),
                        flags: OperandFlags(0),
                    },
                })
                .collect(),
            text: String::new(),
        })
        .collect();
    let n = instrs.len();
    Function {
        name: "random".into(),
        blocks: vec![Block {
            name: "bb.0".into(),
            number: 0,
            start: 0,
            last: base(n - 1) + 3,
            end: base(n),
            first_instr: 0,
            num_instrs: n as u32,
        }],
        instrs,
        vregs: intervals(nregs, prog),
        ..Default::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn trackers_match_brute_force_liveness(
        nregs in 3u32..12,
        choices in proptest::collection::vec((any::<u8>(), any::<u32>(), any::<bool>()), 1..40),
    ) {
        let prog = program(nregs, &choices);
        let f = function(nregs, &prog);
        let n = f.instrs.len();

        // Upward: after receding instruction i, the tracked set is exactly
        // the set live at i's base slot, and so is the pressure.
        let mut up = UpwardTracker::new(&f.vregs, live_regs_at(&f.vregs, f.blocks[0].last));
        for i in (0..n).rev() {
            up.recede(&f.instrs[i]);
            let lis = live_regs_at(&f.vregs, base(i));
            prop_assert_eq!(up.live().sorted(), lis.sorted(), "upward set before instr {}", i);
            prop_assert_eq!(up.pressure(), pressure_of_set(&f.vregs, &lis), "upward pressure before instr {}", i);
            prop_assert!(up.max_pressure().vgpr(false) >= up.pressure().vgpr(false));
        }

        // Downward: before every next instruction, and at the end.
        let mut down = DownwardTracker::start(&f.vregs, &f.instrs).expect("non-empty block");
        let mut next = 0;
        loop {
            let expect = if next < n { live_regs_at(&f.vregs, base(next)) } else { live_regs_at(&f.vregs, base(n - 1) + 3) };
            prop_assert_eq!(down.live().sorted(), expect.sorted(), "downward set before instr {}", next);
            prop_assert_eq!(down.pressure(), pressure_of_set(&f.vregs, &expect));
            if next == n { break; }
            down.advance_to_next();
            next += 1;
            prop_assert!(!down.advance_before_next() || next == n);
        }

        // One sweep answers every slot like the per-slot query does.
        let slots: Vec<i64> = (0..n).rev().map(base).chain([0, base(n - 1) + 3]).collect();
        let swept = live_regs_at_many(&f.vregs, &slots);
        for (s, set) in slots.iter().zip(&swept) {
            prop_assert_eq!(set.sorted(), live_regs_at(&f.vregs, *s).sorted(), "slot {}", s);
        }
    }
}
