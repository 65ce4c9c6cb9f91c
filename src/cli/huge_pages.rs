//! When the command line lets the kernel back its memory with transparent huge pages.
//!
//! mimalloc (the binary's allocator, `src/main.rs`) asks for huge pages for its memory. For a
//! large program that is most of the allocator's gain: compiling 1000 `async.func`s touches
//! about 100 MB, and 2 MiB pages take a few hundred page faults instead of tens of thousands.
//! For a small program it is a loss: every thread's first allocation faults in (and the
//! kernel zeroes) a whole 2 MiB page, which costs more than the program's compilation. So
//! the process starts with huge pages held back ([`hold_back`]) and allows them once it has
//! read an input large enough to gain ([`allow_for_input`]). Elsewhere than Linux, or if
//! the kernel refuses, both do nothing: huge pages only change speed, never results.

/// Inputs at least this large (bytes of MLIR text) get huge pages: about 85 `async.func`s.
pub const LARGE_INPUT: usize = 64 * 1024;

/// Holds huge pages back for this process (until [`allow_for_input`]).
pub fn hold_back() {
    set_disabled(true);
}

/// Allows huge pages again if `text`, the input about to be compiled, is large.
pub fn allow_for_input(text: &str) {
    if text.len() >= LARGE_INPUT {
        set_disabled(false);
    }
}

#[cfg(target_os = "linux")]
fn set_disabled(disabled: bool) {
    let (flag, zero): (libc::c_ulong, libc::c_ulong) = (disabled.into(), 0);
    // SAFETY: PR_SET_THP_DISABLE takes a flag and three zero arguments (full-width, as the
    // kernel reads them) and only changes this process's page policy; no memory is passed.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, flag, zero, zero, zero);
    }
}

#[cfg(not(target_os = "linux"))]
fn set_disabled(_disabled: bool) {}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::{LARGE_INPUT, allow_for_input, hold_back};

    /// The process's THP-disable flag, as the kernel reports it.
    fn held_back() -> bool {
        let zero: libc::c_ulong = 0;
        // SAFETY: PR_GET_THP_DISABLE takes four zero arguments and returns the flag.
        unsafe { libc::prctl(libc::PR_GET_THP_DISABLE, zero, zero, zero, zero) == 1 }
    }

    /// Small inputs keep huge pages held back; a large one allows them.
    #[test]
    fn huge_pages_follow_the_input_size() {
        hold_back();
        assert!(held_back());
        allow_for_input(&"x".repeat(LARGE_INPUT - 1));
        assert!(held_back());
        allow_for_input(&"x".repeat(LARGE_INPUT));
        assert!(!held_back());
    }
}
