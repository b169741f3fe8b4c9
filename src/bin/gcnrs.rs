//! `gcnrs` command-line tool.
fn main() {
    eprintln!("gcnrs: no command yet");
    std::process::exit(2);
}
