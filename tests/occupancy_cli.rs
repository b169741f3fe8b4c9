//! End-to-end checks of the `gcnrs` binary: dispatch, exit codes, and a few
//! `gcnrs occupancy` results whose expected values were printed by llc-22
//! (occupancy.md §8).

use std::process::{Command, Output};

fn gcnrs(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcnrs"))
        .args(args)
        .output()
        .expect("gcnrs runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn help_lists_the_occupancy_command() {
    let o = gcnrs(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("occupancy"), "{}", stdout(&o));
    let o = gcnrs(&["occupancy", "--help"]);
    assert_eq!(o.status.code(), Some(0));
    // clap's help: "Usage: gcnrs occupancy [OPTIONS]" after the summary.
    assert!(stdout(&o).contains("Usage: gcnrs occupancy"), "{}", stdout(&o));
}

#[test]
fn no_command_or_unknown_command_exits_2() {
    let o = gcnrs(&[]);
    assert_eq!(o.status.code(), Some(2));
    // clap's wording of the old "usage: gcnrs <command> [options]".
    assert!(stderr(&o).contains("Usage: gcnrs <COMMAND>"), "{}", stderr(&o));
    let o = gcnrs(&["frobnicate"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o).lines().count(), 1, "{}", stderr(&o));
}

#[rustfmt::skip]
#[test]
fn occupancy_values_printed_by_llc22() {
    for (args, want) in [
        (&["--mcpu", "gfx900", "--sgprs", "4", "--vgprs", "25"][..], "9\n"),
        (&["--mcpu", "gfx906", "--sgprs", "89", "--vgprs", "0"][..], "8\n"),
        (&["--mcpu", "gfx90a", "--sgprs", "4", "--vgprs", "61", "--agprs", "4"][..], "7\n"),
        (&["--mcpu", "gfx942", "--sgprs", "6", "--vgprs", "65", "--agprs", "64"][..], "3\n"),
        (&["--mcpu", "gfx900", "--sgprs", "4", "--vgprs", "10", "--lds-bytes", "3000",
           "--flat-work-group-size", "32,32"][..], "6\n"),
        (&["--mcpu", "gfx1100", "--sgprs", "0", "--vgprs", "10", "--flat-work-group-size", "1,64",
           "--waves-per-eu", "1,4"][..], "5\n"),
        (&["--mcpu", "gfx1030", "--mattr", "+wavefrontsize64", "--sgprs", "0", "--vgprs", "64"][..], "8\n"),
    ] {
        let mut full = vec!["occupancy"];
        full.extend_from_slice(args);
        let o = gcnrs(&full);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert_eq!(stdout(&o), want, "{args:?}");
    }
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    for args in [
        &[
            "occupancy",
            "--mcpu",
            "gfx9999",
            "--sgprs",
            "1",
            "--vgprs",
            "1",
        ][..],
        &[
            "occupancy",
            "--mcpu",
            "gfx900",
            "--sgprs",
            "12x",
            "--vgprs",
            "1",
        ][..],
        &[
            "occupancy",
            "--mcpu",
            "gfx900",
            "--sgprs",
            "1",
            "--vgprs",
            "1",
            "--frob",
        ][..],
        &[
            "occupancy",
            "--mcpu",
            "gfx1250",
            "--mattr",
            "+wavefrontsize64",
            "--sgprs",
            "1",
            "--vgprs",
            "1",
        ][..],
    ] {
        let o = gcnrs(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stdout(&o).is_empty(), "{args:?}");
        assert_eq!(stderr(&o).lines().count(), 1, "{args:?}: {}", stderr(&o));
    }
    let o = gcnrs(&[
        "occupancy",
        "--mcpu",
        "gfx9999",
        "--sgprs",
        "1",
        "--vgprs",
        "1",
    ]);
    assert!(
        stderr(&o).contains("unknown AMDGPU CPU 'gfx9999'; known: "),
        "{}",
        stderr(&o)
    );
}

/// The differential oracle against llc-22 (`--quick`, ~15 s). Needs llc-22;
/// run with `cargo test --no-default-features -- --ignored`.
#[test]
#[ignore]
fn oracle_quick_against_llc22() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/occupancy-oracle");
    let o = Command::new(script)
        .args(["--quick", "--gcnrs", env!("CARGO_BIN_EXE_gcnrs")])
        .output()
        .expect("oracle runs");
    let out = stdout(&o);
    assert!(o.status.success(), "{out}{}", stderr(&o));
    assert!(out.trim_end().ends_with(", 0 failed"), "{out}");
}
