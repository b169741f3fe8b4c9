//! The one edit `gcnrs tune` makes to a module: give a function a strategy
//! attribute, or take it away, as a text edit of its `define` line (and,
//! where a shared attribute group holds an old strategy, a copy of that
//! group without it). Nothing else in the text changes, so the tuned IR
//! reads like its input and a second run sees the same module.

use std::collections::BTreeMap;

/// LLVM's per-function strategy attribute.
pub const AMDGPU_KEY: &str = "amdgpu-sched-strategy";
/// The plugin's, honoured when llc gets no -misched.
pub const GCNRS_KEY: &str = "gcnrs-sched-strategy";
const KEYS: [&str; 2] = [AMDGPU_KEY, GCNRS_KEY];

/// A strategy attribute: which key and its value.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct StrategyAttr {
    pub key: &'static str,
    pub value: String,
}

impl StrategyAttr {
    pub fn text(&self) -> String {
        format!("\"{}\"=\"{}\"", self.key, self.value)
    }
}

/// The strategy attribute in a function's attributes (its own and its
/// groups', as `read_ir` merges them); the gcnrs one first, as the plugin
/// reads it first.
pub fn strategy_of(attrs: &BTreeMap<String, String>) -> Option<StrategyAttr> {
    [GCNRS_KEY, AMDGPU_KEY]
        .into_iter()
        .find_map(|k| attrs.get(k).map(|v| StrategyAttr { key: k, value: v.clone() }))
}

/// Give each named function the attribute (`Some`) or no strategy
/// attribute at all (`None`). Functions not named keep theirs.
pub fn set_strategies(ir: &str, changes: &BTreeMap<String, Option<StrategyAttr>>) -> Result<String, String> {
    let mut lines: Vec<String> = ir.split_inclusive('\n').map(str::to_string).collect();
    let mut groups: BTreeMap<u32, (usize, String)> = BTreeMap::new();
    for (i, l) in lines.iter().enumerate() {
        if let Some((id, body)) = group_line(l) {
            groups.insert(id, (i, body.to_string()));
        }
    }
    let mut next_id = groups.keys().next_back().map_or(0, |m| m + 1);
    // Copies of groups without a strategy: source id -> copy id.
    let mut copies: BTreeMap<u32, u32> = BTreeMap::new();
    let mut new_groups: Vec<String> = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for line in lines.iter_mut() {
        let Some(d) = parse_define(line) else { continue };
        let Some((name, change)) = changes.get_key_value(d.name.as_str()) else { continue };
        seen.push(name);
        let head = &line[..d.tail_start];
        let (tail, newline) = match line[d.tail_start..].strip_suffix('\n') {
            Some(t) => (t.to_string(), "\n"),
            None => (line[d.tail_start..].to_string(), ""),
        };
        let mut words: Vec<String> = split_words(&tail).into_iter().filter(|w| !is_strategy(w)).collect();
        for w in words.iter_mut() {
            let Some(id) = w.strip_prefix('#').and_then(|n| n.parse::<u32>().ok()) else { continue };
            let Some((_, body)) = groups.get(&id) else { continue };
            if !split_words(body).iter().any(|a| is_strategy(a)) {
                continue;
            }
            let copy = *copies.entry(id).or_insert_with(|| {
                let kept: Vec<String> = split_words(body).into_iter().filter(|a| !is_strategy(a)).collect();
                new_groups.push(format!("attributes #{next_id} = {{ {} }}\n", kept.join(" ")));
                next_id += 1;
                next_id - 1
            });
            *w = format!("#{copy}");
        }
        if let Some(attr) = change {
            let at = words
                .iter()
                .rposition(|w| w.starts_with('#'))
                .map(|i| i + 1)
                .unwrap_or_else(|| words.iter().take_while(|w| is_before_attrs(w)).count());
            words.insert(at, attr.text());
        }
        *line = format!("{head}{}{newline}", join_words(&words, &tail));
    }
    if let Some(missing) = changes.keys().find(|n| !seen.contains(&n.as_str())) {
        return Err(format!("no one-line definition of @{missing} to put the attribute on"));
    }
    if !new_groups.is_empty() {
        let at = groups.values().map(|(i, _)| i + 1).max().unwrap_or(lines.len());
        if at == lines.len() && !lines.last().is_none_or(|l| l.ends_with('\n')) {
            lines.last_mut().expect("checked").push('\n');
        }
        for (k, g) in new_groups.into_iter().enumerate() {
            lines.insert(at + k, g);
        }
    }
    Ok(lines.concat())
}

