//! The round-trip guard: after parsing, the function info printed again must
//! be exactly the edited text. Compared per top-level key (the parser does
//! not care where a key sits, the printer always uses its own order) and
//! with runs of blanks collapsed (alignment padding is cosmetic).

use super::doc::{Entry, FuncInfoDoc};

fn normalise(e: &Entry) -> Vec<String> {
    let squash = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut v = vec![squash(&e.value)];
    v.extend(e.nested.iter().map(|l| squash(l)));
    v
}

/// `Ok` iff `reserialised` says the same as `edited`; otherwise a message
/// naming every key that differs.
pub fn check_round_trip(edited: &str, reserialised: &str) -> Result<(), String> {
    let want = FuncInfoDoc::parse(edited).map_err(|e| format!("edited text: {e}"))?;
    let got = FuncInfoDoc::parse(reserialised).map_err(|e| format!("re-serialised text: {e}"))?;
    let mut diffs = Vec::new();
    for w in &want.entries {
        match got.get(&w.key) {
            None => diffs.push(format!("{} missing after the parse", w.key)),
            Some(g) if normalise(g) != normalise(w) => diffs.push(format!(
                "{}: wanted {:?}, LLVM now has {:?}",
                w.key,
                normalise(w).join(" / "),
                normalise(g).join(" / ")
            )),
            Some(_) => {}
        }
    }
    for g in &got.entries {
        if want.get(&g.key).is_none() {
            diffs.push(format!("{} appeared after the parse", g.key));
        }
    }
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "machineFunctionInfo round trip changed more than the intended edit: {}",
            diffs.join("; ")
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::funcinfo::edit::{add_wwm_reserved, set_scalar};
    use proptest::prelude::*;

    const TEXT: &str = "---
machineFunctionInfo:
  ldsSize:         0
  argumentInfo:
    dispatchPtr:     { reg: '$sgpr4_sgpr5' }
  occupancy:       10
  numKernargPreloadSGPRs: 1
...
";

    #[test]
    fn identical_and_reordered_texts_pass() {
        check_round_trip(TEXT, TEXT).unwrap();
        let moved = TEXT
            .replace("  ldsSize:         0\n", "")
            .replace("...", "  ldsSize: 0\n...");
        check_round_trip(TEXT, &moved).unwrap();
    }

    #[test]
    fn additive_parse_is_caught() {
        // What parsing numKernargPreloadSGPRs back would do: 1 -> 2.
        let doubled = TEXT.replace("SGPRs: 1", "SGPRs: 2");
        let err = check_round_trip(TEXT, &doubled).unwrap_err();
        assert!(err.contains("numKernargPreloadSGPRs"), "{err}");
        let extra_arg = TEXT.replace(
            "    dispatchPtr",
            "    queuePtr: { reg: '$sgpr6_sgpr7' }\n    dispatchPtr",
        );
        assert!(check_round_trip(TEXT, &extra_arg)
            .unwrap_err()
            .contains("argumentInfo"));
    }

    #[test]
    fn an_edit_that_did_not_stick_is_caught() {
        let edited = set_scalar(TEXT, "occupancy", "4").unwrap();
        assert!(check_round_trip(&edited, TEXT)
            .unwrap_err()
            .contains("occupancy"));
        let edited = add_wwm_reserved(TEXT, &["$vgpr3".into()]).unwrap();
        assert!(check_round_trip(&edited, TEXT)
            .unwrap_err()
            .contains("wwmReservedRegs missing"));
        let err = check_round_trip(TEXT, &edited).unwrap_err();
        assert!(err.contains("wwmReservedRegs appeared"), "{err}");
    }

    proptest! {
        /// Any edit of one scalar is detected by the guard unless it is a
        /// no-op, and re-applying it to the original gives an identical text.
        #[test]
        fn scalar_edits_are_exactly_what_the_guard_accepts(v in 0u32..100, w in 0u32..100) {
            let a = set_scalar(TEXT, "occupancy", &v.to_string()).unwrap();
            let b = set_scalar(TEXT, "occupancy", &w.to_string()).unwrap();
            prop_assert_eq!(check_round_trip(&a, &b).is_ok(), v == w);
            prop_assert_eq!(set_scalar(&a, "occupancy", "10").unwrap(), TEXT);
        }

        /// Appending registers in any order yields the insertion-ordered set.
        #[test]
        fn wwm_reserved_is_an_insertion_ordered_set(regs in proptest::collection::vec(0u32..8, 0..12)) {
            let names: Vec<String> = regs.iter().map(|r| format!("$vgpr{r}")).collect();
            let mut text = TEXT.to_string();
            for n in &names {
                text = add_wwm_reserved(&text, std::slice::from_ref(n)).unwrap();
            }
            let mut want: Vec<String> = Vec::new();
            for n in names { if !want.contains(&n) { want.push(n); } }
            prop_assert_eq!(crate::funcinfo::edit::wwm_reserved(&text).unwrap(), want);
        }
    }
}
