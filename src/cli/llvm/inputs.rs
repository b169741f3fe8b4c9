//! The inputs the LLVM-running subcommands accept and how each becomes
//! something llc reads: LLVM IR text or bitcode as is, MIR from the machine
//! scheduler on, OpenCL C compiled the way scripts/gen-corpus compiles the
//! corpus; llc's own asm needs no llc at all.

use super::tools::{run_tool, Tools};
use crate::cli::CliError;
use crate::report::ir_attrs::{read_ir, IrModule};
use std::path::{Path, PathBuf};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Ir,
    Bitcode,
    Mir,
    OpenCl,
    Asm,
}

impl Kind {
    pub const ALL: [Kind; 5] = [Kind::Ir, Kind::Bitcode, Kind::Mir, Kind::OpenCl, Kind::Asm];

    /// By the file name's extension.
    pub fn of(path: &Path) -> Option<Kind> {
        let ext = path.extension().and_then(|e| e.to_str())?;
        Kind::ALL.into_iter().find(|k| k.extension() == ext)
    }

    pub fn extension(self) -> &'static str {
        match self {
            Kind::Ir => "ll",
            Kind::Bitcode => "bc",
            Kind::Mir => "mir",
            Kind::OpenCl => "cl",
            Kind::Asm => "s",
        }
    }
}

/// An input ready for llc: the file llc reads and the IR facts the
/// advice needs (attributes, triple).
pub struct Prepared {
    pub llc_input: PathBuf,
    pub kind: Kind,
    pub ir: IrModule,
}

/// Compile or read `path` inside `work` (a directory of our own).
pub fn prepare(path: &Path, kind: Kind, work: &Path, stem: &str, tools: &Tools) -> Result<Prepared, CliError> {
    let read = |p: &Path| {
        std::fs::read_to_string(p).map_err(|e| CliError::input(format!("{}: {e}", p.display())))
    };
    match kind {
        Kind::Ir | Kind::Mir | Kind::Asm => Ok(Prepared { llc_input: path.to_path_buf(), kind, ir: read_ir(&read(path)?) }),
        Kind::Bitcode => {
            let text = run_tool(&tools.llvm_dis(), &[path.as_os_str(), "-o".as_ref(), "-".as_ref()], path)?;
            Ok(Prepared { llc_input: path.to_path_buf(), kind, ir: read_ir(&text) })
        }
        Kind::OpenCl => {
            let ll = compile_opencl(path, work, stem, tools)?;
            let ir = read_ir(&read(&ll)?);
            Ok(Prepared { llc_input: ll, kind, ir })
        }
    }
}

/// clang-22 -O2 with libclc's builtins linked in, then what gen-corpus
/// does to clang's output: the `__clang_ocl_kern_imp_*` copies of every
/// kernel (for device-side enqueue, never called here) become internal and
/// globaldce drops them; `!mmra` annotations go (the MIR printer of LLVM 22
/// writes them in a form its parser cannot read back).
fn compile_opencl(src: &Path, work: &Path, stem: &str, tools: &Tools) -> Result<PathBuf, CliError> {
    let raw = work.join(format!("{stem}.raw.ll"));
    let out = work.join(format!("{stem}.ll"));
    let mut args: Vec<String> = ["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    args.push(format!("-mcpu={}", tools.cpu));
    if tools.mattr.split(',').any(|f| f.trim() == "+wavefrontsize64") {
        args.push("-mwavefrontsize64".into());
    } else if tools.mattr.split(',').any(|f| f.trim() == "+wavefrontsize32") {
        args.push("-mno-wavefrontsize64".into());
    }
    args.extend(["-nogpulib", "-Xclang", "-mlink-builtin-bitcode", "-Xclang"].iter().map(|s| s.to_string()));
    args.push(tools.libclc.display().to_string());
    args.extend(["-O2", "-emit-llvm", "-S"].iter().map(|s| s.to_string()));
    args.push(src.display().to_string());
    args.push("-o".into());
    args.push(raw.display().to_string());
    let argv: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_ref()).collect();
    run_tool(&tools.clang(), &argv, src)?;
    let text = std::fs::read_to_string(&raw).map_err(|e| CliError::input(format!("{}: {e}", raw.display())))?;
    let text = fix_clang_output(&text);
    std::fs::write(&raw, text).map_err(|e| CliError::input(format!("{}: {e}", raw.display())))?;
    run_tool(
        &tools.opt(),
        &["-S".as_ref(), "-passes=globaldce".as_ref(), raw.as_os_str(), "-o".as_ref(), out.as_os_str()],
        src,
    )?;
    Ok(out)
}

/// The two text edits gen-corpus makes to clang's IR.
pub fn fix_clang_output(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let line = if line.starts_with("define ") && line.contains("@__clang_ocl_kern_imp_") {
            let rest = line["define ".len()..]
                .trim_start_matches("protected ")
                .trim_start_matches("hidden ");
            format!("define internal {rest}")
        } else {
            line.to_string()
        };
        out.push_str(&strip_mmra(&line));
    }
    out
}

/// Drop every `, !mmra !N`.
fn strip_mmra(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(", !mmra !") {
        out.push_str(&rest[..at]);
        let tail = &rest[at + ", !mmra !".len()..];
        let digits = tail.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            out.push_str(", !mmra !");
        }
        rest = &tail[digits..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clang_output_is_fixed_like_gen_corpus() {
        let text = "define protected amdgpu_kernel void @k() #0 {\n  fence syncscope(\"workgroup\") release, !mmra !5\n  ret void\n}\ndefine protected void @__clang_ocl_kern_imp_k() #1 {\n  ret void\n}\n";
        let fixed = fix_clang_output(text);
        assert!(fixed.contains("define protected amdgpu_kernel void @k()"), "{fixed}");
        assert!(fixed.contains("define internal void @__clang_ocl_kern_imp_k()"), "{fixed}");
        assert!(fixed.contains("release\n"), "{fixed}");
        assert!(!fixed.contains("mmra"), "{fixed}");
    }

    #[test]
    fn kinds_by_extension() {
        assert_eq!(Kind::of(Path::new("a/b.ll")), Some(Kind::Ir));
        assert_eq!(Kind::of(Path::new("b.mir")), Some(Kind::Mir));
        assert_eq!(Kind::of(Path::new("b.cl")), Some(Kind::OpenCl));
        assert_eq!(Kind::of(Path::new("b.bc")), Some(Kind::Bitcode));
        assert_eq!(Kind::of(Path::new("b.s")), Some(Kind::Asm));
        assert_eq!(Kind::of(Path::new("b.txt")), None);
        assert_eq!(Kind::of(Path::new("b")), None);
    }
}