/// `attributes #N = { body }`.
fn group_line(line: &str) -> Option<(u32, &str)> {
    let rest = line.trim_start().strip_prefix("attributes #")?;
    let (id, body) = rest.split_once(" = {")?;
    let body = body.trim_end().strip_suffix('}')?;
    Some((id.trim().parse().ok()?, body.trim()))
}

fn is_strategy(word: &str) -> bool {
    KEYS.iter().any(|k| word.starts_with(&format!("\"{k}\"")))
}

/// Words that may stand between the argument list and the function
/// attributes.
fn is_before_attrs(word: &str) -> bool {
    word == "unnamed_addr" || word == "local_unnamed_addr" || word.starts_with("addrspace(")
}

/// Split at spaces outside quotes and parentheses.
fn split_words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let (mut quoted, mut depth) = (false, 0usize);
    for c in text.chars() {
        match c {
            '"' => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted => depth = depth.saturating_sub(1),
            _ => {}
        }
        if c.is_whitespace() && !quoted && depth == 0 {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
        } else {
            cur.push(c);
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// The words joined by single spaces, with the original's leading space.
fn join_words(words: &[String], original: &str) -> String {
    let lead = if original.starts_with(char::is_whitespace) { " " } else { "" };
    format!("{lead}{}", words.join(" "))
}

struct Define {
    name: String,
    /// Byte offset just after the argument list's `)`.
    tail_start: usize,
}

/// `define ... @name(args) tail`: the name and where the tail starts.
fn parse_define(line: &str) -> Option<Define> {
    let body = line.trim_start();
    if !body.starts_with("define ") {
        return None;
    }
    let offset = line.len() - body.len();
    let at = body.find('@')?;
    let after = &body[at + 1..];
    let (name, rest_at) = if let Some(q) = after.strip_prefix('"') {
        let end = q.find('"')?;
        (q[..end].to_string(), at + 1 + 1 + end + 1)
    } else {
        let end = after.find(|c: char| !(c.is_ascii_alphanumeric() || "-$._".contains(c)))?;
        (after[..end].to_string(), at + 1 + end)
    };
    let rest = &body[rest_at..];
    if !rest.starts_with('(') {
        return None;
    }
    let (mut depth, mut quoted) = (0usize, false);
    for (i, c) in rest.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted => {
                depth -= 1;
                if depth == 0 {
                    return Some(Define { name, tail_start: offset + rest_at + i + 1 });
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::ir_attrs::read_ir;

    const IR: &str = "\
define amdgpu_kernel void @a(ptr addrspace(1) %p) local_unnamed_addr #0 !kernel_arg_addr_space !5 {
  ret void
}
define amdgpu_kernel void @\"b.x\"(i32 %n) #0 {
  ret void
}
define amdgpu_kernel void @c() #1 {
  ret void
}
define internal void @d() {
  ret void
}
attributes #0 = { convergent \"amdgpu-flat-work-group-size\"=\"1,256\" }
attributes #1 = { nounwind \"amdgpu-sched-strategy\"=\"max-ilp\" \"uniform-work-group-size\"=\"true\" }
!5 = !{i32 1}
";

    fn set(ir: &str, changes: &[(&str, Option<(&'static str, &str)>)]) -> String {
        let map = changes
            .iter()
            .map(|(n, a)| (n.to_string(), a.map(|(key, v)| StrategyAttr { key, value: v.to_string() })))
            .collect();
        set_strategies(ir, &map).unwrap()
    }

    fn strategy(ir: &str, f: &str) -> Option<StrategyAttr> {
        strategy_of(&read_ir(ir).functions[f].attrs)
    }

    #[test]
    fn adds_one_attribute_on_the_define_line_only() {
        let out = set(IR, &[("a", Some((AMDGPU_KEY, "max-memory-clause")))]);
        let changed: Vec<(&str, &str)> = IR.lines().zip(out.lines()).filter(|(x, y)| x != y).collect();
        // Written by hand: the attribute goes after the group reference.
        assert_eq!(
            changed,
            vec![(
                "define amdgpu_kernel void @a(ptr addrspace(1) %p) local_unnamed_addr #0 !kernel_arg_addr_space !5 {",
                "define amdgpu_kernel void @a(ptr addrspace(1) %p) local_unnamed_addr #0 \"amdgpu-sched-strategy\"=\"max-memory-clause\" !kernel_arg_addr_space !5 {"
            )]
        );
        assert_eq!(IR.lines().count(), out.lines().count());
        assert_eq!(strategy(&out, "a").unwrap().value, "max-memory-clause");
        // b shares #0 and keeps no strategy.
        assert_eq!(strategy(&out, "b.x"), None);
    }

    #[test]
    fn quoted_names_and_no_group() {
        let out = set(IR, &[("b.x", Some((GCNRS_KEY, "occupancy"))), ("d", Some((AMDGPU_KEY, "max-ilp")))]);
        assert!(out.contains("define amdgpu_kernel void @\"b.x\"(i32 %n) #0 \"gcnrs-sched-strategy\"=\"occupancy\" {"), "{out}");
        assert!(out.contains("define internal void @d() \"amdgpu-sched-strategy\"=\"max-ilp\" {"), "{out}");
        assert_eq!(strategy(&out, "a"), None);
    }

    #[test]
    fn a_strategy_in_a_group_is_removed_through_a_copy() {
        let ir = format!("{IR}define amdgpu_kernel void @e() #1 {{\n  ret void\n}}\n");
        let out = set(&ir, &[("c", None)]);
        assert_eq!(strategy(&out, "c"), None);
        // e still uses #1 with its strategy; c uses a copy without it.
        assert_eq!(strategy(&out, "e").unwrap().value, "max-ilp");
        assert!(out.contains("define amdgpu_kernel void @c() #2 {"), "{out}");
        assert!(out.contains("attributes #2 = { nounwind \"uniform-work-group-size\"=\"true\" }\n!5"), "{out}");
        assert_eq!(read_ir(&out).functions["c"].attrs["uniform-work-group-size"], "true");
        // Replacing it: the copy plus the new one, one strategy in all.
        let out = set(&ir, &[("c", Some((GCNRS_KEY, "iterative-ilp")))]);
        assert!(out.contains("define amdgpu_kernel void @c() #2 \"gcnrs-sched-strategy\"=\"iterative-ilp\" {"), "{out}");
        let attrs = &read_ir(&out).functions["c"].attrs;
        assert!(!attrs.contains_key(AMDGPU_KEY), "{out}");
    }

    #[test]
    fn switching_keys_leaves_one_attribute_and_repeating_is_a_fixpoint() {
        let once = set(IR, &[("a", Some((GCNRS_KEY, "occupancy")))]);
        let again = set(&once, &[("a", Some((GCNRS_KEY, "occupancy")))]);
        assert_eq!(once, again);
        let switched = set(&once, &[("a", Some((AMDGPU_KEY, "max-ilp")))]);
        let attrs = &read_ir(&switched).functions["a"].attrs;
        assert_eq!((attrs.get(GCNRS_KEY), attrs[AMDGPU_KEY].as_str()), (None, "max-ilp"));
        // Taking it away gives back the input.
        assert_eq!(set(&switched, &[("a", None)]), IR);
    }

    #[test]
    fn a_function_without_a_one_line_define_is_an_error() {
        let map = [("zz".to_string(), None)].into_iter().collect();
        assert!(set_strategies(IR, &map).unwrap_err().contains("@zz"));
        let split = "define void @f(i32 %a,\n  i32 %b) {\n  ret void\n}\n";
        let map = [("f".to_string(), None)].into_iter().collect();
        assert!(set_strategies(split, &map).is_err());
    }
}
