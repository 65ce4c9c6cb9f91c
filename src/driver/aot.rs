//! The AOT driver: the same declarations and per-function code generation as the JIT
//! ([`declare_module_as`], [`define_functions`]) into a `cranelift_object::ObjectModule`, then
//! an ELF relocatable object and, for an executable, a link with the runtime staticlib and the C
//! library through the target's C compiler driver.
//!
//! What differs from [`super::jit`]:
//! * the ISA is position-independent and for the target's baseline CPU
//!   ([`isa::make_aot_isa`]), so executables run on any machine of their architecture;
//! * for an executable, the object also defines the C `main` ([`define_c_main`]): it calls the
//!   entry function, then `corolift_runtime_shutdown()` (drains the runtime, flushes stdout,
//!   `COROLIFT_CHECK_LEAKS=1` leak check exiting with 3 — exactly what `corolift run` does after
//!   the entry returns) and returns the entry's integer result as the exit status. The MLIR
//!   `@main`, if any, is moved aside to the link name [`MLIR_MAIN_LINK_NAME`];
//! * unresolved external functions are the linker's business, not `dlsym`'s.
//!
//! ```text
//! corolift compile prog.mlir -o prog                 # cc prog.o libcorolift_runtime.a -l…
//! corolift compile prog.mlir --target aarch64-unknown-linux-gnu -o prog-a64
//! qemu-aarch64 -L /usr/aarch64-linux-gnu -E LD_LIBRARY_PATH=/usr/aarch64-linux-gnu/lib ./prog-a64
//! ```

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use cranelift_codegen::ir::{self, AbiParam, InstBuilder, Signature, UserFuncName, types};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{Linkage, Module, default_libcall_names};
use cranelift_object::{ObjectBuilder, ObjectModule};

use super::jit::EntryResult;
use super::{Bodies, CodegenOptions, declare_module_as, define_functions, isa, prepare};
use crate::codegen::abi::Decls;
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId, Type};

/// The link name of the MLIR function `@main` in an executable, whose C `main` is the entry
/// [`define_c_main`] generates.
pub const MLIR_MAIN_LINK_NAME: &str = "__corolift_mlir_main";

/// File name of the runtime staticlib (`cargo build --release -p corolift-runtime`).
pub const RUNTIME_LIB_NAME: &str = "libcorolift_runtime.a";

/// Native libraries the Rust staticlib needs (`rustc --print native-static-libs` on
/// `*-linux-gnu`).
const NATIVE_LIBS: &[&str] = &[
    "-lgcc_s",
    "-lutil",
    "-lrt",
    "-lpthread",
    "-lm",
    "-ldl",
    "-lc",
];

/// Compiles the module to an ELF relocatable object for `opts.target`. With `entry`, the
/// object is ready to become an executable: it defines the C `main` calling `@entry` (which must
/// take no arguments and return nothing, `i32`, `i64` or `f32`) and flushing the runtime.
/// Runs [`prepare`] first.
pub fn compile_object(
    module: &mut crate::parse::Module,
    opts: &CodegenOptions,
    entry: Option<&str>,
) -> Result<Vec<u8>, Diagnostic> {
    prepare(module, opts.opt_level)?;
    let ir = &module.ir;
    let top = module.top;
    let err = |msg: String| Diagnostic::error(ir.loc(top).clone(), msg);
    let isa = isa::make_aot_isa(opts.target.as_deref(), opts.opt_level).map_err(err)?;
    let builder = ObjectBuilder::new(isa, "corolift", default_libcall_names())
        .map_err(|e| err(format!("cannot create an object file: {e}")))?;
    let mut om = ObjectModule::new(builder);
    let rename =
        |name: &str| (entry.is_some() && name == "main").then(|| MLIR_MAIN_LINK_NAME.to_owned());
    let (mut decls, bodies) = declare_module_as(&mut om, ir, top, &rename)?;
    decls.matrix_row_major = opts.matrix_row_major;
    if let Some(entry) = entry {
        define_c_main(&mut om, ir, top, &decls, &bodies, entry)?;
    }
    define_functions(&mut om, ir, &decls, &bodies, opts)?;
    om.finish()
        .emit()
        .map_err(|e| err(format!("cannot write the object file: {e}")))
}

