//! Target selection: the host through `cranelift-native`, or an explicit
//! `x86_64-unknown-linux-gnu` / `aarch64-unknown-linux-gnu` through `target-lexicon`.
//!
//! Optimisation levels: `-O0` → Cranelift `opt_level=none`, `-O1`…`-O3` → `speed`.
//! The Cranelift verifier runs in debug builds and when `COROLIFT_VERIFY_CLIF=1`.

use std::str::FromStr as _;

use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable as _};
use target_lexicon::{Architecture, OperatingSystem, Triple};

/// The targets `--target` accepts.
pub const SUPPORTED_TARGETS: &[&str] = &["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"];

/// Builds the ISA for `target` (`None` = host) at optimisation level `opt_level` (0–3).
/// `pic` selects position-independent code (for object files; the JIT uses absolute code).
pub fn make_isa(target: Option<&str>, opt_level: u8, pic: bool) -> Result<OwnedTargetIsa, String> {
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
            if triple == Triple::host() {
                cranelift_native::infer_native_flags(&mut b)
                    .map_err(|e| format!("cannot detect host CPU features: {e}"))?;
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
