//! Target selection: the host through `cranelift-native`, or an explicit
//! `x86_64-unknown-linux-gnu` / `aarch64-unknown-linux-gnu` through `target-lexicon`.
//!
//! Optimisation levels: `-O0` → Cranelift `opt_level=none` with the single-pass register
//! allocator, `-O1`…`-O3` → `speed` with the backtracking allocator.
//! The Cranelift verifier runs in debug builds and when `COROLIFT_VERIFY_CLIF=1`.

use std::str::FromStr as _;

use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable as _};
use target_lexicon::{Architecture, OperatingSystem, Triple};

/// The targets `--target` accepts.
pub const SUPPORTED_TARGETS: &[&str] = &["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"];

/// Builds the ISA for `target` (`None` = host) at optimisation level `opt_level` (0–3).
/// `pic` selects position-independent code (for object files; the JIT uses absolute code).
/// Code for the host uses every feature of the host CPU.
pub fn make_isa(target: Option<&str>, opt_level: u8, pic: bool) -> Result<OwnedTargetIsa, String> {
    build_isa(target, opt_level, pic, true)
}

/// The ISA for ahead-of-time code: position-independent, and for a baseline CPU of the target
/// rather than the build machine's (x86-64-v2: SSE4.2 and POPCNT; aarch64: ARMv8.0), so an
/// executable runs on any machine of its architecture. `None` = the host triple.
pub fn make_aot_isa(target: Option<&str>, opt_level: u8) -> Result<OwnedTargetIsa, String> {
    let host = Triple::host().to_string();
    build_isa(Some(target.unwrap_or(&host)), opt_level, true, false)
}

/// The triple `target` names (`None` = host), normalised (`x86_64-unknown-linux-gnu`).
pub fn triple_name(target: Option<&str>) -> Result<String, String> {
    match target {
        None => Ok(Triple::host().to_string()),
        Some(t) => Triple::from_str(t)
            .map(|tr| tr.to_string())
            .map_err(|e| format!("invalid target triple '{t}': {e}")),
    }
}

/// [`make_isa`] / [`make_aot_isa`]; `native` = use the host CPU's features when `target` is the
/// host.
fn build_isa(
    target: Option<&str>,
    opt_level: u8,
    pic: bool,
    native: bool,
) -> Result<OwnedTargetIsa, String> {
    let mut flags = settings::builder();
    let set = |f: &mut settings::Builder, k: &str, v: &str| {
        f.set(k, v)
            .map_err(|e| format!("invalid Cranelift setting {k}={v}: {e}"))
    };
    set(
        &mut flags,
        "opt_level",
        if opt_level == 0 { "none" } else { "speed" },
    )?;
    if opt_level == 0 {
        // -O0 is about compile time: the single-pass allocator is much faster than the
        // backtracking one and its code is good enough for unoptimised output.
        set(&mut flags, "regalloc_algorithm", "single_pass")?;
    }
    set(&mut flags, "is_pic", if pic { "true" } else { "false" })?;
    set(&mut flags, "use_colocated_libcalls", "false")?;
    let verify =
        cfg!(debug_assertions) || std::env::var("COROLIFT_VERIFY_CLIF").is_ok_and(|v| v == "1");
    set(
        &mut flags,
        "enable_verifier",
        if verify { "true" } else { "false" },
    )?;
    let flags = settings::Flags::new(flags);
    let builder = match target {
        None => cranelift_native::builder()
            .map_err(|e| format!("host machine is not supported: {e}"))?,
        Some(t) => {
            let triple =
                Triple::from_str(t).map_err(|e| format!("invalid target triple '{t}': {e}"))?;
            let ok_arch = matches!(
                triple.architecture,
                Architecture::X86_64 | Architecture::Aarch64(_)
            );
            if !ok_arch || triple.operating_system != OperatingSystem::Linux {
                return Err(format!(
                    "unsupported target '{t}' (supported: {})",
                    SUPPORTED_TARGETS.join(", ")
                ));
            }
            let mut b = cranelift_codegen::isa::lookup(triple.clone())
                .map_err(|e| format!("unsupported target '{t}': {e}"))?;
            if native && triple == Triple::host() {
                cranelift_native::infer_native_flags(&mut b)
                    .map_err(|e| format!("cannot detect host CPU features: {e}"))?;
            } else if triple.architecture == Architecture::X86_64 {
                for f in [
                    "has_sse3",
                    "has_ssse3",
                    "has_sse41",
                    "has_sse42",
                    "has_popcnt",
                ] {
                    b.enable(f)
                        .map_err(|e| format!("invalid Cranelift setting {f}: {e}"))?;
                }
            }
            b
        }
    };
    builder
        .finish(flags)
        .map_err(|e| format!("cannot build the target ISA: {e}"))
}

/// Whether `target` (`None` = host) is the machine we run on (the JIT needs that).
pub fn is_host(target: Option<&str>) -> bool {
    match target {
        None => true,
        Some(t) => Triple::from_str(t).is_ok_and(|tr| {
            tr.architecture == Triple::host().architecture
                && tr.operating_system == Triple::host().operating_system
        }),
    }
}