/// The result kind of an entry function `() -> ()`, `() -> i32`, `() -> i64` or `() -> f32`.
fn entry_kind(ir: &Ir, op: OpId) -> Option<EntryResult> {
    let (inputs, results) = crate::codegen::func_type(ir, op)?;
    if !inputs.is_empty() {
        return None;
    }
    match results.as_slice() {
        [] => Some(EntryResult::Void),
        [t] if *t == Type::i32() => Some(EntryResult::I32),
        [t] if *t == Type::i64() => Some(EntryResult::I64),
        [t] if *t == Type::f32() => Some(EntryResult::F32),
        _ => None,
    }
}

/// Defines `int main(int argc, char **argv)`: calls `@entry`, then
/// `corolift_runtime_shutdown()`, and returns the entry's result (`i32`; `i64` truncated as by
/// `exit`; 0 for `void`/`f32`), so libc's `exit` flushes stdio and runs the runtime's `atexit`
/// hook as after `corolift run`.
fn define_c_main(
    om: &mut ObjectModule,
    ir: &Ir,
    top: OpId,
    decls: &Decls,
    bodies: &Bodies,
    entry: &str,
) -> Result<(), Diagnostic> {
    let err = |msg: String| Diagnostic::error(ir.loc(top).clone(), msg);
    let (entry_id, entry_op) = super::find_entry(ir, top, decls, bodies, entry)?;
    let kind = entry_kind(ir, entry_op).ok_or_else(|| {
        crate::codegen::op_error(
            ir,
            entry_op,
            format!(
                "cannot be the entry point of an executable: expected '() -> ()', '() -> i32', \
                 '() -> i64' or '() -> f32' (for '-e {entry}')"
            ),
        )
    })?;

    let call_conv = om.isa().default_call_conv();
    let frontend_config = om.isa().frontend_config();
    let ptr = frontend_config.pointer_type();
    let mut sig = Signature::new(call_conv);
    sig.params.push(AbiParam::new(types::I32));
    sig.params.push(AbiParam::new(ptr));
    sig.returns.push(AbiParam::new(types::I32));
    let main_id = om
        .declare_function("main", Linkage::Export, &sig)
        .map_err(|e| err(format!("cannot declare the C 'main': {e}")))?;
    let shutdown = om
        .declare_function(
            "corolift_runtime_shutdown",
            Linkage::Import,
            &Signature::new(call_conv),
        )
        .map_err(|e| {
            err(format!(
                "the module's declaration of 'corolift_runtime_shutdown' conflicts with the runtime's: {e}"
            ))
        })?;

    let mut func = ir::Function::with_name_signature(UserFuncName::user(0, main_id.as_u32()), sig);
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut fctx);
    let block = b.create_block();
    b.append_block_params_for_function_params(block);
    b.switch_to_block(block);
    b.seal_block(block);
    let callee = om.declare_func_in_func(entry_id, b.func);
    let call = b.ins().call(callee, &[]);
    let result = b.inst_results(call).first().copied();
    let shutdown_ref = om.declare_func_in_func(shutdown, b.func);
    b.ins().call(shutdown_ref, &[]);
    let code = match (kind, result) {
        (EntryResult::I32, Some(v)) => v,
        (EntryResult::I64, Some(v)) => b.ins().ireduce(types::I32, v),
        _ => b.ins().iconst(types::I32, 0),
    };
    b.ins().return_(&[code]);
    b.finalize(frontend_config);

    let mut ctx = cranelift_codegen::Context::for_function(func);
    om.define_function(main_id, &mut ctx)
        .map_err(|e| err(format!("cannot define the C 'main': {e}")))
}

/// How to link an executable.
#[derive(Clone, Debug, Default)]
pub struct LinkOptions {
    /// Target triple; `None` = host.
    pub target: Option<String>,
    /// The runtime staticlib; `None` = search ([`find_runtime_lib`]).
    pub runtime_lib: Option<PathBuf>,
    /// The C compiler driver; `None` = `cc` for the host, `<arch>-linux-gnu-gcc` otherwise.
    pub linker: Option<String>,
    /// Also measure the stripped size (runs `strip` on a copy).
    pub measure_stripped: bool,
    /// `--shared-libs`: libraries the executable links against (see [`shared_lib_args`]).
    pub shared_libs: Vec<String>,
}

