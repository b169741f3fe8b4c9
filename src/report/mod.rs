//! `gcnrs report`'s pure half: reading llc's asm resources and the IR's
//! occupancy attributes, the report's model (kernels, schedulers side by
//! side, regions matched across schedulers), and its renderings: the
//! terminal table, JSON (the model serialised) and the HTML page with
//! inline SVG plots. Running llc is `cli::report`'s job; everything here
//! is tested without LLVM.

pub mod asm;
pub mod html;
pub mod ir_attrs;
pub mod model;
pub mod remarks;
pub mod svg;
pub mod table;
pub mod words;

pub use model::{file_report, Report, RunData};

#[cfg(test)]
mod tests;
