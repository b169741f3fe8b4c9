//! The VGPRs a function holds through its calls: its callees'.
//!
//! The hardware gives a kernel's waves the registers of its whole call
//! tree, so a kernel whose own values need 20 VGPRs and that calls a
//! function clobbering v0-v39 runs at the waves of 50 (wwm_live_across_call
//! on gfx900: predicted 10 waves, 4 after allocation). Deciding at waves
//! the kernel cannot have misprices its orders: at 10 waves its code looks
//! issue-bound, at 4 it waits on memory.
//!
//! llc schedules a module's functions one after another, in module order,
//! so a callee defined before its caller has been scheduled when the
//! caller is: each function `gcnrs` schedules leaves what it needs here
//! (its named registers, its own callees' and LLVM's lane count), and a
//! caller reads its callees' entries. A callee not yet scheduled (defined
//! later, or only declared) or an indirect call adds nothing: the caller
//! is then decided as LLVM's own occupancy sees it, at its own registers.

use crate::pressure::NamedRegisters;
use crate::snapshot::Function;
use rustc_hash::FxHashMap;
use std::sync::{Mutex, OnceLock};

/// The VGPRs `f` holds whatever its order: the registers its code names
/// and the most its callees scheduled so far need.
pub fn held_vgprs(f: &Function, unified: bool) -> u32 {
    let callees = CalleeRegisters::shared().lock().ok().and_then(|t| t.most(&target_key(f), &f.callees));
    NamedRegisters::of(f).vgprs(unified).max(callees.unwrap_or(0))
}

/// Leaves what `f` needs for its callers: `held` (its named registers and
/// its callees'), its `lanes` (LLVM's lane count: values live at once each
/// need a register), at most the `allowed` VGPRs it may use. A floor,
/// never more than the allocation takes: not the allocation prediction,
/// which may round up, and not lanes over what the function may use,
/// where it spills the rest (dgemm_body on gfx942: 313 lanes, 128 VGPRs
/// allowed).
pub fn leave_for_callers(f: &Function, held: u32, lanes: u32, allowed: u32) {
    if let Ok(mut t) = CalleeRegisters::shared().lock() {
        t.record(&target_key(f), &f.name, held.max(lanes).min(allowed));
    }
}

fn target_key(f: &Function) -> String {
    format!("{}|{}", f.target.cpu, f.target.feature_string)
}

/// What scheduled functions need, by target (CPU and features: one llc
/// run may hold several) and name.
#[derive(Debug, Default)]
pub struct CalleeRegisters {
    needs: FxHashMap<(String, String), u32>,
}

impl CalleeRegisters {
    /// The process's table: one per llc (or clang) run, shared by the
    /// functions it schedules.
    pub fn shared() -> &'static Mutex<CalleeRegisters> {
        static TABLE: OnceLock<Mutex<CalleeRegisters>> = OnceLock::new();
        TABLE.get_or_init(|| Mutex::new(CalleeRegisters::default()))
    }

    /// `name` on `target` needs `vgprs` VGPRs, its calls included.
    pub fn record(&mut self, target: &str, name: &str, vgprs: u32) {
        self.needs.insert((target.to_string(), name.to_string()), vgprs);
    }

    /// The most any of `callees` needs, of those scheduled so far; None
    /// where none of them is known.
    pub fn most(&self, target: &str, callees: &[String]) -> Option<u32> {
        callees.iter().filter_map(|c| self.needs.get(&(target.to_string(), c.clone())).copied()).max()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caller_reads_its_known_callees_on_its_own_target() {
        let mut t = CalleeRegisters::default();
        t.record("gfx900|", "clobber_mix", 42);
        t.record("gfx900|", "opaque_mix", 3);
        t.record("gfx1100|", "clobber_mix", 90);
        let callees = vec!["opaque_mix".to_string(), "clobber_mix".to_string(), "declared_only".to_string()];
        assert_eq!(t.most("gfx900|", &callees), Some(42));
        assert_eq!(t.most("gfx1100|", &callees), Some(90));
        assert_eq!(t.most("gfx906|", &callees), None);
        assert_eq!(t.most("gfx900|", &["declared_only".to_string()]), None);
        assert_eq!(t.most("gfx900|", &[]), None);
    }
}
