//! Feature-name sets and `-mattr` style strings.
//!
//! The model keys every rule on LLVM's subtarget feature *names* because the
//! names are what a public-API plugin can see (bit numbers change between
//! releases). The CLI builds the same kind of set from its CPU table plus an
//! `-mattr` string, so both paths meet in one derivation.

use super::error::OccupancyError;
use std::collections::BTreeSet;

/// XNACK replay setting as the backend's target ID sees it.
///
/// It is not a plain feature bit: the `xnack` bit is only set for an
/// explicit `+xnack`, while the default ("any", code that must run with XNACK
/// on or off) is only visible as the *absence* of `+xnack`/`-xnack` in the
/// feature string. On and Any both cost extra SGPRs on gfx8/9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XnackMode {
    /// The CPU has no XNACK (`xnack-support` absent); requests are ignored.
    Unsupported,
    Any,
    On,
    Off,
}

impl XnackMode {
    /// Derive the mode the way the target ID does: the last explicit
    /// `+xnack`/`-xnack` in the feature string wins; without one the mode is
    /// Any. `xnack_bit` covers callers that only have the feature bits.
    pub fn derive(supported: bool, feature_string: &str, xnack_bit: bool) -> XnackMode {
        if !supported {
            return XnackMode::Unsupported;
        }
        let mut requested = None;
        for item in feature_string.split(',').map(str::trim) {
            match item {
                "+xnack" => requested = Some(true),
                "-xnack" => requested = Some(false),
                _ => {}
            }
        }
        match requested {
            Some(true) => XnackMode::On,
            Some(false) => XnackMode::Off,
            None if xnack_bit => XnackMode::On,
            None => XnackMode::Any,
        }
    }

    /// Whether the XNACK mask SGPRs must be set aside (on or "any").
    pub fn is_on_or_any(self) -> bool {
        matches!(self, XnackMode::On | XnackMode::Any)
    }
}

/// One `+name` / `-name` item of an `-mattr` string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FeatureToggle {
    pub enable: bool,
    pub name: String,
}

/// Split an `-mattr` string into toggles. Empty items are skipped (llc
/// tolerates trailing commas); an item without a sign is rejected because
/// LLVM would silently treat it as a *disable*, which is never what a user
/// typing `wavefrontsize64` means.
pub(crate) fn parse_mattr(text: &str) -> Result<Vec<FeatureToggle>, OccupancyError> {
    let mut toggles = Vec::new();
    for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (enable, name) = match item.as_bytes()[0] {
            b'+' => (true, &item[1..]),
            b'-' => (false, &item[1..]),
            _ => {
                return Err(OccupancyError::BadFeatureString {
                    text: text.to_string(),
                    reason: format!("feature '{item}' must start with '+' or '-'"),
                })
            }
        };
        if name.is_empty()
            || !name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
        {
            return Err(OccupancyError::BadFeatureString {
                text: text.to_string(),
                reason: format!("'{item}' is not a feature name"),
            });
        }
        toggles.push(FeatureToggle {
            enable,
            name: name.to_string(),
        });
    }
    Ok(toggles)
}

/// The enabled feature names of one subtarget.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct FeatureSet {
    names: BTreeSet<String>,
}

impl FeatureSet {
    pub fn from_names<I, S>(names: I) -> FeatureSet
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        FeatureSet {
            names: names.into_iter().map(|s| s.as_ref().to_string()).collect(),
        }
    }

    pub fn has(&self, name: &str) -> bool {
        self.names.contains(name)
    }

    pub fn set(&mut self, name: &str, enabled: bool) {
        if enabled {
            self.names.insert(name.to_string());
        } else {
            self.names.remove(name);
        }
    }

    /// Addressable LDS from the `addressablelocalmemorysize<N>` family. The
    /// backend substitutes 32 KiB when a GCN CPU sets none of them (the
    /// `generic` CPUs), so that is the fallback here too.
    pub fn addressable_lds(&self) -> u32 {
        const SIZES: [u32; 4] = [32768, 65536, 163840, 327680];
        SIZES
            .iter()
            .rev()
            .copied()
            .find(|n| self.has(&format!("addressablelocalmemorysize{n}")))
            .unwrap_or(32768)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xnack_mode_follows_the_last_explicit_request() {
        assert_eq!(XnackMode::derive(true, "", false), XnackMode::Any);
        assert_eq!(XnackMode::derive(true, "+xnack", false), XnackMode::On);
        assert_eq!(
            XnackMode::derive(true, "+trap-handler,-xnack", false),
            XnackMode::Off
        );
        assert_eq!(
            XnackMode::derive(true, "-xnack,+xnack", false),
            XnackMode::On
        );
        assert_eq!(XnackMode::derive(true, "+foo", true), XnackMode::On);
        assert_eq!(
            XnackMode::derive(false, "+xnack", true),
            XnackMode::Unsupported
        );
        assert!(XnackMode::Any.is_on_or_any());
        assert!(!XnackMode::Off.is_on_or_any());
        assert!(!XnackMode::Unsupported.is_on_or_any());
    }

    #[test]
    fn mattr_parsing() {
        let t = parse_mattr("+wavefrontsize64, -xnack,,+cumode,").unwrap();
        assert_eq!(t.len(), 3);
        assert_eq!(
            t[1],
            FeatureToggle {
                enable: false,
                name: "xnack".into()
            }
        );
        assert!(parse_mattr("wavefrontsize64").is_err());
        assert!(parse_mattr("+").is_err());
        assert!(parse_mattr("+a b").is_err());
        assert!(parse_mattr("").unwrap().is_empty());
    }

    #[test]
    fn lds_size_features() {
        let f = FeatureSet::from_names(["gfx9", "addressablelocalmemorysize163840"]);
        assert_eq!(f.addressable_lds(), 163840);
        assert_eq!(
            FeatureSet::from_names(["southern-islands"]).addressable_lds(),
            32768
        );
    }
}
