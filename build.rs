//! Builds the C++ shim against LLVM 22 and generates the Rust view of its
//! one C header. Only with the `plugin` feature: the algorithms themselves
//! build without LLVM.

fn main() {
    #[cfg(feature = "plugin")]
    plugin::build();
}

#[cfg(feature = "plugin")]
mod plugin {
    use std::path::{Path, PathBuf};
    use std::process::Command;

    const LLVM_MAJOR: &str = "22";
    const DEFAULT_LLVM_CONFIG: &str = "/usr/lib/llvm-22/bin/llvm-config";

    fn llvm_config(arg: &str) -> String {
        let tool = std::env::var("LLVM_CONFIG").unwrap_or_else(|_| DEFAULT_LLVM_CONFIG.into());
        let out = Command::new(&tool).arg(arg).output().unwrap_or_else(|e| {
            panic!(
                "cannot run {tool} ({e}). Install LLVM 22 (scripts/setup) or set LLVM_CONFIG \
                 to an LLVM 22 llvm-config."
            )
        });
        assert!(out.status.success(), "{tool} {arg} failed");
        String::from_utf8(out.stdout).expect("llvm-config prints UTF-8").trim().to_string()
    }

    /// Lays the code the scheduler pass runs out together: the linker
    /// script `link/hot-text.ld` says why and how. `GCNRS_NO_HOT_TEXT=1`
    /// builds without it, to measure the difference.
    fn hot_text_layout() {
        const SCRIPT: &str = "link/hot-text.ld";
        println!("cargo:rerun-if-changed={SCRIPT}");
        println!("cargo:rerun-if-env-changed=GCNRS_NO_HOT_TEXT");
        if std::env::var_os("GCNRS_NO_HOT_TEXT").is_some_and(|v| !v.is_empty() && v != "0") {
            return;
        }
        let script = std::fs::canonicalize(SCRIPT).unwrap_or_else(|e| panic!("{SCRIPT}: {e}"));
        println!("cargo:rustc-cdylib-link-arg=-Wl,-T,{}", script.display());
    }

    pub fn build() {
        println!("cargo:rerun-if-env-changed=LLVM_CONFIG");
        let version = llvm_config("--version");
        assert!(
            version.split('.').next() == Some(LLVM_MAJOR),
            "gcnrs needs LLVM {LLVM_MAJOR}, llvm-config reports {version}"
        );
        let libdir = llvm_config("--libdir");

        let shim = Path::new("cpp-shim");
        let mut sources: Vec<PathBuf> = std::fs::read_dir(shim)
            .expect("cpp-shim/ exists")
            .map(|e| e.expect("readable cpp-shim entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "cpp"))
            .collect();
        sources.sort();
        println!("cargo:rerun-if-changed=cpp-shim");
        for s in std::fs::read_dir(shim).unwrap() {
            println!("cargo:rerun-if-changed={}", s.unwrap().path().display());
        }

        let mut cc = cc::Build::new();
        cc.cpp(true).include(shim).warnings(false).cargo_metadata(false);
        for flag in llvm_config("--cxxflags").split_whitespace() {
            cc.flag(flag);
        }
        // Match the release LLVM build: several scheduler classes have
        // assertion-only members, and a layout mismatch crashes llc.
        cc.define("NDEBUG", None);
        cc.flag("-fno-rtti").flag("-fPIC").flag("-Wno-unused-parameter");
        cc.files(&sources);
        cc.compile("gcnrs_shim");

        // The shim registers passes and schedulers from static constructors;
        // whole-archive keeps those objects although nothing references them.
        let out = std::env::var("OUT_DIR").unwrap();
        println!("cargo:rustc-cdylib-link-arg=-Wl,--whole-archive");
        println!("cargo:rustc-cdylib-link-arg={out}/libgcnrs_shim.a");
        println!("cargo:rustc-cdylib-link-arg=-Wl,--no-whole-archive");
        println!("cargo:rustc-cdylib-link-arg=-lstdc++");
        // Resolve LLVM from the same shared library llc/clang use, never a
        // second static copy (that silently breaks registration).
        println!("cargo:rustc-cdylib-link-arg=-L{libdir}");
        println!("cargo:rustc-cdylib-link-arg=-Wl,-rpath,{libdir}");
        hot_text_layout();
        // gcnrs-mca takes the one shim object it calls (the MCA runner)
        // from the archive, and LLVM from the shared library.
        println!("cargo:rustc-link-arg-bin=gcnrs-mca={out}/libgcnrs_shim.a");
        println!("cargo:rustc-link-arg-bin=gcnrs-mca=-L{libdir}");
        println!("cargo:rustc-link-arg-bin=gcnrs-mca=-lLLVM");
        println!("cargo:rustc-link-arg-bin=gcnrs-mca=-lstdc++");
        println!("cargo:rustc-link-arg-bin=gcnrs-mca=-Wl,-rpath,{libdir}");

        // bindgen must use LLVM 22's libclang, not an older one on the system.
        if std::env::var_os("LIBCLANG_PATH").is_none() {
            std::env::set_var("LIBCLANG_PATH", &libdir);
        }
        let bindings = bindgen::Builder::default()
            .header("cpp-shim/gcnrs.h")
            .allowlist_type("Gcnrs.*")
            .allowlist_var("GCNRS_.*")
            .allowlist_function("gcnrs_.*")
            .prepend_enum_name(false)
            .derive_default(true)
            .generate()
            .expect("bindgen on cpp-shim/gcnrs.h");
        bindings
            .write_to_file(PathBuf::from(out).join("gcnrs_bindings.rs"))
            .expect("write bindings");
    }
}
