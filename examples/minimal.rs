//! The smallest useful corolift host: compile one MLIR function from a string and call it.
//!
//! ```text
//! cargo run --example minimal                                   # with the default features
//! cargo build --profile release-small --no-default-features --example minimal
//! ```
//!
//! The second form is the embedding library alone (no command line) built for size; its
//! stripped size and peak memory are measured by `cargo bench --bench embed`.

const MLIR: &str = r#"
func.func @add(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  return %s : i64
}
"#;

fn main() {
    // `Display` renders compile errors like the command line (file:line:col, source, caret).
    if let Err(e) = run() {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), corolift::Error> {
    println!("40 + 2 = {}", add(40, 2)?);
    Ok(())
}

/// Compiles [`MLIR`] and calls `@add(a, b)`.
fn add(a: i64, b: i64) -> Result<i64, corolift::Error> {
    let engine = corolift::Engine::new();
    let module = engine.compile(MLIR)?;
    let add = module.func::<(i64, i64), i64>("add")?;
    add.call((a, b))
}

/// `cargo test` runs this (`test = true` for this example in Cargo.toml).
#[cfg(test)]
mod tests {
    #[test]
    fn adds() {
        assert_eq!(super::add(40, 2), Ok(42));
    }
}
