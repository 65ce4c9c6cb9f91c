//! Command-line interface (placeholder until the driver lands).

/// Entry point of the `corolift` binary; returns the process exit code.
pub fn main() -> i32 {
    eprintln!("corolift: not yet implemented");
    2
}
