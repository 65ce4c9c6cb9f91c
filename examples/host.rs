//! A Rust host of MLIR code: a scalar call, a call over host memory (a `memref` view of a
//! `Vec<f32>`), and MLIR code calling back into the host.
//!
//! ```text
//! cargo run --example host
//! ```
//!
//! Expected output (hand-checked arithmetic):
//!
//! ```text
//! gcd(1071, 462) = 21
//! 0.5 * sum(1..=8) = 18
//! data after scaling = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0]
//! sum of squares 1..=10 through the host callback = 385 (10 callbacks)
//! ```

use std::sync::atomic::{AtomicU64, Ordering};

use corolift::{Engine, MemRef};

/// The MLIR program: plain functions, at the stage a front end would emit them (`scf` loops;
/// the engine lowers what code generation needs, as `corolift run` does).
const MLIR: &str = r#"
// Euclid's algorithm on two i64: a scalar function with a loop.
func.func @gcd(%a: i64, %b: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %y, %zero : i64
    scf.condition(%more) %x, %y : i64, i64
  } do {
  ^bb0(%x: i64, %y: i64):
    %m = arith.remsi %x, %y : i64
    scf.yield %y, %m : i64, i64
  }
  return %r#0 : i64
}

// Multiplies every element by %k in place and returns the sum of the scaled elements.
func.func @scaled_sum(%v: memref<?xf32>, %k: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf32>
  %init = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %x = memref.load %v[%i] : memref<?xf32>
    %y = arith.mulf %x, %k : f32
    memref.store %y, %v[%i] : memref<?xf32>
    %next = arith.addf %acc, %y : f32
    scf.yield %next : f32
  }
  return %sum : f32
}

// A host function: declared here, provided by the Rust program (`host_square` below).
func.func private @host_square(i64) -> i64

// Sums host_square(i) for i in 1..=%n.
func.func @sum_of_squares(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %end = arith.addi %n, %c1 : i64
  %lb = arith.index_cast %c1 : i64 to index
  %ub = arith.index_cast %end : i64 to index
  %step = arith.constant 1 : index
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %sq = func.call @host_square(%x) : (i64) -> i64
    %next = arith.addi %acc, %sq : i64
    scf.yield %next : i64
  }
  return %sum : i64
}
"#;

/// How many times MLIR code called [`host_square`].
static CALLBACKS: AtomicU64 = AtomicU64::new(0);

/// The host function MLIR calls as `@host_square`; its MLIR type `(i64) -> i64` comes from
/// this signature and is checked against the declaration when the module is compiled.
extern "C" fn host_square(x: i64) -> i64 {
    CALLBACKS.fetch_add(1, Ordering::Relaxed);
    x * x
}

/// What the host computed, printed by `main` and checked by the test below.
#[derive(Debug, PartialEq)]
struct Outcome {
    gcd: i64,
    scaled_sum: f32,
    scaled: Vec<f32>,
    sum_of_squares: i64,
    callbacks: u64,
}

fn main() {
    match run() {
        Ok(o) => {
            println!("gcd(1071, 462) = {}", o.gcd);
            println!("0.5 * sum(1..=8) = {}", o.scaled_sum);
            println!("data after scaling = {:?}", o.scaled);
            println!(
                "sum of squares 1..=10 through the host callback = {} ({} callbacks)",
                o.sum_of_squares, o.callbacks
            );
        }
        Err(e) => {
            // `Display` renders compile errors like the command line.
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}

fn run() -> Result<Outcome, corolift::Error> {
    let engine = Engine::builder()
        .extern_fn("host_square", host_square as extern "C" fn(i64) -> i64)
        .build()?;
    let module = engine.compile_named("host.mlir", MLIR)?;

    // 1. A scalar call: the Rust signature is checked against `(i64, i64) -> i64` here.
    let gcd = module.func::<(i64, i64), i64>("gcd")?;
    let gcd = gcd.call((1071, 462))?;

    // 2. A memref call: the function reads and writes the Vec through a 1-D view.
    let scaled_sum = module.func::<(MemRef<f32, 1>, f32), f32>("scaled_sum")?;
    let mut data: Vec<f32> = (1..=8).map(|i| i as f32).collect();
    let len = data.len();
    let sum = scaled_sum.call((MemRef::new(&mut data, [len])?, 0.5))?;

    // 3. A host callback: MLIR calls `host_square` once per loop iteration.
    let sum_of_squares = module.func::<(i64,), i64>("sum_of_squares")?;
    let before = CALLBACKS.load(Ordering::Relaxed);
    let total = sum_of_squares.call((10,))?;
    let callbacks = CALLBACKS.load(Ordering::Relaxed) - before;

    // 4. ASYNC (to be added when awaiting `async.func` results from Rust lands): compile an
    //    `async.func`, call it, and await its `!async.value<T>` as a Rust future under tokio.

    Ok(Outcome {
        gcd,
        scaled_sum: sum,
        scaled: data,
        sum_of_squares: total,
        callbacks,
    })
}

/// `cargo test` runs this (`test = true` for this example in Cargo.toml). Expected values are
/// hand-checked arithmetic: gcd(1071, 462) = 21 (1071 = 2*462 + 147, 462 = 3*147 + 21,
/// 147 = 7*21); 0.5 * (1 + … + 8) = 0.5 * 36 = 18; 1² + … + 10² = 10*11*21/6 = 385.
#[cfg(test)]
mod tests {
    #[test]
    fn hand_checked_results() {
        let o = super::run().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            o,
            super::Outcome {
                gcd: 21,
                scaled_sum: 18.0,
                scaled: vec![0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0],
                sum_of_squares: 385,
                callbacks: 10,
            }
        );
    }
}
