//! The text split into top-level entries, each with its nested lines.
//!
//! LLVM's `yaml::Output` writes one key per line at a fixed indentation and
//! nests blocks (`argumentInfo`, `mode`, sequences) deeper. Keeping each
//! entry's lines verbatim means an edit touches only its own key and every
//! other byte round-trips, which is what the guard compares.

/// One top-level key with its value text and nested continuation lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub key: String,
    /// Everything after `key:` on the key's own line, trimmed.
    pub value: String,
    /// The key's line verbatim; rebuilt by [`FuncInfoDoc::set`].
    pub line: String,
    /// Nested lines, verbatim (without trailing newline).
    pub nested: Vec<String>,
}

impl Entry {
    pub fn is_block(&self) -> bool {
        self.value.is_empty() && !self.nested.is_empty()
    }
}

/// A `machineFunctionInfo` document: lines before the first key (`---`,
/// `machineFunctionInfo:`), the entries, and lines after them (`...`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuncInfoDoc {
    pub head: Vec<String>,
    pub indent: usize,
    pub entries: Vec<Entry>,
    pub tail: Vec<String>,
}

impl FuncInfoDoc {
    /// Split the text. Accepts the wrapped form (`machineFunctionInfo:` with
    /// nested keys) and a bare mapping.
    pub fn parse(text: &str) -> Result<FuncInfoDoc, String> {
        let mut doc = FuncInfoDoc {
            head: Vec::new(),
            indent: 0,
            entries: Vec::new(),
            tail: Vec::new(),
        };
        let mut base: Option<usize> = None;
        for (n, line) in text.lines().enumerate() {
            let content = line.trim_start();
            let indent = line.len() - content.len();
            let structural = content.is_empty()
                || content.starts_with('#')
                || content == "---"
                || content == "..."
                || (base.is_none() && content.trim_end() == "machineFunctionInfo:");
            if base.is_none() {
                if structural {
                    doc.head.push(line.to_string());
                    continue;
                }
                base = Some(indent);
                doc.indent = indent;
            }
            let b = base.unwrap_or(0);
            if content == "..." && indent <= b {
                doc.tail.push(line.to_string());
                continue;
            }
            if !doc.tail.is_empty() {
                if content.is_empty() {
                    doc.tail.push(line.to_string());
                    continue;
                }
                return Err(format!(
                    "line {}: text after the end of the document",
                    n + 1
                ));
            }
            if content.is_empty() {
                return Err(format!("line {}: unexpected blank line", n + 1));
            }
            if indent > b {
                match doc.entries.last_mut() {
                    Some(e) => e.nested.push(line.to_string()),
                    None => return Err(format!("line {}: nested line before any key", n + 1)),
                }
                continue;
            }
            if indent < b {
                return Err(format!(
                    "line {}: indentation {indent} below the mapping's {b}",
                    n + 1
                ));
            }
            let (key, value) = split_key(content)
                .ok_or_else(|| format!("line {}: expected `key: value`, got {content:?}", n + 1))?;
            if doc.entries.iter().any(|e| e.key == key) {
                return Err(format!("line {}: duplicate key {key}", n + 1));
            }
            doc.entries.push(Entry {
                key: key.to_string(),
                value: value.to_string(),
                line: line.to_string(),
                nested: Vec::new(),
            });
        }
        Ok(doc)
    }

    pub fn get(&self, key: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.key == key)
    }

    pub fn get_mut(&mut self, key: &str) -> Option<&mut Entry> {
        self.entries.iter_mut().find(|e| e.key == key)
    }

    /// Set (or append) `key` with a scalar value or, with `nested`, a block.
    pub fn set(&mut self, key: &str, value: &str, nested: Vec<String>, before: Option<&str>) {
        let line = self.key_line(key, value);
        let entry = Entry {
            key: key.to_string(),
            value: value.to_string(),
            line,
            nested,
        };
        if let Some(e) = self.get_mut(key) {
            *e = entry;
            return;
        }
        let at = before
            .and_then(|b| self.entries.iter().position(|e| e.key == b))
            .unwrap_or(self.entries.len());
        self.entries.insert(at, entry);
    }

    pub fn remove(&mut self, key: &str) -> Option<Entry> {
        let i = self.entries.iter().position(|e| e.key == key)?;
        Some(self.entries.remove(i))
    }

    /// The key line as `yaml::Output` lays it out: values start at column 16
    /// after the indentation, or one space after a longer key.
    pub fn key_line(&self, key: &str, value: &str) -> String {
        let pad = " ".repeat(self.indent);
        if value.is_empty() {
            return format!("{pad}{key}:");
        }
        let gap = 16usize.saturating_sub(key.len()).max(1);
        format!("{pad}{key}:{}{value}", " ".repeat(gap))
    }

    pub fn render(&self) -> String {
        let mut out = String::new();
        for l in &self.head {
            out.push_str(l);
            out.push('\n');
        }
        for e in &self.entries {
            out.push_str(&e.line);
            out.push('\n');
            for l in &e.nested {
                out.push_str(l);
                out.push('\n');
            }
        }
        for l in &self.tail {
            out.push_str(l);
            out.push('\n');
        }
        out
    }
}

/// `key: value` → (key, trimmed value); keys are plain YAML identifiers.
fn split_key(content: &str) -> Option<(&str, &str)> {
    let colon = content.find(':')?;
    let key = &content[..colon];
    let rest = &content[colon + 1..];
    let ok_key = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.');
    if !ok_key || !(rest.is_empty() || rest.starts_with(' ')) {
        return None;
    }
    Some((key, rest.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) const SAMPLE: &str = "---
machineFunctionInfo:
  explicitKernArgSize: 0
  ldsSize:         0
  isEntryFunction: false
  argumentInfo:
    privateSegmentBuffer: { reg: '$sgpr0_sgpr1_sgpr2_sgpr3' }
    workItemIDX:     { reg: '$vgpr31', mask: 1023 }
  mode:
    ieee:            true
  occupancy:       10
  wwmReservedRegs:
    - '$vgpr127'
  vgprForAGPRCopy: ''
  numKernargPreloadSGPRs: 0
...
";

    #[test]
    fn round_trips_verbatim() {
        let d = FuncInfoDoc::parse(SAMPLE).unwrap();
        assert_eq!(d.render(), SAMPLE);
        assert_eq!(d.indent, 2);
        assert_eq!(d.head, vec!["---", "machineFunctionInfo:"]);
        assert_eq!(d.get("argumentInfo").unwrap().nested.len(), 2);
        assert!(d.get("mode").unwrap().is_block());
        assert_eq!(d.get("vgprForAGPRCopy").unwrap().value, "''");
    }

    #[test]
    fn key_lines_match_yaml_output_layout() {
        let d = FuncInfoDoc::parse(SAMPLE).unwrap();
        for line in SAMPLE
            .lines()
            .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        {
            let (k, v) = split_key(line.trim_start()).unwrap();
            assert_eq!(d.key_line(k, v), line);
        }
    }

    #[test]
    fn rejects_malformed_text() {
        assert!(FuncInfoDoc::parse("machineFunctionInfo:\n  a: 1\n  a: 2\n").is_err());
        assert!(FuncInfoDoc::parse("machineFunctionInfo:\n    a: 1\n  b: 2\n  c\n").is_err());
        assert!(FuncInfoDoc::parse("machineFunctionInfo:\n  a: 1\n...\n  b: 2\n").is_err());
    }
}
