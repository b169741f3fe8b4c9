//! The region sort against the real thing: libstdc++'s `std::sort`, compiled
//! here from a few lines of C++, on inputs full of ties and with a
//! comparison that is not a strict weak order (like GCN's pressure order).
//! Equal keys carry tags, so any difference in tie order shows.

use gcnrs::iterative::std_sort;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Reads "n k0 k1 ...", sorts indices by key with the given comparison,
/// prints the index order.
const PROGRAM: &str = r#"
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
  int mode, n;
  while (std::scanf("%d %d", &mode, &n) == 2) {
    std::vector<int> key(n), idx(n);
    for (int i = 0; i < n; ++i) { std::scanf("%d", &key[i]); idx[i] = i; }
    if (mode == 0)
      std::sort(idx.begin(), idx.end(), [&](int a, int b) { return key[a] < key[b]; });
    else
      // Not transitive: "less" if smaller by at least 2 (like occupancy
      // tiers that compare equal within a band).
      std::sort(idx.begin(), idx.end(), [&](int a, int b) { return key[a] + 1 < key[b]; });
    for (int i = 0; i < n; ++i) std::printf("%d ", idx[i]);
    std::printf("\n");
  }
}
"#;

fn compiler() -> Option<String> {
    ["c++", "g++", "clang++-22", "clang++"]
        .iter()
        .find(|c| Command::new(c).arg("--version").output().is_ok_and(|o| o.status.success()))
        .map(|c| c.to_string())
}

fn lcg(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *seed >> 33
}

#[test]
fn tie_order_matches_libstdcxx() {
    let Some(cxx) = compiler() else {
        panic!("no C++ compiler found; the differential sort test needs one (scripts/setup installs clang-22)");
    };
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let src = dir.join("std_sort_oracle.cpp");
    let exe = dir.join("std_sort_oracle");
    std::fs::write(&src, PROGRAM).unwrap();
    let built = Command::new(&cxx).args(["-O1", "-std=c++17", "-o"]).arg(&exe).arg(&src).status().unwrap();
    assert!(built.success(), "{cxx} could not build the oracle");

    let mut seed = 7u64;
    let mut cases: Vec<(i32, Vec<i32>)> = Vec::new();
    for round in 0..400 {
        let n = (lcg(&mut seed) % 90) as usize + (round % 3);
        let range = 1 + lcg(&mut seed) % 12;
        let keys = (0..n).map(|_| (lcg(&mut seed) % range) as i32).collect();
        cases.push(((round % 2) as i32, keys));
    }
    let mut input = String::new();
    for (mode, keys) in &cases {
        input.push_str(&format!("{mode} {}", keys.len()));
        for k in keys {
            input.push_str(&format!(" {k}"));
        }
        input.push('\n');
    }
    let mut child = Command::new(&exe).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(lines.len(), cases.len());

    let mut non_trivial = 0;
    for ((mode, keys), line) in cases.iter().zip(lines) {
        let want: Vec<usize> = line.split_whitespace().map(|t| t.parse().unwrap()).collect();
        let mut got: Vec<usize> = (0..keys.len()).collect();
        if *mode == 0 {
            std_sort(&mut got, &mut |&a, &b| keys[a] < keys[b]);
        } else {
            std_sort(&mut got, &mut |&a, &b| keys[a] + 1 < keys[b]);
        }
        assert_eq!(got, want, "mode {mode}, keys {keys:?}");
        let mut stable: Vec<usize> = (0..keys.len()).collect();
        stable.sort_by_key(|&i| keys[i]);
        non_trivial += usize::from(stable != want);
    }
    // The inputs must exercise tie order (a stable sort would differ).
    assert!(non_trivial > 100, "only {non_trivial} cases distinguish introsort from a stable sort");
}
