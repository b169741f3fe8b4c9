//! What `gcnrs` and `gcnrs-occupancy` decided for each function, as they
//! state it in their optimisation remarks (`-pass-remarks-analysis=gcnrs`):
//! the founder's and the chosen estimate, the wave counts, the bound and
//! the rule that kept a change. The report shows them next to the numbers
//! so that a user reads why a kernel ended where it did, not only where.

use std::collections::BTreeMap;

/// The remarks on llc's stderr, per function, in the order printed. A
/// remark line is `remark: LOCATION: FUNCTION: TEXT`; the location is
/// `<unknown>:0:0` or `file:line:col` and holds no ": ", nor does a
/// function name. Other lines (diagnostics, warnings) are not remarks.
pub fn parse(stderr: &str) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in stderr.lines() {
        let Some(rest) = line.strip_prefix("remark: ") else { continue };
        let Some((_location, text)) = rest.split_once(": ") else { continue };
        let Some((function, decision)) = text.split_once(": ") else { continue };
        if function.is_empty() || function.contains(char::is_whitespace) {
            continue;
        }
        out.entry(function.to_string()).or_default().push(decision.trim_end().to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remarks_are_keyed_by_function_and_other_lines_are_not_remarks() {
        let stderr = "\
remark: <unknown>:0:0: elastic2d_vs_x4: estimated time 399 -> 314 cycles (-21.3%), 10 -> 5 waves, issue-bound; kept as it bets
gcnrs: region 3: its DAG changed between two builds; founder's order kept (k)
remark: kernels.cl:12:3: k: LLVM's schedule kept at 8 waves: issue-bound under the default memory latency, where no order or wave count can save 2% (estimated time 884 cycles)
warning: something else: entirely
remark: kernels.cl:12:3: k: a second word on k
remark: no location
";
        let r = parse(stderr);
        assert_eq!(r.len(), 2);
        assert_eq!(
            r["elastic2d_vs_x4"],
            ["estimated time 399 -> 314 cycles (-21.3%), 10 -> 5 waves, issue-bound; kept as it bets"]
        );
        assert_eq!(
            r["k"],
            [
                "LLVM's schedule kept at 8 waves: issue-bound under the default memory latency, where no order or wave count can save 2% (estimated time 884 cycles)",
                "a second word on k"
            ]
        );
    }
}
