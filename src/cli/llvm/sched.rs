//! Scheduler names on the command line and what llc is told for each.
//!
//! Three kinds of name reach llc differently: `default` is no option at
//! all; LLVM's own AMDGPU strategies (`max-ilp`, ...) are values of
//! `-amdgpu-sched-strategy`, not `-misched` names, so a user who read about
//! them in LLVM's docs can type them as they are; everything else is a
//! `-misched` name (`gcnrs-occupancy`, `converge`, ...) and llc decides
//! whether it knows it.

use crate::cli::CliError;

/// The name that means "no option": LLVM's default scheduler.
pub const DEFAULT_SCHED: &str = "default";

/// The values LLVM 22 accepts for `-amdgpu-sched-strategy` and the
/// `"amdgpu-sched-strategy"` function attribute (both select the same
/// strategy: checked by comparing the asm of the two on the corpus).
pub const AMDGPU_STRATEGIES: [&str; 5] =
    ["max-ilp", "max-memory-clause", "iterative-ilp", "iterative-minreg", "iterative-maxocc"];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sched {
    Default,
    /// An `-amdgpu-sched-strategy` value.
    Amdgpu(String),
    /// A `-misched` name.
    Misched(String),
}

impl Sched {
    pub fn parse(name: &str) -> Result<Sched, CliError> {
        let name = name.trim();
        if name.is_empty() || name.contains(char::is_whitespace) || name.contains('/') || name.contains('=') {
            return Err(CliError::usage(format!("--sched: '{name}' is not a scheduler name")));
        }
        Ok(if name == DEFAULT_SCHED {
            Sched::Default
        } else if AMDGPU_STRATEGIES.contains(&name) {
            Sched::Amdgpu(name.to_string())
        } else {
            Sched::Misched(name.to_string())
        })
    }

    /// The name as the user wrote it (and as tables and file names show it).
    pub fn name(&self) -> &str {
        match self {
            Sched::Default => DEFAULT_SCHED,
            Sched::Amdgpu(n) | Sched::Misched(n) => n,
        }
    }

    /// One of the plugin's own schedulers (`-misched=gcnrs...`): the ones
    /// that state their decisions as `-pass-remarks-analysis=gcnrs`
    /// remarks (the parity modes state none, so asking them costs nothing).
    pub fn is_plugins(&self) -> bool {
        matches!(self, Sched::Misched(n) if n.starts_with("gcnrs"))
    }

    pub fn llc_args(&self) -> Vec<String> {
        match self {
            Sched::Default => Vec::new(),
            Sched::Amdgpu(n) => vec![format!("-amdgpu-sched-strategy={n}")],
            Sched::Misched(n) => vec![format!("-misched={n}")],
        }
    }
}

/// `--sched` values, in order, without repeats; `defaults` when none.
pub fn parse_list(names: &[String], defaults: &[&str]) -> Result<Vec<Sched>, CliError> {
    let mut out: Vec<Sched> = Vec::new();
    let names: Vec<&str> = if names.is_empty() { defaults.to_vec() } else { names.iter().map(String::as_str).collect() };
    for n in names {
        let s = Sched::parse(n)?;
        if !out.contains(&s) {
            out.push(s);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_map_to_llc_options() {
        assert_eq!(Sched::parse("default").unwrap().llc_args(), Vec::<String>::new());
        assert_eq!(Sched::parse("max-ilp").unwrap().llc_args(), vec!["-amdgpu-sched-strategy=max-ilp"]);
        assert_eq!(Sched::parse("iterative-maxocc").unwrap().llc_args(), vec!["-amdgpu-sched-strategy=iterative-maxocc"]);
        assert_eq!(Sched::parse(" gcnrs-occupancy").unwrap().llc_args(), vec!["-misched=gcnrs-occupancy"]);
        assert_eq!(Sched::parse("gcnrs-occupancy").unwrap().name(), "gcnrs-occupancy");
        assert!(Sched::parse("gcnrs").unwrap().is_plugins());
        for other in ["default", "max-ilp", "gcn-iterative-ilp"] {
            assert!(!Sched::parse(other).unwrap().is_plugins(), "{other}");
        }
        for bad in ["", "a b", "a/b", "x=y"] {
            assert!(Sched::parse(bad).unwrap_err().message.contains("is not a scheduler name"), "{bad}");
        }
        let l = parse_list(&["max-ilp".into(), "default".into(), "max-ilp".into()], &["x"]).unwrap();
        assert_eq!(l, vec![Sched::Amdgpu("max-ilp".into()), Sched::Default]);
        assert_eq!(parse_list(&[], &["default"]).unwrap(), vec![Sched::Default]);
    }
}
