//! The strategies `gcnrs tune` tries, by the names `--sched` takes, and
//! the function attribute that selects each without any llc option: what
//! makes the tuned IR compile to the winner's code with a plain llc.

use super::attrs::{StrategyAttr, AMDGPU_KEY, GCNRS_KEY};
use crate::cli::llvm::sched::{AMDGPU_STRATEGIES, DEFAULT_SCHED};
use crate::cli::CliError;

/// LLVM's own strategies first, then ours; `gcnrs` only where the plugin
/// knows it (checked with llc).
pub const DEFAULTS: [&str; 8] = [
    DEFAULT_SCHED,
    "max-ilp",
    "max-memory-clause",
    "iterative-minreg",
    "iterative-maxocc",
    "iterative-ilp",
    "gcnrs-occupancy",
    "gcnrs",
];

/// Ours for LLVM's iterative-ilp where LLVM's fails (its verifier
/// failures: issue 15).
pub const ILP_FALLBACK: (&str, &str) = ("iterative-ilp", "gcnrs-iterative-ilp");

/// A candidate: its name and attribute (`None`: LLVM's default, no
/// attribute).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub name: String,
    pub attr: Option<StrategyAttr>,
}

/// The gcnrs-sched-strategy values and the -misched names they stand for.
const GCNRS: [(&str, &str); 6] = [
    ("gcnrs-occupancy", "occupancy"),
    ("gcnrs-optimal-minreg", "optimal-minreg"),
    ("gcnrs-iterative-minreg", "iterative-minreg"),
    ("gcnrs-iterative-max-occupancy", "iterative-max-occupancy"),
    ("gcnrs-iterative-ilp", "iterative-ilp"),
    ("gcnrs", "gcnrs"),
];

impl Candidate {
    pub fn named(name: &str) -> Result<Candidate, CliError> {
        let name = name.trim();
        let attr = if name == DEFAULT_SCHED {
            None
        } else if AMDGPU_STRATEGIES.contains(&name) {
            Some(StrategyAttr { key: AMDGPU_KEY, value: name.to_string() })
        } else if let Some((_, v)) = GCNRS.iter().find(|(n, _)| *n == name) {
            Some(StrategyAttr { key: GCNRS_KEY, value: v.to_string() })
        } else {
            return Err(CliError::usage(format!(
                "--sched: '{name}' cannot be written as a function attribute (tune takes default, {}, {})",
                AMDGPU_STRATEGIES.join(", "),
                GCNRS.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
            )));
        };
        Ok(Candidate { name: name.to_string(), attr })
    }

    /// The name of the strategy an existing attribute selects.
    pub fn of_attr(attr: Option<&StrategyAttr>) -> Candidate {
        let name = match attr {
            None => DEFAULT_SCHED.to_string(),
            Some(a) if a.key == AMDGPU_KEY => a.value.clone(),
            Some(a) => GCNRS
                .iter()
                .find(|(_, v)| *v == a.value || (a.value == "iterative-maxocc" && *v == "iterative-max-occupancy"))
                .map_or_else(|| format!("gcnrs-sched-strategy={}", a.value), |(n, _)| n.to_string()),
        };
        Candidate { name, attr: attr.cloned() }
    }
}

/// `--sched` or the defaults, without repeats.
pub fn parse(names: &[String]) -> Result<Vec<Candidate>, CliError> {
    let list: Vec<&str> = if names.is_empty() { DEFAULTS.to_vec() } else { names.iter().map(String::as_str).collect() };
    let mut out: Vec<Candidate> = Vec::new();
    for n in list {
        let c = Candidate::named(n)?;
        if !out.contains(&c) {
            out.push(c);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_attributes() {
        let c = Candidate::named("max-ilp").unwrap();
        assert_eq!(c.attr.unwrap().text(), "\"amdgpu-sched-strategy\"=\"max-ilp\"");
        let c = Candidate::named("gcnrs-occupancy").unwrap();
        assert_eq!(c.attr.unwrap().text(), "\"gcnrs-sched-strategy\"=\"occupancy\"");
        assert_eq!(Candidate::named("default").unwrap().attr, None);
        let e = Candidate::named("converge").unwrap_err();
        assert_eq!(e.code, 2);
        assert!(e.message.contains("'converge' cannot be written as a function attribute"), "{}", e.message);
        for n in DEFAULTS.iter().chain(["gcnrs-iterative-ilp", "gcnrs-optimal-minreg"].iter()) {
            let c = Candidate::named(n).unwrap();
            assert_eq!(Candidate::of_attr(c.attr.as_ref()).name, *n);
        }
        assert_eq!(parse(&[]).unwrap().len(), DEFAULTS.len());
        assert_eq!(parse(&["max-ilp".into(), "max-ilp".into()]).unwrap().len(), 1);
    }
}