/// Linker arguments for `--shared-libs` (entries may be comma-separated lists): each library
/// except MLIR's runner utils, c runner utils and async runtime (built into the runtime
/// staticlib, [`super::jit::is_builtin_library`]) is linked by path, with its directory as an
/// rpath so the executable finds it where `corolift run` found it.
pub fn shared_lib_args(shared_libs: &[String]) -> Vec<String> {
    let mut args = Vec::new();
    for path in shared_libs.iter().flat_map(|l| l.split(',')) {
        if path.is_empty() || super::jit::is_builtin_library(path) {
            continue;
        }
        let abs = std::fs::canonicalize(path).unwrap_or_else(|_| PathBuf::from(path));
        if let Some(dir) = abs.parent() {
            args.push(format!("-Wl,-rpath,{}", dir.display()));
        }
        args.push(abs.display().to_string());
    }
    args
}

/// What [`link`] did.
#[derive(Clone, Debug)]
pub struct LinkReport {
    /// The command line, for `--verbose`.
    pub command: String,
    /// Wall time of the link.
    pub time: Duration,
    /// Size of the executable.
    pub size: u64,
    /// Size after `strip`, when asked for and `strip` is available.
    pub stripped_size: Option<u64>,
    /// What the linker wrote on stderr (warnings).
    pub stderr: String,
}

/// The tool prefix for `target` (`None` = host): `None` for the host, `<arch>-linux-gnu-`
/// otherwise (Debian's cross toolchains).
fn cross_prefix(target: Option<&str>) -> Result<Option<String>, String> {
    if isa::is_host(target) {
        return Ok(None);
    }
    let name = isa::triple_name(target)?;
    let arch = name.split('-').next().unwrap_or_default();
    Ok(Some(format!("{arch}-linux-gnu-")))
}

/// Target directories to search for the runtime staticlib: `$CARGO_TARGET_DIR`, and the one
/// this executable was built into (`<dir>/<profile>/corolift`).
fn target_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(d) = std::env::var_os("CARGO_TARGET_DIR") {
        dirs.push(PathBuf::from(d));
    }
    if let Ok(exe) = std::env::current_exe() {
        let mut p = exe.parent();
        if p.is_some_and(|d| d.ends_with("deps")) {
            p = p.and_then(Path::parent);
        }
        if let Some(t) = p.and_then(Path::parent) {
            dirs.push(t.to_path_buf());
        }
    }
    dirs
}

/// Finds `libcorolift_runtime.a` for `target` (`None` = host): in each target directory
/// (`$CARGO_TARGET_DIR`, then the one holding this executable) under `<triple>/release`,
/// `<triple>/debug` and, for the host, `release` and `debug`; then next to an installed
/// `corolift` in `../lib/corolift/<triple>/`. The most recently built candidate wins.
pub fn find_runtime_lib(target: Option<&str>) -> Result<PathBuf, String> {
    let triple = isa::triple_name(target)?;
    let host = isa::is_host(target);
    let mut candidates = Vec::new();
    for t in target_dirs() {
        for profile in ["release", "debug"] {
            candidates.push(t.join(&triple).join(profile).join(RUNTIME_LIB_NAME));
            if host {
                candidates.push(t.join(profile).join(RUNTIME_LIB_NAME));
            }
        }
    }
    if let Some(bin) = std::env::current_exe()
        .ok()
        .as_deref()
        .and_then(Path::parent)
        .and_then(Path::parent)
    {
        candidates.push(
            bin.join("lib")
                .join("corolift")
                .join(&triple)
                .join(RUNTIME_LIB_NAME),
        );
    }
    candidates
        .into_iter()
        .filter_map(|p| {
            let t = std::fs::metadata(&p).and_then(|m| m.modified()).ok()?;
            Some((t, p))
        })
        .max_by_key(|(t, _)| *t)
        .map(|(_, p)| p)
        .ok_or_else(|| {
            let how = if host {
                "cargo build --release -p corolift-runtime".to_owned()
            } else if triple.starts_with("aarch64") {
                "scripts/aarch64-toolchain.sh --build-runtime".to_owned()
            } else {
                format!("cargo build --release -p corolift-runtime --target {triple}")
            };
            format!(
                "cannot find the corolift runtime for '{triple}' ({RUNTIME_LIB_NAME}); build it \
                 with `{how}` or pass --runtime-lib=PATH"
            )
        })
}

