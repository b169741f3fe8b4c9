//! Editing AMDGPU's `machineFunctionInfo` through its MIR-YAML text.
//!
//! `SIMachineFunctionInfo` is private to the AMDGPU target, but its MIR
//! serialisation is public: the shim prints it, Rust edits the text, the shim
//! parses it back (wwm-prealloc.md §5.1). Parsing is not a pure assignment
//! for every key, so three steps live here, next to each other, and are unit
//! tested without LLVM:
//!
//! * [`edit`]: the intended changes (a scalar, WWM reserved registers);
//! * [`edit::parse_text`]: what may be handed to the parser at all;
//! * [`guard`]: after the parse, the re-serialised text must equal the edited
//!   text, so a future LLVM that adds another additive key is caught instead
//!   of silently corrupting the function.

pub mod doc;
pub mod edit;
pub mod guard;

pub use doc::FuncInfoDoc;
pub use edit::{add_wwm_reserved, parse_text, set_scalar, ADDITIVE_KEYS};
pub use guard::check_round_trip;
