//! A Rust host of MLIR code: a scalar call, a call over host memory (a `memref` view of a
//! `Vec<f32>`), MLIR code calling back into the host (an `extern "C"` function and a Rust
//! closure), and `async.func`s awaited as futures under tokio.
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
//! fib(0..10) awaited under tokio = [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
//! sum of cubes 1..=4 through a closure in async tasks = 100
//! ```

use std::sync::atomic::{AtomicU64, Ordering};

use std::future::IntoFuture;

use corolift::{AsyncToken, AsyncValue, Engine, MemRef};

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

// Fibonacci as a recursive async.func: every call is a coroutine awaiting two others.
async.func @fib(%n: i64) -> !async.value<i64> {
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %small, ^base, ^recurse
^base:
  return %n : i64
^recurse:
  %c1 = arith.constant 1 : i64
  %n1 = arith.subi %n, %c1 : i64
  %n2 = arith.subi %n, %c2 : i64
  %a = async.call @fib(%n1) : (i64) -> !async.value<i64>
  %b = async.call @fib(%n2) : (i64) -> !async.value<i64>
  %x = async.await %a : !async.value<i64>
  %y = async.await %b : !async.value<i64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

// A host closure (`cube` below), called from %n async tasks at once; the token completes
// when all of them have.
func.func private @cube(i64) -> i64

async.func @sum_of_cubes(%n: index, %out: memref<1xi64>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %group = async.create_group %n : !async.group
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute {
      %i1 = arith.addi %i, %c1 : index
      %x = arith.index_cast %i1 : index to i64
      %y = func.call @cube(%x) : (i64) -> i64
      %old = memref.atomic_rmw addi %y, %out[%c0] : (i64, memref<1xi64>) -> i64
      async.yield
    }
    %r = async.add_to_group %t, %group : !async.token
  }
  async.await_all %group
  return
}

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
    fibs: Vec<i64>,
    sum_of_cubes: i64,
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
            println!("fib(0..10) awaited under tokio = {:?}", o.fibs);
            println!(
                "sum of cubes 1..=4 through a closure in async tasks = {}",
                o.sum_of_cubes
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
        .host_fn("cube", |x: i64| x * x * x)
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

    // 4. Async: `async.func` results are futures. Ten calls awaited concurrently by tokio
    //    tasks, while the coroutines run on corolift-runtime's workers.
    let fib = module.func::<(i64,), AsyncValue<i64>>("fib")?;
    let tokio = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .build()
        .expect("tokio starts");
    let fibs = tokio.block_on(async {
        let tasks: Vec<_> = (0..10)
            .map(|n| {
                let fib = fib.clone();
                tokio::spawn(async move { fib.call((n,))?.await })
            })
            .collect();
        let mut fibs = Vec::new();
        for task in tasks {
            fibs.push(task.await.expect("the task does not panic")?);
        }
        Ok::<_, corolift::Error>(fibs)
    })?;

    // 5. A token: the closure `cube` runs in four async tasks; awaiting the token waits for
    //    all of them.
    let sum_of_cubes = module.func::<(usize, MemRef<i64, 1>), AsyncToken>("sum_of_cubes")?;
    let mut out = [0i64];
    // SAFETY: `out` is neither touched nor dropped before the token completes (awaited on
    // the next line): the tasks write through the view until then.
    let done = unsafe { sum_of_cubes.call_unchecked((4, MemRef::new(&mut out, [1])?))? };
    tokio.block_on(done.into_future())?;

    Ok(Outcome {
        gcd,
        scaled_sum: sum,
        scaled: data,
        sum_of_squares: total,
        callbacks,
        fibs,
        sum_of_cubes: out[0],
    })
}

/// `cargo test` runs this (`test = true` for this example in Cargo.toml). Expected values are
/// hand-checked arithmetic: gcd(1071, 462) = 21 (1071 = 2*462 + 147, 462 = 3*147 + 21,
/// 147 = 7*21); 0.5 * (1 + … + 8) = 0.5 * 36 = 18; 1² + … + 10² = 10*11*21/6 = 385;
/// Fibonacci 0, 1, 1, 2, 3, 5, 8, 13, 21, 34; 1³ + 2³ + 3³ + 4³ = 100.
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
                fibs: vec![0, 1, 1, 2, 3, 5, 8, 13, 21, 34],
                sum_of_cubes: 100,
            }
        );
    }
}