/// A fresh private temporary directory, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Result<TempDir, String> {
        static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let p =
            std::env::temp_dir().join(format!("corolift-link-{}-{n}-{nanos}", std::process::id()));
        std::fs::create_dir(&p)
            .map_err(|e| format!("cannot create a temporary directory {}: {e}", p.display()))?;
        Ok(TempDir(p))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Links `object` (from [`compile_object`] with an entry) into the executable `out`:
/// `<cc> -o out object [shared libs] libcorolift_runtime.a -Wl,--gc-sections -lgcc_s -lutil -lrt -lpthread
/// -lm -ldl -lc`, with `cc` for the host and `<arch>-linux-gnu-gcc` for another target.
pub fn link(object: &[u8], out: &Path, opts: &LinkOptions) -> Result<LinkReport, String> {
    let target = opts.target.as_deref();
    let prefix = cross_prefix(target)?;
    let runtime = match &opts.runtime_lib {
        Some(p) if p.is_file() => p.clone(),
        Some(p) => return Err(format!("runtime library '{}' not found", p.display())),
        None => find_runtime_lib(target)?,
    };
    let linker = opts.linker.clone().unwrap_or_else(|| match &prefix {
        None => "cc".to_owned(),
        Some(p) => format!("{p}gcc"),
    });
    let tmp = TempDir::new()?;
    let obj_path = tmp.0.join("main.o");
    std::fs::write(&obj_path, object)
        .map_err(|e| format!("cannot write {}: {e}", obj_path.display()))?;
    let libs = shared_lib_args(&opts.shared_libs);
    let mut cmd = Command::new(&linker);
    cmd.arg("-o")
        .arg(out)
        .arg(&obj_path)
        .args(&libs)
        .arg(&runtime)
        .args(["-Wl,--gc-sections", "-Wl,-z,noexecstack"])
        .args(NATIVE_LIBS);
    let command = format!(
        "{linker} -o {} <object> {}{} -Wl,--gc-sections -Wl,-z,noexecstack {}",
        out.display(),
        libs.iter().map(|l| format!("{l} ")).collect::<String>(),
        runtime.display(),
        NATIVE_LIBS.join(" ")
    );
    let start = Instant::now();
    let output = cmd.output().map_err(|e| {
        let hint = if prefix.is_some() {
            " (install the cross toolchain: scripts/aarch64-toolchain.sh)"
        } else {
            ""
        };
        format!("cannot run the linker '{linker}': {e}{hint}")
    })?;
    let time = start.elapsed();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if !output.status.success() {
        return Err(format!(
            "linking failed ({}): {command}\n{}",
            output.status,
            stderr.trim_end()
        ));
    }
    let size = std::fs::metadata(out)
        .map_err(|e| format!("cannot read {}: {e}", out.display()))?
        .len();
    let stripped_size = if opts.measure_stripped {
        let stripped = tmp.0.join("stripped");
        let strip = format!("{}strip", prefix.unwrap_or_default());
        Command::new(&strip)
            .arg("-o")
            .arg(&stripped)
            .arg(out)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .and_then(|_| std::fs::metadata(&stripped).ok())
            .map(|m| m.len())
    } else {
        None
    };
    Ok(LinkReport {
        command,
        time,
        size,
        stripped_size,
        stderr,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_lib_args_skip_builtins_and_add_rpaths() {
        let args = shared_lib_args(&[
            "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1,/opt/x/libfoo.so".to_owned(),
            "libmlir_async_runtime.so".to_owned(),
        ]);
        assert_eq!(args, ["-Wl,-rpath,/opt/x", "/opt/x/libfoo.so"]);
    }
}
