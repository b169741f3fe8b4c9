//! What the subcommands that run LLVM 22 (`report`, `estimate`, `tune`)
//! share: their common options, the inputs they read, the tools and how
//! an llc run's failure becomes one line.

pub mod inputs;
pub mod llc;
pub mod sched;
mod setup;
pub mod tools;

pub use setup::{input_kinds, progress_bar, unique_stems, write_file, Llvm, LlvmArgs};
