//! Async tasks on the host's executor: an engine built with a spawner hands every runtime
//! task to tokio. Its own test binary, since the runtime is process-wide and a spawner must
//! be installed before anything else starts it. Expected values are hand-checked arithmetic.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use corolift::{AsyncValue, Engine, ErrorKind};

const PROGRAM: &str = r#"
func.func @fan_out(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %group = async.create_group %n : !async.group
  %sums = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute {
      %ii = arith.index_cast %i : index to i64
      %sq = arith.muli %ii, %ii : i64
      memref.store %sq, %sums[%i] : memref<?xi64>
      async.yield
    }
    %r = async.add_to_group %t, %group : !async.token
  }
  async.await_all %group
  %zero = arith.constant 0 : i64
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %sums[%i] : memref<?xi64>
    %next = arith.addi %acc, %v : i64
    scf.yield %next : i64
  }
  memref.dealloc %sums : memref<?xi64>
  return %total : i64
}

async.func @twice(%x: i64) -> !async.value<i64> {
  %t, %v = async.execute -> !async.value<i64> {
    %y = arith.addi %x, %x : i64
    async.yield %y : i64
  }
  %y = async.await %v : !async.value<i64>
  return %y : i64
}
"#;

#[test]
fn tasks_run_on_the_hosts_executor() {
    let executor = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(3)
        .thread_name("host-executor")
        .build()
        .unwrap();
    let handle = executor.handle().clone();
    let spawned = Arc::new(AtomicUsize::new(0));
    let counter = spawned.clone();
    let engine = Engine::builder()
        .spawner(move |task| {
            counter.fetch_add(1, Ordering::Relaxed);
            handle.spawn(async move {
                assert_eq!(std::thread::current().name(), Some("host-executor"));
                task.run();
            });
        })
        .build()
        .unwrap();
    let module = engine.compile(PROGRAM).unwrap();

    // Blocking inside the entry (async.await_all) from a non-executor thread.
    let fan_out = module.func::<(usize,), i64>("fan_out").unwrap();
    // Σ i² for i < 1000 = 999·1000·1999/6
    assert_eq!(fan_out.call((1000,)).unwrap(), 332_833_500);
    assert!(spawned.load(Ordering::Relaxed) >= 1000);

    // Futures awaited by tasks of the same executor.
    let twice = module.func::<(i64,), AsyncValue<i64>>("twice").unwrap();
    let results = executor.block_on(async {
        let tasks: Vec<_> = (0..32i64)
            .map(|i| {
                let f = twice.clone();
                tokio::spawn(async move { f.call((i,)).unwrap().await.unwrap() })
            })
            .collect();
        let mut out = Vec::new();
        for t in tasks {
            out.push(t.await.unwrap());
        }
        out
    });
    assert_eq!(results, (0..32i64).map(|i| 2 * i).collect::<Vec<_>>());

    // The runtime is already running: a second spawner is refused.
    let e = Engine::builder()
        .spawner(|task| task.run())
        .build()
        .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Runtime);

    engine.leak_check().unwrap();
    assert_eq!(corolift::runtime_objects().total(), 0);
}
